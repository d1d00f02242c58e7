import { defineRoute } from '../../define';
import { studyProgressSchema, studyReportBodySchema } from '../../learning';

export const studyReportRoute = defineRoute({
  id: 'study-report',
  area: 'learning',
  method: 'POST',
  path: '/api/study-reports',
  access: ['admin', 'employee'],
  answersInWorkerLanguage: true,
  needs: { table: 'write' },
  summary:
    "The course viewer's periodic report (visible seconds, pages shown): credited at most the server time since the previous report.",
  body: studyReportBodySchema,
  response: studyProgressSchema,
});
