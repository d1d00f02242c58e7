import * as z from 'zod';
import { defineRoute, SIGNED_IN_ROLES } from '../../define';

export const passkeyRegistrationOptionsRoute = defineRoute({
  id: 'passkey-registration-options',
  area: 'accounts',
  method: 'POST',
  path: '/api/passkeys/registration-options',
  access: SIGNED_IN_ROLES,
  needs: { table: 'write' },
  summary:
    "WebAuthn creation options for a new passkey of the caller (user verification required, the caller's passkeys excluded), with a single-use challenge valid for 5 minutes. 403 once the caller holds a passkey, unless an owner (or the super owner, for an owner) re-opened registration.",
  /** PublicKeyCredentialCreationOptionsJSON, for `startRegistration({ optionsJSON })`. */
  response: z.object({ options: z.record(z.string(), z.unknown()) }),
});
