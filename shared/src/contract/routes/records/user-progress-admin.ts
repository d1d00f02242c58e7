import * as z from 'zod';
import { DOCUMENT_STATUSES } from '../../../documents';
import { defineRoute } from '../../define';
import { entityId, pageQuery } from '../../zod';

export const userProgressAdminRoute = defineRoute({
  id: 'user-progress-admin',
  area: 'records',
  method: 'GET',
  path: '/api/user-progress-admin',
  access: ['admin'],
  paged: true,
  needs: { table: 'read' },
  summary: "The trainings completed in the admin's company, with the state of each record in Romanian.",
  query: pageQuery(),
  response: z.array(
    z.object({
      id: entityId,
      employee_name: z.string(),
      course_title: z.string(),
      quiz_score: z.number(),
      status: z.string(),
      status_code: z.enum(DOCUMENT_STATUSES),
      completed_at: z.iso.datetime(),
    }),
  ),
});
