import { courseVersionSchema, saveVersionQuizBodySchema, versionLanguageParams } from '../../courses';
import { defineRoute } from '../../define';

export const saveCourseVersionQuizRoute = defineRoute({
  id: 'save-course-version-quiz',
  area: 'courses',
  method: 'PUT',
  path: '/api/courses/{id}/versions/{language}/quiz',
  access: ['owner'],
  needs: { table: 'write' },
  summary:
    "Save the quiz's translation for a version: the bank's questions in its order, each with its 4 answers in order; the correct answers stay the Romanian quiz's.",
  params: versionLanguageParams,
  body: saveVersionQuizBodySchema,
  // As the Romanian quiz's: a full bank of long texts, below DynamoDB's item limit.
  maxBodyBytes: 256 * 1024,
  response: courseVersionSchema,
});
