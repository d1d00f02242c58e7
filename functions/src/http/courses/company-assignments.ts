import { companyAssignmentsRoute } from '@ssm/shared';
import { listCompanyAssignments } from '../../domain/course-assignments';
import { toPagedReply } from '../paging';
import { route } from '../route';

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
