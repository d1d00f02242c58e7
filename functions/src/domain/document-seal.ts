import { certificatePublicKey } from '../lib/seal-certificate';
import { SEAL_SIGNING_ALGORITHM, type Sealer, verifyDigestSignature } from '../lib/sealer';

/*
 * The seal over a signed record's document hash (docs/signatures.md). The document hash is a
 * SHA-256 over the record's content and every signature, so the seal signs it as the digest it
 * is: one KMS `Sign` per record. Anyone holding the published certificate can check it; nobody
 * who can only write the table can make it, so a record rewritten with recomputed hashes no
 * longer matches its seal.
 */

/** Stored with the document when its last signature lands. */
export type DocumentSeal = {
  /** The key that sealed: a KMS key ARN, or `local:` and the public key's SHA-256. */
  key_id: string;
  algorithm: typeof SEAL_SIGNING_ALGORITHM;
  /** The signature over the document hash, base64. */
  signature: string;
};

/** A key the verifier accepts seals from, with the certificate that publishes its public half. */
export type TrustedSealKey = { keyId: string; certificate: Uint8Array };

export type DocumentSealCheck = 'valid' | 'unknown_key' | 'mismatch';

const DOCUMENT_HASH = /^[0-9a-f]{64}$/;

function digestOf(documentHash: string): Uint8Array {
  if (!DOCUMENT_HASH.test(documentHash)) throw new Error('A document hash is 64 lower-case hex digits');
  return new Uint8Array(Buffer.from(documentHash, 'hex'));
}

export async function sealDocumentHash(sealer: Sealer, documentHash: string): Promise<DocumentSeal> {
  const signature = await sealer.signDigest(digestOf(documentHash));
  return {
    key_id: sealer.keyId,
    algorithm: SEAL_SIGNING_ALGORITHM,
    signature: Buffer.from(signature).toString('base64'),
  };
}

/**
 * Checks a stored seal against a document hash recomputed from the stored record: `mismatch`
 * when the hash is not the one that was sealed, `unknown_key` when the seal names a key the
 * platform does not publish.
 */
export function checkDocumentSeal(
  seal: DocumentSeal,
  documentHash: string,
  trustedKeys: readonly TrustedSealKey[],
): DocumentSealCheck {
  const key = trustedKeys.find((candidate) => candidate.keyId === seal.key_id);
  if (!key || seal.algorithm !== SEAL_SIGNING_ALGORITHM) return 'unknown_key';
  const signature = new Uint8Array(Buffer.from(seal.signature, 'base64'));
  return verifyDigestSignature(certificatePublicKey(key.certificate), digestOf(documentHash), signature)
    ? 'valid'
    : 'mismatch';
}
