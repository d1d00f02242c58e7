import { detailSchema } from '../../accounts';
import { defineRoute, SIGNED_IN_ROLES } from '../../define';

export const logoutRoute = defineRoute({
  id: 'logout',
  area: 'accounts',
  method: 'POST',
  path: '/api/logout',
  access: SIGNED_IN_ROLES,
  openBeforePasswordChange: true,
  needs: { table: 'write' },
  endsCallerSessions: true,
  summary: "Log out: the caller's token is refused from now until its expiry; other sessions go on.",
  response: detailSchema,
});
