import * as z from 'zod';
import { TEXT_LIMITS } from '../../../constants';
import * as texts from '../../../texts';
import { detailSchema } from '../../accounts';
import { defineRoute } from '../../define';
import { optionalText } from '../../zod';

export const requestPasswordResetRoute = defineRoute({
  id: 'request-password-reset',
  area: 'accounts',
  method: 'POST',
  path: '/api/request-password-reset',
  access: ['public'],
  rateGroup: 'password-reset',
  needs: { table: 'write', invokes: ['password-reset-mail'] },
  summary:
    'Hands the request to the job that e-mails a one-hour reset link to each account it names (the only account of the address, else those whose company or firm has the name, case, diacritics, spacing and legal form aside); answers the same, without waiting for the mail, whether or not the account exists.',
  body: z.object({
    email: z.string().trim().min(1).max(TEXT_LIMITS.email).pipe(z.email(texts.api.invalidEmail)),
    /** Needed only when the address has several accounts; blank or missing otherwise. */
    company_name: optionalText(),
  }),
  response: detailSchema,
});
