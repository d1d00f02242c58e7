import { SHA256_HEX_PATTERN, type SignatureLevel, type SignerRole } from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import type { RequestOrigin } from '../../audit/data/audit';
import { nowIso } from '../../platform/clock';
import type { PublishedSeal } from '../../signing/sealer';
import { getTrainingRecord, type TrainingRecord } from '../data/records';
import { lookUpHash, type StoredSignature, type WorkerSheetFile } from '../data/signatures';
import { countVerificationFailure } from '../data/verification-failures';
import { checkRecordChain } from './record-chain';
import { isPasskeyEvidenceValid } from './record-evidence';
import { trustedKeyOf } from './record-seal';

/*
 * Public verification (docs/signatures.md, verification): anyone holding a hash learns whether it belongs to an
 * intact signed record, and who signed what and when — the spec's answer (names, username,
 * timestamp) plus the course and the signing capacity, which the record itself prints. A hash is
 * accepted in three forms: a signature's identity hash, the document hash printed on the PDF, or
 * the SHA-256 of the PDF file. `verify-pdf` finds a file's record by what the file's seal covers.
 *
 * Valid means the record's whole seal chain still holds, whatever its state (record-chain.ts):
 * its content gives its content hash, each signature comes from its signer and is bound to that
 * content, the platform's seal over every link verifies with the published key, and its state
 * agrees with its signatures and with the capacities the seals fixed. The hashes alone can be
 * recomputed by anyone who can write the table; the seals cannot, so a record rewritten with
 * every hash recomputed fails there. Any failure is answered with its reason in Romanian and
 * counted in the audit trail, by hour and outcome.
 */

/** What confirmed a signature: the signer's passkey, an e-mailed code, or only their session. */
type Confirmation = 'passkey' | 'email_code' | 'session';

type SignatureEvidence = {
  confirmation: Confirmation;
  /** How /verificare says it, the masked address of a code included. */
  confirmation_label: string;
  /** Whether the passkey evidence was checked and holds; null when there is no cryptographic evidence. */
  evidence_valid: boolean | null;
};

type SignerLine = SignatureEvidence & {
  role: SignerRole;
  role_label: string;
  level: SignatureLevel;
  level_label: string;
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
      level?: SignatureLevel;
      level_label?: string;
      confirmation?: Confirmation;
      confirmation_label?: string;
      evidence_valid?: boolean | null;
      signatures?: SignerLine[];
    };

/** Whether the look-up's signature is the one the record holds in that capacity. */
function isOnRecord(
  record: TrainingRecord,
  claimed: Pick<StoredSignature, 'role' | 'signature_hash' | 'binding_hash'>,
) {
  return record.signatures.some(
    (signature) =>
      signature.role === claimed.role &&
      signature.signature_hash === claimed.signature_hash &&
      signature.binding_hash === claimed.binding_hash,
  );
}

/** A signature's level, as stored (simple for signatures made before levels were recorded) and as printed. */
function levelOf(signature: Pick<StoredSignature, 'level'>) {
  const level = signature.level ?? 'simple';
  return { level, level_label: texts.signing.levels[level] };
}

/**
 * What confirmed the signature. A passkey signature's evidence was checked before any answer is
 * given (`verifyRecord`), so here it holds.
 */
function evidenceOf(signature: TrainingRecord['signatures'][number]): SignatureEvidence {
  if (signature.passkey) {
    return {
      confirmation: 'passkey',
      confirmation_label: texts.verification.confirmations.passkey,
      evidence_valid: true,
    };
  }
  if (signature.email_code) {
    return {
      confirmation: 'email_code',
      confirmation_label: texts.signing.confirmedByCode(signature.email_code.email),
      evidence_valid: null,
    };
  }
  return {
    confirmation: 'session',
    confirmation_label: texts.verification.confirmations.session,
    evidence_valid: null,
  };
}

