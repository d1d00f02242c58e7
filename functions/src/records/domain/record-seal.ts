import { createHash, createPublicKey } from 'node:crypto';
import { summariseCertificate, toCertificatePem } from '../../signing/certificate';
import {
  type PublishedSeal,
  SEAL_SIGNING_ALGORITHM,
  type Sealer,
  verifyDigestSignature,
} from '../../signing/sealer';
import type { RecordSeal } from '../data/records';

/*
 * The platform's seal over one link of a record's seal chain (docs/signatures.md). A link's hash
 * is a SHA-256, so the seal signs it as the digest it is: one KMS `Sign` per link. Anyone holding
 * the published key can check it; nobody who can only write the table can make it, so a record
 * rewritten with recomputed hashes no longer matches its seals.
 */

/** A key the verifier accepts seals from, with its public half (DER SubjectPublicKeyInfo). */
export type TrustedSealKey = { keyId: string; publicKey: Uint8Array };

/** The published seal, or the sealer itself, as a key whose seals are accepted. */
export async function trustedKeyOf(
  seal: Pick<PublishedSeal | Sealer, 'keyId' | 'publicKey'>,
): Promise<TrustedSealKey> {
  return { keyId: seal.keyId, publicKey: await seal.publicKey() };
}

export type LinkSealCheck = 'valid' | 'unknown_key' | 'mismatch';

const LINK_HASH = /^[0-9a-f]{64}$/;

function digestOf(linkHash: string): Uint8Array {
  if (!LINK_HASH.test(linkHash)) throw new Error('A link hash is 64 lower-case hex digits');
  return new Uint8Array(Buffer.from(linkHash, 'hex'));
}

export async function sealLinkHash(sealer: Sealer, linkHash: string): Promise<RecordSeal> {
  const signature = await sealer.signDigest(digestOf(linkHash));
  return {
    key_id: sealer.keyId,
    algorithm: SEAL_SIGNING_ALGORITHM,
    signature: Buffer.from(signature).toString('base64'),
  };
}

/**
 * Checks a stored seal against a link hash recomputed from the stored record: `mismatch` when
 * the hash is not the one that was sealed, `unknown_key` when the seal names a key the platform
 * does not publish.
 */
export function checkLinkSeal(
  seal: RecordSeal,
  linkHash: string,
  trustedKeys: readonly TrustedSealKey[],
): LinkSealCheck {
  const key = trustedKeys.find((candidate) => candidate.keyId === seal.key_id);
  if (!key || seal.algorithm !== SEAL_SIGNING_ALGORITHM) return 'unknown_key';
  const signature = new Uint8Array(Buffer.from(seal.signature, 'base64'));
  const publicKey = createPublicKey({ key: Buffer.from(key.publicKey), format: 'der', type: 'spki' });
  return verifyDigestSignature(publicKey, digestOf(linkHash), signature) ? 'valid' : 'mismatch';
}

/** SHA-256 as certificate viewers show it: upper-case hex in colon-separated pairs. */
function fingerprintOf(der: Uint8Array): string {
  return (createHash('sha256').update(der).digest('hex').toUpperCase().match(/../g) ?? []).join(':');
}

/** `GET /api/seal-certificate/`: what anyone needs to check the platform's seal themselves. */
export async function describePublishedSeal(seal: PublishedSeal) {
  const [publicKey, chain] = await Promise.all([seal.publicKey(), seal.certificateChain()]);
  const [certificate] = chain;
  return {
    key_id: seal.keyId,
    algorithm: SEAL_SIGNING_ALGORITHM,
    public_key_pem: createPublicKey({ key: Buffer.from(publicKey), format: 'der', type: 'spki' })
      .export({ type: 'spki', format: 'pem' })
      .toString(),
    public_key_sha256: fingerprintOf(publicKey),
    certificate_chain_pem: certificate ? chain.map(toCertificatePem).join('') : null,
    certificate_sha256: certificate ? summariseCertificate(certificate).fingerprintSha256 : null,
  };
}
