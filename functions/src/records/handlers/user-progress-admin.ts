import { userProgressAdminRoute } from '@ssm/shared';
import { toPagedReply } from '../../http/paging';
import { route } from '../../http/route';
import { listCompanyTrainings } from '../domain/record-lists';

export const handler = route(userProgressAdminRoute, async ({ query, principal }) =>
  toPagedReply(await listCompanyTrainings({ admin: principal, ...query })),
);
