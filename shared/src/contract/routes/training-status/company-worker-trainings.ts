import * as z from 'zod';
import { defineRoute } from '../../define';
import { workerTrainingSchema } from '../../training-status';
import { idParams, pageQuery } from '../../zod';

export const companyWorkerTrainingsRoute = defineRoute({
  id: 'company-worker-trainings',
  area: 'training-status',
  method: 'GET',
  path: '/api/companies/{id}/worker-trainings',
  access: ['owner', 'admin'],
  paged: true,
  needs: { table: 'read' },
  summary:
    "A company's admins and employees by username, each with their training status per domain and phase for today; paged.",
  params: idParams,
  query: pageQuery(),
  response: z.array(workerTrainingSchema),
});
