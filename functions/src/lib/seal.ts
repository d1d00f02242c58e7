import type { PublishedSeal, Sealing } from './adapters';
import { getConfig } from './config';

/*
 * The platform seal of this process (docs/signatures.md), loaded on first use. What signs (the
 * sealers, their certificate and the time-stamp client: pkijs, asn1js, the KMS client, about
 * 400 kB bundled) comes in by `import('./seal-keys')`; what verifies, the published key and
 * certificate read on node:crypto, by `import('./kms-published-seal')` on a deployment or
 * `import('./local-published-seal')` locally. A route that declares a seal loads its part on the
 * first request that seals or verifies, not at its cold start; a bundled Lambda finds each as a
 * chunk beside its bundle.
 */

/** The sealer and the time-stamp authority, for the functions that seal. */
export async function getSealing(): Promise<Sealing> {
  const keys = await import('./seal-keys');
  return keys.getSealing();
}

/** The published seal, for verification and the certificate route; it never signs. */
export async function getPublishedSeal(): Promise<PublishedSeal> {
  if (getConfig().sealKeyArn) {
    const kms = await import('./kms-published-seal');
    return kms.getKmsPublishedSeal();
  }
  const local = await import('./local-published-seal');
  return local.getLocalPublishedSeal();
}
