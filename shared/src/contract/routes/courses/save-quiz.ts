import { quizSchema, saveQuizBodySchema } from '../../courses';
import { defineRoute } from '../../define';
import { idParams } from '../../zod';

export const saveQuizRoute = defineRoute({
  id: 'save-quiz',
  area: 'courses',
  method: 'POST',
  path: '/api/courses/{id}/quiz',
  access: ['owner'],
  needs: { table: 'write' },
  summary: "Create or replace the course's quiz: a bank of 10 to 30 questions of 4 answers, one correct.",
  params: idParams,
  body: saveQuizBodySchema,
  // A full bank of the longest Romanian texts is about 180 KB; the cap keeps the stored quiz item
  // below DynamoDB's 400 KB whatever the characters.
  maxBodyBytes: 256 * 1024,
  response: quizSchema,
});
