import * as z from 'zod';
import { QUIZ_QUESTION_COUNT, STUDY_MAX_PAGE_COUNT } from '../constants';
import { DOCUMENT_STATUSES } from '../documents';
import { LANGUAGES } from '../languages';
import * as texts from '../texts';
import { entityId } from './zod';

export const progressItemSchema = z.object({
  id: entityId,
  course: entityId,
  course_title: z.string(),
  quiz_score: z.number(),
  completed: z.boolean(),
  completed_at: z.iso.datetime().nullable(),
  /** Whose signature the attempt's record waits for; null for a failed attempt, which has none. */
  document_status: z.enum(DOCUMENT_STATUSES).nullable(),
});

/**
 * A quiz attempt's answers (docs/api.md, quiz attempts): the attempt handed out by
 * `start-quiz-attempt` and the chosen answer per question; the server grades it. A question left
 * out, or answered with null, counts as wrong.
 */
export const submitQuizBodySchema = z.object({
  course: entityId,
  attempt: entityId,
  answers: z
    .array(z.object({ question: entityId, answer: entityId.nullable() }))
    .max(QUIZ_QUESTION_COUNT, texts.quizTaking.foreignAnswers),
});

/** An attempt handed out: its questions drawn from the bank, each one's answers shuffled. */
export const quizAttemptSchema = z.object({
  attempt: entityId,
  course: entityId,
  course_title: z.string(),
  questions: z.array(
    z.object({
      id: entityId,
      text: z.string(),
      answers: z.array(z.object({ id: entityId, text: z.string() })),
    }),
  ),
  /** The language of the question texts: the version's when its quiz is translated, else Romanian. */
  language: z.enum(LANGUAGES),
  expires_at: z.iso.datetime(),
  /** Attempts left in this round after this one, before the cool-down. */
  attempts_left: z.number().int(),
});

/** One person's attempts at a course's quiz, as the firm's owners see them. */
export const quizAttemptSummarySchema = z.object({
  user_id: entityId,
  user_name: z.string(),
  attempt_count: z.number().int(),
  last_score: z.number().int().nullable(),
  last_attempt_at: z.iso.datetime().nullable(),
  cooldown_until: z.iso.datetime().nullable(),
  passed_at: z.iso.datetime().nullable(),
});

/**
 * The course to take the quiz of, and the version the trainee studied; without it, the trainee's
 * language (Romanian when the course has no version in it).
 */
export const startQuizAttemptBodySchema = z.object({
  course: entityId,
  language: z.enum(LANGUAGES, texts.people.languageInvalid).optional(),
});

export const liftQuizCooldownBodySchema = z.object({ user_id: entityId });

/** A day: a larger claim is no report of a visible page (any claim is capped anyway). */
const CLAIMED_SECONDS_MAX = 24 * 60 * 60;

const studyPageCount = z
  .int(texts.study.invalidReport)
  .min(1, texts.study.invalidReport)
  .max(STUDY_MAX_PAGE_COUNT, texts.study.invalidReport);

/**
 * The viewer's report while the course page is visible (docs/api.md, evidence of study): the
 * seconds the page was visible since its previous report, the pages shown meanwhile and the PDF's
 * page count. The server credits at most the time that really passed.
 */
export const studyReportBodySchema = z
  .object({
    course: entityId,
    seconds: z
      .int(texts.study.invalidReport)
      .min(0, texts.study.invalidReport)
      .max(CLAIMED_SECONDS_MAX, texts.study.invalidReport),
    pages: z
      .array(studyPageCount, texts.study.invalidReport)
      .max(STUDY_MAX_PAGE_COUNT, texts.study.invalidReport),
    page_count: studyPageCount,
  })
  .superRefine((body, context) => {
    if (body.pages.some((page) => page > body.page_count)) {
      context.addIssue({ code: 'custom', path: ['pages'], message: texts.study.pageOutOfRange });
    }
  });

/** The trainee's study of a course in this training round, as the server has credited it. */
export const studyProgressSchema = z.object({
  course: entityId,
  opened_at: z.iso.datetime(),
  studied_seconds: z.number().int(),
  pages_seen: z.number().int(),
  page_count: z.number().int().nullable(),
  /** The course's minimum before the quiz opens, in seconds (0 when none), and what is left of it. */
  min_study_seconds: z.number().int(),
  remaining_seconds: z.number().int(),
});
