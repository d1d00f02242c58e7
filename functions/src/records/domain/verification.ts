import {
  computeSignatureHash,
  SHA256_HEX_PATTERN,
  type SignerRole,
  signerIdentityOf,
  texts,
} from '@ssm/shared';
import type { RequestOrigin } from '../../audit/data/audit';
import { nowIso } from '../../platform/clock';
import type { PublishedSeal } from '../../signing/sealer';
import { getTrainingRecord, type RecordSignature, type TrainingRecord } from '../data/records';
import { lookUpHash } from '../data/signatures';
import { countVerificationFailure } from '../data/verification-failures';
import { computeBindingHash, computeContentHash, computeDocumentHash } from './record-hashes';
import { checkDocumentSeal, type TrustedSealKey, trustedKeyOf } from './record-seal';

/*
 * Public verification (docs/signatures.md, verification): anyone holding a hash learns whether it belongs to an
 * intact signed record, and who signed what and when — the spec's answer (names, username,
 * timestamp) plus the course and the signing capacity, which the record itself prints. A hash is
 * accepted in three forms: a signature's identity hash, the document hash printed on the PDF, or
 * the SHA-256 of the PDF file (the verification page hashes a dropped file in the browser).
 *
 * Valid means every link still holds: the record's content gives its stored content hash; each
 * signature's identity hash comes from its signer's stored identity and timestamp and its
 * binding hash from that identity hash and the content hash; for a whole record, the document
 * hash comes from all of them, and the platform's seal over it verifies with the published key.
 * The hashes alone can be recomputed by anyone who can write the table; the seal cannot, so a
 * record rewritten with every hash recomputed fails there. Any failure is answered with its
 * reason in Romanian and counted in the audit trail, by hour and outcome.
 */

type SignerLine = {
  role: SignerRole;
  role_label: string;
  first_name: string;
  last_name: string;
  timestamp: string;
};

type FailureReason = keyof typeof texts.verification.failureReasons;

export type VerificationAnswer =
  | { valid: false; reason: string }
  | {
      valid: true;
      kind: 'signature' | 'document' | 'file';
      first_name: string;
      last_name: string;
      username: string;
      timestamp: string;
      course_title: string;
      role?: SignerRole;
      role_label?: string;
      signatures?: SignerLine[];
    };

export type Check = { isIntact: true } | { isIntact: false; reason: FailureReason };

/** Checks one signature claimed on the document (from its look-up item, or from the document itself). */
async function checkSignature(
  record: TrainingRecord,
  signature: Pick<RecordSignature, 'role' | 'signature_hash' | 'binding_hash'>,
): Promise<Check> {
  const onDocument = record.signatures.find(
    (candidate) => candidate.role === signature.role && candidate.signature_hash === signature.signature_hash,
  );
  if (!onDocument) return { isIntact: false, reason: 'signature_not_on_document' };
  const identityHash = await computeSignatureHash(signerIdentityOf(onDocument.signer), onDocument.timestamp);
  if (identityHash !== signature.signature_hash) return { isIntact: false, reason: 'identity_changed' };
  const bindingHash = computeBindingHash({
    recordId: record.id,
    role: onDocument.role,
    signatureHash: onDocument.signature_hash,
    contentHash: record.content_hash,
  });
  const isBound =
    onDocument.content_hash === record.content_hash &&
    onDocument.binding_hash === bindingHash &&
    signature.binding_hash === bindingHash;
  return isBound ? { isIntact: true } : { isIntact: false, reason: 'binding_broken' };
}

/**
 * The links anyone can recompute: the content hash, each signature's identity and binding, and a
 * signed record's document hash from all of them.
 */
async function checkHashChain(record: TrainingRecord): Promise<Check> {
  if (computeContentHash(record.content) !== record.content_hash) {
    return { isIntact: false, reason: 'record_changed' };
  }
  for (const signature of record.signatures) {
    const check = await checkSignature(record, signature);
    if (!check.isIntact) return check;
  }
  const isDocumentHashRight =
    record.status !== 'signed' ||
    computeDocumentHash({ contentHash: record.content_hash, signatures: record.signatures }) ===
      record.document_hash;
  return isDocumentHashRight ? { isIntact: true } : { isIntact: false, reason: 'document_hash_mismatch' };
}

/** The seal over a signed record's (recomputed and matching) document hash. */
function checkSeal(record: TrainingRecord, trustedKey: TrustedSealKey): Check {
  if (!record.document_seal || !record.document_hash) return { isIntact: false, reason: 'seal_missing' };
  const seal = checkDocumentSeal(record.document_seal, record.document_hash, [trustedKey]);
  if (seal === 'valid') return { isIntact: true };
  return { isIntact: false, reason: seal === 'mismatch' ? 'seal_mismatch' : 'seal_unknown_key' };
}

