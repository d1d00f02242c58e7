import { adminBacklogRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { listAdminBacklog } from '../domain/admin-reminders';

export const handler = route(adminBacklogRoute, ({ principal }) => listAdminBacklog({ owner: principal }));
