import { setTimeout as sleep } from 'node:timers/promises';
import {
  computeSignatureHash,
  DEFAULT_REDIRECT_AFTER_SIGNING,
  type NotSignedReason,
  type PasskeyAssertion,
  SIGNATURE_TIMESTAMP_TOLERANCE_MS,
  type SignatureLevel,
  type SignerRole,
  signerIdentityOf,
} from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import pMap from 'p-map';
import { getPasskey, listPasskeys } from '../../accounts/data/passkeys';
import { hasCompanyAdmin, type UserRecord } from '../../accounts/data/users';
import type { CompanyMemberPrincipal, OwnerPrincipal } from '../../accounts/domain/principal';
import {
  type AuditEvent,
  actorOf,
  newAuditEvent,
  type RequestOrigin,
  recordAuditEvent,
} from '../../audit/data/audit';
import { type CompanyRecord, getCompany } from '../../companies/data/companies';
import { type FirmRecord, getFirm } from '../../firms/data/firms';
import type { QuizAttemptsWrite } from '../../learning/data/quiz-attempts';
import type { QuizResult } from '../../learning/data/quiz-results';
import type { ArchiveJobStarter, FileStore } from '../../platform/adapters';
import { now, nowIso } from '../../platform/clock';
import { badRequest, conflict, notFound, serviceBusy } from '../../platform/errors';
import type { Sealer, Sealing } from '../../signing/sealer';
import { refreshTrainingStatus } from '../../training-status/domain/training-status';
import {
  commitSignature,
  createTrainingRecord,
  type EmailCodeConfirmation,
  getTrainingRecord,
  getTrainingRecords,
  type PasskeyEvidence,
  type RecordContent,
  type RecordSignature,
  type SignatureChange,
  type TrainingRecord,
} from '../data/records';
import {
  claimPendingDocuments,
  keepConfirmedCode,
  keepVerifiedAssertion,
  type SigningChallengeRecord,
  type SigningEntry,
  useChallengeWrite,
  useCodeWrite,
} from '../data/signing-challenges';
import { isRecordUntampered, sealRecordStart } from './record-chain';
import { createRenderQueue } from './record-files';
import {
  computeBindingHash,
  computeChainHashes,
  computeContentHash,
  computePasskeyEvidenceHash,
  computeSignatureLinkHash,
} from './record-hashes';
import { sealLinkHash } from './record-seal';
import {
  decideSigning,
  findSignerRole,
  requiredRolesAfterSigning,
  requiredRolesAtStart,
  statusOf,
} from './record-states';
import {
  counterWriteOf,
  findSigningChallenge,
  isKeptAssertion,
  passkeyEvidenceOf,
  type VerifiedAssertion,
  verifySigningAssertion,
} from './signing-authorisation';
import {
  checkSigningCode,
  findCodeChallenge,
  recordsRefusingSimpleSignature,
  requireSimpleSignatureAllowed,
} from './signing-codes';
import { managerIdFor, type TraineeCache } from './trainee-managers';

let lastServerTimestamp = 0;

/**
 * The instant of a signature the server makes (mass sign, automatic, a signing challenge): the
 * current time, moved on by a millisecond when it would repeat the previous one, so every signature
 * of a signer has its own timestamp and its own identity hash (docs/signatures.md: a unique
 * timestamp). Once the clock was set back by more than the signing tolerance, the clock wins: an
 * instant kept ahead of it would be one the drift check of `signOwnRecord` refuses.
 */
export function nextServerTimestamp(): string {
  const current = now().getTime();
  const repeatsPrevious =
    current <= lastServerTimestamp && lastServerTimestamp - current < SIGNATURE_TIMESTAMP_TOLERANCE_MS;
  lastServerTimestamp = repeatsPrevious ? lastServerTimestamp + 1 : current;
  return new Date(lastServerTimestamp).toISOString();
}

/**
 * The document as it becomes with one more signature, the signature itself, sealed (one `Sign`:
 * its link of the seal chain, docs/signatures.md), and its audit event. When the signature
 * completes the record, its link's hash is the document hash and its seal the record's final
 * seal. `hasCompanyAdmin` matters only for the trainee's signature: it decides whether the
 * company's representative signs next.
 */
