import { firmClientsRoute } from '@ssm/shared';
import { listFirmClients } from '../../domain/firms';
import { route } from '../route';

export const handler = route(firmClientsRoute, ({ params }) => listFirmClients({ firmId: params.id }));
