import * as z from 'zod';
import { TEXT_LIMITS } from '../../../constants';
import * as texts from '../../../texts';
import { loginUserSchema } from '../../accounts';
import { defineRoute } from '../../define';
import { requiredText } from '../../zod';

export const tokenRoute = defineRoute({
  id: 'token',
  area: 'accounts',
  method: 'POST',
  path: '/api/token',
  access: ['public'],
  answersInWorkerLanguage: true,
  rateGroup: 'sign-in',
  needs: { table: 'write', passwords: true },
  summary: 'Sign in with username and password; answers an 8-hour bearer token.',
  body: z.object({
    username: requiredText({ max: TEXT_LIMITS.username, message: texts.login.usernameRequired }),
    password: z.string().min(1, texts.login.passwordRequired).max(TEXT_LIMITS.password),
  }),
  response: z.object({
    access: z.string(),
    user: loginUserSchema,
    /** The password is a temporary one an owner or admin set: the person chooses one before anything else. */
    must_change_password: z.boolean(),
  }),
});
