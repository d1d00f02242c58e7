import { createHash } from 'node:crypto';
import type { SignerRole } from '@ssm/shared';
import type { EmailCodeConfirmation, PasskeyEvidence, RecordContent, TrainingRecord } from '../data/records';

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * JSON with object keys sorted at every level and no whitespace, so the same content always
 * gives the same bytes whatever order its fields were written or read back in.
 */
export function toCanonicalJson(value: unknown): string {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('A record cannot hold a non-finite number');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(toCanonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${toCanonicalJson(field)}`).join(',')}}`;
  }
  throw new TypeError(`A record cannot hold a ${typeof value}`);
}

/** SHA-256 of the record's canonical JSON: any later change of the record changes it. */
export function computeContentHash(content: RecordContent): string {
  return sha256Hex(toCanonicalJson(content));
}

/**
 * Binds one signature to one record: the signer's identity hash, the record's content hash, the
 * document and the capacity signed in. Recomputing it at verification proves the signature was
 * made on this content, so moving a signature to another record or editing the record is seen.
 */
export function computeBindingHash(options: {
  recordId: string;
  role: SignerRole;
  signatureHash: string;
  contentHash: string;
}): string {
  return sha256Hex(
    toCanonicalJson({
      content_hash: options.contentHash,
      document_id: options.recordId,
      role: options.role,
      signature_hash: options.signatureHash,
    }),
  );
}

/*
 * The seal chain (docs/signatures.md): a record's links, each hashed over the canonical JSON of
 * what it fixes and sealed by the platform as it is made. The first link fixes the record's
 * content; each signature's link fixes the signature (its binding, identity hash and instant),
 * the capacities the record needs once it landed, and the hash of the link before it, so no link
 * can be changed, dropped from the middle or moved to another record without breaking every
 * later one. The last link's hash is the document hash printed on the PDF.
 *
 * Fields a later link kind adds (a passkey assertion, say) are left out of the canonical JSON
 * when absent, so the hashes of links without them stay what they were.
 */

/** The first link: the record, its content, and the capacities it needs as known when it started. */
export type StartLink = {
  documentId: string;
  contentHash: string;
  requiredRoles: readonly SignerRole[];
};

/** A signature's link. */
export type SignatureLink = {
  /** The hash of the link before this one. */
  previous: string;
  role: SignerRole;
  signatureHash: string;
  bindingHash: string;
  timestamp: string;
  requiredRoles: readonly SignerRole[];
  /** The SHA-256 of the passkey evidence of an advanced signature, so the seal covers it too. */
  passkeyEvidenceHash?: string | undefined;
  /** The e-mailed code that confirmed a simple signature, so the seal covers that too. */
  emailCode?: EmailCodeConfirmation | undefined;
};

export function computeStartLinkHash(link: StartLink): string {
  return sha256Hex(
    toCanonicalJson({
      link: 'start',
      document_id: link.documentId,
      content_hash: link.contentHash,
      required_roles: link.requiredRoles,
    }),
  );
}

export function computeSignatureLinkHash(link: SignatureLink): string {
  return sha256Hex(
    toCanonicalJson({
      link: 'signature',
      previous: link.previous,
      role: link.role,
      signature_hash: link.signatureHash,
      binding_hash: link.bindingHash,
      timestamp: link.timestamp,
      required_roles: link.requiredRoles,
      passkey_evidence_hash: link.passkeyEvidenceHash,
      email_code: link.emailCode,
    }),
  );
}

/** The hash of an advanced signature's passkey evidence, as its link of the seal chain names it. */
export function computePasskeyEvidenceHash(evidence: PasskeyEvidence): string {
  return sha256Hex(toCanonicalJson(evidence));
}

/** What a record's chain is computed from: its stored fields, as they are now. */
export type ChainedRecord = Pick<TrainingRecord, 'id' | 'content_hash' | 'start' | 'signatures'>;

/** The hash of every link of a record, the start first, from the record as stored. */
export function computeChainHashes(record: ChainedRecord): string[] {
  const hashes = [
    computeStartLinkHash({
      documentId: record.id,
      contentHash: record.content_hash,
      requiredRoles: record.start.required_roles,
    }),
  ];
  for (const signature of record.signatures) {
    hashes.push(
      computeSignatureLinkHash({
        previous: hashes.at(-1) as string,
        role: signature.role,
        signatureHash: signature.signature_hash,
        bindingHash: signature.binding_hash,
        timestamp: signature.timestamp,
        requiredRoles: signature.required_roles,
        passkeyEvidenceHash: signature.passkey && computePasskeyEvidenceHash(signature.passkey),
        emailCode: signature.email_code,
      }),
    );
  }
  return hashes;
}
