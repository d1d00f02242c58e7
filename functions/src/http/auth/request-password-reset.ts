import { requestPasswordReset } from '../../domain/account';
import { route } from '../route';

export const handler = route('request-password-reset', ({ body }) =>
  requestPasswordReset({ email: body.email, companyName: body.company_name }),
);
