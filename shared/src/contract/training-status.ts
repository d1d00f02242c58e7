import * as z from 'zod';
import { TRAINING_STATUSES } from '../training-status';
import { entityId, isoDate } from './zod';

/** A training status item (docs/product.md, client training status): one client company; dates are calendar dates in Bucharest. */
export const trainingStatusItemSchema = z.object({
  /** The company's id. */
  id: entityId,
  company_name: z.string(),
  last_allocation_date: isoDate.nullable(),
  last_training_date: isoDate.nullable(),
  next_due_date: isoDate.nullable(),
  /** Months between periodic trainings. */
  frequency: z.number().int(),
  /** Null (grey) when no periodic course was ever allocated. */
  status: z.enum(TRAINING_STATUSES).nullable(),
  status_label: z.string().nullable(),
  /** Whole days to the next due date, negative when overdue. */
  days_remaining: z.number().int().nullable(),
});
