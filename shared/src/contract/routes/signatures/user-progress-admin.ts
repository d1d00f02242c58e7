import * as z from 'zod';
import { DOCUMENT_STATUSES } from '../../../documents';
import { defineRoute } from '../../define';
import { pageQuery } from '../../users';
import { entityId } from '../../zod';

export const userProgressAdminRoute = defineRoute({
  id: 'user-progress-admin',
  area: 'signatures',
  method: 'GET',
  path: '/api/user-progress-admin',
  access: ['admin'],
  needs: { table: 'read' },
  summary: "The trainings completed in the admin's company, with the state of each record in Romanian.",
  query: pageQuery,
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
