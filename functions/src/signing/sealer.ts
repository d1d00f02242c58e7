import { constants, type KeyObject, publicDecrypt } from 'node:crypto';

/**
 * The platform's electronic seal: a key that signs SHA-256 digests and the certificate chain that
 * names it. Two implementations stand behind this one type: an AWS KMS asymmetric key, whose
 * private half never leaves KMS (`kms-sealer.ts`), and a key pair kept in the local platform's
 * data directory (`local-sealer.ts`). Everything that seals (record PDFs, document hashes) goes
 * through it and never learns which one it holds. docs/signatures.md describes the seal.
 *
 * One algorithm for both: RSASSA-PKCS1-v1_5 with SHA-256 over a 3072-bit key. Its signatures are
 * deterministic (the same digest always gives the same bytes, in KMS as locally), which keeps a
 * sealed record reproducible, and every PDF reader, OpenSSL and the browser's WebCrypto check it.
 */
export type Sealer = {
  /** Names the key in what it seals: the KMS key's ARN, or `local:` and the public key's SHA-256. */
  readonly keyId: string;
  /** Signs a 32-byte SHA-256 digest; returns the RSASSA-PKCS1-v1_5 signature. */
  signDigest(digest: Uint8Array): Promise<Uint8Array>;
  /** DER certificates: the seal's own first, then its issuers (empty beyond it when self-signed). */
  certificateChain(): Promise<readonly Uint8Array[]>;
};

/** The KMS name of the one signing algorithm every seal uses. */
export const SEAL_SIGNING_ALGORITHM = 'RSASSA_PKCS1_V1_5_SHA_256';

/** The KMS key spec (and the local key's size) that algorithm runs on. */
export const SEAL_KEY_SPEC = 'RSA_3072';
export const SEAL_KEY_BITS = 3072;

export const SHA256_DIGEST_BYTES = 32;

/** The local seal's key pair and self-signed certificate, as files of the seal directory (`local-sealer.ts`). */
export const LOCAL_SEAL_FILES = { key: 'seal-key.pem', certificate: 'seal-certificate.pem' } as const;

/** A seal that cannot be made: its key or certificate is unusable, or its digest malformed. */
export class SealError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SealError';
  }
}

/** DER prefix of a SHA-256 DigestInfo: RSASSA-PKCS1-v1_5 signs this followed by the digest. */
const SHA256_DIGEST_INFO_PREFIX = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/** The block RSASSA-PKCS1-v1_5 pads and signs for a SHA-256 digest (RFC 8017 9.2). */
export function encodeSha256DigestInfo(digest: Uint8Array): Buffer {
  assertSha256Digest(digest);
  return Buffer.concat([SHA256_DIGEST_INFO_PREFIX, digest]);
}

/**
 * Checks a seal's signature over a digest it was given (not over a message to hash): what KMS
 * `Sign` with `MessageType: 'DIGEST'` and the local key both produce.
 */
export function verifyDigestSignature(
  publicKey: KeyObject,
  digest: Uint8Array,
  signature: Uint8Array,
): boolean {
  let signed: Buffer;
  try {
    signed = publicDecrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, signature);
  } catch {
    return false;
  }
  return signed.equals(encodeSha256DigestInfo(digest));
}

export function assertSha256Digest(digest: Uint8Array): void {
  if (digest.length !== SHA256_DIGEST_BYTES) {
    throw new SealError(
      `A seal signs a ${SHA256_DIGEST_BYTES}-byte SHA-256 digest, not ${digest.length} bytes`,
    );
  }
}

/** Obtains an RFC 3161 time-stamp token (DER) over a SHA-256 digest. */
export type TimestampAuthority = { timestamp(digest: Uint8Array): Promise<Uint8Array> };

/**
 * What seals a signed record (docs/signatures.md): the seal's key, and the RFC 3161 authority
 * whose time stamp makes a record PDF's seal PAdES B-T, when one is configured.
 */
export type Sealing = { sealer: Sealer; timestampAuthority: TimestampAuthority | undefined };

/**
 * The platform seal as anyone may check it (docs/signatures.md): the key's id, its public half,
 * and the certificate chain that names it (empty on AWS until a firm configures one: the key's
 * self-signed certificate is then made only where the key may sign). Reading it never signs.
 */
export type PublishedSeal = {
  readonly keyId: string;
  /** The key's public half, DER SubjectPublicKeyInfo. */
  publicKey(): Promise<Uint8Array>;
  /** DER certificates, the seal's own first; empty when none is published. */
  certificateChain(): Promise<readonly Uint8Array[]>;
};