async function checkDocument(record: TrainingRecord, trustedKey: TrustedSealKey): Promise<Check> {
  const chain = await checkHashChain(record);
  if (!chain.isIntact || record.status !== 'signed') return chain;
  return checkSeal(record, trustedKey);
}

function describeSigners(record: TrainingRecord): SignerLine[] {
  return record.signatures.map((signature) => ({
    role: signature.role,
    role_label: texts.documents.signerRoleLabels[signature.role],
    first_name: signature.signer.first_name,
    last_name: signature.signer.last_name,
    timestamp: signature.timestamp,
  }));
}

type Outcome = { answer: VerificationAnswer; failure?: FailureReason; companyId?: string };

function failed(reason: FailureReason, companyId?: string): Outcome {
  return {
    answer: { valid: false, reason: texts.verification.failureReasons[reason] },
    failure: reason,
    ...(companyId ? { companyId } : {}),
  };
}

async function verify(hash: string, seal: PublishedSeal): Promise<Outcome> {
  if (!SHA256_HEX_PATTERN.test(hash)) return failed('malformed');
  const found = await lookUpHash(hash);
  if (!found) return failed('unknown');
  const recordId = found.kind === 'signature' ? found.signature.document_id : found.recordHash.document_id;
  const record = await getTrainingRecord(recordId);
  if (!record) return failed('document_missing');
  const fail = (reason: FailureReason) => failed(reason, record.company_id);
  const documentCheck = await checkDocument(record, await trustedKeyOf(seal));
  if (!documentCheck.isIntact) return fail(documentCheck.reason);
  const courseTitle = record.content.course.title;
  if (found.kind === 'signature') {
    const signatureCheck = await checkSignature(record, found.signature);
    if (!signatureCheck.isIntact) return fail(signatureCheck.reason);
    const { signer } = found.signature;
    return {
      answer: {
        valid: true,
        kind: 'signature',
        first_name: signer.first_name,
        last_name: signer.last_name,
        username: signer.username,
        timestamp: found.signature.timestamp,
        course_title: courseTitle,
        role: found.signature.role,
        role_label: texts.documents.signerRoleLabels[found.signature.role],
        signatures: describeSigners(record),
      },
    };
  }
  // checkDocument proved a signed record's document hash and seal.
  const matches =
    found.recordHash.kind === 'document' ? hash === record.document_hash : hash === record.pdf_sha256;
  if (record.status !== 'signed' || !matches) return fail('document_hash_mismatch');
  const { trainee } = record.content;
  return {
    answer: {
      valid: true,
      kind: found.recordHash.kind,
      first_name: trainee.first_name,
      last_name: trainee.last_name,
      username: trainee.username,
      timestamp: record.signed_at as string,
      course_title: courseTitle,
      signatures: describeSigners(record),
    },
  };
}

/**
 * A failed verification is counted, not audited one by one: a tampered record is its company's
 * business; an unknown hash is kept by day.
 */
function countFailure(options: {
  hash: string;
  failure: FailureReason;
  companyId: string | undefined;
  origin: RequestOrigin;
}): Promise<void> {
  return countVerificationFailure({
    companyId: options.companyId ?? null,
    reason: options.failure,
    hash: options.hash,
    origin: options.origin,
    at: nowIso(),
  });
}

/** `GET /api/verify-signature/?hash=`: who signed, or `{ valid: false, reason }` for anything not intact. */
export async function verifySignatureHash(options: {
  hash: string;
  origin: RequestOrigin;
  seal: PublishedSeal;
}): Promise<VerificationAnswer> {
  const hash = options.hash.trim().toLowerCase();
  const { answer, failure, companyId } = await verify(hash, options.seal);
  if (failure) await countFailure({ hash, failure, companyId, origin: options.origin });
  return answer;
}

/**
 * The signed record whose PDF has this SHA-256, verified as by its hash; null when no record has
 * this file (a sealed fișă individuală is one: its trainings are checked by their own codes).
 */
export async function verifyRecordFile(options: {
  fileSha256: string;
  origin: RequestOrigin;
  seal: PublishedSeal;
}): Promise<VerificationAnswer | null> {
  const { answer, failure, companyId } = await verify(options.fileSha256, options.seal);
  if (failure === 'unknown') return null;
  if (failure) await countFailure({ hash: options.fileSha256, failure, companyId, origin: options.origin });
  return answer;
}
