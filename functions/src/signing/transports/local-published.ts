import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { certificatePublicKey, parseCertificateChainPem } from '../certificate';
import { LOCAL_SEAL_FILES, type PublishedSeal } from '../sealer';
import { keptOnceMade, localSealDirectory } from '../settings';

/*
 * The published seal of the local platform and the tests (docs/signatures.md), loaded only
 * through seal.ts: the local seal's certificate file, read on node:crypto. The seal's keys
 * (seal-keys.ts, with pkijs and asn1js) are loaded only when no seal exists yet, to make it.
 */

/** The local seal's certificate chain: its file, or, before any seal was made, the seal made now. */
async function readLocalChain(): Promise<readonly Uint8Array[]> {
  const certificatePath = join(localSealDirectory(), LOCAL_SEAL_FILES.certificate);
  try {
    return parseCertificateChainPem(await readFile(certificatePath, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = await import('../keys');
  return (await keys.getSealing()).sealer.certificateChain();
}

/** The key id is the local sealer's: the SHA-256 of the public key its certificate certifies. */
const loadPublishedSeal = keptOnceMade(async (): Promise<PublishedSeal> => {
  const chain = await readLocalChain();
  const publicKey = new Uint8Array(certificatePublicKey(chain[0]!).export({ type: 'spki', format: 'der' }));
  return {
    keyId: `local:${createHash('sha256').update(publicKey).digest('hex')}`,
    publicKey: async () => publicKey,
    certificateChain: async () => chain,
  };
});

/** The local seal as verification reads it; it never signs. */
export function getLocalPublishedSeal(): Promise<PublishedSeal> {
  return loadPublishedSeal();
}
