import { defineRoute } from '../../define';
import { workerTrainingFiguresSchema } from '../../training-status';

export const myTrainingsRoute = defineRoute({
  id: 'my-trainings',
  area: 'training-status',
  method: 'GET',
  path: '/api/users/me/trainings',
  access: ['admin', 'employee'],
  answersInWorkerLanguage: true,
  needs: { table: 'read' },
  summary: "The caller's own trainings per domain and phase, with due dates and status for today.",
  response: workerTrainingFiguresSchema,
});
