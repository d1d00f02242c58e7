import { defineRoute } from '../../define';
import { companyTrainingOverviewSchema } from '../../training-status';
import { idParams } from '../../zod';

export const companyTrainingOverviewRoute = defineRoute({
  id: 'company-training-overview',
  area: 'training-status',
  method: 'GET',
  path: '/api/companies/{id}/training-overview',
  access: ['owner', 'admin'],
  needs: { table: 'read' },
  summary:
    "A company's training settings and company-wide events: an owner's company of their firm, an admin's own.",
  params: idParams,
  response: companyTrainingOverviewSchema,
});
