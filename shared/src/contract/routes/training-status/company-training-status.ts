import * as z from 'zod';
import { defineRoute } from '../../define';
import { trainingStatusItemSchema } from '../../training-status';

export const companyTrainingStatusRoute = defineRoute({
  id: 'company-training-status',
  area: 'training-status',
  method: 'GET',
  path: '/api/companies/training-status',
  access: ['owner'],
  needs: { table: 'read' },
  summary:
    "The training status of every client company of the caller's firm, by name: its periodic course's dates, its most urgent worker's status, due date and days, and its people per status.",
  response: z.array(trainingStatusItemSchema),
});
