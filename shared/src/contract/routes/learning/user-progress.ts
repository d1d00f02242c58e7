import * as z from 'zod';
import { defineRoute } from '../../define';
import { progressItemSchema } from '../../learning';

export const userProgressRoute = defineRoute({
  id: 'user-progress',
  area: 'learning',
  method: 'GET',
  path: '/api/user-progress',
  access: ['owner', 'admin', 'employee'],
  answersInWorkerLanguage: true,
  needs: { table: 'read' },
  summary: "The caller's training history, newest first (the profile shows the last 28).",
  response: z.array(progressItemSchema),
});
