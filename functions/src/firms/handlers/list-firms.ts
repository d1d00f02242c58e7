import { listFirmsRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { listFirms } from '../domain/firms';

export const handler = route(listFirmsRoute, () => listFirms());
