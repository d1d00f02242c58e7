import { confirmEmailChangeRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { confirmEmailChange } from '../domain/email-change';

export const handler = route(confirmEmailChangeRoute, ({ body, request }) =>
  confirmEmailChange({ token: body.token, origin: request.origin }),
);