export async function prepareSignature(options: {
  record: TrainingRecord;
  role: SignerRole;
  signer: UserRecord;
  timestamp: string;
  signatureHash: string;
  method: RecordSignature['method'];
  /** The signer's passkey assertion over the binding hash, which makes the signature advanced. */
  passkey?: PasskeyEvidence | undefined;
  /** The e-mailed code that confirmed a simple signature. */
  emailCode?: EmailCodeConfirmation | undefined;
  origin: RequestOrigin;
  hasCompanyAdmin: boolean;
  sealer: Sealer;
  /** The server's clock; only a seeded history sets it in the past. */
  recordedAt?: string;
}): Promise<SignatureChange> {
  const { record, role } = options;
  const recordedAt = options.recordedAt ?? nowIso();
  const requiredRoles = requiredRolesAfterSigning(record, role, options.hasCompanyAdmin);
  const bindingHash = computeBindingHash({
    recordId: record.id,
    role,
    signatureHash: options.signatureHash,
    contentHash: record.content_hash,
  });
  const linkHash = computeSignatureLinkHash({
    previous: computeChainHashes(record).at(-1) as string,
    role,
    signatureHash: options.signatureHash,
    bindingHash,
    timestamp: options.timestamp,
    requiredRoles,
    passkeyEvidenceHash: options.passkey && computePasskeyEvidenceHash(options.passkey),
    emailCode: options.emailCode,
  });
  const level: SignatureLevel = options.passkey ? 'advanced' : 'simple';
  const signature: RecordSignature = {
    role,
    signer: {
      id: options.signer.id,
      role: options.signer.role,
      username: options.signer.username,
      first_name: options.signer.first_name,
      last_name: options.signer.last_name,
      email: options.signer.email,
      birth_date: options.signer.birth_date,
    },
    timestamp: options.timestamp,
    recorded_at: recordedAt,
    signature_hash: options.signatureHash,
    content_hash: record.content_hash,
    binding_hash: bindingHash,
    method: options.method,
    level,
    ...(options.passkey && { passkey: options.passkey }),
    ...(options.emailCode && { email_code: options.emailCode }),
    ip: options.origin.ip,
    user_agent: options.origin.userAgent,
    required_roles: requiredRoles,
    seal: await sealLinkHash(options.sealer, linkHash),
  };
  const signedRoles = [...record.signed_roles, role];
  const status = statusOf(requiredRoles, signedRoles);
  const isSigned = status === 'signed';
  const after: TrainingRecord = {
    ...record,
    status,
    signatures: [...record.signatures, signature],
    signed_roles: signedRoles,
    document_hash: isSigned ? linkHash : record.document_hash,
    signed_at: isSigned ? recordedAt : record.signed_at,
    version: record.version + 1,
  };
  const event: AuditEvent = newAuditEvent({
    scope: { kind: 'company', id: record.company_id },
    action: 'signature',
    actor: actorOf(options.signer),
    origin: options.origin,
    subject: { document_id: record.id, signature_hash: options.signatureHash },
    details: {
      role,
      method: options.method,
      level,
      ...(options.emailCode && { confirmed_by: 'email_code', code_sent_to: options.emailCode.email }),
      status_before: record.status,
      status_after: status,
    },
    at: recordedAt,
  });
  return { expectedVersion: record.version, statusBefore: record.status, after, signature, event };
}

/**
 * A passed attempt's document as it starts, waiting for the trainee: the record copies the firm,
 * the company, the trainee and the course as they are now, is hashed once, and its first link
 * is sealed (one `Sign`).
 */