function describeSigners(record: TrainingRecord): SignerLine[] {
  return record.signatures.map((signature) => ({
    role: signature.role,
    role_label: texts.documents.signerRoleLabels[signature.role],
    ...levelOf(signature),
    ...evidenceOf(signature),
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

/** A record found by one of its hashes, checked whole, and answered as that hash's kind. */
async function verifyRecord(options: {
  recordId: string;
  seal: PublishedSeal;
  answerFor: (record: TrainingRecord) => VerificationAnswer | FailureReason;
}): Promise<Outcome> {
  const record = await getTrainingRecord(options.recordId);
  if (!record) return failed('document_missing');
  const chain = await checkRecordChain(record, [await trustedKeyOf(options.seal)]);
  if (!chain.isIntact) return failed(chain.reason, record.company_id);
  // The seals prove the platform held this evidence; the evidence itself must prove the signer's device signed.
  if (record.signatures.some((signature) => signature.passkey && !isPasskeyEvidenceValid(signature))) {
    return failed('passkey_evidence_invalid', record.company_id);
  }
  const answer = options.answerFor(record);
  return typeof answer === 'string' ? failed(answer, record.company_id) : { answer };
}

/** The evidence of the record's signature the look-up names. */
function evidenceOfClaimed(record: TrainingRecord, claimed: Pick<StoredSignature, 'signature_hash'>) {
  const signature = record.signatures.find(
    (candidate) => candidate.signature_hash === claimed.signature_hash,
  );
  return signature ? evidenceOf(signature) : {};
}

/** A signed record as a document hash or a file answers for it. */
function wholeRecordAnswer(
  record: TrainingRecord,
  kind: 'document' | 'file',
): VerificationAnswer | FailureReason {
  if (record.status !== 'signed' || !record.signed_at) return 'document_hash_mismatch';
  const { trainee } = record.content;
  return {
    valid: true,
    kind,
    first_name: trainee.first_name,
    last_name: trainee.last_name,
    username: trainee.username,
    timestamp: record.signed_at,
    course_title: record.content.course.title,
    signatures: describeSigners(record),
  };
}

async function verify(hash: string, seal: PublishedSeal): Promise<Outcome> {
  if (!SHA256_HEX_PATTERN.test(hash)) return failed('malformed');
  const found = await lookUpHash(hash);
  if (found?.kind === 'signature') {
    const claimed = found.signature;
    return verifyRecord({
      recordId: claimed.document_id,
      seal,
      answerFor: (record) =>
        isOnRecord(record, claimed)
          ? {
              valid: true,
              kind: 'signature',
              ...evidenceOfClaimed(record, claimed),
              first_name: claimed.signer.first_name,
              last_name: claimed.signer.last_name,
              username: claimed.signer.username,
              timestamp: claimed.timestamp,
              course_title: record.content.course.title,
              role: claimed.role,
              role_label: texts.documents.signerRoleLabels[claimed.role],
              ...levelOf(claimed),
              signatures: describeSigners(record),
            }
          : 'signature_not_on_document',
    });
  }
  // What a PDF's seal covers is no hash anyone is handed: only `verify-pdf` looks it up.
  const recordHash = found?.kind === 'record' ? found.recordHash : null;
  if (recordHash?.kind !== 'document' && recordHash?.kind !== 'file') return failed('unknown');
  const kind = recordHash.kind;
  return verifyRecord({
    recordId: recordHash.document_id,
    seal,
    answerFor: (record) =>
      hash === (kind === 'document' ? record.document_hash : record.pdf_sha256)
        ? wholeRecordAnswer(record, kind)
        : 'document_hash_mismatch',
  });
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

/** What a sealed PDF is to the platform, found by what its seal covers. */
export type SealedFileVerification =
  | { kind: 'record'; answer: VerificationAnswer }
  | { kind: 'worker-sheet'; sheet: WorkerSheetFile }
  | { kind: 'unknown' };

/**
 * The file the platform sealed whose seal covers bytes of this SHA-256 (`verify-pdf`): a signed
 * record, verified whole as by its hashes (a failure counted like theirs), a worker's fișă
 * individuală, or a file the platform does not know.
 */
export async function verifySealedFile(options: {
  sealedSha256: string;
  origin: RequestOrigin;
  seal: PublishedSeal;
}): Promise<SealedFileVerification> {
  const { sealedSha256 } = options;
  const found = await lookUpHash(sealedSha256);
  const recordHash = found?.kind === 'record' ? found.recordHash : null;
  if (recordHash?.kind === 'worker-sheet') return { kind: 'worker-sheet', sheet: recordHash };
  if (recordHash?.kind !== 'sealed-pdf') return { kind: 'unknown' };
  const { answer, failure, companyId } = await verifyRecord({
    recordId: recordHash.document_id,
    seal: options.seal,
    answerFor: (record) =>
      sealedSha256 === record.pdf_sealed_sha256
        ? wholeRecordAnswer(record, 'file')
        : 'document_hash_mismatch',
  });
  if (failure) await countFailure({ hash: sealedSha256, failure, companyId, origin: options.origin });
  return { kind: 'record', answer };
}
