import { updateCompanyRoute } from '@ssm/shared';
import { updateCompany } from '../../domain/companies';
import { route } from '../route';

export const handler = route(updateCompanyRoute, ({ principal, params, body }) =>
  updateCompany({
    owner: principal,
    companyId: params.id,
    trainingFrequencyMonths: body.training_frequency_months,
  }),
);