export async function buildTrainingRecord(options: {
  progress: QuizResult;
  trainee: UserRecord;
  company: CompanyRecord;
  firm: FirmRecord;
  sealer: Sealer;
  createdAt?: string;
}): Promise<TrainingRecord> {
  const { progress, trainee, company, firm } = options;
  if (!progress.completed || !progress.completed_at || !progress.study)
    throw new Error('Only a completed attempt, with its evidence of study, starts a document');
  const content: RecordContent = {
    document_id: progress.id,
    firm: { id: firm.id, name: firm.name, cui: firm.cui, reg_com: firm.reg_com, address: firm.address },
    company: {
      id: company.id,
      name: company.name,
      registration_number: company.registration_number,
      address: company.address,
    },
    trainee: {
      id: trainee.id,
      role: trainee.role,
      username: trainee.username,
      first_name: trainee.first_name,
      last_name: trainee.last_name,
      email: trainee.email,
      birth_date: trainee.birth_date,
      hire_date: trainee.hire_date,
      job_title: trainee.job_title,
      address: trainee.address,
    },
    course: {
      id: progress.course_id,
      title: progress.course_title,
      category: progress.course_category,
      subcategory: progress.course_subcategory,
      duration_minutes: progress.course_duration_minutes,
      file_sha256: progress.course_file_sha256,
    },
    quiz_score: progress.quiz_score,
    completed_at: progress.completed_at,
    study: progress.study,
    ...(progress.instruction ? { instruction: progress.instruction } : {}),
  };
  const contentHash = computeContentHash(content);
  return {
    id: progress.id,
    status: 'awaiting_trainee',
    trainee_id: trainee.id,
    company_id: company.id,
    firm_id: firm.id,
    content: content,
    content_hash: contentHash,
    start: await sealRecordStart({
      record: { id: progress.id, content_hash: contentHash },
      requiredRoles: requiredRolesAtStart({ content }, trainee.role === 'admin'),
      sealer: options.sealer,
    }),
    signatures: [],
    signed_roles: [],
    document_hash: null,
    signed_at: null,
    pdf_key: null,
    pdf_sha256: null,
    pdf_sealed_sha256: null,
    created_at: options.createdAt ?? nowIso(),
    version: 1,
  };
}

/**
 * The hook of a passed quiz (issue 5's `progress-list-create`): writes the completed progress
 * record together with its training document, waiting for the trainee's signature, its first
 * link sealed. An admin who is the trainee of an introductory-general training signs as the
 * company's representative at once (the spec's automatic bulk sign, sealed too), so after their
 * own signature the record goes straight to the owner; no admin admits themselves to work.
 */
export async function startTrainingRecord(options: {
  progress: QuizResult;
  trainee: UserRecord;
  origin: RequestOrigin;
  sealer: Sealer;
  /** The end of the quiz attempt that passed (docs/api.md, quiz attempts), written with the record. */
  attempt: QuizAttemptsWrite;
}): Promise<TrainingRecord> {
  const { progress, trainee } = options;
  const [company, firm] = await Promise.all([getCompany(progress.company_id), getFirm(progress.firm_id)]);
  if (!company || !firm || company.firm_id !== firm.id) throw conflict(texts.documents.companyUnavailable);
  const record = await buildTrainingRecord({ progress, trainee, company, firm, sealer: options.sealer });
  let automaticSignature: SignatureChange | null = null;
  if (trainee.role === 'admin' && record.start.required_roles.includes('representative')) {
    const timestamp = nextServerTimestamp();
    automaticSignature = await prepareSignature({
      record: record,
      role: 'representative',
      signer: trainee,
      timestamp,
      signatureHash: await computeSignatureHash(signerIdentityOf(trainee), timestamp),
      method: 'automatic',
      origin: options.origin,
      hasCompanyAdmin: true,
      sealer: options.sealer,
    });
  }
  const started = automaticSignature?.after ?? record;
  const outcome = await createTrainingRecord({
    progress,
    record: started,
    automaticSignature,
    attempt: options.attempt,
  });
  if (outcome === 'attempt-taken') throw conflict(texts.quizTaking.attemptFinished);
  if (outcome === 'company-unavailable') throw conflict(texts.documents.companyUnavailable);
  return started;
}

/**
 * What authorises a signature: the passkey's answer to a signing challenge, the e-mailed code of a
 * signing code (the simple fallback), or, for the demo's history the local platform writes at
 * start, nothing a person gave (`seeded`: no request can carry it, `authorisationOf` never makes it).
 */
