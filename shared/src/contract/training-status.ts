import * as z from 'zod';
import {
  COURSE_CATEGORIES,
  COURSE_SUBCATEGORIES,
  NAMED_COURSE_PHASES,
  type NamedCoursePhase,
  NEW_HIRE_COURSE_PHASES,
  REENROLMENT_LEAD_DAYS_RANGE,
  SHORTER_INTERVAL_RANGE,
  WARNING_DAYS_RANGE,
} from '../constants';
import { COMPANY_ROLES } from '../roles';
import * as texts from '../texts';
import { TRAINING_STATUSES } from '../training-status';
import {
  STAFF_CATEGORIES,
  SUPPLEMENTARY_EVENT_KINDS,
  WORKER_TRAINING_STATUSES,
} from '../worker-training-status';
import { chosenEntityId, entityId, isoDate } from './zod';

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

/*
 * Every worker's next training (docs/training-status.md, "Every worker's next training"): the
 * figures of the pure rule for today, the events that call for a supplementary training, and a
 * company's training settings. Dates are calendar dates in Bucharest.
 */

const statusSchema = z.enum(WORKER_TRAINING_STATUSES);

const dueFiguresSchema = z.object({
  due_date: isoDate.nullable(),
  /** Whole days to the due date, negative once past; null without a due date. */
  days_remaining: z.number().int().nullable(),
  status: statusSchema,
  status_label: z.string(),
});

const phaseFiguresSchema = z.object({
  last_training_date: isoDate.nullable(),
  due_date: isoDate.nullable(),
  days_remaining: z.number().int().nullable(),
  /** Null when nothing of this phase is due. */
  status: statusSchema.nullable(),
});

const domainFiguresSchema = dueFiguresSchema.extend({
  interval_months: z.number().int(),
  phases: z.object(
    Object.fromEntries(COURSE_SUBCATEGORIES.map((phase) => [phase, phaseFiguresSchema])) as Record<
      (typeof COURSE_SUBCATEGORIES)[number],
      typeof phaseFiguresSchema
    >,
  ),
});

/** A worker's figures: overall (the most urgent domain's) and per domain and phase. */
export const workerTrainingFiguresSchema = dueFiguresSchema.extend({
  domains: z.object(
    Object.fromEntries(COURSE_CATEGORIES.map((category) => [category, domainFiguresSchema])) as Record<
      (typeof COURSE_CATEGORIES)[number],
      typeof domainFiguresSchema
    >,
  ),
});

export const trainingEventSchema = z.object({
  id: entityId,
  kind: z.enum(SUPPLEMENTARY_EVENT_KINDS),
  date: isoDate,
  categories: z.array(z.enum(COURSE_CATEGORIES)),
  recorded_at: z.string(),
});

/** One worker of a company with their figures for today. */
export const workerTrainingSchema = z.object({
  id: entityId,
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(COMPANY_ROLES),
  staff_category: z.enum(STAFF_CATEGORIES).nullable(),
  hire_date: isoDate.nullable(),
  /** The worker's own events not yet answered by a training (the company's are in its overview). */
  events: z.array(trainingEventSchema),
  /** The version of those events, which a deletion names (0: none ever recorded). */
  events_version: z.number().int(),
  training: workerTrainingFiguresSchema,
});

const domainCoursesSchema = z.object(
  Object.fromEntries(NAMED_COURSE_PHASES.map((phase) => [phase, entityId.nullable()])) as Record<
    NamedCoursePhase,
    z.ZodNullable<typeof entityId>
  >,
);

/**
 * Automatic re-enrolment and the new hires' courses (docs/training-status.md, "Automatic
 * re-enrolment"): per domain the course named for each phase (null: none).
 */
export const reenrolmentSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Days before the periodic due date when the course is assigned. */
  lead_days: z.number().int().min(REENROLMENT_LEAD_DAYS_RANGE.min).max(REENROLMENT_LEAD_DAYS_RANGE.max),
  courses: z.object(
    Object.fromEntries(COURSE_CATEGORIES.map((category) => [category, domainCoursesSchema])) as Record<
      (typeof COURSE_CATEGORIES)[number],
      typeof domainCoursesSchema
    >,
  ),
});
export type ReenrolmentSettings = z.output<typeof reenrolmentSettingsSchema>;

