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
import { LANGUAGES, VERSION_LANGUAGES } from '../languages';
import { standardMinStudyMinutes } from '../study-minimum';
import * as texts from '../texts';
import { blankAsMissing, formText } from './fields';
import { entityId, formFile, requiredText, type TextLines } from './zod';

const categorySchema = z.enum(COURSE_CATEGORIES, texts.courseForm.invalidCategory);
export const subcategorySchema = z.enum(COURSE_SUBCATEGORIES, texts.courseForm.invalidSubcategory);
const durationSchema = z.coerce
  .number(texts.courseForm.invalidDuration)
  .int(texts.courseForm.invalidDuration)
  .min(MIN_COURSE_DURATION_MINUTES, texts.courseForm.invalidDuration)
  .max(MAX_COURSE_DURATION_MINUTES, texts.courseForm.invalidDuration);

// Aborting: a value refused here must not also be judged against the duration below.
const minStudySchema = z.coerce
  .number(texts.courseForm.invalidMinStudy)
  .int({ error: texts.courseForm.invalidMinStudy, abort: true })
  .min(0, { error: texts.courseForm.invalidMinStudy, abort: true })
  .max(MAX_COURSE_DURATION_MINUTES, { error: texts.courseForm.invalidMinStudy, abort: true });

/** Why the firm asks less study than the standard share; blank and missing both become null. */
const minStudyReasonSchema = z
  .string()
  .trim()
  .max(TEXT_LIMITS.minStudyReason, texts.courseForm.minStudyReasonTooLong)
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * Refuses a minimum study time above the duration, or below the standard share of it without a
 * reason (docs/domain.md, Training duration). Shared by the create schema and the edit's rule.
 */
export function minStudyRefusal(course: {
  duration: number;
  min_study_minutes: number;
  min_study_reason: string | null;
}): string | null {
  if (course.min_study_minutes > course.duration) return texts.courseForm.invalidMinStudy;
  const standard = standardMinStudyMinutes(course.duration);
  if (course.min_study_minutes < standard && !course.min_study_reason) {
    return texts.courseForm.minStudyReasonRequired(standard);
  }
  return null;
}

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
    description: formText(texts.courseForm.allRequired, TEXT_LIMITS.courseDescription, 'many'),
    category: z.preprocess(blankAsMissing, categorySchema.default('SSM')),
    subcategory: z.preprocess(blankAsMissing, subcategorySchema.default('introductive')),
    duration: z.preprocess(blankAsMissing, durationSchema.default(DEFAULT_COURSE_DURATION_MINUTES)),
    /**
     * Study time the server requires before the quiz opens (docs/api.md, evidence of study);
     * missing is the standard share of the duration, less needs `min_study_reason`.
     */
    min_study_minutes: z.preprocess(blankAsMissing, minStudySchema.optional()),
    min_study_reason: minStudyReasonSchema,
    file: z.preprocess(blankAsMissing, formFileSchema.optional()),
    upload_id: z.preprocess(blankAsMissing, entityId.optional()),
  })
  .superRefine((body, context) => {
    if (!body.file && !body.upload_id) {
      context.addIssue({ code: 'custom', path: ['file'], message: texts.courseForm.allRequired });
    }
    const refusal = minStudyRefusal({
      duration: body.duration,
      min_study_minutes: body.min_study_minutes ?? standardMinStudyMinutes(body.duration),
      min_study_reason: body.min_study_reason,
    });
    if (refusal) context.addIssue({ code: 'custom', path: ['min_study_minutes'], message: refusal });
    if (body.file && body.upload_id) {
      context.addIssue({ code: 'custom', path: ['file'], message: texts.courseForm.fileTwice });
    }
  })
  .transform((body) => {
    const minStudy = body.min_study_minutes ?? standardMinStudyMinutes(body.duration);
    // A reason belongs to a lowered minimum only; beside the standard one it would print nonsense.
    const lowered = minStudy < standardMinStudyMinutes(body.duration);
    return { ...body, min_study_minutes: minStudy, min_study_reason: lowered ? body.min_study_reason : null };
  });

