import * as z from 'zod';
import { TRAINING_STATUSES } from '../training-status';
import { WORKER_TRAINING_STATUSES } from '../worker-training-status';
import { entityId, isoDate } from './zod';

/** How many of a company's people are in each status, as of the daily job or the company's latest change. */
export const workerStatusCountsSchema = z.object({
  on_time: z.number().int(),
  due_soon: z.number().int(),
  overdue: z.number().int(),
  untrained: z.number().int(),
});

/**
 * A training status item (docs/training-status.md, the owner's page): one client company; dates
 * are calendar dates in Bucharest. The status, next due date and days are its most urgent
 * worker's; the allocation, training and frequency are the company's periodic course's.
 */
export const trainingStatusItemSchema = z.object({
  /** The company's id. */
  id: entityId,
  company_name: z.string(),
  last_allocation_date: isoDate.nullable(),
  last_training_date: isoDate.nullable(),
  /** The most urgent worker's due date; null without workers, or for an untrained one without a hire date. */
  next_due_date: isoDate.nullable(),
  /** Months between periodic trainings. */
  frequency: z.number().int(),
  /** The most urgent worker's colour: untrained or overdue red, due soon yellow, on time green; null (grey) without workers. */
  status: z.enum(TRAINING_STATUSES).nullable(),
  /** The most urgent worker's status in words ("Neinstruit", "Expirat", ...), or null. */
  status_label: z.string().nullable(),
  /** Whole days to the next due date, negative when overdue. */
  days_remaining: z.number().int().nullable(),
  /** The most urgent worker's status; null without workers. */
  worker_status: z.enum(WORKER_TRAINING_STATUSES).nullable(),
  /** People per status. */
  workers: workerStatusCountsSchema,
});
