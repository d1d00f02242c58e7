import { constants, createPublicKey, generateKeyPairSync, type KeyObject, privateEncrypt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DescribeKeyCommand,
  GetPublicKeyCommand,
  KMSClient,
  SignCommand,
  type SignCommandInput,
} from '@aws-sdk/client-kms';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { texts } from '@ssm/shared';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientsForTests } from '../../src/platform/aws';
import { ENV, resetConfigForTests } from '../../src/platform/config';
import { checkLinkSeal, sealLinkHash, trustedKeyOf } from '../../src/records/domain/record-seal';
import { toCertificatePem } from '../../src/signing/certificate';
import { getPublishedSeal, getSealing } from '../../src/signing/seal';
import { encodeSha256DigestInfo, LOCAL_SEAL_FILES, SealError } from '../../src/signing/sealer';
import { createSelfSignedSealCertificate } from '../../src/signing/transports/self-signed-certificate';

/*
 * The seal a deployed function takes (signing/seal.ts): with SEAL_KEY_ARN, the KMS key (its client
 * mocked as KMS answers, with a real key) and the chain in the certificate secret, the
 * secret's generated placeholder meaning none.
 */

const KEY_ARN = 'arn:aws:kms:eu-central-1:111122223333:key/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';
const SECRET_ARN = 'arn:aws:secretsmanager:eu-central-1:111122223333:secret:SealCertificateChain-AbCdEf';
const PLACEHOLDER = 'q8ZyT2mXvR4nL7pW1sK9dF3hJ6bC0aE5';

const kms = mockClient(KMSClient);
const secrets = mockClient(SecretsManagerClient);
let privateKey: KeyObject;
let publicKeyDer: Uint8Array;

const signWithKey = (key: KeyObject) => async (digest: Uint8Array) =>
  new Uint8Array(
    privateEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, encodeSha256DigestInfo(digest)),
  );

const publicKeyAnswer = () => ({
  KeyId: KEY_ARN,
  KeyUsage: 'SIGN_VERIFY' as const,
  PublicKey: publicKeyDer,
  SigningAlgorithms: ['RSASSA_PKCS1_V1_5_SHA_256' as const],
});

function answerAsKms(): void {
  kms.reset();
  kms.on(SignCommand).callsFake(async (input: SignCommandInput) => ({
    KeyId: KEY_ARN,
    Signature: await signWithKey(privateKey)(input.Message as Uint8Array),
    SigningAlgorithm: input.SigningAlgorithm,
  }));
  kms.on(GetPublicKeyCommand).resolves(publicKeyAnswer());
  kms.on(DescribeKeyCommand).resolves({
    KeyMetadata: { KeyId: KEY_ARN, CreationDate: new Date('2026-11-01T09:00:00.000Z') },
  });
}

function storeInSecret(value: string): void {
  secrets.reset();
  secrets.on(GetSecretValueCommand, { SecretId: SECRET_ARN }).resolves({ SecretString: value });
}

beforeAll(() => {
  ({ privateKey } = generateKeyPairSync('rsa', { modulusLength: 3072 }));
  publicKeyDer = new Uint8Array(createPublicKey(privateKey).export({ type: 'spki', format: 'der' }));
});

// Stubbed and put back in place: the unit files of a worker share one process and its environment.
beforeEach(() => {
  for (const [name, value] of Object.entries({
    [ENV.tableName]: 'ssm-training',
    [ENV.courseFilesBucket]: 'course-files',
    [ENV.archivesBucket]: 'archives',
    [ENV.tokenSecret]: 'unused',
    [ENV.sealKeyArn]: KEY_ARN,
    [ENV.sealCertificateSecretArn]: SECRET_ARN,
  })) {
    vi.stubEnv(name, value);
  }
  resetConfigForTests();
  resetClientsForTests();
  answerAsKms();
  storeInSecret(PLACEHOLDER);
});

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
  resetClientsForTests();
});