export type SigningAuthorisation =
  | { kind: 'passkey'; challengeId: string; assertion: PasskeyAssertion }
  | { kind: 'email-code'; challengeId: string; code: string }
  | { kind: 'seeded' };

/** The authorisation a signing request's body carries, if any (the contract takes a whole one or none). */
export function authorisationOf(body: {
  challenge_id?: string | undefined;
  assertion?: PasskeyAssertion | undefined;
  code?: string | undefined;
}): SigningAuthorisation | undefined {
  if (!body.challenge_id) return undefined;
  if (body.assertion) return { kind: 'passkey', challengeId: body.challenge_id, assertion: body.assertion };
  if (body.code) return { kind: 'email-code', challengeId: body.challenge_id, code: body.code };
  return undefined;
}

/** The refusal of a signature nothing authorised: the passkey once the signer holds one, else the code. */
async function refuseUnauthorised(user: UserRecord): Promise<never> {
  const holdsPasskey = (await listPasskeys(user.id)).length > 0;
  throw badRequest(holdsPasskey ? texts.signing.passkeyNeeded : texts.signing.codeNeeded);
}

/** What authorised the trainee's signature: its evidence, and the writes that use the authorisation up with it. */
type OwnSignatureAuthorisation = {
  passkey?: PasskeyEvidence;
  emailCode?: EmailCodeConfirmation;
  writes: NonNullable<SignatureChange['authorisation']>;
};

/** Whether the challenge fixed exactly this signature of the record, as it is now. */
function fixesSignature(
  challenge: SigningChallengeRecord,
  record: TrainingRecord,
  signature: { timestamp: string; signatureHash: string },
) {
  const [entry] = challenge.entries;
  return (
    challenge.status === 'pending' &&
    entry !== undefined &&
    entry.document_id === record.id &&
    entry.version === record.version &&
    entry.timestamp === signature.timestamp &&
    entry.signature_hash === signature.signatureHash
  );
}

/**
 * The trainee's authorisation checked against the record's challenge: the same record at the same
 * version, the instant and identity hash the challenge fixed. A passkey's assertion is verified;
 * an e-mailed code is checked (a signer who holds a passkey signs only with it, and the company
 * must allow the simple signature). Then the evidence and the writes that use the challenge up
 * (and move the passkey's counter on) with the signature.
 */
async function authoriseOwnSignature(options: {
  user: UserRecord;
  authorisation: SigningAuthorisation | undefined;
  record: TrainingRecord;
  timestamp: string;
  signatureHash: string;
}): Promise<OwnSignatureAuthorisation | null> {
  const { user, authorisation, record } = options;
  if (!authorisation) return refuseUnauthorised(user);
  if (authorisation.kind === 'seeded') return null;
  if (authorisation.kind === 'email-code') {
    const challenge = await findCodeChallenge(user, authorisation.challengeId, 'consent-page');
    if (!fixesSignature(challenge, record, options)) throw badRequest(texts.signing.codeMismatch);
    if ((await listPasskeys(user.id)).length > 0) throw badRequest(texts.signing.passkeyNeeded);
    await requireSimpleSignatureAllowed(record);
    const confirmed = await checkSigningCode(challenge, authorisation.code);
    return {
      emailCode: confirmed.confirmation,
      writes: { challenge: useCodeWrite(challenge, confirmed.codeHash), passkeyCounter: null },
    };
  }
  const challenge = await findSigningChallenge(user, authorisation.challengeId, 'consent-page');
  if (!fixesSignature(challenge, record, options) || challenge.code_hash !== undefined) {
    throw badRequest(texts.signing.challengeMismatch);
  }
  const [entry] = challenge.entries as [SigningEntry];
  const verified = await verifySigningAssertion({ user, challenge, assertion: authorisation.assertion });
  return {
    passkey: await passkeyEvidenceOf({ challenge, entry, parts: verified.parts, passkey: verified.passkey }),
    writes: { challenge: useChallengeWrite(challenge), passkeyCounter: counterWriteOf(verified) },
  };
}

