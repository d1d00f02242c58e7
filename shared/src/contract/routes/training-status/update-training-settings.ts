import { defineRoute } from '../../define';
import { companyTrainingOverviewSchema, trainingSettingsBodySchema } from '../../training-status';
import { idParams } from '../../zod';

export const updateTrainingSettingsRoute = defineRoute({
  id: 'update-training-settings',
  area: 'training-status',
  method: 'PUT',
  path: '/api/companies/{id}/training-settings',
  access: ['owner'],
  needs: { table: 'write' },
  summary:
    "Set a company's \"expiră curând\" threshold, the shorter periodic interval it imposes (or none) and, when given, its re-enrolment: the switch, the lead time and per domain the courses named for new hires and for the periodic training (each the firm's, of that domain and type, else 400); `reenrolment: null` makes the company follow the firm's defaults again. A change of the re-enrolment settings is audited.",
  params: idParams,
  body: trainingSettingsBodySchema,
  response: companyTrainingOverviewSchema,
});
