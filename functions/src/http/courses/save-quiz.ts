import { saveQuizRoute } from '@ssm/shared';
import { saveQuiz } from '../../domain/courses';
import { route } from '../route';

export const handler = route(saveQuizRoute, ({ principal, params, body }) =>
  saveQuiz({ owner: principal, courseId: params.id, fields: body }),
);