/**
 * Whose re-enrolment settings a company uses (docs/training-status.md, "Firm defaults"): the
 * firm's defaults, which it follows until it is given its own, or its own.
 */
export const REENROLMENT_SOURCES = ['firm', 'company'] as const;
export type ReenrolmentSource = (typeof REENROLMENT_SOURCES)[number];

/** The firm's defaults: the re-enrolment settings of every company that has none of its own. */
export const firmTrainingDefaultsSchema = z.object({
  reenrolment: reenrolmentSettingsSchema,
  /** The firm's active companies that have settings of their own, so do not follow these. */
  companies_with_own_settings: z.number().int().min(0),
});

export const firmTrainingDefaultsBodySchema = z.object({ reenrolment: reenrolmentSettingsSchema });

/** Why a course the company names for new hires was not given: it is gone, or it has no quiz to pass. */
export const LEFT_OUT_COURSE_REASONS = ['deleted', 'no_quiz'] as const;

/**
 * A course the company's settings name for new hires that a creation left out (docs/training-status.md,
 * "New hires"), so the owner can correct the settings and assign it by hand.
 */
export const leftOutNewHireCourseSchema = z.object({
  course_id: entityId,
  category: z.enum(COURSE_CATEGORIES),
  subcategory: z.enum(NEW_HIRE_COURSE_PHASES),
  /** Null once the course is deleted: nothing of it can be read any more. */
  title: z.string().nullable(),
  reason: z.enum(LEFT_OUT_COURSE_REASONS),
});
export type LeftOutNewHireCourse = z.output<typeof leftOutNewHireCourseSchema>;

/** A company's settings and events, the frame of its workers' list. */
export const companyTrainingOverviewSchema = z.object({
  id: entityId,
  name: z.string(),
  /** Training records the company keeps, signed or still waiting for a signature. */
  record_count: z.number().int().min(0),
  /** Of those, the records signed by every signatory: its archive is offered only when there is one. */
  signed_record_count: z.number().int().min(0),
  /** Periodic interval of a worker whose staff category is not entered. */
  training_frequency_months: z.number().int(),
  warning_days: z.number().int(),
  shorter_interval_months: z.number().int().nullable(),
  /** The settings the company uses: its own, or the firm's defaults it follows. */
  reenrolment: reenrolmentSettingsSchema,
  reenrolment_source: z.enum(REENROLMENT_SOURCES),
  events: z.array(trainingEventSchema),
  /** The version of the company's events, which a deletion names (0: none ever recorded). */
  events_version: z.number().int(),
});

export const trainingSettingsBodySchema = z.object({
  warning_days: z.number().int().min(WARNING_DAYS_RANGE.min).max(WARNING_DAYS_RANGE.max),
  shorter_interval_months: z
    .number()
    .int()
    .min(SHORTER_INTERVAL_RANGE.min)
    .max(SHORTER_INTERVAL_RANGE.max)
    .nullable(),
  /** Absent: left as it is; null: the company follows the firm's defaults again. */
  reenrolment: reenrolmentSettingsSchema.nullable().optional(),
});

export const trainingEventBodySchema = z.object({
  /** The worker the event concerns; absent or null: the whole company (changed rules only). */
  user_id: entityId.nullish().transform((value) => value ?? null),
  kind: z.enum(SUPPLEMENTARY_EVENT_KINDS),
  date: isoDate,
  categories: z
    .array(z.enum(COURSE_CATEGORIES))
    .min(1, texts.workerTraining.eventDomainsRequired)
    .max(COURSE_CATEGORIES.length)
    .transform((categories) => [...new Set(categories)]),
});

/**
 * Which holder's event a deletion removes and the version of its events the caller read: the
 * deletion is refused (409) when they changed since, so nobody deletes from a list they did not see.
 */
