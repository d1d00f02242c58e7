import * as z from 'zod';
import { assignCourseToCompaniesBodySchema, assignCourseToCompaniesResponseSchema } from '../../assignments';
import { defineRoute } from '../../define';
import { entityId } from '../../zod';

export const assignCourseToCompaniesRoute = defineRoute({
  id: 'assign-course-to-companies',
  area: 'assignments',
  method: 'POST',
  path: '/api/courses/{courseId}/assign-companies',
  access: ['owner'],
  needs: { table: 'write' },
  summary:
    'Assign a course to every person, present and future, of many companies: those named (company_ids) or every active company of the search (all). dry_run answers the counts only; a repeated request_id assigns nothing twice. A company whose earlier round is not finished by all is skipped unless restart_open_round.',
  params: z.object({ courseId: entityId }),
  body: assignCourseToCompaniesBodySchema,
  response: assignCourseToCompaniesResponseSchema,
  // Up to a thousand companies, a few DynamoDB calls each (docs/benchmarks.md).
  routeClass: 'heavy',
});
