import { pendingAdminRoute } from '@ssm/shared';
import { listPendingForAdmin } from '../../domain/document-lists';
import { toPagedReply } from '../paging';
import { route } from '../route';

export const handler = route(pendingAdminRoute, async ({ query, principal }) =>
  toPagedReply(await listPendingForAdmin({ admin: principal, ...query })),
);
