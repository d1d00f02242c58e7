import * as z from 'zod';
import { QUIZ_QUESTION_COUNT } from '../constants';
import { DOCUMENT_STATUSES } from '../documents';
import { texts } from '../texts';
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

export const startQuizAttemptBodySchema = z.object({ course: entityId });

export const liftQuizCooldownBodySchema = z.object({ user_id: entityId });
