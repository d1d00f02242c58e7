import { pendingOwnerRoute } from '@ssm/shared';
import { toPagedReply } from '../../http/paging';
import { route } from '../../http/route';
import { listPendingForOwner } from '../domain/record-lists';

export const handler = route(pendingOwnerRoute, async ({ query, principal }) =>
  toPagedReply(await listPendingForOwner({ owner: principal, companyId: query.company_id, ...query })),
);
