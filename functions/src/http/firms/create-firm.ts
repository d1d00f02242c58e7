import { createFirmRoute } from '@ssm/shared';
import { createFirm } from '../../domain/firms';
import { route } from '../route';

export const handler = route(createFirmRoute, ({ body }) => createFirm({ fields: body }));
