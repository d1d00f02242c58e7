import * as z from 'zod';
import { COURSE_SUBCATEGORIES } from '../constants';
import * as texts from '../texts';
import { companyRegisterQuery } from './companies';
import { subcategorySchema } from './courses';
import { blankAsMissing } from './fields';
import { chosenEntityId, entityId, pageQuery } from './zod';

/**
 * At most this many people in one assignment request: their writes (3 each, with the course's
 * check) fit one DynamoDB transaction of 100, so a group is assigned whole or not at all; the web
 * form sends a larger choice in batches of this size (docs/api.md, Assign a course).
 */
export const ASSIGN_GROUP_MAX = 30;

/**
 * `user_id` assigns the course to one person, `user_id: null` to every user of the company,
 * present and future, and `user_ids` (instead of `user_id`) to a chosen group of its people.
 * `restart_open_round`, with `user_id: null` only, assigns it even while the company's earlier
 * round is not finished by everyone, once the caller was told how many it restarts for.
 */
export const assignCourseBodySchema = z
  .object({
    company_id: z.preprocess(blankAsMissing, chosenEntityId(texts.courseAssign.companyRequired)),
    user_id: z
      .preprocess(
        (value) => (value === '' ? undefined : value),
        z.string(texts.courseAssign.userRequired).pipe(entityId).nullable(),
      )
      .optional(),
    user_ids: z
      .array(entityId, texts.courseAssign.userRequired)
      .min(1, texts.courseAssign.userRequired)
      .max(ASSIGN_GROUP_MAX, texts.courseAssign.groupTooLarge(ASSIGN_GROUP_MAX))
      .optional(),
    restart_open_round: z.boolean().optional(),
  })
  // Said even beside a missing company (`when`): the form shows both messages at once.
  .refine((body) => body.user_id !== undefined || body.user_ids !== undefined, {
    path: ['user_id'],
    message: texts.courseAssign.userRequired,
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
  .refine((body) => body.user_id === undefined || body.user_ids === undefined, {
    path: ['user_ids'],
    message: texts.courseAssign.userRequired,
  })
  .refine((body) => !body.restart_open_round || body.user_id === null, {
    path: ['restart_open_round'],
    message: texts.courseAssign.restartOnlyForCompany,
  });

/** One person an assignment reached or skipped, named for the answer. */
const assignedPersonSchema = z.object({ id: entityId, name: z.string() });

export const assignCourseResponseSchema = z.object({
  course: entityId,
  company_id: entityId,
  /** The one person assigned; null for the whole company or a group. */
  user_id: entityId.nullable(),
  assigned_at: z.iso.datetime(),
  /** The people assigned by name (empty for the whole company). */
  assigned: z.array(assignedPersonSchema),
  /** People of a group left out: the course is already assigned to them and not yet finished. */
  skipped: z.array(assignedPersonSchema),
});

/** Where one person stands with an assignment (docs/api.md, A course's assignments). */
export const ASSIGNMENT_PERSON_STATUSES = ['unfinished', 'awaiting_signature', 'signed'] as const;
export type AssignmentPersonStatus = (typeof ASSIGNMENT_PERSON_STATUSES)[number];

/** A page of at most `max` rows: what one BatchGetItem of the rows' items allows. */
/** To whom an assignment went, when, by whom and where the person stands: a row of both listings. */
const assignmentRowSchema = z.object({
  /** The person; null for an assignment to the whole company. */
  user_id: entityId.nullable(),
  user_name: z.string().nullable(),
  assigned_at: z.iso.datetime(),
  /** The assigner's name; null when the daily re-enrolment assigned it, or the owner is gone. */
  assigned_by: z.string().nullable(),
  /** The person's progress in this round; null for a whole company's assignment. */
  status: z.enum(ASSIGNMENT_PERSON_STATUSES).nullable(),
});

/**
 * A page of a course's assignments reads each row's person, attempts, company and assigner in one
 * BatchGetItem of at most 100 keys: 5 a row and the course.
 */
export const COURSE_ASSIGNMENTS_PAGE_MAX = 15;

export const courseAssignmentsQuery = pageQuery(COURSE_ASSIGNMENTS_PAGE_MAX);

export const courseAssignmentSchema = z.object({
  company_id: entityId,
  company_name: z.string(),
  ...assignmentRowSchema.shape,
});

/**
 * A page of a company's assignments reads each row's course, assigner and the company's
 * assignment of the course and, for a person, their user, own assignment and attempts items in
 * one BatchGetItem of at most 100 keys: 6 a row and the company.
 */
export const COMPANY_ASSIGNMENTS_PAGE_MAX = 16;

export const companyAssignmentsQuery = pageQuery(COMPANY_ASSIGNMENTS_PAGE_MAX).extend({
  /** Only the assignments of this kind of training: the newest of a kind without the other kinds before them. */
  subcategory: subcategorySchema.optional(),
});

export const companyAssignmentSchema = z.object({
  course_id: entityId,
  /** Null for a course deleted since: the company's history keeps its assignments. */
  course_title: z.string().nullable(),
  course_subcategory: z.enum(COURSE_SUBCATEGORIES),
  ...assignmentRowSchema.shape,
  /**
   * A later assignment of the course to the same target (for a person, also to the whole company)
   * replaced this one: a round of the past, whose `status` is null rather than today's.
   */
  replaced: z.boolean(),
});

/** At most this many companies named in one bulk assignment; "all" reaches every active company. */
export const BULK_ASSIGN_COMPANIES_MAX = 1000;

/**
 * A course for many companies at once (docs/api.md, Assign a course to many companies): the
 * companies named, or every active company the register's search gives. `request_id`, made by
 * the caller once per confirmation, makes a repeated request (a retry, a double click) assign
 * nothing twice. `dry_run` answers the counts without writing.
 */
export const assignCourseToCompaniesBodySchema = z
  .object({
    company_ids: z
      .array(entityId, texts.bulkAssign.companyIdsRequired)
      .min(1, texts.bulkAssign.companyIdsRequired)
      .max(BULK_ASSIGN_COMPANIES_MAX, texts.bulkAssign.tooManyCompanies(BULK_ASSIGN_COMPANIES_MAX))
      .optional(),
    all: z.literal(true, texts.bulkAssign.targetRequired).optional(),
    search: companyRegisterQuery.shape.search,
    restart_open_round: z.boolean().optional(),
    dry_run: z.boolean().optional(),
    request_id: z.union([entityId, z.uuid()], texts.bulkAssign.requestIdInvalid).optional(),
  })
  .refine((body) => (body.company_ids === undefined) !== (body.all === undefined), {
    path: ['company_ids'],
    message: texts.bulkAssign.targetRequired,
  })
  .refine((body) => body.dry_run || body.request_id !== undefined, {
    path: ['request_id'],
    message: texts.bulkAssign.requestIdInvalid,
  });

const bulkCompanySchema = z.object({ id: entityId, name: z.string() });

export const assignCourseToCompaniesResponseSchema = z.object({
  dry_run: z.boolean(),
  /** The companies the request names (or the search gives). */
  companies: z.number().int(),
  /** Their active workers: whom the course reaches if every company gets it. */
  people: z.number().int(),
  /** Of those companies, those that have the course assigned already (a dry run's warning). */
  already_assigned: z.number().int(),
  /** Companies that got the course from this request (a repeated request counts them again, writing nothing). */
  assigned_companies: z.number().int(),
  /** The active workers of those companies. */
  people_reached: z.number().int(),
  /** Companies left out: their earlier round of the course is not finished by all, and no restart was asked. */
  skipped: z.array(bulkCompanySchema.extend({ open: z.number().int() })),
  /**
   * A dry run's companies, by id: the web assigns them `BULK_ASSIGN_BATCH_SIZE` a request, so no
   * request of a firm of any size nears the function's time limit (docs/api.md). Empty otherwise.
   */
  company_ids: z.array(entityId),
});

/**
 * Companies a request of the web's bulk assignment names: about 7 DynamoDB calls each, so a batch
 * stays a few seconds even on DynamoDB Local (docs/benchmarks.md, company register).
 */
export const BULK_ASSIGN_BATCH_SIZE = 50;
