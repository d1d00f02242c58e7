import { createPublicKey } from 'node:crypto';
import {
  computeSignatureHash,
  type NotSignedReason,
  type PasskeyAssertion,
  type SigningChannel,
  signerIdentityOf,
} from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import { listPasskeys, type PasskeyRecord, passkeyCounterWrite } from '../../accounts/data/passkeys';
import type { UserRecord } from '../../accounts/data/users';
import { loadWebAuthn, relyingParty } from '../../accounts/domain/passkey-registration';
import { epochSeconds, nowIso } from '../../platform/clock';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { describeError, logger } from '../../platform/logger';
import {
  getTrainingRecords,
  type PasskeyAssertionParts,
  type PasskeyEvidence,
  type TrainingRecord,
} from '../data/records';
import {
  getSigningChallenge,
  type SigningChallengeRecord,
  type SigningEntry,
  storeSigningChallenge,
} from '../data/signing-challenges';
import { computeBindingHash } from './record-hashes';
import { decideSigning, findSignerRole } from './record-states';
import { computeManifestHash, manifestPathOf } from './signing-manifest';
import { managerIdFor, type TraineeCache } from './trainee-managers';

/*
 * Signing with the signer's passkey (docs/signatures.md, the passkey assertion). The server fixes
 * each signature it is about to write (document, version, capacity, instant, identity hash) and
 * asks the signer's passkey to sign its binding hash, or, for several, the manifest hash over
 * them; the signature is written only after the assertion is verified (origin, RP id, user
 * verification, the counter), with the evidence anyone can check offline.
 */

/** How long a signing challenge may be answered. */
export const SIGNING_CHALLENGE_SECONDS = 5 * 60;

export type NotSigned = { id: string; reason: NotSignedReason; detail: string };

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(hex, 'hex'));
}

/**
 * The signatures the caller may make now on the listed documents, each fixed (document, version,
 * capacity, instant, identity hash, binding hash), and the documents that cannot be signed. The
 * consent page asks for the trainee's one record and is refused as its upload would be; a mass
 * sign lists the documents that cannot be signed apart.
 */
export async function fixSignatures(options: {
  caller: UserRecord;
  channel: SigningChannel;
  documentIds: readonly string[];
  /** The server's clock for each signature, unique per signer (record-signing.ts). */
  nextTimestamp: () => string;
}): Promise<{ entries: SigningEntry[]; notSigned: NotSigned[]; records: Map<string, TrainingRecord> }> {
  const { caller, channel } = options;
  const ids = [...new Set(options.documentIds)];
  if (channel === 'consent-page' && ids.length !== 1) throw badRequest(texts.signing.challengeMismatch);
  const records = await getTrainingRecords(ids);
  const entries: SigningEntry[] = [];
  const notSigned: NotSigned[] = [];
  const trainees: TraineeCache = new Map();
  for (const id of ids) {
    const record = records.get(id);
    const role = record
      ? findSignerRole(record, caller, channel, await managerIdFor(record, caller, trainees))
      : null;
    if (!record || !role) {
      if (channel === 'consent-page') throw notFound(texts.documents.notFound);
      notSigned.push({ id, reason: 'not_found', detail: texts.documents.notSignedReasons.not_found });
      continue;
    }
    const decision = decideSigning(record, role);
    if (decision.kind !== 'sign') {
      if (channel === 'consent-page')
        throw conflict(
          decision.kind === 'already-signed' ? texts.signing.alreadySigned : texts.signing.notAwaitingTrainee,
        );
      const reason = decision.kind === 'already-signed' ? texts.signing.alreadySigned : null;
      notSigned.push({
        id,
        reason: 'not_awaiting_you',
        detail:
          reason ??
          `${texts.documents.notSignedReasons.not_awaiting_you} (${texts.documents.statusLabels[record.status]})`,
      });
      continue;
    }
    const timestamp = options.nextTimestamp();
    const signatureHash = await computeSignatureHash(signerIdentityOf(caller), timestamp);
    entries.push({
      document_id: id,
      version: record.version,
      role,
      timestamp,
      signature_hash: signatureHash,
      binding_hash: computeBindingHash({
        recordId: id,
        role,
        signatureHash,
        contentHash: record.content_hash,
      }),
    });
  }
  // Documents outside the caller's scope answer as missing ones, whatever else was listed with them.
  if (entries.length === 0 && notSigned.every((refused) => refused.reason === 'not_found')) {
    throw notFound(texts.documents.notFound);
  }
  return { entries, notSigned, records };
}

/** The signatures as a challenge or a code answers them. */
export function describeEntries(entries: readonly SigningEntry[]) {
  return entries.map((entry) => ({
    document_id: entry.document_id,
    role: entry.role,
    timestamp: entry.timestamp,
    hash_signature: entry.signature_hash,
    binding_hash: entry.binding_hash,
  }));
}

