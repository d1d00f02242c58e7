import * as z from 'zod';
import { MAX_TRAINING_FREQUENCY_MONTHS, MIN_TRAINING_FREQUENCY_MONTHS } from '../constants';
import { texts } from '../texts';
import { entityId } from './zod';

export const companySchema = z.object({
  id: entityId,
  name: z.string(),
  registration_number: z.string(),
  address: z.string(),
  training_frequency_months: z.number().int(),
  /** Training records the company keeps on the platform, signed or still waiting for a signature. */
  record_count: z.number().int().min(0),
  /** Of those, the records signed by every signatory: what its archive holds. */
  signed_record_count: z.number().int().min(0),
});

/** Months between periodic trainings (docs/domain.md, periodic intervals): whole months, 1 to 12. */
export const trainingFrequencySchema = z.coerce
  .number({ error: texts.companies.frequencyRange })
  .int(texts.companies.frequencyRange)
  .min(MIN_TRAINING_FREQUENCY_MONTHS, texts.companies.frequencyRange)
  .max(MAX_TRAINING_FREQUENCY_MONTHS, texts.companies.frequencyRange);
