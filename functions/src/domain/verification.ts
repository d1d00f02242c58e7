import {
  computeSignatureHash,
  SHA256_HEX_PATTERN,
  type SignerRole,
  signerIdentityOf,
  texts,
} from '@ssm/shared';
import { newAuditEvent, PUBLIC_ACTOR, type RequestOrigin, recordAuditEvent } from '../data/audit';
import { lookUpHash } from '../data/signatures';
import { getTrainingDocument, type RecordSignature, type TrainingDocument } from '../data/training-documents';
import { nowIso } from '../lib/clock';
import { computeBindingHash, computeContentHash, computeDocumentHash } from './record-hashes';

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
 * hash comes from all of them. Any edit of the stored record breaks one of these, and the
 * failure is recorded in the audit trail.
 */

type SignerLine = {
  role: SignerRole;
  role_label: string;
  first_name: string;
  last_name: string;
  timestamp: string;
};

export type VerificationAnswer =
  | { valid: false }
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

type Check = { isIntact: true } | { isIntact: false; reason: string };

/** Checks one signature claimed on the document (from its look-up item, or from the document itself). */
async function checkSignature(
  document: TrainingDocument,
  signature: Pick<RecordSignature, 'role' | 'signature_hash' | 'binding_hash'>,
): Promise<Check> {
  const onDocument = document.signatures.find(
    (candidate) => candidate.role === signature.role && candidate.signature_hash === signature.signature_hash,
  );
  if (!onDocument) return { isIntact: false, reason: 'signature_not_on_document' };
  const identityHash = await computeSignatureHash(signerIdentityOf(onDocument.signer), onDocument.timestamp);
  if (identityHash !== signature.signature_hash) return { isIntact: false, reason: 'identity_changed' };
  const bindingHash = computeBindingHash({
    documentId: document.id,
    role: onDocument.role,
    signatureHash: onDocument.signature_hash,
    contentHash: document.content_hash,
  });
  const isBound =
    onDocument.content_hash === document.content_hash &&
    onDocument.binding_hash === bindingHash &&
    signature.binding_hash === bindingHash;
  return isBound ? { isIntact: true } : { isIntact: false, reason: 'binding_broken' };
}

async function checkDocument(document: TrainingDocument): Promise<Check> {
  if (computeContentHash(document.record) !== document.content_hash) {
    return { isIntact: false, reason: 'record_changed' };
  }
  for (const signature of document.signatures) {
    const check = await checkSignature(document, signature);
    if (!check.isIntact) return check;
  }
  return { isIntact: true };
}

function describeSigners(document: TrainingDocument): SignerLine[] {
  return document.signatures.map((signature) => ({
    role: signature.role,
    role_label: texts.documents.signerRoleLabels[signature.role],
    first_name: signature.signer.first_name,
    last_name: signature.signer.last_name,
    timestamp: signature.timestamp,
  }));
}

async function verify(
  hash: string,
): Promise<{ answer: VerificationAnswer; failure?: string; companyId?: string }> {
  if (!SHA256_HEX_PATTERN.test(hash)) return { answer: { valid: false }, failure: 'malformed' };
  const found = await lookUpHash(hash);
  if (!found) return { answer: { valid: false }, failure: 'unknown' };
  const documentId = found.kind === 'signature' ? found.signature.document_id : found.recordHash.document_id;
  const document = await getTrainingDocument(documentId);
  if (!document) return { answer: { valid: false }, failure: 'document_missing' };
  const fail = (reason: string) => ({
    answer: { valid: false as const },
    failure: reason,
    companyId: document.company_id,
  });
  const documentCheck = await checkDocument(document);
  if (!documentCheck.isIntact) return fail(documentCheck.reason);
  const courseTitle = document.record.course.title;
  if (found.kind === 'signature') {
    const signatureCheck = await checkSignature(document, found.signature);
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
        signatures: describeSigners(document),
      },
    };
  }
  const isSigned =
    document.status === 'signed' &&
    document.document_hash !== null &&
    computeDocumentHash({ contentHash: document.content_hash, signatures: document.signatures }) ===
      document.document_hash;
  const matches =
    found.recordHash.kind === 'document' ? hash === document.document_hash : hash === document.pdf_sha256;
  if (!isSigned || !matches) return fail('document_hash_mismatch');
  const { trainee } = document.record;
  return {
    answer: {
      valid: true,
      kind: found.recordHash.kind,
      first_name: trainee.first_name,
      last_name: trainee.last_name,
      username: trainee.username,
      timestamp: document.signed_at as string,
      course_title: courseTitle,
      signatures: describeSigners(document),
    },
  };
}

/** `GET /api/verify-signature/?hash=`: the spec's answer, `{ valid: false }` for anything not intact. */
export async function verifySignatureHash(options: {
  hash: string;
  origin: RequestOrigin;
}): Promise<VerificationAnswer> {
  const hash = options.hash.trim().toLowerCase();
  const { answer, failure, companyId } = await verify(hash);
  if (failure) {
    // A tampered record is its company's business; an unknown hash is kept by day.
    await recordAuditEvent(
      newAuditEvent({
        scope: companyId
          ? { kind: 'company', id: companyId }
          : { kind: 'verification', day: nowIso().slice(0, 10) },
        action: 'verification_failed',
        actor: PUBLIC_ACTOR,
        origin: options.origin,
        subject: { hash: hash.slice(0, 128) },
        details: { reason: failure },
      }),
    );
  }
  return answer;
}
