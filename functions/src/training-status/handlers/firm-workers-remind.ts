import { firmWorkersRemindRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getMailer } from '../../platform/mailer';
import { remindFilter } from '../domain/firm-workers-bulk';

export const handler = route(firmWorkersRemindRoute, ({ principal, body }) =>
  remindFilter({ owner: principal, request: body, mailer: getMailer() }),
);
