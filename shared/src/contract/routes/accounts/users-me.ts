import { currentUserSchema } from '../../accounts';
import { defineRoute, SIGNED_IN_ROLES } from '../../define';

export const usersMeRoute = defineRoute({
  id: 'users-me',
  area: 'accounts',
  method: 'GET',
  path: '/api/users/me',
  access: SIGNED_IN_ROLES,
  answersInWorkerLanguage: true,
  openBeforePasswordChange: true,
  needs: { table: 'read' },
  summary: 'The signed-in user with profile fields, company and firm.',
  response: currentUserSchema,
});
