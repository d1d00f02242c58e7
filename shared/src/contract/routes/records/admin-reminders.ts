import { defineRoute } from '../../define';
import { adminRemindersBodySchema, adminRemindersResultSchema } from '../../records';

export const adminRemindersRoute = defineRoute({
  id: 'admin-reminders',
  area: 'records',
  method: 'POST',
  path: '/api/documents/admin-reminders',
  access: ['owner'],
  needs: { table: 'write', mail: true },
  summary:
    'E-mail the active admins with an e-mail of one client company (`company_id`) or of every company of the firm with documents waiting for their signature: how many wait and a link to sign them. At most one reminder a day per company; each company reminded is audited. Answers the e-mails sent and the companies reminded, already reminded today or without an admin to write to.',
  body: adminRemindersBodySchema,
  response: adminRemindersResultSchema,
  routeClass: 'heavy',
});
