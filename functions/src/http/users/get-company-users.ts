import { listCompanyUsers } from '../../domain/people';
import { toPagedReply } from '../paging';
import { route } from '../route';

export const handler = route('get-company-users', async ({ principal, params, query }) =>
  toPagedReply(await listCompanyUsers({ caller: principal.user, companyId: params.id, ...query })),
);
