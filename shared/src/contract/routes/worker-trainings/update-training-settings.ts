import { defineRoute } from '../../define';
import { companyTrainingOverviewSchema, trainingSettingsBodySchema } from '../../worker-trainings';
import { idParams } from '../../zod';

export const updateTrainingSettingsRoute = defineRoute({
  id: 'update-training-settings',
  area: 'worker-trainings',
  method: 'PUT',
  path: '/api/companies/{id}/training-settings',
  access: ['owner'],
  needs: { table: 'write' },
  summary:
    'Set a company\'s "expiră curând" threshold and the shorter periodic interval it imposes (or none).',
  params: idParams,
  body: trainingSettingsBodySchema,
  response: companyTrainingOverviewSchema,
});
