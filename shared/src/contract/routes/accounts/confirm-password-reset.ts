import * as z from 'zod';
import { detailSchema, newPasswordSchema } from '../../accounts';
import { defineRoute } from '../../define';

export const confirmPasswordResetRoute = defineRoute({
  id: 'confirm-password-reset',
  area: 'accounts',
  method: 'POST',
  path: '/api/reset-password/confirm',
  access: ['public'],
  rateGroup: 'password-reset',
  needs: { table: 'write', passwords: true },
  summary: 'Set a new password with the single-use token from the reset e-mail.',
  body: z.object({
    token: z.string().trim().min(20).max(200),
    new_password: newPasswordSchema,
  }),
  response: detailSchema,
});
