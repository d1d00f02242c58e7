import { GetPublicKeyCommand } from '@aws-sdk/client-kms';
import { texts } from '@ssm/shared';
import type { PublishedSeal, Sealing } from './adapters';
import { oncePerColdStart } from './aws';
import { getConfig } from './config';
import { getKmsClient } from './kms-client';
import { createKmsSealer } from './kms-sealer';
import { createLocalSealer } from './local-sealer';
import { certificatePublicKey, certifiesPublicKey, parseCertificateChainPem } from './seal-certificate';
import { SealError, type Sealer } from './sealer';
import { readSecretString } from './secrets';
import { createTimestampAuthority } from './timestamp-authority';

/*
 * The platform seal of this process (docs/signatures.md), loaded only through seal.ts: the KMS key when the stack names one,
 * else the local key pair in the seal directory. A handler takes the sealer only when its route
 * declares `seal: 'sign'`, and the published seal when it declares `seal: 'verify'`; the CDK stack
 * grants `kms:Sign` to the first kind alone.
 */

/** Made on first use and kept for the process, unless making it failed: the next call tries again. */
function keptOnceMade<T>(make: () => Promise<T>): () => Promise<T> {
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

const PEM_CERTIFICATE = '-----BEGIN CERTIFICATE-----';

/** The chain a firm stored in the seal's certificate secret; none while the secret holds its placeholder. */
async function readConfiguredChainPem(): Promise<string | undefined> {
  const { sealCertificateSecretArn } = getConfig();
  if (!sealCertificateSecretArn) return undefined;
  const value = await readSecretString(sealCertificateSecretArn);
  return value.includes(PEM_CERTIFICATE) ? value : undefined;
}

function localSealDirectory(): string {
  const { sealDir } = getConfig();
  if (!sealDir) throw new SealError('Neither SEAL_KEY_ARN nor SEAL_DIR is set: the platform has no seal');
  return sealDir;
}

const loadLocalSealer = keptOnceMade(() =>
  createLocalSealer({ directory: localSealDirectory(), organisation: texts.common.appName }),
);

const loadSealer = keptOnceMade(async (): Promise<Sealer> => {
  const { sealKeyArn } = getConfig();
  if (!sealKeyArn) return loadLocalSealer();
  return createKmsSealer({
    client: getKmsClient(),
    keyArn: sealKeyArn,
    certificateChainPem: await readConfiguredChainPem(),
    organisation: texts.common.appName,
  });
});

/** The sealer and the time-stamp authority, for the functions that seal. */
export async function getSealing(): Promise<Sealing> {
  const { sealTimestampUrl } = getConfig();
  return {
    sealer: await loadSealer(),
    timestampAuthority: sealTimestampUrl ? createTimestampAuthority({ url: sealTimestampUrl }) : undefined,
  };
}

async function readKmsPublicKey(keyArn: string): Promise<Uint8Array> {
  const { PublicKey } = await getKmsClient().send(new GetPublicKeyCommand({ KeyId: keyArn }));
  if (!PublicKey) throw new SealError(`KMS returned no public key for ${keyArn}`);
  return PublicKey;
}

function publishKmsSeal(keyArn: string): PublishedSeal {
  const publicKey = keptOnceMade(() => readKmsPublicKey(keyArn));
  const chain = keptOnceMade(async () => {
    const pem = await readConfiguredChainPem();
    if (!pem) return [];
    const certificates = parseCertificateChainPem(pem);
    if (!certifiesPublicKey(certificates[0]!, await publicKey())) {
      throw new SealError(`The configured seal certificate does not certify KMS key ${keyArn}`);
    }
    return certificates;
  });
  return { keyId: keyArn, publicKey, certificateChain: chain };
}

async function publishLocalSeal(): Promise<PublishedSeal> {
  const sealer = await loadLocalSealer();
  const chain = await sealer.certificateChain();
  const publicKey = new Uint8Array(certificatePublicKey(chain[0]!).export({ type: 'spki', format: 'der' }));
  return { keyId: sealer.keyId, publicKey: async () => publicKey, certificateChain: async () => chain };
}

const loadPublishedSeal = keptOnceMade(async (): Promise<PublishedSeal> => {
  const { sealKeyArn } = getConfig();
  return sealKeyArn ? publishKmsSeal(sealKeyArn) : publishLocalSeal();
});

/** The published seal, for verification and the certificate route; it never signs. */
export async function getPublishedSeal(): Promise<PublishedSeal> {
  return loadPublishedSeal();
}
