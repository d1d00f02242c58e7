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
import { blankAsMissing, formText } from './fields';
import { entityId, formFile, requiredText, type TextLines } from './zod';

const categorySchema = z.enum(COURSE_CATEGORIES, texts.courseForm.invalidCategory);
export const subcategorySchema = z.enum(COURSE_SUBCATEGORIES, texts.courseForm.invalidSubcategory);
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
    description: formText(texts.courseForm.allRequired, TEXT_LIMITS.courseDescription, 'many'),
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
    description: formText(texts.courseForm.allRequired, TEXT_LIMITS.courseDescription, 'many').optional(),
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
