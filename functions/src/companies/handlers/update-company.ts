import { updateCompanyRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { updateCompany } from '../domain/companies';

export const handler = route(updateCompanyRoute, ({ principal, params, body }) =>
  updateCompany({
    owner: principal,
    companyId: params.id,
    trainingFrequencyMonths: body.training_frequency_months,
  }),
);