/** The consent page's upload (docs/product.md, signing): the trainee signs their own record, exactly once. */
export async function signOwnRecord(options: {
  trainee: CompanyMemberPrincipal;
  progressId: string;
  role: string;
  signatureHash: string;
  timestamp: string;
  /** The passkey's answer to the record's signing challenge, or the e-mailed code without a passkey. */
  authorisation: SigningAuthorisation | undefined;
  origin: RequestOrigin;
  sealer: Sealer;
}) {
  const { user } = options.trainee;
  // Someone else's record answers as a missing one, whatever else the request carries.
  const record = await getTrainingRecord(options.progressId, { consistent: true });
  if (!record || findSignerRole(record, user, 'consent-page') !== 'trainee') {
    throw notFound(texts.documents.notFound);
  }
  if (options.role !== user.role) {
    throw badRequest(texts.signing.roleMismatch, { role: [texts.signing.roleMismatch] });
  }
  const drift = Math.abs(now().getTime() - Date.parse(options.timestamp));
  if (!(drift <= SIGNATURE_TIMESTAMP_TOLERANCE_MS)) {
    throw badRequest(texts.signing.staleTimestamp, { timestamp: [texts.signing.staleTimestamp] });
  }
  const expectedHash = await computeSignatureHash(signerIdentityOf(user), options.timestamp);
  if (expectedHash !== options.signatureHash) {
    throw badRequest(texts.signing.hashMismatch, { hash_signature: [texts.signing.hashMismatch] });
  }
  const decision = decideSigning(record, 'trainee');
  if (decision.kind === 'already-signed') throw conflict(texts.signing.alreadySigned);
  if (decision.kind === 'not-awaiting') throw conflict(texts.signing.notAwaitingTrainee);
  const authorised = await authoriseOwnSignature({
    user,
    authorisation: options.authorisation,
    record,
    timestamp: options.timestamp,
    signatureHash: options.signatureHash,
  });
  const refusedTo = { actor: actorOf(user), origin: options.origin, step: 'signature' } as const;
  if (!(await isRecordUntampered({ record, sealer: options.sealer, refusedTo }))) {
    throw conflict(texts.documents.tampered);
  }
  const change = await prepareSignature({
    record: record,
    role: 'trainee',
    signer: user,
    timestamp: options.timestamp,
    signatureHash: options.signatureHash,
    method: 'consent-page',
    passkey: authorised?.passkey,
    emailCode: authorised?.emailCode,
    origin: options.origin,
    hasCompanyAdmin:
      record.signed_roles.includes('representative') || (await hasCompanyAdmin(record.company_id)),
    sealer: options.sealer,
  });
  const outcome = await commitSignature({ ...change, authorisation: authorised?.writes });
  // Conflicts that outlasted the retries say nothing about who signed: nothing was written, try again.
  if (outcome === 'conflict') throw serviceBusy();
  if (outcome === 'unauthorised') {
    throw badRequest(authorised?.emailCode ? texts.signing.codeExpired : texts.signing.challengeExpired);
  }
  // Only the trainee acts on a record waiting for the trainee: losing a race means they signed twice.
  if (outcome !== 'committed') throw conflict(texts.signing.alreadySigned);
  // The signature appended a training mark to the trainee: their company's count of workers follows.
  await refreshTrainingStatus({ companyId: record.company_id, workers: { reread: [user.id] } });
  return { message: texts.signing.success, redirect_url: DEFAULT_REDIRECT_AFTER_SIGNING };
}

type MassSignResult =
  | { id: string; kind: 'signed' }
  | { id: string; kind: 'already-signed' }
  | { id: string; kind: 'not-signed'; reason: NotSignedReason; detail: string };

/** Concurrent transactions per mass sign: enough to hide latency, few enough not to throttle. */
const MASS_SIGN_CONCURRENCY = 16;
/** A document changed under a signature is re-read and decided again, at most this often. */
const MAX_SIGNING_ATTEMPTS = 6;
/** An owner's mass sign renders the completed records' PDFs until this long after it started. */
const RENDER_BUDGET_MS = 10_000;

