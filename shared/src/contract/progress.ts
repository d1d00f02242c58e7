import * as z from 'zod';
import { QUIZ_QUESTION_COUNT } from '../constants';
import { texts } from '../texts';
import { defineRoute } from './define';
import { entityId } from './zod';

export const progressItemSchema = z.object({
  id: entityId,
  course: entityId,
  course_title: z.string(),
  quiz_score: z.number(),
  completed: z.boolean(),
  completed_at: z.iso.datetime().nullable(),
});

/**
 * A quiz attempt (DESIGN §11): the chosen answer per question; the server grades it. A question
 * left out, or answered with null, counts as wrong.
 */
export const submitQuizBodySchema = z.object({
  course: entityId,
  answers: z
    .array(z.object({ question: entityId, answer: entityId.nullable() }))
    .max(QUIZ_QUESTION_COUNT, texts.quizTaking.foreignAnswers),
});

export const progressRoutes = [
  defineRoute({
    id: 'user-progress',
    area: 'progress',
    method: 'GET',
    path: '/api/user-progress',
    access: ['owner', 'admin', 'employee'],
    needs: { table: 'read' },
    summary: "The caller's training history, newest first (the profile shows the last 28).",
    response: z.array(progressItemSchema),
  }),
  defineRoute({
    id: 'progress-list-create',
    area: 'progress',
    method: 'POST',
    path: '/api/progress-list-create',
    access: ['admin', 'employee'],
    needs: { table: 'write' },
    summary: 'Grade a quiz attempt at an assigned course; only 100 % completes it and starts the document.',
    body: submitQuizBodySchema,
    successStatus: 201,
    response: z.object({
      id: entityId,
      course: entityId,
      quiz_score: z.number().int(),
      completed: z.boolean(),
    }),
  }),
] as const;
