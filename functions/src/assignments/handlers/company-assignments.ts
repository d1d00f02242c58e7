import { companyAssignmentsRoute } from '@ssm/shared';
import { toPagedReply } from '../../http/paging';
import { route } from '../../http/route';
import { listCompanyAssignments } from '../domain/course-assignments';

export const handler = route(companyAssignmentsRoute, async ({ principal, params, query }) =>
  toPagedReply(
    await listCompanyAssignments({
      caller: principal,
      companyId: params.id,
      subcategory: query.subcategory,
      page: query,
    }),
  ),
);
