import { DescribeKeyCommand, GetPublicKeyCommand, type KMSClient, SignCommand } from '@aws-sdk/client-kms';
import { configuredCertificateRefusal, parseChainCertifying } from '../certificate';
import { assertSha256Digest, SEAL_SIGNING_ALGORITHM, SealError, type Sealer } from '../sealer';
import { keptOnceMade } from '../settings';
import { createSelfSignedSealCertificate } from './self-signed-certificate';

/*
 * The seal on AWS: an asymmetric KMS key (RSA_3072, SIGN_VERIFY). KMS signs the digest the
 * platform computed (`MessageType: 'DIGEST'`), so the record never travels to KMS and the private
 * key never leaves it; each use is a CloudTrail event. The certificate is the chain configured for
 * the key (a qualified electronic-seal certificate a firm obtained for it) or, when none is, a
 * self-signed one that the key makes for itself.
 */

export type KmsSealerOptions = {
  client: KMSClient;
  /** The key's ARN: it is the key id written beside every seal. */
  keyArn: string;
  /** A PEM chain issued for the key, the seal's own certificate first; absent: self-signed. */
  certificateChainPem?: string | undefined;
  /** The organisation named in a self-signed certificate. */
  organisation: string;
};

async function signWithKms(client: KMSClient, keyArn: string, digest: Uint8Array): Promise<Uint8Array> {
  assertSha256Digest(digest);
  const { Signature } = await client.send(
    new SignCommand({
      KeyId: keyArn,
      Message: digest,
      MessageType: 'DIGEST',
      SigningAlgorithm: SEAL_SIGNING_ALGORITHM,
    }),
  );
  if (!Signature) throw new SealError(`KMS returned no signature for ${keyArn}`);
  return Signature;
}

/** The key's public half, refusing a key that cannot make this platform's seal. */
async function readSealPublicKey(client: KMSClient, keyArn: string): Promise<Uint8Array> {
  const key = await client.send(new GetPublicKeyCommand({ KeyId: keyArn }));
  if (key.KeyUsage !== 'SIGN_VERIFY' || !key.SigningAlgorithms?.includes(SEAL_SIGNING_ALGORITHM)) {
    throw new SealError(`KMS key ${keyArn} cannot sign with ${SEAL_SIGNING_ALGORITHM}`);
  }
  if (!key.PublicKey) throw new SealError(`KMS returned no public key for ${keyArn}`);
  return key.PublicKey;
}

async function loadCertificateChain(
  options: KmsSealerOptions,
  publicKeyDer: Uint8Array,
): Promise<readonly Uint8Array[]> {
  if (options.certificateChainPem) {
    return parseChainCertifying(
      options.certificateChainPem,
      publicKeyDer,
      configuredCertificateRefusal(options.keyArn),
    );
  }
  const { KeyMetadata } = await options.client.send(new DescribeKeyCommand({ KeyId: options.keyArn }));
  if (!KeyMetadata?.CreationDate) throw new SealError(`KMS returned no creation date for ${options.keyArn}`);
  const certificate = await createSelfSignedSealCertificate({
    publicKeyDer,
    signDigest: (digest) => signWithKms(options.client, options.keyArn, digest),
    organisation: options.organisation,
    notBefore: KeyMetadata.CreationDate,
  });
  return [certificate];
}

/**
 * The KMS seal. Creating it calls nothing: each link of a record's chain is sealed with one
 * `Sign`; the public key (one `GetPublicKey`) and the certificate chain (checked against the key)
 * are read the first time a seal is checked or a PDF needs them, and kept for the process.
 */
export function createKmsSealer(options: KmsSealerOptions): Sealer {
  const publicKey = keptOnceMade(() => readSealPublicKey(options.client, options.keyArn));
  return {
    keyId: options.keyArn,
    signDigest: (digest) => signWithKms(options.client, options.keyArn, digest),
    publicKey,
    certificateChain: keptOnceMade(async () => loadCertificateChain(options, await publicKey())),
  };
}
