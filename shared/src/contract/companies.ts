import * as z from 'zod';
import {
  DEFAULT_TRAINING_FREQUENCY_MONTHS,
  MAX_TRAINING_FREQUENCY_MONTHS,
  MIN_TRAINING_FREQUENCY_MONTHS,
} from '../constants';
import { isValidCompanyRegistrationNumber, normalizeIdentifier } from '../identifiers';
import { texts } from '../texts';
import { detailSchema } from './auth';
import { defineRoute } from './define';
import { mandatoryText } from './fields';
import { entityId } from './zod';

export const companySchema = z.object({
  id: entityId,
  name: z.string(),
  registration_number: z.string(),
  address: z.string(),
  training_frequency_months: z.number().int(),
});

const required = texts.companies.allRequired;

/** Months between periodic trainings (DOMAIN.md): whole months, 1 to 12. */
export const trainingFrequencySchema = z.coerce
  .number({ error: texts.companies.frequencyRange })
  .int(texts.companies.frequencyRange)
  .min(MIN_TRAINING_FREQUENCY_MONTHS, texts.companies.frequencyRange)
  .max(MAX_TRAINING_FREQUENCY_MONTHS, texts.companies.frequencyRange);

const companyParams = z.object({ id: entityId });

export const companyRoutes = [
  defineRoute({
    id: 'list-companies',
    area: 'companies',
    method: 'GET',
    path: '/api/companies',
    access: ['owner'],
    needs: { table: 'read' },
    summary: "The caller's firm's client companies, by name.",
    response: z.array(companySchema),
  }),
  defineRoute({
    id: 'create-company',
    area: 'companies',
    method: 'POST',
    path: '/api/companies',
    access: ['owner'],
    needs: { table: 'write' },
    summary: "Add a client company to the caller's firm; its registration number is unique in the firm.",
    body: z.object({
      name: mandatoryText(required),
      registration_number: mandatoryText(required, 30)
        .refine(isValidCompanyRegistrationNumber, texts.companies.registrationInvalid)
        .transform(normalizeIdentifier),
      address: mandatoryText(required, 300),
      training_frequency_months: trainingFrequencySchema.default(DEFAULT_TRAINING_FREQUENCY_MONTHS),
    }),
    response: companySchema,
    successStatus: 201,
  }),
  defineRoute({
    id: 'update-company',
    area: 'companies',
    method: 'PATCH',
    path: '/api/companies/{id}',
    access: ['owner'],
    needs: { table: 'write' },
    summary: "Change a company's periodic-training frequency (months).",
    params: companyParams,
    body: z.object({ training_frequency_months: trainingFrequencySchema }),
    response: companySchema,
  }),
  defineRoute({
    id: 'delete-company',
    area: 'companies',
    method: 'DELETE',
    path: '/api/companies/{id}',
    access: ['owner'],
    needs: { table: 'write' },
    summary: 'Delete a company and its user accounts; refused while it keeps training records.',
    params: companyParams,
    response: detailSchema,
    routeClass: 'heavy',
  }),
] as const;
