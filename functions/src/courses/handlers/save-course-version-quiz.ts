import { saveCourseVersionQuizRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { saveVersionQuiz } from '../domain/course-versions';

export const handler = route(saveCourseVersionQuizRoute, ({ principal, params, body }) =>
  saveVersionQuiz({ owner: principal, courseId: params.id, language: params.language, fields: body }),
);
