import { oncePerColdStart } from '../platform/aws';
import { getConfig } from '../platform/config';
import { parseCertificateChainPem } from './certificate';
import { SealError } from './sealer';

/*
 * What the seal that signs (seal-keys.ts) and the seals that verification reads
 * (kms-published-seal.ts, local-published-seal.ts) share: the local seal's directory and the way
 * each keeps what it made for the process. Nothing here loads an SDK client.
 */

/** Made on first use and kept for the process, unless making it failed: the next call tries again. */
export function keptOnceMade<T>(make: () => Promise<T>): () => Promise<T> {
  const holder = oncePerColdStart((): { value?: Promise<T> } => ({}));
  return () => {
    const kept = holder();
    kept.value ??= make().catch((error: unknown) => {
      kept.value = undefined;
      throw error;
    });
    return kept.value;
  };
}

/** Where the local seal's key pair and certificate live, without a KMS key. */
export function localSealDirectory(): string {
  const { sealDir } = getConfig();
  if (!sealDir) throw new SealError('Neither SEAL_KEY_ARN nor SEAL_DIR is set: the platform has no seal');
  return sealDir;
}

/** The time-stamp authorities the deployment trusts (DER certificates); none when unset. */
export function timestampTrustAnchors(): Uint8Array[] {
  const { sealTimestampTrustAnchors } = getConfig();
  return sealTimestampTrustAnchors ? parseCertificateChainPem(sealTimestampTrustAnchors) : [];
}
