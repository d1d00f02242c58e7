import * as z from 'zod';
import { defineRoute } from '../../define';
import { quizAttemptSummarySchema } from '../../learning';
import { idParams } from '../../zod';

export const courseQuizAttemptsRoute = defineRoute({
  id: 'course-quiz-attempts',
  area: 'courses',
  method: 'GET',
  path: '/api/courses/{id}/quiz-attempts',
  access: ['owner'],
  needs: { table: 'read' },
  summary: "Each person's attempts at the course's quiz: count, last score and time, cool-down, pass.",
  params: idParams,
  response: z.array(quizAttemptSummarySchema),
});