/**
 * `POST /api/signing-challenges/`: the signatures the caller may make now on the listed documents
 * and the WebAuthn request options over them.
 */
export async function createSigningChallenge(options: {
  caller: UserRecord;
  channel: SigningChannel;
  documentIds: readonly string[];
  nextTimestamp: () => string;
}) {
  const { caller, channel } = options;
  const [{ entries, notSigned }, passkeys] = await Promise.all([
    fixSignatures(options),
    listPasskeys(caller.id),
  ]);
  if (entries.length === 0) throw conflict(texts.signing.nothingToSign);
  if (passkeys.length === 0) throw conflict(texts.signing.noPasskey);
  const challenge = computeManifestHash(entries.map((entry) => entry.binding_hash));
  const expiresAt = epochSeconds() + SIGNING_CHALLENGE_SECONDS;
  const stored: SigningChallengeRecord = {
    id: newId(),
    user_id: caller.id,
    channel,
    challenge,
    entries,
    status: 'pending',
    expires_at: new Date(expiresAt * 1000).toISOString(),
    ttl: expiresAt,
  };
  const { generateAuthenticationOptions } = await loadWebAuthn();
  const requestOptions = await generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    challenge: hexToBytes(challenge),
    allowCredentials: passkeys.map((passkey) => ({
      id: passkey.credential_id,
      transports: passkey.transports,
    })),
    userVerification: 'required',
    timeout: SIGNING_CHALLENGE_SECONDS * 1000,
  });
  await storeSigningChallenge(stored);
  return {
    challenge_id: stored.id,
    expires_at: stored.expires_at,
    manifest_hash: challenge,
    options: requestOptions as unknown as Record<string, unknown>,
    signatures: describeEntries(entries),
    not_signed: notSigned,
  };
}

/** The caller's challenge for this channel, still answerable; 400 otherwise. */
export async function findSigningChallenge(user: UserRecord, challengeId: string, channel: SigningChannel) {
  const challenge = await getSigningChallenge(user.id, challengeId);
  if (!challenge || challenge.channel !== channel) throw badRequest(texts.signing.challengeExpired);
  return challenge;
}

/** A verified assertion: the passkey it came from, its new counter and what it signed. */
export type VerifiedAssertion = {
  passkey: PasskeyRecord;
  counter: number;
  parts: PasskeyAssertionParts;
};

function assertionPartsOf(assertion: PasskeyAssertion): PasskeyAssertionParts {
  return {
    credential_id: assertion.id,
    authenticator_data: assertion.response.authenticatorData,
    client_data_json: assertion.response.clientDataJSON,
    signature: assertion.response.signature,
  };
}

/** The challenge the browser says it signed, or null when its client data cannot be read. */
function signedChallengeOf(assertion: PasskeyAssertion): string | null {
  try {
    const clientData = JSON.parse(
      Buffer.from(assertion.response.clientDataJSON, 'base64url').toString('utf8'),
    );
    return typeof clientData?.challenge === 'string' ? clientData.challenge : null;
  } catch {
    return null;
  }
}

/**
 * Verifies the passkey's assertion over the challenge (the challenge's bytes, the site's origin
 * and RP id, user verification, a signature counter that moved on), before anything is written.
 * Every refusal is a 400 in Romanian.
 */
export async function verifySigningAssertion(options: {
  user: UserRecord;
  challenge: SigningChallengeRecord;
  assertion: PasskeyAssertion;
}): Promise<VerifiedAssertion> {
  const { user, challenge, assertion } = options;
  const expectedChallenge = Buffer.from(challenge.challenge, 'hex').toString('base64url');
  if (signedChallengeOf(assertion) !== expectedChallenge) throw badRequest(texts.signing.challengeMismatch);
  const passkey = (await listPasskeys(user.id)).find((candidate) => candidate.credential_id === assertion.id);
  if (!passkey) throw badRequest(texts.signing.passkeyUnknown);
  // A stored key the evidence cannot hold is refused before anything is written.
  await subjectPublicKeyOf(passkey.public_key);
  const { rpID, origin } = relyingParty();
  const { verifyAuthenticationResponse } = await loadWebAuthn();
  const verification = await verifyAuthenticationResponse({
    response: assertion,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
    credential: {
      id: passkey.credential_id,
      publicKey: new Uint8Array(passkey.public_key),
      counter: passkey.counter,
      transports: passkey.transports as never,
    },
  }).catch((error: unknown) => {
    logger.info('signing assertion refused', { userId: user.id, ...describeError(error) });
    return null;
  });
  if (!verification?.verified) throw badRequest(texts.signing.assertionInvalid);
  return { passkey, counter: verification.authenticationInfo.newCounter, parts: assertionPartsOf(assertion) };
}

