import { listPendingForOwner } from '../../domain/document-lists';
import { toPagedReply } from '../paging';
import { route } from '../route';

export const handler = route('pending-owner', async ({ query, principal }) =>
  toPagedReply(
    await listPendingForOwner({
      user: principal.user,
      companyId: query.company_id,
      limit: query.limit,
      cursor: query.cursor,
    }),
  ),
);
