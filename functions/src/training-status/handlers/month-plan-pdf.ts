import { monthPlanPdfRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { renderMonthPlanPdf } from '../domain/firm-workers';

export const handler = route(monthPlanPdfRoute, ({ principal, query }) =>
  renderMonthPlanPdf({ owner: principal, month: query.month, companyId: query.company }),
);
