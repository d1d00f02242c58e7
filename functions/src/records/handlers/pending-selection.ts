import { pendingSelectionRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { selectPendingFilter } from '../domain/record-lists';

export const handler = route(pendingSelectionRoute, ({ query, principal }) =>
  selectPendingFilter({ caller: principal, companyId: query.company_id, ...query }),
);
