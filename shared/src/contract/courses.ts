import * as z from 'zod';
import {
  COURSE_CATEGORIES,
  COURSE_FORM_FILE_MAX_BYTES,
  COURSE_SUBCATEGORIES,
  DEFAULT_COURSE_DURATION_MINUTES,
  MAX_COURSE_DURATION_MINUTES,
  MIN_COURSE_DURATION_MINUTES,
  QUIZ_ANSWER_COUNT,
  QUIZ_BANK_MAX_QUESTIONS,
  QUIZ_QUESTION_COUNT,
  TEXT_LIMITS,
} from '../constants';
import { texts } from '../texts';
import { formText } from './fields';
import { chosenEntityId, entityId, formFile, requiredText } from './zod';

/** Multipart forms send an untouched select or number input as an empty string. */
function blankAsMissing(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

const categorySchema = z.enum(COURSE_CATEGORIES, texts.courseForm.invalidCategory);
const subcategorySchema = z.enum(COURSE_SUBCATEGORIES, texts.courseForm.invalidSubcategory);
const durationSchema = z.coerce
  .number(texts.courseForm.invalidDuration)
  .int(texts.courseForm.invalidDuration)
  .min(MIN_COURSE_DURATION_MINUTES, texts.courseForm.invalidDuration)
  .max(MAX_COURSE_DURATION_MINUTES, texts.courseForm.invalidDuration);

const minStudySchema = z.coerce
  .number(texts.courseForm.invalidMinStudy)
  .int(texts.courseForm.invalidMinStudy)
  .min(0, texts.courseForm.invalidMinStudy)
  .max(MAX_COURSE_DURATION_MINUTES, texts.courseForm.invalidMinStudy);

const formFileSchema = formFile(texts.courseForm.allRequired)
  .refine((file) => file.content.byteLength > 0, texts.courseForm.allRequired)
  .refine((file) => file.content.byteLength <= COURSE_FORM_FILE_MAX_BYTES, texts.courseForm.formFileTooLarge);

/**
 * The course form (docs/product.md, the course form): title, description and the file are required, the rest default.
 * The file comes either in the spec's multipart form (`file`, up to 4 MB) or, for anything up
 * to 50 MB, as the `upload_id` of a presigned upload made just before.
 */
export const createCourseBodySchema = z
  .object({
    title: formText(texts.courseForm.allRequired, TEXT_LIMITS.courseTitle),
    description: formText(texts.courseForm.allRequired, TEXT_LIMITS.courseDescription),
    category: z.preprocess(blankAsMissing, categorySchema.default('SSM')),
    subcategory: z.preprocess(blankAsMissing, subcategorySchema.default('introductive')),
    duration: z.preprocess(blankAsMissing, durationSchema.default(DEFAULT_COURSE_DURATION_MINUTES)),
    /** Study time the server requires before the quiz opens (docs/api.md, evidence of study); 0 is off. */
    min_study_minutes: z.preprocess(blankAsMissing, minStudySchema.default(0)),
    file: z.preprocess(blankAsMissing, formFileSchema.optional()),
    upload_id: z.preprocess(blankAsMissing, entityId.optional()),
  })
  .superRefine((body, context) => {
    if (!body.file && !body.upload_id) {
      context.addIssue({ code: 'custom', path: ['file'], message: texts.courseForm.allRequired });
    }
    if (body.min_study_minutes > body.duration) {
      context.addIssue({
        code: 'custom',
        path: ['min_study_minutes'],
        message: texts.courseForm.invalidMinStudy,
      });
    }
    if (body.file && body.upload_id) {
      context.addIssue({ code: 'custom', path: ['file'], message: texts.courseForm.fileTwice });
    }
  });

/**
 * A course's edit (docs/product.md, Edit course): any of its fields, and a new version of its PDF as
 * the `upload_id` of a presigned upload. The subcategory stays: the course's assignments and the
 * periodic-training history are filed under it.
 */
export const updateCourseBodySchema = z
  .object({
    title: formText(texts.courseForm.allRequired, TEXT_LIMITS.courseTitle).optional(),
    description: formText(texts.courseForm.allRequired, TEXT_LIMITS.courseDescription).optional(),
    category: categorySchema.optional(),
    duration: durationSchema.optional(),
    min_study_minutes: minStudySchema.optional(),
    upload_id: entityId.optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    texts.courseEdit.nothingToChange,
  );

export const courseSummarySchema = z.object({
  id: entityId,
  title: z.string(),
  description: z.string(),
  category: z.enum(COURSE_CATEGORIES),
  subcategory: z.enum(COURSE_SUBCATEGORIES),
  duration: z.number().int(),
  /** Minutes of credited study before the quiz opens; 0 when the course sets none. */
  min_study_minutes: z.number().int(),
  /** A short-lived presigned GET URL of the PDF; only callers allowed to see the course get one. */
  file: z.string(),
  has_quiz: z.boolean(),
  created_at: z.iso.datetime(),
});

export const quizAnswerSchema = z.object({
  id: entityId,
  text: z.string(),
  /** Sent to the firm's owners only: trainees must never learn the answer from the API. */
  is_correct: z.boolean().optional(),
});

export const quizSchema = z.object({
  questions: z.array(z.object({ id: entityId, text: z.string(), answers: z.array(quizAnswerSchema) })),
});

export const courseDetailSchema = courseSummarySchema.extend({ quiz: quizSchema.nullable() });

const quizText = (max: number) => requiredText({ max, message: texts.quizForm.textRequired });
const oneCorrect = texts.quizForm.oneCorrect;

/**
 * The quiz form (docs/product.md, quiz form): a bank of 10 to 30 questions of 4 answers, one of
 * them correct; each attempt draws 10 (docs/api.md, quiz attempts).
 */
export const saveQuizBodySchema = z.object({
  questions: z
    .array(
      z.object({
        question_text: quizText(TEXT_LIMITS.quizQuestion),
        answers: z
          .array(quizText(TEXT_LIMITS.quizAnswer), texts.quizForm.answerCount)
          .length(QUIZ_ANSWER_COUNT, texts.quizForm.answerCount),
        correct_index: z
          .int({ error: oneCorrect })
          .min(0, oneCorrect)
          .max(QUIZ_ANSWER_COUNT - 1, oneCorrect),
      }),
      texts.quizForm.questionCount,
    )
    .min(QUIZ_QUESTION_COUNT, texts.quizForm.questionCount)
    .max(QUIZ_BANK_MAX_QUESTIONS, texts.quizForm.questionCount),
});

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
function assignmentsPageQuery(max: number) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(max).optional(),
    cursor: z.string().max(1000).optional(),
  });
}

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

export const courseAssignmentsQuery = assignmentsPageQuery(COURSE_ASSIGNMENTS_PAGE_MAX);

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

export const companyAssignmentsQuery = assignmentsPageQuery(COMPANY_ASSIGNMENTS_PAGE_MAX).extend({
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