function notAwaiting(id: string, record: TrainingRecord): MassSignResult {
  return {
    id,
    kind: 'not-signed',
    reason: 'not_awaiting_you',
    detail: `${texts.documents.notSignedReasons.not_awaiting_you} (${texts.documents.statusLabels[record.status]})`,
  };
}

/**
 * A signature of a mass sign the signer approved, with their passkey or an e-mailed code: as the
 * challenge fixed it, with its evidence.
 */
type ApprovedSignature = {
  entry: SigningEntry;
  passkey?: PasskeyEvidence;
  emailCode?: EmailCodeConfirmation;
};

async function signOneDocument(
  id: string,
  preloaded: TrainingRecord | undefined,
  signer: UserRecord,
  origin: RequestOrigin,
  sealer: Sealer,
  trainees: TraineeCache,
  onSigned: (record: TrainingRecord) => void,
  /** The signatures the signer approved; null only for the demo's seeded history. */
  approvals: ReadonlyMap<string, ApprovedSignature> | null,
  /** The documents whose company refuses the simple signature. */
  refusingSimple: ReadonlySet<string>,
): Promise<MassSignResult> {
  const approved = approvals?.get(id);
  let record = preloaded;
  for (let attempt = 1; attempt <= MAX_SIGNING_ATTEMPTS; attempt += 1) {
    const role = record
      ? findSignerRole(record, signer, 'mass-sign', await managerIdFor(record, signer, trainees))
      : null;
    if (!record || !role) {
      return {
        id,
        kind: 'not-signed',
        reason: 'not_found',
        detail: texts.documents.notSignedReasons.not_found,
      };
    }
    const decision = decideSigning(record, role);
    if (decision.kind === 'already-signed') return { id, kind: 'already-signed' };
    if (decision.kind === 'not-awaiting') return notAwaiting(id, record);
    const refusedTo = { actor: actorOf(signer), origin, step: 'signature' } as const;
    if (!(await isRecordUntampered({ record, sealer, refusedTo }))) {
      return {
        id,
        kind: 'not-signed',
        reason: 'tampered',
        detail: texts.documents.notSignedReasons.tampered,
      };
    }
    if (approvals && !approved) {
      return {
        id,
        kind: 'not-signed',
        reason: 'not_approved',
        detail: texts.documents.notSignedReasons.not_approved,
      };
    }
    if (approved?.emailCode && refusingSimple.has(id)) {
      return {
        id,
        kind: 'not-signed',
        reason: 'passkey_required',
        detail: texts.documents.notSignedReasons.passkey_required,
      };
    }
    // The signer approved this signature on the document as it was: a change since asks for a new approval.
    if (approved && (approved.entry.role !== role || approved.entry.version !== record.version)) {
      return { id, kind: 'not-signed', reason: 'busy', detail: texts.documents.notSignedReasons.busy };
    }
    const timestamp = approved?.entry.timestamp ?? nextServerTimestamp();
    const change = await prepareSignature({
      record: record,
      role,
      signer,
      timestamp,
      signatureHash:
        approved?.entry.signature_hash ?? (await computeSignatureHash(signerIdentityOf(signer), timestamp)),
      method: 'mass-sign',
      passkey: approved?.passkey,
      emailCode: approved?.emailCode,
      origin,
      // Only the trainee's signature asks this; the mass sign never signs as the trainee.
      hasCompanyAdmin: false,
      sealer,
    });
    const outcome = await commitSignature(change);
    if (outcome === 'committed') {
      onSigned(change.after);
      return { id, kind: 'signed' };
    }
    // Someone else changed the document (or the same instant was used): decide again on what is there now.
    await sleep(Math.random() * 20 * attempt);
    record = (await getTrainingRecord(id, { consistent: true })) ?? undefined;
  }
  return { id, kind: 'not-signed', reason: 'busy', detail: texts.documents.notSignedReasons.busy };
}

/**
 * The signatures of a mass sign the signer's passkey approved, by document. The first request of
 * a challenge verifies its assertion and keeps it, with the passkey's new counter, in one
 * transaction; a later request with the same assertion (a large selection signed in parts) signs
 * the challenge's documents no request asked for yet. A request naming none of the challenge's
 * documents, one that finds nothing left to sign, or another assertion is refused before anything
 * is written; a listed document the challenge does not cover is reported as not approved.
 */
