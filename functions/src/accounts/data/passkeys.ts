import { createHash } from 'node:crypto';
import { epochSeconds } from '../../platform/clock';
import { defineEntity } from '../../platform/entity';
import {
  getItem,
  type ItemKey,
  putItem,
  type TransactWrite,
  transactWrite,
  updateItem,
} from '../../platform/table';
import { keys } from '../../platform/table-keys';

/**
 * A person's passkey: a WebAuthn credential whose private key never leaves their device. What an
 * assertion needs to be verified later is kept as the authenticator gave it: the credential id,
 * the public key as COSE bytes, and the signature counter (docs/data-model.md, passkeys).
 */
export type PasskeyRecord = {
  id: string;
  user_id: string;
  /** base64url, as WebAuthn's `rawId`. */
  credential_id: string;
  /** The COSE_Key of the credential, bytes as the attestation carried them. */
  public_key: Uint8Array;
  /** The authenticator's signature counter at the last verified use (0 for authenticators without one). */
  counter: number;
  transports: string[];
  name: string;
  created_at: string;
  /** Whether the credential is synced between devices (WebAuthn's backup eligibility and state). */
  device_type: 'singleDevice' | 'multiDevice';
  backed_up: boolean;
  aaguid: string;
};

export const passkeys = defineEntity<PasskeyRecord>({
  type: 'passkey',
  key: (passkey) => keys.passkey(passkey.user_id, passkey.id),
});

const CHALLENGE_TYPE = 'passkey-challenge';

function credentialMarkerKey(credentialId: string) {
  return keys.passkeyCredential(createHash('sha256').update(credentialId).digest('hex'));
}

/** The person's passkeys, oldest first (ids are ULIDs). */
export function listPasskeys(userId: string): Promise<PasskeyRecord[]> {
  return passkeys.queryAll({ partition: keys.user(userId).PK, sortKeyPrefix: 'PASSKEY#', consistent: true });
}

export function getPasskey(userId: string, passkeyId: string): Promise<PasskeyRecord | null> {
  return passkeys.get(keys.passkey(userId, passkeyId), { consistent: true });
}

/** Keeps the challenge of the person's registration in progress; a newer one replaces it. */
export async function storeRegistrationChallenge(userId: string, challenge: string, expiresAt: number) {
  await putItem({
    Item: { ...keys.passkeyChallenge(userId), type: CHALLENGE_TYPE, challenge, ttl: expiresAt },
  });
}

/** The person's unexpired registration challenge, without using it up. */
export async function findRegistrationChallenge(userId: string): Promise<string | null> {
  const item = await getItem(keys.passkeyChallenge(userId), { consistent: true });
  if (!item || (item.ttl as number) <= epochSeconds()) return null;
  return item.challenge as string;
}

/**
 * The condition that the person may register a passkey now: they never registered one, or an
 * owner re-opened registration and the window has not passed. Removing passkeys never re-opens
 * it, so whoever holds only the password cannot swap the person's keys for their own.
 */
const REGISTRATION_OPEN =
  '(attribute_not_exists(passkey_registration_closed_at) OR passkey_registration_open_until > :now)';

export function isRegistrationOpen(
  user: { passkey_registration_closed_at?: string; passkey_registration_open_until?: number },
  now: number,
): boolean {
  return (
    user.passkey_registration_closed_at === undefined || (user.passkey_registration_open_until ?? 0) > now
  );
}

export type RegisterPasskeyOutcome =
  | 'registered'
  | 'challenge-used'
  | 'registration-closed'
  | 'already-registered';

/**
 * Writes the passkey in one transaction with: the challenge it answered, deleted on condition
 * that it is the one verified (so a registration answer is used once), the credential id's
 * reservation (one account per credential), the closing of registration on the user item (which
 * also uses up a re-opening) and the audit event.
 */
