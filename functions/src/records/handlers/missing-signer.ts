import { missingSignerRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { listRecordsMissingSigner } from '../domain/record-lists';

export const handler = route(missingSignerRoute, async ({ query, principal }) =>
  listRecordsMissingSigner({ caller: principal, companyId: query.company_id }),
);
