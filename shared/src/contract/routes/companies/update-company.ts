import * as z from 'zod';
import { companySchema, trainingFrequencySchema } from '../../companies';
import { defineRoute } from '../../define';
import { idParams } from '../../zod';

export const updateCompanyRoute = defineRoute({
  id: 'update-company',
  area: 'companies',
  method: 'PATCH',
  path: '/api/companies/{id}',
  access: ['owner'],
  needs: { table: 'write' },
  summary: "Change a company's periodic-training frequency (months).",
  params: idParams,
  body: z.object({ training_frequency_months: trainingFrequencySchema }),
  response: companySchema,
});
