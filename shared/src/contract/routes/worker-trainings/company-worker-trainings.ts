import * as z from 'zod';
import { defineRoute } from '../../define';
import { pageQuery } from '../../users';
import { workerTrainingSchema } from '../../worker-trainings';
import { idParams } from '../../zod';

export const companyWorkerTrainingsRoute = defineRoute({
  id: 'company-worker-trainings',
  area: 'worker-trainings',
  method: 'GET',
  path: '/api/companies/{id}/worker-trainings',
  access: ['owner', 'admin'],
  needs: { table: 'read' },
  summary:
    "A company's admins and employees by username, each with their training status per domain and phase for today; paged.",
  params: idParams,
  query: pageQuery,
  response: z.array(workerTrainingSchema),
});
