import * as z from 'zod';
import { defineRoute, SIGNED_IN_ROLES } from '../../define';
import { passkeySchema } from '../../passkeys';

export const listPasskeysRoute = defineRoute({
  id: 'list-passkeys',
  area: 'accounts',
  method: 'GET',
  path: '/api/passkeys',
  access: SIGNED_IN_ROLES,
  needs: { table: 'read' },
  summary: "The caller's passkeys, oldest first, and whether the caller may register a new one now.",
  response: z.object({ items: z.array(passkeySchema), registration_open: z.boolean() }),
});
