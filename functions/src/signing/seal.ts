import { getConfig } from '../platform/config';
import type { PublishedSeal, Sealing } from './sealer';

/*
 * The platform seal of this process (docs/signatures.md), loaded on first use. What signs (the
 * sealers, their certificate and the time-stamp client: pkijs, asn1js, the KMS client, about
 * 400 kB bundled) comes in by `import('./keys')`; what verifies, the published key and
 * certificate read on node:crypto, by `import('./transports/aws-kms-published')` on a deployment or
 * `import('./transports/local-published')` locally. A route that declares a seal loads its part on the
 * first request that seals or verifies, not at its cold start; a bundled Lambda finds each as a
 * chunk beside its bundle.
 */

/** The sealer and the time-stamp authority, for the functions that seal. */
export async function getSealing(): Promise<Sealing> {
  const keys = await import('./keys');
  return keys.getSealing();
}

/** The published seal, for verification and the certificate route; it never signs. */
export async function getPublishedSeal(): Promise<PublishedSeal> {
  if (getConfig().sealKeyArn) {
    const kms = await import('./transports/aws-kms-published');
    return kms.getKmsPublishedSeal();
  }
  const local = await import('./transports/local-published');
  return local.getLocalPublishedSeal();
}