export const deleteTrainingEventQuerySchema = z.object({
  /** The worker whose event it is; absent: the company's. */
  user_id: entityId.optional(),
  version: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

/** The worker's training reminders (docs/training-status.md, "E-mails"): on unless they stopped them. */
export const reminderSettingSchema = z.object({
  reminders: z.boolean(),
  detail: z.string(),
});

/*
 * The firm's workers (docs/training-status.md, "The firm's workers"): every active worker of
 * every client company, filtered and ordered by the server, a page at a time, with the counts
 * per status of the filter without its status, so the page shows how many a status would give.
 */

/** Rows of the firm's workers list a page. */
export const FIRM_WORKERS_PAGE_SIZE = 50;

export const firmWorkersQuery = z.object({
  /** Only workers in this status (in the domain, when one is chosen). */
  status: z.enum(WORKER_TRAINING_STATUSES, { error: texts.firmWorkers.filterInvalid }).optional(),
  /** Statuses and dates of this domain only; without it, the more urgent of the two. */
  domain: z.enum(COURSE_CATEGORIES, { error: texts.firmWorkers.filterInvalid }).optional(),
  company: entityId.optional(),
  /** Only workers the course is assigned to, themselves or through their whole company. */
  course: entityId.optional(),
  /** Only workers whose next training (in the domain, when one is chosen) is of this phase. */
  phase: z.enum(COURSE_SUBCATEGORIES, { error: texts.firmWorkers.filterInvalid }).optional(),
  /** Only workers whose direct manager (who signs their workplace and periodic trainings) is this person. */
  manager: entityId.optional(),
  /** `true`: only workers missing data their fișă individuală prints (shared/src/sheet-data.ts). */
  missing_data: z.enum(['true'], { error: texts.firmWorkers.filterInvalid }).optional(),
  /** Only workers whose training is due within this many days from today (overdue ones included). */
  due_within_days: z.coerce
    .number({ error: texts.firmWorkers.dueWithinInvalid })
    .int(texts.firmWorkers.dueWithinInvalid)
    .min(0, texts.firmWorkers.dueWithinInvalid)
    .max(3650, texts.firmWorkers.dueWithinInvalid)
    .optional(),
  /** Part of the worker's name, in any case and with or without diacritics. */
  search: z.string().trim().max(100).optional(),
  page: z.coerce
    .number({ error: texts.firmWorkers.pageInvalid })
    .int(texts.firmWorkers.pageInvalid)
    .min(1, texts.firmWorkers.pageInvalid)
    .max(100_000, texts.firmWorkers.pageInvalid)
    .optional(),
});
export type FirmWorkersQuery = z.infer<typeof firmWorkersQuery>;

export const FIRM_WORKERS_EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/** The list's filter, every page, in a spreadsheet format (CSV when none is asked for). */
export const firmWorkersExportQuery = firmWorkersQuery.omit({ page: true }).extend({
  format: z.enum(FIRM_WORKERS_EXPORT_FORMATS, { error: texts.firmWorkers.filterInvalid }).optional(),
});
export type FirmWorkersExportQuery = z.infer<typeof firmWorkersExportQuery>;

/** The export's file: the CSV as text, the XLSX (a ZIP) as base64. */
export const firmWorkersExportSchema = z.union([
  z.object({ file_name: z.string(), csv: z.string() }),
  z.object({ file_name: z.string(), xlsx_base64: z.string() }),
]);

const firmWorkerDueSchema = z.object({
  status: statusSchema,
  status_label: z.string(),
  due_date: isoDate.nullable(),
  /** Whole days to the due date, negative when overdue; null without a date. */
  days_remaining: z.number().int().nullable(),
});

export const firmWorkerSchema = firmWorkerDueSchema.extend({
  id: entityId,
  first_name: z.string(),
  last_name: z.string(),
  company_id: entityId,
  company_name: z.string(),
  /** The domain the row's status, date and days are of: the one filtered, else the more urgent. */
  domain: z.enum(COURSE_CATEGORIES),
  /** The phase the row's training is of; null when the stored roster does not say it. */
  phase: z.enum(COURSE_SUBCATEGORIES).nullable(),
  /** Whether the worker misses data their fișă prints. */
  missing_data: z.boolean(),
  domains: z.record(z.enum(COURSE_CATEGORIES), firmWorkerDueSchema),
});

export const firmWorkersSchema = z.object({
  /** Workers the filter gives, over every page. */
  total: z.number().int(),
  page: z.number().int(),
  page_count: z.number().int(),
  /** Workers per status the filter gives without its status. */
  counts: workerStatusCountsSchema,
  /** Companies with workers the filter gives without its company, most overdue first. */
  companies: z.array(
    z.object({ id: entityId, name: z.string(), workers: z.number().int(), overdue: z.number().int() }),
  ),
  workers: z.array(firmWorkerSchema),
});

/** Workers a bulk action's request handles: a few transactions and one batch read, well within a request's time. */
export const FIRM_WORKERS_BULK_BATCH = 100;

/**
 * A bulk action on every worker of a filter (docs/training-status.md, "Bulk actions"): the
 * filter as the list takes it, and where the previous batch stopped (`next` of its answer;
 * absent for the first). Workers go in the order of their company and id, so a batch never
 * repeats or skips one the filter still gives.
 */
export const firmWorkersBulkBody = z.object({
  filter: firmWorkersQuery.omit({ page: true }),
  after: z
    .string(texts.firmWorkers.bulkCursorInvalid)
    .regex(/^[0-9A-HJKMNP-TV-Z]{26}\/[0-9A-HJKMNP-TV-Z]{26}$/, texts.firmWorkers.bulkCursorInvalid)
    .optional(),
});

/** Where the whole run stands after this batch: the client repeats with `next` until it is null. */
const bulkProgressSchema = z.object({
  /** Workers this batch handled. */
  handled: z.number().int(),
  /** Workers of the filter after this batch, still to handle. */
  remaining: z.number().int(),
  next: z.string().nullable(),
});

/** The fișe of every worker of a filter, in one ZIP built by a job (docs/training-status.md). */
export const firmWorkersPrintBody = firmWorkersBulkBody.pick({ filter: true });

export const firmWorkersAssignBody = firmWorkersBulkBody.extend({
  course_id: chosenEntityId(texts.courseAssign.courseRequired),
});

export const firmWorkersAssignSchema = bulkProgressSchema.extend({
  assigned: z.number().int(),
  /** The course is assigned to them already and not finished: a new round would restart theirs. */
  skipped: z.number().int(),
  /** Deleted or moved to another company since the list was computed: left alone. */
  failed: z.number().int(),
});

export const firmWorkersRemindSchema = bulkProgressSchema.extend({
  sent: z.number().int(),
  without_email: z.number().int(),
  /** They stopped the reminders (the link of every reminder). */
  reminders_off: z.number().int(),
  /** They had a training e-mail today already: one a day at most. */
  already_today: z.number().int(),
  /** Nothing of theirs is due, overdue or untrained. */
  nothing_due: z.number().int(),
  failed: z.number().int(),
});

/** A calendar month, YYYY-MM. */
const month = z
  .string(texts.monthPlan.monthInvalid)
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, texts.monthPlan.monthInvalid);

/** The month's plan of every client, or of one (docs/training-status.md, "The month's plan"). */
export const monthPlanQuery = z.object({ month, company: entityId.optional() });

const monthPlanItemSchema = firmWorkerDueSchema.extend({
  worker_id: entityId,
  first_name: z.string(),
  last_name: z.string(),
  domain: z.enum(COURSE_CATEGORIES),
  /** Null when the stored roster does not say it. */
  phase: z.enum(COURSE_SUBCATEGORIES).nullable(),
});

export const monthPlanSchema = z.object({
  month: z.string(),
  /** The companies with something due in the month, by name; within each, by due date, then name. */
  companies: z.array(z.object({ id: entityId, name: z.string(), items: z.array(monthPlanItemSchema) })),
});
