import * as z from 'zod';
import { TEXT_LIMITS } from '../../../constants';
import { detailSchema, newPasswordSchema } from '../../accounts';
import { defineRoute, SIGNED_IN_ROLES } from '../../define';

export const changePasswordRoute = defineRoute({
  id: 'change-password',
  area: 'accounts',
  method: 'POST',
  path: '/api/change-password',
  access: SIGNED_IN_ROLES,
  answersInWorkerLanguage: true,
  openBeforePasswordChange: true,
  needs: { table: 'write', passwords: true },
  summary: 'Change the own password; tokens issued before stop working, and a fresh one is answered.',
  body: z.object({
    old_password: z.string().min(1).max(TEXT_LIMITS.password),
    new_password: newPasswordSchema,
  }),
  response: detailSchema.extend({ access: z.string() }),
});
