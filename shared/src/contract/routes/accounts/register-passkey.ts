import * as z from 'zod';
import { defineRoute, SIGNED_IN_ROLES } from '../../define';
import { passkeyNameSchema, passkeyRegistrationResponseSchema, passkeySchema } from '../../passkeys';

export const registerPasskeyRoute = defineRoute({
  id: 'register-passkey',
  area: 'accounts',
  method: 'POST',
  path: '/api/passkeys',
  access: SIGNED_IN_ROLES,
  needs: { table: 'write', mail: true },
  summary:
    "Register the caller's new passkey from the browser's answer to the options' challenge (origin, RP id, user verification checked; the challenge used once). Audited, and the person is told by e-mail.",
  body: z.object({ name: passkeyNameSchema, response: passkeyRegistrationResponseSchema }),
  response: passkeySchema,
  successStatus: 201,
});
