import { adminRemindersRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getMailer } from '../../platform/mailer';
import { remindAdmins } from '../domain/admin-reminders';

export const handler = route(adminRemindersRoute, ({ body, principal, request }) =>
  remindAdmins({ owner: principal, companyId: body.company_id, origin: request.origin, mailer: getMailer() }),
);
