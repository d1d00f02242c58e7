import * as z from 'zod';
import { MAX_TRAINING_FREQUENCY_MONTHS, MIN_TRAINING_FREQUENCY_MONTHS, TEXT_LIMITS } from '../constants';
import { isValidCompanyRegistrationNumber, normalizeIdentifier } from '../identifiers';
import * as texts from '../texts';
import { WORKER_TRAINING_STATUSES } from '../worker-training-status';
import { formText, optionalEmail } from './fields';
import { entityId, optionalText } from './zod';

export const companySchema = z.object({
  id: entityId,
  name: z.string(),
  registration_number: z.string(),
  address: z.string(),
  /** The company's contact: null until the owner records it. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  representative: z.string().nullable(),
  training_frequency_months: z.number().int(),
  /**
   * Whether a signer without a passkey may sign the company's records at the simple level, after a
   * one-time code e-mailed to them (docs/signatures.md, the e-mailed code); true unless the owner
   * refused it.
   */
  simple_signature_allowed: z.boolean(),
  /** Training records the company keeps on the platform, signed or still waiting for a signature. */
  record_count: z.number().int().min(0),
  /** Of those, the records signed by every signatory: what its archive holds. */
  signed_record_count: z.number().int().min(0),
  /** When the owner archived the company (docs/product.md, Company register); null while active. */
  archived_at: z.iso.datetime().nullable(),
});

/** Months between periodic trainings (docs/domain.md, periodic intervals): whole months, 1 to 12. */
export const trainingFrequencySchema = z.coerce
  .number({ error: texts.companies.frequencyRange })
  .int(texts.companies.frequencyRange)
  .min(MIN_TRAINING_FREQUENCY_MONTHS, texts.companies.frequencyRange)
  .max(MAX_TRAINING_FREQUENCY_MONTHS, texts.companies.frequencyRange);

/** A company's registration number as entered: a trade register number or a CUI, stored normalised. */
export const companyRegistrationSchema = formText(
  texts.companies.allRequired,
  TEXT_LIMITS.companyRegistrationNumber,
)
  .refine(isValidCompanyRegistrationNumber, texts.companies.registrationInvalid)
  .transform(normalizeIdentifier);

/** 6 to 15 digits, as people write a Romanian or foreign number; blank and missing both become null. */
export const optionalPhone = optionalText(TEXT_LIMITS.phone).refine(
  (value) =>
    value === null || (/^\+?[\d\s().-]+$/.test(value) && /^\d{6,15}$/.test(value.replace(/[^\d]/g, ''))),
  texts.companies.phoneInvalid,
);

/** The company's contact as the forms send it; each field may be left blank. */
export const companyContactShape = {
  phone: optionalPhone,
  email: optionalEmail,
  representative: optionalText(TEXT_LIMITS.name),
};

/** Companies of one page of the register (docs/api.md, The company register). */
export const COMPANY_REGISTER_PAGE_SIZE = 25;

export const companyRegisterQuery = z.object({
  /** Part of the name or of the registration number, in any case and with or without diacritics. */
  search: z.string(texts.companies.searchInvalid).trim().max(100, texts.companies.searchInvalid).optional(),
  /** `true` lists the archived companies instead of the active ones. */
  archived: z.enum(['true', 'false'], texts.companies.pageInvalid).optional(),
  page: z.coerce
    .number({ error: texts.companies.pageInvalid })
    .int(texts.companies.pageInvalid)
    .min(1, texts.companies.pageInvalid)
    .max(100_000, texts.companies.pageInvalid)
    .optional(),
});
export type CompanyRegisterQuery = z.infer<typeof companyRegisterQuery>;

export const companyRegisterSchema = z.object({
  /** Companies the search gives, over every page. */
  total: z.number().int(),
  /** Their active workers, over every page: whom a course assigned to all of them reaches. */
  total_workers: z.number().int(),
  page: z.number().int(),
  page_count: z.number().int(),
  companies: z.array(
    companySchema.extend({
      /**
       * Active workers per training status, as of today (docs/training-status.md); null while
       * the company's summary is not computed yet, and for an archived company.
       */
      workers: z.record(z.enum(WORKER_TRAINING_STATUSES), z.number().int()).nullable(),
    }),
  ),
});

/** A company's deletion: the caller types its name, which the server compares as well. */
export const deleteCompanyBodySchema = z.object({
  confirm_name: z
    .string(texts.companies.deleteNameMismatch)
    .max(TEXT_LIMITS.name, texts.companies.deleteNameMismatch),
});
