import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import * as texts from '@ssm/shared/texts';
import type { RequestOrigin } from '../../audit/data/audit';
import type { Mailer } from '../../platform/adapters';
import { epochSeconds, nowIso } from '../../platform/clock';
import { getConfig } from '../../platform/config';
import { badRequest, conflict, forbidden } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { describeError, logger } from '../../platform/logger';
import {
  findRegistrationChallenge,
  isRegistrationOpen,
  listPasskeys,
  type PasskeyRecord,
  registerPasskey,
  storeRegistrationChallenge,
} from '../data/passkeys';
import type { UserRecord } from '../data/users';
import { passkeyAuditWrite, toPasskeyView } from './passkeys';
import type { Principal } from './principal';

/*
 * Registering a passkey (docs/security.md, passkeys): WebAuthn with user verification required,
 * the relying party being the deployment's public address, the challenge kept server-side and
 * used once.
 */

/**
 * The WebAuthn library, loaded by the registration and signing routes when they run: it brings
 * ASN.1 parsers no other route should load at a cold start (infra/test/bundle-needs.test.ts).
 */
export const loadWebAuthn = () => import('@simplewebauthn/server');

/** How long a registration's challenge may be answered. */
export const REGISTRATION_CHALLENGE_SECONDS = 5 * 60;

const RELYING_PARTY_NAME = 'Platforma de instruire SSM și PSI';

/**
 * The COSE algorithms a passkey may use: EdDSA (-8), ES256 (-7) and RS256 (-257), the keys a
 * signature's evidence can carry (records/domain/signing-authorisation.ts). Left to itself, the
 * WebAuthn library offers the post-quantum ML-DSA first where the runtime has it, and a key in it
 * would register but could never sign.
 */
const PASSKEY_ALGORITHMS = [-8, -7, -257];

/** The relying party: the site's origin and host, from the deployment's public base URL. */
export function relyingParty() {
  const site = new URL(getConfig().publicBaseUrl);
  return { rpID: site.hostname, origin: site.origin };
}

/** The creation options for the caller's new passkey, its challenge kept for the answer. */
export async function passkeyRegistrationOptions(options: { caller: Principal }) {
  const { user } = options.caller;
  if (!isRegistrationOpen(user, epochSeconds())) throw forbidden(texts.passkeys.registrationClosedDetail);
  const { rpID } = relyingParty();
  const existing = await listPasskeys(user.id);
  const { generateRegistrationOptions } = await loadWebAuthn();
  const creationOptions = await generateRegistrationOptions({
    rpName: RELYING_PARTY_NAME,
    rpID,
    userName: user.username,
    userID: new TextEncoder().encode(user.id),
    userDisplayName: `${user.first_name} ${user.last_name}`,
    attestationType: 'none',
    timeout: REGISTRATION_CHALLENGE_SECONDS * 1000,
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credential_id,
      transports: passkey.transports,
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
  });
  await storeRegistrationChallenge(
    user.id,
    creationOptions.challenge,
    epochSeconds() + REGISTRATION_CHALLENGE_SECONDS,
  );
  return { options: creationOptions as unknown as Record<string, unknown> };
}

/**
 * Checks the browser's answer against the challenge kept for the caller (origin, RP id, user
 * verification, the attestation's signature over the challenge) and stores the passkey; the
 * person is told by e-mail.
 */
export async function registerCallerPasskey(options: {
  caller: Principal;
  name: string;
  response: RegistrationResponseJSON;
  origin: RequestOrigin;
  mailer: Mailer;
}) {
  const { user } = options.caller;
  const challenge = await findRegistrationChallenge(user.id);
  if (!challenge) throw badRequest(texts.passkeys.challengeExpired);
  const { rpID, origin } = relyingParty();
  const { verifyRegistrationResponse } = await loadWebAuthn();
  const verification = await verifyRegistrationResponse({
    response: options.response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
  }).catch((error: unknown) => {
    logger.info('passkey registration refused', { userId: user.id, ...describeError(error) });
    return null;
  });
  if (!verification?.verified) throw badRequest(texts.passkeys.invalidResponse);
  const { credential, credentialDeviceType, credentialBackedUp, aaguid } = verification.registrationInfo;
  const passkey: PasskeyRecord = {
    id: newId(),
    user_id: user.id,
    credential_id: credential.id,
    public_key: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
    name: options.name,
    created_at: nowIso(),
    device_type: credentialDeviceType,
    backed_up: credentialBackedUp,
    aaguid,
  };
  const outcome = await registerPasskey({
    passkey,
    challenge,
    audit: passkeyAuditWrite({
      user,
      actor: user,
      action: 'passkey_registered',
      origin: options.origin,
      details: { passkey_id: passkey.id, name: passkey.name, aaguid, credential_id: credential.id },
    }),
  });
  if (outcome === 'challenge-used') throw badRequest(texts.passkeys.challengeExpired);
  if (outcome === 'registration-closed') throw forbidden(texts.passkeys.registrationClosedDetail);
  if (outcome === 'already-registered') throw conflict(texts.passkeys.alreadyRegistered);
  await tellOfNewPasskey({ user, passkey, mailer: options.mailer });
  return toPasskeyView(passkey);
}

/** The registration's e-mail; the passkey is stored already, so a refused mail is logged only. */
async function tellOfNewPasskey(options: { user: UserRecord; passkey: PasskeyRecord; mailer: Mailer }) {
  const { user, passkey } = options;
  if (!user.email) return;
  try {
    await options.mailer.send({
      to: user.email,
      subject: texts.passkeys.registeredMailSubject,
      text: [
        `Bună ziua, ${user.first_name} ${user.last_name},`,
        '',
        `Contului tău (${user.username}) de pe platforma de instruire SSM și PSI i-a fost adăugată cheia de acces „${passkey.name}”, la ${passkey.created_at}.`,
        'Cu ea se pot semna documente în numele tău.',
        '',
        'Dacă nu ai adăugat-o tu, anunță imediat responsabilul SSM al companiei tale.',
      ].join('\n'),
      links: [],
    });
  } catch (error) {
    logger.error('passkey registration mail failed', { userId: user.id, ...describeError(error) });
  }
}
