import * as z from 'zod';
import { PASSWORD_MAX_LENGTH } from '../../../constants';
import { texts } from '../../../texts';
import { loginUserSchema } from '../../auth';
import { defineRoute } from '../../define';
import { requiredText } from '../../zod';

export const tokenRoute = defineRoute({
  id: 'token',
  area: 'auth',
  method: 'POST',
  path: '/api/token',
  access: ['public'],
  rateGroup: 'sign-in',
  needs: { table: 'write' },
  summary: 'Sign in with username and password; answers an 8-hour bearer token.',
  body: z.object({
    username: requiredText({ max: 150, message: texts.login.usernameRequired }),
    password: z.string().min(1, texts.login.passwordRequired).max(PASSWORD_MAX_LENGTH),
  }),
  response: z.object({ access: z.string(), user: loginUserSchema }),
});
