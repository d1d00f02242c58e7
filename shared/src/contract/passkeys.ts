import * as z from 'zod';
import * as texts from '../texts';
import { formText } from './fields';
import { entityId } from './zod';

/*
 * A passkey per signer (docs/security.md, passkeys): WebAuthn credentials whose private key stays
 * on the person's phone, computer or security key. The browser's answers are checked field by
 * field, each bounded, before the server's WebAuthn library reads them.
 */

export const PASSKEY_NAME_MAX_LENGTH = 60;

export const passkeyNameSchema = formText(texts.passkeys.nameRequired, PASSKEY_NAME_MAX_LENGTH);

/** base64url text of a WebAuthn binary field, at most `max` characters. */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, texts.passkeys.invalidResponse);

/** How the browser reaches the authenticator ('internal', 'hybrid', 'usb'...); kept to offer it again. */
const passkeyTransportsSchema = z.array(z.string().max(20)).max(10);

/** What `navigator.credentials.create()` answered, as @simplewebauthn/browser sends it. */
export const passkeyRegistrationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(20000),
    authenticatorData: base64url(4000).optional(),
    publicKey: base64url(4000).optional(),
    publicKeyAlgorithm: z.number().int().min(-65536).max(65536).optional(),
    transports: passkeyTransportsSchema.optional(),
  }),
  clientExtensionResults: z.object({
    credProps: z.object({ rk: z.boolean().optional() }).optional(),
  }),
});

export const passkeySchema = z.object({
  id: entityId,
  name: z.string(),
  created_at: z.string(),
  transports: z.array(z.string()),
  /** Whether the passkey is synced between the person's devices (a phone's or a password manager's). */
  backed_up: z.boolean(),
});

/** What `navigator.credentials.get()` answered, as @simplewebauthn/browser sends it. */
export const passkeyAssertionSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
  clientExtensionResults: z.object({}),
});

export type PasskeyAssertion = z.infer<typeof passkeyAssertionSchema>;
