import { defineRoute } from './define';
import { entityId, z } from './zod';

export const progressItemSchema = z.object({
  id: entityId,
  course: entityId,
  course_title: z.string(),
  quiz_score: z.number(),
  completed: z.boolean(),
  completed_at: z.iso.datetime().nullable(),
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
] as const;
