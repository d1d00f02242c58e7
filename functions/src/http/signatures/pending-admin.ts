import { listPendingForAdmin } from '../../domain/document-lists';
import { toPagedReply } from '../paging';
import { route } from '../route';

export const handler = route('pending-admin', async ({ query, principal }) =>
  toPagedReply(await listPendingForAdmin({ user: principal.user, ...query })),
);
