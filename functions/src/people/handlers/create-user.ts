import { createUserRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getMailer } from '../../platform/mailer';
import { createUser } from '../domain/people';

export const handler = route(createUserRoute, ({ principal, body }) =>
  createUser({ owner: principal, fields: body, mailer: getMailer() }),
);
