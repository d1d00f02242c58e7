import { SIGNING_CODE, type SignerRole, type SigningChannel } from '@ssm/shared';
import { epochSeconds } from '../../platform/clock';
import { defineEntity } from '../../platform/entity';
import { putItem, type TransactWrite, transactWrite, updateItem } from '../../platform/table';
import { keys } from '../../platform/table-keys';
import type { PasskeyAssertionParts } from './records';

/**
 * What a person's passkey is asked to sign (docs/signatures.md, the passkey assertion): the
 * signatures the server fixed for them, each bound to a document at a version, a capacity, an
 * instant and its identity hash, and the manifest hash over their binding hashes, which is the
 * WebAuthn challenge. Kept for a few minutes and used once; a mass sign's challenge, once its
 * assertion is verified, keeps the assertion and the documents still to sign, so the signatures
 * can be written in several requests.
 */
export type SigningChallengeRecord = {
  id: string;
  user_id: string;
  channel: SigningChannel;
  /** The manifest hash, hex: the bytes the passkey signs as the WebAuthn challenge. */
  challenge: string;
  entries: SigningEntry[];
  status: 'pending' | 'verified';
  /**
   * The simple fallback's one-time code (docs/signatures.md, the e-mailed code): its keyed hash
   * (never the code), the masked address it went to and when, and the wrong tries so far. Absent
   * on a passkey's challenge.
   */
  code_hash?: string;
  code_email?: string;
  code_sent_at?: string;
  code_attempts?: number;
  /** The verified assertion (a mass sign's, between its requests). */
  assertion?: PasskeyAssertionParts & { passkey_id: string };
  /** The documents of a verified mass sign's challenge not yet asked to be signed. */
  pending_ids?: Set<string>;
  expires_at: string;
  ttl: number;
};

export type SigningEntry = {
  document_id: string;
  version: number;
  role: SignerRole;
  timestamp: string;
  signature_hash: string;
  binding_hash: string;
};

const signingChallenges = defineEntity<SigningChallengeRecord>({
  type: 'signing-challenge',
  key: (challenge) => keys.signingChallenge(challenge.user_id, challenge.id),
});

export async function storeSigningChallenge(challenge: SigningChallengeRecord) {
  await putItem({
    Item: signingChallenges.toItem(challenge),
    ConditionExpression: 'attribute_not_exists(PK)',
  });
}

/** The person's signing challenge, while it has not expired. */
export async function getSigningChallenge(
  userId: string,
  id: string,
): Promise<SigningChallengeRecord | null> {
  const challenge = await signingChallenges.get(keys.signingChallenge(userId, id), { consistent: true });
  return challenge && challenge.ttl > epochSeconds() ? challenge : null;
}

/** Uses up a pending challenge, in the transaction of the signature it authorised. */
export function useChallengeWrite(challenge: SigningChallengeRecord): TransactWrite {
  return {
    Delete: {
      Key: signingChallenges.key(challenge),
      ConditionExpression: '#status = :pending AND #ttl > :now',
      ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':pending': 'pending', ':now': epochSeconds() },
    },
  };
}

/**
 * Keeps a mass sign's verified assertion on its challenge, with the passkey's new counter, in one
 * transaction; false when the challenge was used meanwhile or the passkey was used since it was read.
 */
export async function keepVerifiedAssertion(options: {
  challenge: SigningChallengeRecord;
  assertion: NonNullable<SigningChallengeRecord['assertion']>;
  passkeyCounter: TransactWrite;
}): Promise<boolean> {
  const { challenge } = options;
  const outcome = await transactWrite({
    challenge: {
      Update: {
        Key: signingChallenges.key(challenge),
        UpdateExpression: 'SET #status = :verified, #assertion = :assertion, pending_ids = :ids',
        ConditionExpression: '#status = :pending AND #ttl > :now',
        ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl', '#assertion': 'assertion' },
        ExpressionAttributeValues: {
          ':verified': 'verified',
          ':pending': 'pending',
          ':assertion': options.assertion,
          ':ids': new Set(challenge.entries.map((entry) => entry.document_id)),
          ':now': epochSeconds(),
        },
      },
    },
    passkey: options.passkeyCounter,
  });
  return outcome.isCommitted;
}

/**
 * Takes the documents a request of a verified mass sign asks for off the challenge's documents
 * still to sign, and answers those that were still there: a repeated request signs nothing.
 */
export async function claimPendingDocuments(
  challenge: SigningChallengeRecord,
  documentIds: readonly string[],
): Promise<string[]> {
  const outcome = await updateItem({
    Key: signingChallenges.key(challenge),
    UpdateExpression: 'DELETE pending_ids :ids',
    ConditionExpression: '#status = :verified AND #ttl > :now',
    ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl' },
    ExpressionAttributeValues: {
      ':ids': new Set(documentIds),
      ':verified': 'verified',
      ':now': epochSeconds(),
    },
    ReturnValues: 'UPDATED_OLD',
  });
  if (!outcome.isApplied) return [];
  const before = (outcome.attributes?.pending_ids as Set<string> | undefined) ?? new Set<string>();
  return documentIds.filter((id) => before.has(id));
}

/** The condition under which an e-mailed code may still confirm its challenge: this code, tries left. */
function codeCondition(codeHash: string) {
  return {
    ConditionExpression: '#status = :pending AND #ttl > :now AND code_hash = :hash AND code_attempts < :max',
    ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl' },
    ExpressionAttributeValues: {
      ':pending': 'pending',
      ':now': epochSeconds(),
      ':hash': codeHash,
      ':max': SIGNING_CODE.maxAttempts,
    },
  };
}

/**
 * Uses up a code's challenge in the transaction of the signature it confirmed: only with this
 * code and while it has tries left, so a code confirms one signature however many requests race.
 */
export function useCodeWrite(challenge: SigningChallengeRecord, codeHash: string): TransactWrite {
  return { Delete: { Key: signingChallenges.key(challenge), ...codeCondition(codeHash) } };
}

/**
 * Marks a mass sign's code challenge confirmed, with its documents still to sign; false when the
 * challenge was used, died or expired meanwhile.
 */
export async function keepConfirmedCode(
  challenge: SigningChallengeRecord,
  codeHash: string,
): Promise<boolean> {
  const condition = codeCondition(codeHash);
  const outcome = await updateItem({
    Key: signingChallenges.key(challenge),
    UpdateExpression: 'SET #status = :verified, pending_ids = :ids',
    ...condition,
    ExpressionAttributeValues: {
      ...condition.ExpressionAttributeValues,
      ':verified': 'verified',
      ':ids': new Set(challenge.entries.map((entry) => entry.document_id)),
    },
  });
  return outcome.isApplied;
}

/**
 * Counts a wrong code against its challenge and answers the tries left; 0 once the code is dead
 * (it then confirms nothing, even the right code).
 */
export async function countWrongCode(challenge: SigningChallengeRecord): Promise<number> {
  const outcome = await updateItem({
    Key: signingChallenges.key(challenge),
    UpdateExpression: 'ADD code_attempts :one',
    ConditionExpression: '#status = :pending AND #ttl > :now AND code_attempts < :max',
    ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl' },
    ExpressionAttributeValues: {
      ':one': 1,
      ':pending': 'pending',
      ':now': epochSeconds(),
      ':max': SIGNING_CODE.maxAttempts,
    },
    ReturnValues: 'ALL_NEW',
  });
  if (!outcome.isApplied) return 0;
  return Math.max(0, SIGNING_CODE.maxAttempts - (outcome.attributes?.code_attempts as number));
}
