import { defineRoute } from '../../define';
import { firmTrainingDefaultsSchema } from '../../training-status';

export const firmTrainingDefaultsRoute = defineRoute({
  id: 'firm-training-defaults',
  area: 'training-status',
  method: 'GET',
  path: '/api/training-defaults',
  access: ['owner'],
  needs: { table: 'read' },
  summary:
    "The caller's firm's default re-enrolment settings (the switch, the lead time and per domain the courses named for new hires and for the periodic training), which every company without settings of its own follows, and how many active companies have their own.",
  response: firmTrainingDefaultsSchema,
});
