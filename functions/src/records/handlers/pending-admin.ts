import { pendingAdminRoute } from '@ssm/shared';
import { toPagedReply } from '../../http/paging';
import { route } from '../../http/route';
import { listPendingForAdmin } from '../domain/record-lists';

export const handler = route(pendingAdminRoute, async ({ query, principal }) =>
  toPagedReply(await listPendingForAdmin({ admin: principal, ...query })),
);
