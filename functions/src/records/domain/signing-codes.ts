import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { SIGNING_CODE, type SigningChannel } from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import { takeSigningCodeAllowance } from '../../accounts/data/allowances';
import { listPasskeys } from '../../accounts/data/passkeys';
import type { UserRecord } from '../../accounts/data/users';
import { allowsSimpleSignature, type CompanyRecord, getCompany } from '../../companies/data/companies';
import type { Mailer } from '../../platform/adapters';
import { epochSeconds, nowIso } from '../../platform/clock';
import { readDeploymentKey } from '../../platform/deployment-keys';
import { badRequest, conflict, serviceBusy, tooManyRequests } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { describeError, logger } from '../../platform/logger';
import type { EmailCodeConfirmation, TrainingRecord } from '../data/records';
import {
  countWrongCode,
  getSigningChallenge,
  type SigningChallengeRecord,
  storeSigningChallenge,
} from '../data/signing-challenges';
import { describeEntries, fixSignatures, type NotSigned } from './signing-authorisation';
import { computeManifestHash } from './signing-manifest';

/*
 * The simple fallback (docs/signatures.md, the e-mailed code): a signer without a passkey confirms
 * the signatures the server fixed for them with a one-time code sent to their account's address.
 * The code is bound to those signatures (the challenge holds their binding hashes and the manifest
 * hash over them), to the capacity and to the signer; it is kept only as a keyed hash, lives 10
 * minutes, is used once and dies after 5 wrong tries. The signature stays simple: what proves it
 * is the signer's session and their mailbox, not a key only they hold.
 */

/** The address as the evidence and the page show it: first letters only, the domain's ending kept. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const [host, ending] = dot > 0 ? [domain.slice(0, dot), domain.slice(dot)] : [domain, ''];
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${ending}`;
}

/**
 * The code's keyed hash: HMAC-SHA256 with the deployment's token secret, which the table does not
 * hold, so whoever reads the table cannot try the million codes against it.
 */
async function hashCode(challengeId: string, code: string): Promise<string> {
  const key = await readDeploymentKey('tokenSecret');
  return createHmac('sha256', key).update(`signing-code:${challengeId}:${code}`).digest('hex');
}

function newCode(): string {
  return String(randomInt(0, 10 ** SIGNING_CODE.digits)).padStart(SIGNING_CODE.digits, '0');
}

/** The records among these whose company refuses the simple signature, one read per company. */
export async function recordsRefusingSimpleSignature(
  records: Iterable<TrainingRecord>,
): Promise<Set<string>> {
  const companies = new Map<string, Promise<CompanyRecord | null>>();
  const refused = new Set<string>();
  for (const record of records) {
    let company = companies.get(record.company_id);
    if (!company) {
      company = getCompany(record.company_id);
      companies.set(record.company_id, company);
    }
    const found = await company;
    if (found && !allowsSimpleSignature(found)) refused.add(record.id);
  }
  return refused;
}

/** 409 when the record's company refuses the simple signature (the company may change its mind after the code went). */
export async function requireSimpleSignatureAllowed(record: TrainingRecord) {
  if ((await recordsRefusingSimpleSignature([record])).size > 0)
    throw conflict(texts.signing.simpleNotAllowed);
}

/**
 * `POST /api/signing-codes/`: fixes the signatures the caller may make now on the listed documents
 * and e-mails the one-time code that confirms exactly them. Refused (409, in Romanian) to a caller
 * who holds a passkey, has no e-mail address, or whose documents' companies all refuse the simple
 * signature; a mass sign lists those documents apart and the code covers the rest.
 */
