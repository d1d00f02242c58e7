import { saveQuizRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { saveQuiz } from '../domain/courses';

export const handler = route(saveQuizRoute, ({ principal, params, body }) =>
  saveQuiz({ owner: principal, courseId: params.id, fields: body }),
);