afterAll(() => {
  kms.restore();
  secrets.restore();
});

const DOCUMENT_HASH = 'ab'.repeat(32);

describe('the seal of a deployed function', () => {
  it('seals with the KMS key and verifies with its public half, without the verifier ever signing', async () => {
    const { sealer } = await getSealing();
    const seal = await sealLinkHash(sealer, DOCUMENT_HASH);
    kms.resetHistory();

    const published = await getPublishedSeal();
    const check = checkLinkSeal(seal, DOCUMENT_HASH, [await trustedKeyOf(published)]);

    expect(sealer.keyId).toBe(KEY_ARN);
    expect(check).toBe('valid');
    expect(kms.commandCalls(SignCommand)).toHaveLength(0);
    // With the secret still holding its placeholder, no certificate is published.
    expect(await published.certificateChain()).toEqual([]);
  });

  it('publishes, and seals PDFs under, the chain stored in the secret once it certifies the key', async () => {
    const certificate = await createSelfSignedSealCertificate({
      publicKeyDer,
      signDigest: signWithKey(privateKey),
      organisation: texts.common.appName,
      notBefore: new Date('2026-11-01T09:00:00.000Z'),
    });
    storeInSecret(toCertificatePem(certificate));

    const published = await (await getPublishedSeal()).certificateChain();
    const sealing = await (await getSealing()).sealer.certificateChain();

    expect(published).toEqual([certificate]);
    expect(sealing).toEqual([certificate]);
  });

  it('refuses a stored chain issued for another key, and reads the key again after a failure', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    storeInSecret(
      toCertificatePem(
        await createSelfSignedSealCertificate({
          publicKeyDer: new Uint8Array(createPublicKey(other).export({ type: 'spki', format: 'der' })),
          signDigest: signWithKey(other),
          organisation: texts.common.appName,
          notBefore: new Date('2026-11-01T09:00:00.000Z'),
        }),
      ),
    );
    kms
      .on(GetPublicKeyCommand)
      .rejectsOnce(Object.assign(new Error('throttled'), { name: 'ThrottlingException' }))
      .resolves(publicKeyAnswer());

    const published = await getPublishedSeal();
    await expect(published.publicKey()).rejects.toThrow();
    expect(await published.publicKey()).toEqual(publicKeyDer);
    await expect(published.certificateChain()).rejects.toThrow(SealError);
  });
});

describe('the seal of the local platform', () => {
  let directory: string;

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'ssm-published-seal-'));
    vi.stubEnv(ENV.sealKeyArn, '');
    vi.stubEnv(ENV.sealCertificateSecretArn, '');
    vi.stubEnv(ENV.sealDir, directory);
    resetConfigForTests();
    resetClientsForTests();
  });

  afterEach(() => rm(directory, { recursive: true, force: true }));

  it('publishes, read from its certificate alone, the key id and key its sealer seals under', async () => {
    const { sealer } = await getSealing();
    const seal = await sealLinkHash(sealer, DOCUMENT_HASH);
    // Another process: it reads the files the first one made.
    resetClientsForTests();

    const published = await getPublishedSeal();

    expect(published.keyId).toBe(sealer.keyId);
    expect(await published.certificateChain()).toEqual(await sealer.certificateChain());
    expect(checkLinkSeal(seal, DOCUMENT_HASH, [await trustedKeyOf(published)])).toBe('valid');
  });

  it('makes the seal when verification comes first, and seals under that one afterwards', async () => {
    const published = await getPublishedSeal();
    resetClientsForTests();

    const { sealer } = await getSealing();

    expect(existsSync(join(directory, LOCAL_SEAL_FILES.certificate))).toBe(true);
    expect(sealer.keyId).toBe(published.keyId);
    const seal = await sealLinkHash(sealer, DOCUMENT_HASH);
    expect(checkLinkSeal(seal, DOCUMENT_HASH, [await trustedKeyOf(published)])).toBe('valid');
  });
});
