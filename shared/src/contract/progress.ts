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
 * A quiz attempt (docs/product.md, quiz): the chosen answer per question; the server grades it. A question
 * left out, or answered with null, counts as wrong.
 */
export const submitQuizBodySchema = z.object({
  course: entityId,
  answers: z
    .array(z.object({ question: entityId, answer: entityId.nullable() }))
    .max(QUIZ_QUESTION_COUNT, texts.quizTaking.foreignAnswers),
});
