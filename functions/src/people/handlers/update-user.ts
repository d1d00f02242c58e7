import { updateUserRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getMailer } from '../../platform/mailer';
import { updateUser } from '../domain/people';

export const handler = route(updateUserRoute, ({ principal, params, body, request }) =>
  updateUser({
    caller: principal,
    userId: params.userId,
    fields: body,
    origin: request.origin,
    mailer: getMailer(),
  }),
);