async function approveMassSign(options: {
  user: UserRecord;
  authorisation: Extract<SigningAuthorisation, { kind: 'passkey' }>;
  documentIds: readonly string[];
}): Promise<Map<string, ApprovedSignature>> {
  const { user, authorisation } = options;
  const challenge = await findSigningChallenge(user, authorisation.challengeId, 'mass-sign');
  const entries = new Map(challenge.entries.map((entry) => [entry.document_id, entry]));
  const covered = options.documentIds.filter((id) => entries.has(id));
  if (covered.length === 0 || challenge.code_hash !== undefined)
    throw badRequest(texts.signing.challengeMismatch);
  let verified: Pick<VerifiedAssertion, 'parts'> & { publicKey: Uint8Array };
  if (challenge.status === 'pending') {
    const assertion = await verifySigningAssertion({ user, challenge, assertion: authorisation.assertion });
    const isKept = await keepVerifiedAssertion({
      challenge,
      assertion: { ...assertion.parts, passkey_id: assertion.passkey.id },
      passkeyCounter: counterWriteOf(assertion),
    });
    if (!isKept) throw badRequest(texts.signing.challengeExpired);
    verified = { parts: assertion.parts, publicKey: assertion.passkey.public_key };
  } else {
    const kept = challenge.assertion;
    const passkey = kept && (await getPasskey(user.id, kept.passkey_id));
    if (!kept || !passkey || !isKeptAssertion(challenge, authorisation.assertion)) {
      throw badRequest(texts.signing.challengeExpired);
    }
    const { passkey_id: _passkeyId, ...parts } = kept;
    verified = { parts, publicKey: passkey.public_key };
  }
  const claimed = await claimPendingDocuments(challenge, covered);
  if (claimed.length === 0) throw badRequest(texts.signing.challengeExpired);
  const approvals = new Map<string, ApprovedSignature>();
  for (const id of claimed) {
    const entry = entries.get(id) as SigningEntry;
    approvals.set(id, {
      entry,
      passkey: await passkeyEvidenceOf({
        challenge,
        entry,
        parts: verified.parts,
        passkey: { public_key: verified.publicKey },
      }),
    });
  }
  return approvals;
}

/**
 * The signatures of a mass sign an e-mailed code confirmed, by document: the first request checks
 * the code and marks the challenge confirmed; a later request with the same code (a large
 * selection signed in parts) signs the challenge's documents no request asked for yet. A signer
 * who holds a passkey signs only with it.
 */
async function approveMassSignByCode(options: {
  user: UserRecord;
  authorisation: Extract<SigningAuthorisation, { kind: 'email-code' }>;
  documentIds: readonly string[];
}): Promise<Map<string, ApprovedSignature>> {
  const { user, authorisation } = options;
  const challenge = await findCodeChallenge(user, authorisation.challengeId, 'mass-sign');
  const entries = new Map(challenge.entries.map((entry) => [entry.document_id, entry]));
  const covered = options.documentIds.filter((id) => entries.has(id));
  if (covered.length === 0) throw badRequest(texts.signing.codeMismatch);
  if ((await listPasskeys(user.id)).length > 0) throw badRequest(texts.signing.passkeyNeeded);
  const confirmed = await checkSigningCode(challenge, authorisation.code);
  if (challenge.status === 'pending' && !(await keepConfirmedCode(challenge, confirmed.codeHash))) {
    throw badRequest(texts.signing.codeExpired);
  }
  const claimed = await claimPendingDocuments(challenge, covered);
  if (claimed.length === 0) throw badRequest(texts.signing.codeExpired);
  return new Map(
    claimed.map((id) => [id, { entry: entries.get(id) as SigningEntry, emailCode: confirmed.confirmation }]),
  );
}

