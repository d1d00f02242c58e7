import { firmClientsRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { listFirmClients } from '../domain/firms';

export const handler = route(firmClientsRoute, ({ params }) => listFirmClients({ firmId: params.id }));
