import { getCompanyUsersRoute } from '@ssm/shared';
import { toPagedReply } from '../../http/paging';
import { route } from '../../http/route';
import { listCompanyUsers } from '../domain/people';

export const handler = route(getCompanyUsersRoute, async ({ principal, params, query }) =>
  toPagedReply(await listCompanyUsers({ caller: principal, companyId: params.id, ...query })),
);
