import * as z from 'zod';
import { DEFAULT_TRAINING_FREQUENCY_MONTHS, TEXT_LIMITS } from '../../../constants';
import * as texts from '../../../texts';
import {
  companyContactShape,
  companyRegistrationSchema,
  companySchema,
  trainingFrequencySchema,
} from '../../companies';
import { defineRoute } from '../../define';
import { formText } from '../../fields';

export const createCompanyRoute = defineRoute({
  id: 'create-company',
  area: 'companies',
  method: 'POST',
  path: '/api/companies',
  access: ['owner'],
  needs: { table: 'write' },
  summary: "Add a client company to the caller's firm; its registration number is unique in the firm.",
  body: z.object({
    name: formText(texts.companies.allRequired),
    registration_number: companyRegistrationSchema,
    address: formText(texts.companies.allRequired, TEXT_LIMITS.address),
    training_frequency_months: trainingFrequencySchema.default(DEFAULT_TRAINING_FREQUENCY_MONTHS),
    ...companyContactShape,
  }),
  response: companySchema,
  successStatus: 201,
});
