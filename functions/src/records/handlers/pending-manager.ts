import { pendingManagerRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { listPendingForManager } from '../domain/record-lists';

export const handler = route(pendingManagerRoute, async ({ principal }) =>
  listPendingForManager({ manager: principal }),
);