/** What the signer approved, by document; null only for the demo's seeded history. */
function approveMassSignOf(options: {
  user: UserRecord;
  authorisation: SigningAuthorisation | undefined;
  documentIds: readonly string[];
}): Promise<Map<string, ApprovedSignature> | null> {
  const { authorisation } = options;
  if (!authorisation) return Promise.resolve(new Map());
  if (authorisation.kind === 'seeded') return Promise.resolve(null);
  return authorisation.kind === 'passkey'
    ? approveMassSign({ ...options, authorisation })
    : approveMassSignByCode({ ...options, authorisation });
}

/**
 * `POST /api/sign-mass-docs/`: signs, in the capacity the rule table gives the caller on each
 * record (docs/domain.md, signers per phase: the direct manager, a company admin as the
 * employer's representative, an owner as the SSM service), each of the documents that is in the
 * caller's scope and waits for them. Each document is signed all-or-nothing on its own; a retry
 * signs nothing twice (those come back as already signed). A record completed by the signature
 * is rendered to PDF while the request's time allows, and the archive job renders the rest in
 * the background.
 */
export async function signRecords(options: {
  signer: CompanyMemberPrincipal | OwnerPrincipal;
  recordIds: readonly string[];
  /**
   * The passkey's answer to a challenge over these documents, or the e-mailed code of a signing
   * code over them; without one nothing is signed (each document waiting is reported not approved).
   */
  authorisation: SigningAuthorisation | undefined;
  origin: RequestOrigin;
  courseFiles: FileStore;
  archiveJob: ArchiveJobStarter;
  sealing: Sealing;
}) {
  const startedAt = Date.now();
  const { signer, origin } = options;
  const { user } = signer;
  const ids = [...new Set(options.recordIds)];
  // Only what the signer approved is signed; the rest is reported as it stands.
  const approvals = await approveMassSignOf({ user, authorisation: options.authorisation, documentIds: ids });
  const preloaded = await getTrainingRecords(ids);
  const refusingSimple =
    options.authorisation?.kind === 'email-code'
      ? await recordsRefusingSimpleSignature(preloaded.values())
      : new Set<string>();
  const renders = createRenderQueue({
    deadline: startedAt + RENDER_BUDGET_MS,
    courseFiles: options.courseFiles,
    sealing: options.sealing,
  });
  const renderIfComplete = (record: TrainingRecord) => {
    if (record.status === 'signed') renders.add(record);
  };
  const trainees: TraineeCache = new Map();
  const results = await pMap(
    ids,
    (id) =>
      signOneDocument(
        id,
        preloaded.get(id),
        user,
        origin,
        options.sealing.sealer,
        trainees,
        renderIfComplete,
        approvals,
        refusingSimple,
      ),
    { concurrency: MASS_SIGN_CONCURRENCY },
  );
  const signed = results.filter((result) => result.kind === 'signed');
  const alreadySigned = results
    .filter((result) => result.kind === 'already-signed')
    .map((result) => result.id);
  const notSigned = results
    .filter((result) => result.kind === 'not-signed')
    .map(({ id, reason, detail }) => ({ id, reason, detail }));
  await recordAuditEvent(
    newAuditEvent({
      scope:
        signer.role === 'owner'
          ? { kind: 'firm', id: signer.firmId }
          : { kind: 'company', id: signer.companyId },
      action: 'mass_sign',
      actor: actorOf(user),
      origin,
      subject: {},
      details: {
        requested: ids.length,
        level: options.authorisation?.kind === 'passkey' ? 'advanced' : 'simple',
        ...(options.authorisation?.kind === 'email-code' && { confirmed_by: 'email_code' }),
        signed: signed.map((result) => result.id),
        already_signed: alreadySigned,
        not_signed: notSigned.map(({ id, reason }) => ({ id, reason })),
      },
    }),
  );
  const left = await renders.finish();
  if (left.length > 0) await options.archiveJob.start({ render_document_ids: left });
  return {
    detail: texts.documents.massSignSummary(
      String(signed.length),
      String(alreadySigned.length),
      String(notSigned.length),
    ),
    signed: signed.map((result) => result.id),
    already_signed: alreadySigned,
    not_signed: notSigned,
  };
}
