import * as z from 'zod';
import { detailSchema } from '../../accounts';
import { defineRoute } from '../../define';

export const confirmEmailChangeRoute = defineRoute({
  id: 'confirm-email-change',
  area: 'accounts',
  method: 'POST',
  path: '/api/email-change/confirm',
  access: ['public'],
  rateGroup: 'password-reset',
  needs: { table: 'write' },
  summary:
    "Make a requested new e-mail address the account's own, with the single-use token mailed to that address; until then the account keeps its old address.",
  body: z.object({ token: z.string().trim().min(20).max(200) }),
  response: detailSchema,
});
