import { createHash } from 'node:crypto';
import type { SignerRole } from '@ssm/shared';
import type { RecordContent } from '../data/records';

/** The part of a signature that the document hash covers. */
type SignatureSeal = {
  role: SignerRole;
  signature_hash: string;
  binding_hash: string;
  timestamp: string;
};

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

/**
 * The document's own SHA-256, printed on the signed PDF: the content hash together with every
 * signature's seal, in signing order. It exists once the last signature lands.
 */
export function computeDocumentHash(options: {
  contentHash: string;
  signatures: readonly SignatureSeal[];
}): string {
  return sha256Hex(
    toCanonicalJson({
      content_hash: options.contentHash,
      signatures: options.signatures.map((signature) => ({
        binding_hash: signature.binding_hash,
        role: signature.role,
        signature_hash: signature.signature_hash,
        timestamp: signature.timestamp,
      })),
    }),
  );
}
