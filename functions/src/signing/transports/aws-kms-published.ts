import { GetPublicKeyCommand } from '@aws-sdk/client-kms';
import { getConfig } from '../../platform/config';
import { readSecretString } from '../../platform/secrets';
import { configuredCertificateRefusal, parseChainCertifying } from '../certificate';
import { type PublishedSeal, SealError } from '../sealer';
import { keptOnceMade } from '../settings';
import { getKmsClient } from './kms-client';

/*
 * The published seal of a deployment (docs/signatures.md), loaded only through seal.ts: the KMS
 * key's public half and the chain a firm configured for it, read on node:crypto. What signs
 * (seal-keys.ts: the sealer, pkijs, asn1js, the time-stamp client) is not loaded to verify.
 */

const PEM_CERTIFICATE = '-----BEGIN CERTIFICATE-----';

/** The chain a firm stored in the seal's certificate secret; none while the secret holds its placeholder. */
export async function readConfiguredChainPem(): Promise<string | undefined> {
  const { sealCertificateSecretArn } = getConfig();
  if (!sealCertificateSecretArn) return undefined;
  const value = await readSecretString(sealCertificateSecretArn);
  return value.includes(PEM_CERTIFICATE) ? value : undefined;
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
    return parseChainCertifying(pem, await publicKey(), configuredCertificateRefusal(keyArn));
  });
  return { keyId: keyArn, publicKey, certificateChain: chain };
}

const loadPublishedSeal = keptOnceMade(async (): Promise<PublishedSeal> => {
  const { sealKeyArn } = getConfig();
  if (!sealKeyArn) throw new SealError('SEAL_KEY_ARN is not set: the deployment has no KMS seal');
  return publishKmsSeal(sealKeyArn);
});

/** The KMS seal as verification reads it; it never signs. */
export function getKmsPublishedSeal(): Promise<PublishedSeal> {
  return loadPublishedSeal();
}
