import { listFirmsRoute } from '@ssm/shared';
import { listFirms } from '../../domain/firms';
import { route } from '../route';

export const handler = route(listFirmsRoute, () => listFirms());
