import type { PublishedSeal, Sealing } from './adapters';

/*
 * The platform seal of this process (docs/signatures.md), loaded on first use. Its keys, their
 * certificate and the time-stamp client (seal-keys.ts: pkijs, asn1js, the KMS client, about
 * 400 kB bundled) come in by `import('#seal-keys')` (functions/package.json), so a route that
 * declares a seal loads them on the first request that seals or verifies, not at its cold start;
 * a bundled Lambda finds them as a file beside its bundle (infra/src/bundle.ts, lazy modules).
 */

/** The sealer and the time-stamp authority, for the functions that seal. */
export async function getSealing(): Promise<Sealing> {
  const keys = await import('#seal-keys');
  return keys.getSealing();
}

/** The published seal, for verification and the certificate route; it never signs. */
export async function getPublishedSeal(): Promise<PublishedSeal> {
  const keys = await import('#seal-keys');
  return keys.getPublishedSeal();
}
