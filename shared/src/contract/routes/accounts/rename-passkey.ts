import * as z from 'zod';
import { defineRoute, SIGNED_IN_ROLES } from '../../define';
import { passkeyNameSchema, passkeySchema } from '../../passkeys';
import { entityId } from '../../zod';

export const renamePasskeyRoute = defineRoute({
  id: 'rename-passkey',
  area: 'accounts',
  method: 'PATCH',
  path: '/api/passkeys/{passkeyId}',
  access: SIGNED_IN_ROLES,
  needs: { table: 'write' },
  summary: "Rename one of the caller's passkeys; another person's answers 404.",
  params: z.object({ passkeyId: entityId }),
  body: z.object({ name: passkeyNameSchema }),
  response: passkeySchema,
});
