import * as texts from '@ssm/shared/texts';
import {
  accountAuditScope,
  actorOf,
  auditEventWrite,
  newAuditEvent,
  type RequestOrigin,
} from '../../audit/data/audit';
import { isCompanyMemberOf } from '../../companies/domain/company-members';
import { epochSeconds } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import {
  getPasskey,
  isRegistrationOpen,
  listPasskeys,
  type PasskeyRecord,
  removePasskey,
  renamePasskey,
  reopenRegistration,
} from '../data/passkeys';
import { getUserById, type UserRecord } from '../data/users';
import type { OwnerPrincipal, Principal, SuperownerPrincipal } from './principal';

/*
 * A person's passkeys (docs/security.md, passkeys): their list, names and removal, and an
 * owner's re-opening of registration. A person registers their first passkey themselves
 * (passkey-registration.ts); a further one only after an owner (for the firm's admins and
 * employees) or the super owner (for owners) re-opens registration, so a password alone never
 * adds a key.
 */

/** How long a re-opening lets the person register a new passkey. */
export const REOPENED_REGISTRATION_DAYS = 7;

export function toPasskeyView(passkey: PasskeyRecord) {
  return {
    id: passkey.id,
    name: passkey.name,
    created_at: passkey.created_at,
    transports: passkey.transports,
    backed_up: passkey.backed_up,
  };
}

export function passkeyAuditWrite(options: {
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
