import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { texts } from '@ssm/shared';
import {
  accountAuditScope,
  actorOf,
  auditEventWrite,
  newAuditEvent,
  type RequestOrigin,
} from '../../audit/data/audit';
import { isCompanyMemberOf } from '../../companies/domain/company-members';
import type { Mailer } from '../../platform/adapters';
import { epochSeconds, nowIso } from '../../platform/clock';
import { getConfig } from '../../platform/config';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { describeError, logger } from '../../platform/logger';
import {
  findRegistrationChallenge,
  getPasskey,
  isRegistrationOpen,
  listPasskeys,
  type PasskeyRecord,
  registerPasskey,
  removePasskey,
  renamePasskey,
  reopenRegistration,
  storeRegistrationChallenge,
} from '../data/passkeys';
import { getUserById, type UserRecord } from '../data/users';
import type { OwnerPrincipal, Principal, SuperownerPrincipal } from './principal';

/*
 * A passkey per signer (docs/security.md, passkeys): WebAuthn with user verification required,
 * the relying party being the deployment's public address. A person registers their first
 * passkey themselves; a further one only after an owner (for the firm's admins and employees) or
 * the super owner (for owners) re-opens registration, so a password alone never adds a key.
 */

/** How long a registration's challenge may be answered. */
export const REGISTRATION_CHALLENGE_SECONDS = 5 * 60;

/** How long a re-opening lets the person register a new passkey. */
export const REOPENED_REGISTRATION_DAYS = 7;

const RELYING_PARTY_NAME = 'Platforma de instruire SSM și PSI';

/** The relying party: the site's origin and host, from the deployment's public base URL. */
function relyingParty() {
  const site = new URL(getConfig().publicBaseUrl);
  return { rpID: site.hostname, origin: site.origin };
}

function toPasskeyView(passkey: PasskeyRecord) {
  return {
    id: passkey.id,
    name: passkey.name,
    created_at: passkey.created_at,
    transports: passkey.transports,
    backed_up: passkey.backed_up,
  };
}

function passkeyAuditWrite(options: {
  user: UserRecord;
  actor: UserRecord;
  action: 'passkey_registered' | 'passkey_removed' | 'passkey_registration_reopened';
  origin: RequestOrigin;
  details: Record<string, unknown>;
}) {
  const scope = accountAuditScope(options.user);
  if (!scope) return null;
  return auditEventWrite(
    newAuditEvent({
      scope,
      action: options.action,
      actor: actorOf(options.actor),
      origin: options.origin,
      subject: { user_id: options.user.id },
      details: { username: options.user.username, ...options.details },
    }),
  );
}

export async function listCallerPasskeys(options: { caller: Principal }) {
  const { user } = options.caller;
  const items = await listPasskeys(user.id);
  return { items: items.map(toPasskeyView), registration_open: isRegistrationOpen(user, epochSeconds()) };
}

/** The creation options for the caller's new passkey, its challenge kept for the answer. */
export async function passkeyRegistrationOptions(options: { caller: Principal }) {
  const { user } = options.caller;
  if (!isRegistrationOpen(user, epochSeconds())) throw forbidden(texts.passkeys.registrationClosedDetail);
  const { rpID } = relyingParty();
  const existing = await listPasskeys(user.id);
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
  const verification = await verifyRegistrationResponse({
    response: options.response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
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

export async function renameCallerPasskey(options: { caller: Principal; passkeyId: string; name: string }) {
  const renamed = await renamePasskey(options.caller.user.id, options.passkeyId, options.name);
  if (!renamed) throw notFound(texts.passkeys.notFound);
  return toPasskeyView(renamed);
}

export async function removeCallerPasskey(options: {
  caller: Principal;
  passkeyId: string;
  origin: RequestOrigin;
}) {
  const { user } = options.caller;
  const passkey = await getPasskey(user.id, options.passkeyId);
  const audit =
    passkey &&
    passkeyAuditWrite({
      user,
      actor: user,
      action: 'passkey_removed',
      origin: options.origin,
      details: { passkey_id: passkey.id, name: passkey.name, credential_id: passkey.credential_id },
    });
  if (!passkey || !(await removePasskey(passkey, audit ?? null))) throw notFound(texts.passkeys.notFound);
  return { detail: texts.passkeys.removed };
}

/**
 * Re-opens passkey registration for a person who lost their devices: an owner for an admin or
 * employee of the firm, the super owner for an owner; anyone else answers 404 like a missing
 * person. Their passkeys and the signatures made with them stay.
 */
export async function reopenPasskeyRegistration(options: {
  caller: OwnerPrincipal | SuperownerPrincipal;
  userId: string;
  origin: RequestOrigin;
}) {
  const { caller } = options;
  const person = await getUserById(options.userId, { consistent: true });
  const condition =
    caller.role === 'owner'
      ? isCompanyMemberOf(person, caller.firmId) && {
          expression: 'firm_id = :firm AND #role IN (:admin, :employee)',
          names: { '#role': 'role' },
          values: { ':firm': caller.firmId, ':admin': 'admin', ':employee': 'employee' },
        }
      : person?.role === 'owner' && {
          expression: '#role = :owner',
          names: { '#role': 'role' },
          values: { ':owner': 'owner' },
        };
  if (!person || !condition) throw notFound(texts.people.notFound);
  const openUntil = epochSeconds() + REOPENED_REGISTRATION_DAYS * 24 * 60 * 60;
  const isReopened = await reopenRegistration({
    userId: person.id,
    openUntil,
    condition,
    audit: passkeyAuditWrite({
      user: person,
      actor: caller.user,
      action: 'passkey_registration_reopened',
      origin: options.origin,
      details: { open_until: new Date(openUntil * 1000).toISOString() },
    }),
  });
  if (!isReopened) throw notFound(texts.people.notFound);
  return { detail: texts.passkeys.reopened(REOPENED_REGISTRATION_DAYS) };
}
