import { firmOwnersRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { listFirmOwners } from '../domain/firms';

export const handler = route(firmOwnersRoute, ({ params }) => listFirmOwners({ firmId: params.id }));
