import * as z from 'zod';
import * as texts from '../../../texts';
import { defineRoute } from '../../define';
import { monthPlanQuery } from '../../training-status';
import { chosenEntityId } from '../../zod';

export const monthPlanPdfRoute = defineRoute({
  id: 'month-plan-pdf',
  area: 'training-status',
  method: 'GET',
  path: '/api/workers/plan/pdf',
  access: ['owner'],
  needs: { table: 'read' },
  summary:
    "One client's month plan (as GET /api/workers/plan/ with `company`) as a printable A4 PDF, base64, for the consultant's visit: each worker, the training's domain and phase, its due date and status.",
  query: monthPlanQuery.extend({ company: chosenEntityId(texts.monthPlan.companyRequired) }),
  response: z.object({ file_name: z.string(), pdf_base64: z.string() }),
  routeClass: 'heavy',
});
