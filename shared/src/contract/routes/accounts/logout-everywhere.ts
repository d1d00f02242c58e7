import { detailSchema } from '../../accounts';
import { defineRoute, SIGNED_IN_ROLES } from '../../define';

export const logoutEverywhereRoute = defineRoute({
  id: 'logout-everywhere',
  area: 'accounts',
  method: 'POST',
  path: '/api/logout-everywhere',
  access: SIGNED_IN_ROLES,
  openBeforePasswordChange: true,
  needs: { table: 'write' },
  endsCallerSessions: true,
  summary: 'End every session of the caller, this one included: every token issued so far is refused.',
  response: detailSchema,
});
