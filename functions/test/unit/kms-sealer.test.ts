import {
  constants,
  createHash,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  privateEncrypt,
  verify,
} from 'node:crypto';
import {
  DescribeKeyCommand,
  GetPublicKeyCommand,
  KMSClient,
  SignCommand,
  type SignCommandInput,
} from '@aws-sdk/client-kms';
import { texts } from '@ssm/shared';
import { mockClient } from 'aws-sdk-client-mock';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkLinkSeal, sealLinkHash } from '../../src/records/domain/record-seal';
import { certifiesPublicKey, summariseCertificate, toCertificatePem } from '../../src/signing/certificate';
import { sealPdfDocument } from '../../src/signing/pades';
import { SealError } from '../../src/signing/sealer';
import { createKmsSealer } from '../../src/signing/transports/aws-kms';
import { runPdfsig } from '../support/pdf-tools';
import { createScratchSealer } from '../support/test-sealer';

/*
 * KMS has no local stand-in, so its client is mocked; the mock answers as KMS does. `Sign` with
 * `MessageType: 'DIGEST'` takes the 32-byte SHA-256 of the message, wraps it in a DigestInfo and
 * signs that with RSASSA-PKCS1-v1_5 (RFC 8017 9.2), which is what the mock does with a real key:
 * the signatures it returns verify as ordinary SHA-256 signatures over the original message.
 */

const KEY_ARN = 'arn:aws:kms:eu-central-1:111122223333:key/5e41f0c2-8a9b-4c1d-9e2f-3a4b5c6d7e8f';
const KEY_CREATED = new Date('2026-11-01T09:00:00.000Z');
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

const kms = mockClient(KMSClient);
let privateKey: KeyObject;
let publicKeyDer: Buffer;
const signRequests: SignCommandInput[] = [];

beforeAll(() => {
  ({ privateKey } = generateKeyPairSync('rsa', { modulusLength: 3072 }));
  publicKeyDer = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
});

afterAll(() => kms.restore());

function answerAsKms(): void {
  kms.reset();
  signRequests.length = 0;
  kms.on(SignCommand).callsFake((input: SignCommandInput) => {
    signRequests.push(input);
    const message = Buffer.from(input.Message!);
    if (input.MessageType !== 'DIGEST' || message.length !== 32) {
      throw Object.assign(new Error('Digest is invalid length for algorithm RSASSA_PKCS1_V1_5_SHA_256.'), {
        name: 'ValidationException',
      });
    }
    const signature = privateEncrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_PADDING },
      Buffer.concat([SHA256_DIGEST_INFO, message]),
    );
    return { KeyId: KEY_ARN, Signature: new Uint8Array(signature), SigningAlgorithm: input.SigningAlgorithm };
  });
  kms.on(GetPublicKeyCommand).resolves({
    KeyId: KEY_ARN,
    KeySpec: 'RSA_3072',
    KeyUsage: 'SIGN_VERIFY',
    PublicKey: new Uint8Array(publicKeyDer),
    SigningAlgorithms: ['RSASSA_PKCS1_V1_5_SHA_256', 'RSASSA_PSS_SHA_256'],
  });
  kms.on(DescribeKeyCommand).resolves({
    KeyMetadata: { KeyId: KEY_ARN, Arn: KEY_ARN, CreationDate: KEY_CREATED, KeyUsage: 'SIGN_VERIFY' },
  });
}

beforeEach(answerAsKms);

function kmsSealer(certificateChainPem?: string) {
  return createKmsSealer({
    client: new KMSClient({ region: 'eu-central-1' }),
    keyArn: KEY_ARN,
    certificateChainPem,
    organisation: texts.common.appName,
  });
}

describe('the KMS seal', () => {
  it('sends KMS the SHA-256 digest to sign, never the message, and gets an ordinary signature back', async () => {
    const message = Buffer.from('Amprenta documentului: fișă de instruire semnată');
    const digest = new Uint8Array(createHash('sha256').update(message).digest());

    const signature = await kmsSealer().signDigest(digest);

    expect(signRequests).toEqual([
      {
        KeyId: KEY_ARN,
        Message: digest,
        MessageType: 'DIGEST',
        SigningAlgorithm: 'RSASSA_PKCS1_V1_5_SHA_256',
      },
    ]);
    expect(verify('sha256', message, createPublicKey(privateKey), signature)).toBe(true);
  });

  it('certifies the KMS public key itself when no certificate is configured, the same on every start', async () => {
    const [certificate] = await kmsSealer().certificateChain();
    const [again] = await kmsSealer().certificateChain();

    expect(certifiesPublicKey(certificate!, publicKeyDer)).toBe(true);
    expect(summariseCertificate(certificate!)).toMatchObject({
      selfSigned: true,
      validFrom: KEY_CREATED.toISOString(),
      subject: 'C=RO\nO=Platforma SSM & PSI\nCN=Platforma SSM & PSI – sigiliu electronic',
    });
    expect(Buffer.compare(certificate!, again!)).toBe(0);
  });

  it('uses a configured certificate chain issued for the key, in its order', async () => {
    const [selfSigned] = await kmsSealer().certificateChain();
    const issuer = await createScratchSealer();
    const [issuerCertificate] = await issuer.sealer.certificateChain();
    await issuer.remove();
    const pem = toCertificatePem(selfSigned!) + toCertificatePem(issuerCertificate!);

    const chain = await kmsSealer(pem).certificateChain();

    expect(chain.map((der) => Buffer.from(der))).toEqual([
      Buffer.from(selfSigned!),
      Buffer.from(issuerCertificate!),
    ]);
  });

  it('refuses a configured certificate that certifies another key', async () => {
    const other = await createScratchSealer();
    const [otherCertificate] = await other.sealer.certificateChain();
    await other.remove();

    await expect(kmsSealer(toCertificatePem(otherCertificate!)).certificateChain()).rejects.toThrow(
      SealError,
    );
  });

  it('refuses a key that cannot sign with RSASSA-PKCS1-v1_5 SHA-256', async () => {
    kms.on(GetPublicKeyCommand).resolves({
      KeyId: KEY_ARN,
      KeyUsage: 'ENCRYPT_DECRYPT',
      PublicKey: new Uint8Array(publicKeyDer),
      EncryptionAlgorithms: ['RSAES_OAEP_SHA_256'],
    });

    await expect(kmsSealer().certificateChain()).rejects.toThrow(SealError);
  });

  it("seals a document hash that verifies with the key's public half, under the key ARN", async () => {
    const documentHash = createHash('sha256').update('record').digest('hex');
    const sealer = kmsSealer();

    const seal = await sealLinkHash(sealer, documentHash);

    expect(seal.key_id).toBe(KEY_ARN);
    expect(checkLinkSeal(seal, documentHash, [{ keyId: KEY_ARN, publicKey: publicKeyDer }])).toBe('valid');
  });

  it('seals a PDF that pdfsig finds valid and whole', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();

    const sealed = await sealPdfDocument(pdf, {
      sealer: kmsSealer(),
      signingTime: new Date('2026-11-23T07:05:00.000Z'),
      reason: 'Sigiliu electronic al platformei',
      location: 'România',
    });

    expect((await runPdfsig(sealed)).signatures).toEqual([
      expect.objectContaining({ validation: 'Signature is Valid.', totalDocumentSigned: true }),
    ]);
  });

  it('makes no seal when KMS refuses to sign', async () => {
    kms.on(SignCommand).rejects(Object.assign(new Error('Key is disabled'), { name: 'DisabledException' }));

    await expect(sealLinkHash(kmsSealer(), 'ab'.repeat(32))).rejects.toThrow('Key is disabled');
  });
});