export async function registerPasskey(options: {
  passkey: PasskeyRecord;
  challenge: string;
  audit: TransactWrite | null;
}): Promise<RegisterPasskeyOutcome> {
  const { passkey } = options;
  const now = epochSeconds();
  const outcome = await transactWrite({
    challenge: {
      Delete: {
        Key: keys.passkeyChallenge(passkey.user_id),
        ConditionExpression: 'challenge = :challenge AND #ttl > :now',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':challenge': options.challenge, ':now': now },
      },
    },
    user: {
      Update: {
        Key: keys.user(passkey.user_id),
        UpdateExpression: 'SET passkey_registration_closed_at = :at REMOVE passkey_registration_open_until',
        ConditionExpression: `attribute_exists(PK) AND ${REGISTRATION_OPEN}`,
        ExpressionAttributeValues: { ':at': passkey.created_at, ':now': now },
      },
    },
    credential: {
      Put: {
        Item: {
          ...credentialMarkerKey(passkey.credential_id),
          type: 'passkey-credential',
          user_id: passkey.user_id,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    passkey: { Put: { Item: passkeys.toItem(passkey), ConditionExpression: 'attribute_not_exists(PK)' } },
    audit: options.audit,
  });
  if (outcome.isCommitted) return 'registered';
  if (outcome.failed.has('challenge')) return 'challenge-used';
  if (outcome.failed.has('user')) return 'registration-closed';
  return 'already-registered';
}

/** Renames the person's passkey; null when they have no such passkey. */
export async function renamePasskey(userId: string, passkeyId: string, name: string) {
  const outcome = await updateItem({
    Key: keys.passkey(userId, passkeyId),
    UpdateExpression: 'SET #name = :name',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#name': 'name' },
    ExpressionAttributeValues: { ':name': name },
    ReturnValues: 'ALL_NEW',
  });
  return outcome.isApplied ? passkeys.fromItem(outcome.attributes) : null;
}

/** Removes the passkey and its credential reservation with the audit event; false when it was not there. */
export async function removePasskey(passkey: PasskeyRecord, audit: TransactWrite | null): Promise<boolean> {
  const outcome = await transactWrite({
    passkey: { Delete: { Key: passkeys.key(passkey), ConditionExpression: 'attribute_exists(PK)' } },
    credential: { Delete: { Key: credentialMarkerKey(passkey.credential_id) } },
    audit,
  });
  return outcome.isCommitted;
}

/**
 * Lets the person register one new passkey until `openUntil`, with the audit event; `scope`
 * limits it to a user still of that firm and role. False when the user is not (or no longer) there.
 */
export async function reopenRegistration(options: {
  userId: string;
  openUntil: number;
  condition: { expression: string; names: Record<string, string>; values: Record<string, unknown> };
  audit: TransactWrite | null;
}): Promise<boolean> {
  const outcome = await transactWrite({
    user: {
      Update: {
        Key: keys.user(options.userId),
        UpdateExpression: 'SET passkey_registration_open_until = :until',
        ConditionExpression: `attribute_exists(PK) AND ${options.condition.expression}`,
        ExpressionAttributeNames: options.condition.names,
        ExpressionAttributeValues: { ':until': options.openUntil, ...options.condition.values },
      },
    },
    audit: options.audit,
  });
  return outcome.isCommitted;
}

/**
 * The writes that delete a person's passkeys with their credential reservations and a pending
 * registration's challenge, for the transaction that deletes the person. That transaction also
 * takes `passkeysUnchangedSince` of the user item as read before: a passkey registered after this
 * listing fails it, so a deletion never leaves a passkey behind. Registration adds one passkey
 * per owner's re-opening, so a person's keys stay far below a transaction's 100 writes.
 */
export async function passkeyDeletesOf(userId: string): Promise<Record<string, TransactWrite>> {
  const held = await listPasskeys(userId);
  return Object.fromEntries([
    ['passkeyChallenge', { Delete: { Key: keys.passkeyChallenge(userId) } }],
    ...held.flatMap((passkey) => [
      [`passkey#${passkey.id}`, { Delete: { Key: passkeys.key(passkey) } }],
      [`passkeyCredential#${passkey.id}`, { Delete: { Key: credentialMarkerKey(passkey.credential_id) } }],
    ]),
  ]);
}

/** The condition, on the user item, that no passkey was registered since it was read as `user`. */
export function passkeysUnchangedSince(user: { passkey_registration_closed_at?: string }): {
  expression: string;
  values: Record<string, string>;
} {
  return user.passkey_registration_closed_at === undefined
    ? { expression: 'attribute_not_exists(passkey_registration_closed_at)', values: {} }
    : {
        expression: 'passkey_registration_closed_at = :passkeysClosedAt',
        values: { ':passkeysClosedAt': user.passkey_registration_closed_at },
      };
}

/**
 * The credential reservation of each passkey among a user's items (the items that carry a
 * `credential_id`), for deleting them with it.
 */
export function credentialMarkersOf(items: readonly Record<string, unknown>[]): ItemKey[] {
  return items.flatMap((item) =>
    typeof item.credential_id === 'string' ? [credentialMarkerKey(item.credential_id)] : [],
  );
}

/**
 * Moves the passkey's signature counter on to what a verified assertion carried, on condition
 * that it is still what the assertion was checked against: two uses of one answer cannot both land.
 */
export function passkeyCounterWrite(passkey: PasskeyRecord, counter: number, usedAt: string): TransactWrite {
  return {
    Update: {
      Key: passkeys.key(passkey),
      UpdateExpression: 'SET #counter = :counter, last_used_at = :at',
      ConditionExpression: 'attribute_exists(PK) AND #counter = :previous',
      ExpressionAttributeNames: { '#counter': 'counter' },
      ExpressionAttributeValues: { ':counter': counter, ':previous': passkey.counter, ':at': usedAt },
    },
  };
}
