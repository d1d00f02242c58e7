import { createUserRoute } from '@ssm/shared';
import { createUser } from '../../domain/people';
import { getMailer } from '../../lib/mailer';
import { route } from '../route';

export const handler = route(createUserRoute, ({ principal, body }) =>
  createUser({ owner: principal, fields: body, mailer: getMailer() }),
);
