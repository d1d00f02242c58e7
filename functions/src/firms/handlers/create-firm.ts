import { createFirmRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { createFirm } from '../domain/firms';

export const handler = route(createFirmRoute, ({ body }) => createFirm({ fields: body }));
