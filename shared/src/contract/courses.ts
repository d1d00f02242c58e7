import * as z from 'zod';
import {
  COURSE_CATEGORIES,
  COURSE_FILE_MAX_BYTES,
  COURSE_FORM_FILE_MAX_BYTES,
  COURSE_SUBCATEGORIES,
  DEFAULT_COURSE_DURATION_MINUTES,
  MAX_COURSE_DURATION_MINUTES,
  MIN_COURSE_DURATION_MINUTES,
  PDF_CONTENT_TYPE,
  QUIZ_ANSWER_COUNT,
  QUIZ_QUESTION_COUNT,
} from '../constants';
import { texts } from '../texts';
import { detailSchema } from './auth';
import { defineRoute } from './define';
import { chosenEntityId, entityId, formFile, requiredText } from './zod';

export const COURSE_TITLE_MAX_LENGTH = 200;
export const COURSE_DESCRIPTION_MAX_LENGTH = 5000;
export const QUIZ_QUESTION_MAX_LENGTH = 1000;
export const QUIZ_ANSWER_MAX_LENGTH = 500;

/** Multipart forms send an untouched select or number input as an empty string. */
function blankAsMissing(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

/** A required text of the course form: missing and blank both get the spec's message. */
function formText(max: number) {
  const message = texts.courseForm.allRequired;
  return z.string(message).trim().min(1, message).max(max);
}

const categorySchema = z.enum(COURSE_CATEGORIES, texts.courseForm.invalidCategory);
const subcategorySchema = z.enum(COURSE_SUBCATEGORIES, texts.courseForm.invalidSubcategory);
const durationSchema = z.coerce
  .number(texts.courseForm.invalidDuration)
  .int(texts.courseForm.invalidDuration)
  .min(MIN_COURSE_DURATION_MINUTES, texts.courseForm.invalidDuration)
  .max(MAX_COURSE_DURATION_MINUTES, texts.courseForm.invalidDuration);

const formFileSchema = formFile(texts.courseForm.allRequired)
  .refine((file) => file.content.byteLength > 0, texts.courseForm.allRequired)
  .refine((file) => file.content.byteLength <= COURSE_FORM_FILE_MAX_BYTES, texts.courseForm.formFileTooLarge);

/**
 * The course form (SPEC §5): title, description and the file are required, the rest default.
 * The file comes either in the spec's multipart form (`file`, up to 4 MB) or, for anything up
 * to 50 MB, as the `upload_id` of a presigned upload made just before.
 */
export const createCourseBodySchema = z
  .object({
    title: formText(COURSE_TITLE_MAX_LENGTH),
    description: formText(COURSE_DESCRIPTION_MAX_LENGTH),
    category: z.preprocess(blankAsMissing, categorySchema.default('SSM')),
    subcategory: z.preprocess(blankAsMissing, subcategorySchema.default('introductive')),
    duration: z.preprocess(blankAsMissing, durationSchema.default(DEFAULT_COURSE_DURATION_MINUTES)),
    file: z.preprocess(blankAsMissing, formFileSchema.optional()),
    upload_id: z.preprocess(blankAsMissing, entityId.optional()),
  })
  .superRefine((body, context) => {
    if (!body.file && !body.upload_id) {
      context.addIssue({ code: 'custom', path: ['file'], message: texts.courseForm.allRequired });
    }
    if (body.file && body.upload_id) {
      context.addIssue({ code: 'custom', path: ['file'], message: texts.courseForm.fileTwice });
    }
  });

export const courseSummarySchema = z.object({
  id: entityId,
  title: z.string(),
  description: z.string(),
  category: z.enum(COURSE_CATEGORIES),
  subcategory: z.enum(COURSE_SUBCATEGORIES),
  duration: z.number().int(),
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

const quizText = (max: number) => requiredText(max, texts.quizForm.textRequired);
const oneCorrect = texts.quizForm.oneCorrect;

/** The quiz form (SPEC §3, §5): exactly 10 questions of 4 answers, one of them correct. */
export const saveQuizBodySchema = z.object({
  questions: z
    .array(
      z.object({
        question_text: quizText(QUIZ_QUESTION_MAX_LENGTH),
        answers: z
          .array(quizText(QUIZ_ANSWER_MAX_LENGTH), texts.quizForm.answerCount)
          .length(QUIZ_ANSWER_COUNT, texts.quizForm.answerCount),
        correct_index: z
          .int({ error: oneCorrect })
          .min(0, oneCorrect)
          .max(QUIZ_ANSWER_COUNT - 1, oneCorrect),
      }),
      texts.quizForm.questionCount,
    )
    .length(QUIZ_QUESTION_COUNT, texts.quizForm.questionCount),
});

/** `user_id: null` assigns the course to every user of the company, present and future. */
export const assignCourseBodySchema = z.object({
  company_id: z.preprocess(blankAsMissing, chosenEntityId(texts.courseAssign.companyRequired)),
  user_id: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string(texts.courseAssign.userRequired).pipe(entityId).nullable(),
  ),
});

const courseIdParams = z.object({ id: entityId });

export const courseRoutes = [
  defineRoute({
    id: 'list-courses',
    area: 'courses',
    method: 'GET',
    path: '/api/courses',
    access: ['owner', 'admin', 'employee'],
    needs: { table: 'read', buckets: { courseFiles: 'read' } },
    summary: "Owner: the firm's courses; admin and employee: the courses assigned to them or their company.",
    response: z.array(courseSummarySchema),
  }),
  defineRoute({
    id: 'create-course-upload-url',
    area: 'courses',
    method: 'POST',
    path: '/api/courses/upload-url',
    access: ['owner'],
    needs: { table: 'read', buckets: { courseFiles: 'write' } },
    summary: 'A presigned PUT for one course PDF of the stated size; the course then names its upload_id.',
    body: z.object({
      content_length: z
        .int()
        .min(1, texts.courseForm.emptyFile)
        .max(COURSE_FILE_MAX_BYTES, texts.courseForm.fileTooLarge),
      content_type: z.literal(PDF_CONTENT_TYPE, texts.courseForm.onlyPdf).default(PDF_CONTENT_TYPE),
    }),
    response: z.object({
      upload_id: entityId,
      upload_url: z.string(),
      method: z.literal('PUT'),
      /** Headers the upload must carry exactly as given (they are part of the signature). */
      headers: z.record(z.string(), z.string()),
      expires_in: z.number().int(),
    }),
  }),
  defineRoute({
    id: 'create-course',
    area: 'courses',
    method: 'POST',
    path: '/api/courses',
    access: ['owner'],
    needs: { table: 'write', buckets: { courseFiles: 'readwrite' } },
    summary: 'Create a course of the firm from the multipart form (file up to 4 MB) or a presigned upload.',
    body: createCourseBodySchema,
    acceptsMultipart: true,
    // The 4 MB file plus the form's text fields and multipart framing.
    maxBodyBytes: COURSE_FORM_FILE_MAX_BYTES + 64 * 1024,
    successStatus: 201,
    routeClass: 'heavy',
    response: courseSummarySchema,
  }),
  defineRoute({
    id: 'get-course',
    area: 'courses',
    method: 'GET',
    path: '/api/courses/{id}',
    access: ['owner', 'admin', 'employee'],
    needs: { table: 'read', buckets: { courseFiles: 'read' } },
    summary: 'A course with its PDF link and quiz; is_correct only for the owners of the firm.',
    params: courseIdParams,
    response: courseDetailSchema,
  }),
  defineRoute({
    id: 'delete-course',
    area: 'courses',
    method: 'DELETE',
    path: '/api/courses/{id}',
    access: ['owner'],
    needs: { table: 'write', buckets: { courseFiles: 'write' } },
    summary: 'Delete a course of the firm with its quiz, assignments and PDF.',
    params: courseIdParams,
    response: detailSchema,
  }),
  defineRoute({
    id: 'save-quiz',
    area: 'courses',
    method: 'POST',
    path: '/api/courses/{id}/quiz',
    access: ['owner'],
    needs: { table: 'write' },
    summary: "Create or replace the course's quiz: exactly 10 questions of 4 answers, one correct.",
    params: courseIdParams,
    body: saveQuizBodySchema,
    response: quizSchema,
  }),
  defineRoute({
    id: 'assign-course',
    area: 'courses',
    method: 'POST',
    path: '/api/courses/{courseId}/assign',
    access: ['owner'],
    needs: { table: 'write' },
    summary: 'Assign a course to one user of a company, or (user_id null) to all its users.',
    params: z.object({ courseId: entityId }),
    body: assignCourseBodySchema,
    successStatus: 201,
    response: z.object({
      course: entityId,
      company_id: entityId,
      user_id: entityId.nullable(),
      assigned_at: z.iso.datetime(),
    }),
  }),
] as const;
