import { userProgressAdminRoute } from '@ssm/shared';
import { listCompanyTrainings } from '../../domain/document-lists';
import { toPagedReply } from '../paging';
import { route } from '../route';

export const handler = route(userProgressAdminRoute, async ({ query, principal }) =>
  toPagedReply(await listCompanyTrainings({ admin: principal, ...query })),
);