/**
 * A course's edit (docs/product.md, Edit course): any of its fields, and a new version of its PDF as
 * the `upload_id` of a presigned upload. The subcategory stays: the course's assignments and the
 * periodic-training history are filed under it.
 */
export const updateCourseBodySchema = z
  .object({
    title: formText(texts.courseForm.allRequired, TEXT_LIMITS.courseTitle).optional(),
    description: formText(texts.courseForm.allRequired, TEXT_LIMITS.courseDescription, 'many').optional(),
    category: categorySchema.optional(),
    duration: durationSchema.optional(),
    min_study_minutes: minStudySchema.optional(),
    /** Sent as blank to clear; missing keeps the stored reason. */
    min_study_reason: z
      .string()
      .trim()
      .max(TEXT_LIMITS.minStudyReason, texts.courseForm.minStudyReasonTooLong)
      .optional(),
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
  /** Why the minimum is below the standard share of the duration; null when it is not. */
  min_study_reason: z.string().nullable(),
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

/** A course's version in one language (docs/product.md, training in the worker's language). */
export const courseVersionSchema = z.object({
  language: z.enum(LANGUAGES),
  title: z.string(),
  /** SHA-256 of the version's PDF: a record made on the version names it. */
  file_sha256: z.string(),
  /** The version's quiz translation matches the course's current quiz. */
  has_quiz: z.boolean(),
  /** The firm's owners only: the translated quiz in the bank's order, null when there is none. */
  quiz: quizSchema.nullable().optional(),
});

export const courseDetailSchema = courseSummarySchema.extend({
  quiz: quizSchema.nullable(),
  /** The language of the title and the PDF answered: the one asked for, or Romanian without it. */
  language: z.enum(LANGUAGES),
  /** The language asked for (or the worker's) when the course has no version in it; else null. */
  missing_language: z.enum(LANGUAGES).nullable(),
  /** Every version of the course, the Romanian one first. */
  versions: z.array(courseVersionSchema),
});

/** Which version of a course to open; without it, the caller's language. */
export const courseLanguageQuerySchema = z.object({
  language: z.enum(LANGUAGES, texts.people.languageInvalid).optional(),
});

export const versionLanguageParams = z.object({
  id: entityId,
  language: z.enum(VERSION_LANGUAGES, texts.courseVersions.notAVersionLanguage),
});

/**
 * A version's title and PDF (a presigned upload's `upload_id`, as the course form's large files):
 * the PDF is required for a new version and replaces the stored one when given.
 */
export const saveCourseVersionBodySchema = z.object({
  title: formText(texts.courseVersions.titleRequired, TEXT_LIMITS.courseTitle),
  upload_id: entityId.optional(),
});

const quizText = (max: number, lines: TextLines = 'one') =>
  requiredText({ max, message: texts.quizForm.textRequired, lines });
const oneCorrect = texts.quizForm.oneCorrect;

/**
 * The quiz form (docs/product.md, quiz form): a bank of 10 to 30 questions of 4 answers, one of
 * them correct; each attempt draws 10 (docs/api.md, quiz attempts).
 */
export const saveQuizBodySchema = z.object({
  questions: z
    .array(
      z.object({
        question_text: quizText(TEXT_LIMITS.quizQuestion, 'many'),
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
 * A quiz translation mirrors the Romanian bank: the same questions in the same order, each with
 * its 4 answers in the same order, so the attempt is graded against the same correct answers.
 */
export const saveVersionQuizBodySchema = z.object({
  questions: z
    .array(
      z.object({
        question_text: quizText(TEXT_LIMITS.quizQuestion, 'many'),
        answers: z
          .array(quizText(TEXT_LIMITS.quizAnswer), texts.quizForm.answerCount)
          .length(QUIZ_ANSWER_COUNT, texts.quizForm.answerCount),
      }),
      texts.quizForm.questionCount,
    )
    .min(1, texts.quizForm.questionCount)
    .max(QUIZ_BANK_MAX_QUESTIONS, texts.quizForm.questionCount),
});
