import * as z from 'zod';
import { detailSchema } from '../../accounts';
import { defineRoute, SIGNED_IN_ROLES } from '../../define';
import { entityId } from '../../zod';

export const removePasskeyRoute = defineRoute({
  id: 'remove-passkey',
  area: 'accounts',
  method: 'DELETE',
  path: '/api/passkeys/{passkeyId}',
  access: SIGNED_IN_ROLES,
  needs: { table: 'write' },
  summary:
    "Remove one of the caller's passkeys (audited); signatures made with it stay valid. Removing the last one does not re-open registration.",
  params: z.object({ passkeyId: entityId }),
  response: detailSchema,
});