/** The write that moves the passkey's counter on, with the signature or the kept assertion. */
export function counterWriteOf(verified: VerifiedAssertion) {
  return passkeyCounterWrite(verified.passkey, verified.counter, nowIso());
}

/** Whether a repeated request of a verified mass sign carries the very assertion that was verified. */
export function isKeptAssertion(challenge: SigningChallengeRecord, assertion: PasskeyAssertion): boolean {
  const kept = challenge.assertion;
  const parts = assertionPartsOf(assertion);
  return (
    kept !== undefined &&
    kept.credential_id === parts.credential_id &&
    kept.authenticator_data === parts.authenticator_data &&
    kept.client_data_json === parts.client_data_json &&
    kept.signature === parts.signature
  );
}

/**
 * The evidence of one signature of the challenge: the assertion, the passkey's public key (as
 * SubjectPublicKeyInfo, which OpenSSL and node:crypto read) and the path from the signature's
 * binding hash to the challenge.
 */
export async function passkeyEvidenceOf(options: {
  challenge: SigningChallengeRecord;
  entry: SigningEntry;
  parts: PasskeyAssertionParts;
  passkey: Pick<PasskeyRecord, 'public_key'>;
}): Promise<PasskeyEvidence> {
  const { challenge, entry } = options;
  const index = challenge.entries.findIndex((candidate) => candidate.document_id === entry.document_id);
  const { publicKey, algorithm } = await subjectPublicKeyOf(options.passkey.public_key);
  return {
    ...options.parts,
    public_key: publicKey,
    algorithm,
    manifest_hash: challenge.challenge,
    manifest_path: manifestPathOf(
      challenge.entries.map((candidate) => candidate.binding_hash),
      index,
    ),
  };
}

const COSE_CURVES: Record<number, { kty: 'EC' | 'OKP'; crv: string }> = {
  1: { kty: 'EC', crv: 'P-256' },
  2: { kty: 'EC', crv: 'P-384' },
  3: { kty: 'EC', crv: 'P-521' },
  6: { kty: 'OKP', crv: 'Ed25519' },
};

/** COSE key types (RFC 9053): the ones a passkey of the supported algorithms holds. */
const COSE_KEY_TYPES = { okp: 1, ec2: 2, rsa: 3 } as const;

/** The JWK of a decoded COSE_Key of a supported type, or null for any other key. */
function jwkOf(key: Map<number, unknown>): Record<string, string> | null {
  const bytes = (label: number) => key.get(label);
  const field = (label: number) => Buffer.from(bytes(label) as Uint8Array).toString('base64url');
  const keyType = key.get(1);
  if (keyType === COSE_KEY_TYPES.rsa) {
    return bytes(-1) instanceof Uint8Array && bytes(-2) instanceof Uint8Array
      ? { kty: 'RSA', n: field(-1), e: field(-2) }
      : null;
  }
  const curve = COSE_CURVES[key.get(-1) as number];
  if (!curve || !(bytes(-2) instanceof Uint8Array)) return null;
  if (keyType === COSE_KEY_TYPES.okp && curve.kty === 'OKP') return { ...curve, x: field(-2) };
  if (keyType === COSE_KEY_TYPES.ec2 && curve.kty === 'EC' && bytes(-3) instanceof Uint8Array) {
    return { ...curve, x: field(-2), y: field(-3) };
  }
  return null;
}

/**
 * A COSE_Key (EC2, OKP or RSA) as SubjectPublicKeyInfo DER in base64, with its COSE algorithm.
 * Any other stored key (a type registered before the algorithms were limited, ML-DSA say, or a
 * key that does not decode) is a 400 in Romanian: its holder is told to add a passkey again.
 */
export async function subjectPublicKeyOf(
  coseKey: Uint8Array,
): Promise<{ publicKey: string; algorithm: number }> {
  const { decodeCredentialPublicKey } = await import('@simplewebauthn/server/helpers');
  try {
    const key = decodeCredentialPublicKey(new Uint8Array(coseKey)) as unknown as Map<number, unknown>;
    const jwk = jwkOf(key);
    const algorithm = key.get(3);
    if (!jwk || typeof algorithm !== 'number') throw new Error('Unsupported COSE key');
    const spki = createPublicKey({ key: jwk, format: 'jwk' }).export({ type: 'spki', format: 'der' });
    return { publicKey: spki.toString('base64'), algorithm };
  } catch (error) {
    logger.info('stored passkey key not usable', describeError(error));
    throw badRequest(texts.signing.passkeyKeyUnsupported);
  }
}
