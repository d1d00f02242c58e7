import { defineRoute } from '../../define';
import { firmTrainingDefaultsBodySchema, firmTrainingDefaultsSchema } from '../../training-status';

export const updateFirmTrainingDefaultsRoute = defineRoute({
  id: 'update-firm-training-defaults',
  area: 'training-status',
  method: 'PUT',
  path: '/api/training-defaults',
  access: ['owner'],
  needs: { table: 'write' },
  summary:
    "Sets the caller's firm's default re-enrolment settings (each named course the firm's, of that domain and type and with a quiz, else 400): one write, read by every company that follows the defaults from its next reading on. Audited with the old and the new settings.",
  body: firmTrainingDefaultsBodySchema,
  response: firmTrainingDefaultsSchema,
});
