import { getCompanyUsersRoute } from '@ssm/shared';
import { listCompanyUsers } from '../../domain/people';
import { toPagedReply } from '../paging';
import { route } from '../route';

export const handler = route(getCompanyUsersRoute, async ({ principal, params, query }) =>
  toPagedReply(await listCompanyUsers({ caller: principal, companyId: params.id, ...query })),
);
