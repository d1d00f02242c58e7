import { firmOwnersRoute } from '@ssm/shared';
import { listFirmOwners } from '../../domain/firms';
import { route } from '../route';

export const handler = route(firmOwnersRoute, ({ params }) => listFirmOwners({ firmId: params.id }));
