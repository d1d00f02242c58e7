import { listCompanyTrainings } from '../../domain/document-lists';
import { toPagedReply } from '../paging';
import { route } from '../route';

export const handler = route('user-progress-admin', async ({ query, principal }) =>
  toPagedReply(await listCompanyTrainings({ user: principal.user, ...query })),
);
