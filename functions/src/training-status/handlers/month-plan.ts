import { monthPlanRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { readMonthPlan } from '../domain/firm-workers';

export const handler = route(monthPlanRoute, ({ principal, query }) =>
  readMonthPlan({
    owner: principal,
    month: query.month,
    ...(query.company ? { companyId: query.company } : {}),
  }),
);
