import * as z from 'zod';
import { TEXT_LIMITS } from '../../../constants';
import * as texts from '../../../texts';
import {
  companyContactShape,
  companyRegistrationSchema,
  companySchema,
  trainingFrequencySchema,
} from '../../companies';
import { defineRoute } from '../../define';
import { formText } from '../../fields';
import { idParams } from '../../zod';

export const updateCompanyRoute = defineRoute({
  id: 'update-company',
  area: 'companies',
  method: 'PATCH',
  path: '/api/companies/{id}',
  access: ['owner'],
  needs: { table: 'write' },
  summary:
    "Change a company's name, registration number (unique in the firm), address, contact (phone, e-mail, representative), periodic-training frequency or whether signers without a passkey may sign its records at the simple level (`simple_signature_allowed`, after an e-mailed code); only the fields sent, audited. An archived company is refused (409).",
  params: idParams,
  body: z
    .object({
      name: formText(texts.companies.allRequired).optional(),
      registration_number: companyRegistrationSchema.optional(),
      address: formText(texts.companies.allRequired, TEXT_LIMITS.address).optional(),
      training_frequency_months: trainingFrequencySchema.optional(),
      phone: companyContactShape.phone.optional(),
      email: companyContactShape.email.optional(),
      representative: companyContactShape.representative.optional(),
      simple_signature_allowed: z.boolean(texts.companies.simpleSignatureInvalid).optional(),
    })
    .refine(
      (body) => Object.values(body).some((value) => value !== undefined),
      texts.companies.nothingToChange,
    ),
  response: companySchema,
});