export async function requestSigningCode(options: {
  caller: UserRecord;
  channel: SigningChannel;
  documentIds: readonly string[];
  nextTimestamp: () => string;
  mailer: Mailer;
}) {
  const { caller, channel } = options;
  const [fixed, passkeys] = await Promise.all([fixSignatures(options), listPasskeys(caller.id)]);
  if (fixed.entries.length === 0) throw conflict(texts.signing.nothingToSign);
  if (passkeys.length > 0) throw conflict(texts.signing.passkeyNeeded);
  if (!caller.email) throw conflict(texts.signing.noEmailForCode);
  const refused = await recordsRefusingSimpleSignature(
    fixed.entries.map((entry) => fixed.records.get(entry.document_id) as TrainingRecord),
  );
  if (channel === 'consent-page' && refused.size > 0) throw conflict(texts.signing.simpleNotAllowed);
  const entries = fixed.entries.filter((entry) => !refused.has(entry.document_id));
  const notSigned: NotSigned[] = [
    ...fixed.notSigned,
    ...[...refused].map((id) => ({
      id,
      reason: 'passkey_required' as const,
      detail: texts.documents.notSignedReasons.passkey_required,
    })),
  ];
  if (entries.length === 0) throw conflict(texts.signing.simpleNotAllowed);
  const allowance = await takeSigningCodeAllowance(caller.id, {
    maxPerWindow: SIGNING_CODE.perWindow,
    windowSeconds: SIGNING_CODE.windowSeconds,
  });
  if (!allowance.isAllowed) throw tooManyRequests(texts.signing.tooManyCodes, allowance.retryAfterSeconds);
  const code = newCode();
  const id = newId();
  const expiresAt = epochSeconds() + SIGNING_CODE.seconds;
  const email = maskEmail(caller.email);
  const stored: SigningChallengeRecord = {
    id,
    user_id: caller.id,
    channel,
    challenge: computeManifestHash(entries.map((entry) => entry.binding_hash)),
    entries,
    status: 'pending',
    code_hash: await hashCode(id, code),
    code_email: email,
    code_sent_at: nowIso(),
    code_attempts: 0,
    expires_at: new Date(expiresAt * 1000).toISOString(),
    ttl: expiresAt,
  };
  await storeSigningChallenge(stored);
  try {
    await options.mailer.send({
      to: caller.email,
      subject: texts.signing.codeMailSubject,
      text: texts.signing.codeMailText(code, entries.length, SIGNING_CODE.seconds / 60),
    });
  } catch (error) {
    logger.error('signing code mail failed', { userId: caller.id, ...describeError(error) });
    throw serviceBusy(texts.signing.codeMailFailed);
  }
  return {
    challenge_id: stored.id,
    expires_at: stored.expires_at,
    manifest_hash: stored.challenge,
    email,
    signatures: describeEntries(entries),
    not_signed: notSigned,
  };
}

/** The caller's code challenge for this channel, still usable; 400 otherwise. */
export async function findCodeChallenge(user: UserRecord, challengeId: string, channel: SigningChannel) {
  const challenge = await getSigningChallenge(user.id, challengeId);
  if (!challenge || challenge.channel !== channel) throw badRequest(texts.signing.codeExpired);
  if (challenge.code_hash === undefined) throw badRequest(texts.signing.codeMismatch);
  return challenge;
}

/** A code checked against its challenge: its hash, for the conditional writes that use it up. */
export type ConfirmedCode = { codeHash: string; confirmation: EmailCodeConfirmation };

/**
 * Checks the code against the challenge's keyed hash. A wrong code uses one of the tries (the
 * last one kills the code) and is refused with the tries left; nothing else is written.
 */
export async function checkSigningCode(
  challenge: SigningChallengeRecord,
  code: string,
): Promise<ConfirmedCode> {
  const stored = challenge.code_hash as string;
  const codeHash = await hashCode(challenge.id, code);
  const isRight = timingSafeEqual(Buffer.from(codeHash, 'hex'), Buffer.from(stored, 'hex'));
  if ((challenge.code_attempts ?? 0) >= SIGNING_CODE.maxAttempts)
    throw badRequest(texts.signing.codeExhausted);
  if (!isRight) {
    if (challenge.status !== 'pending') throw badRequest(texts.signing.codeExpired);
    const attemptsLeft = await countWrongCode(challenge);
    throw badRequest(
      attemptsLeft > 0 ? (refusals) => refusals.signingCodeWrong(attemptsLeft) : texts.signing.codeExhausted,
    );
  }
  return {
    codeHash,
    confirmation: {
      email: challenge.code_email as string,
      sent_at: challenge.code_sent_at as string,
      confirmed_at: nowIso(),
    },
  };
}
