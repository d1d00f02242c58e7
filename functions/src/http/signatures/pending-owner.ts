import { pendingOwnerRoute } from '@ssm/shared';
import { listPendingForOwner } from '../../domain/document-lists';
import { toPagedReply } from '../paging';
import { route } from '../route';

export const handler = route(pendingOwnerRoute, async ({ query, principal }) =>
  toPagedReply(
    await listPendingForOwner({
      owner: principal,
      companyId: query.company_id,
      limit: query.limit,
      cursor: query.cursor,
    }),
  ),
);
