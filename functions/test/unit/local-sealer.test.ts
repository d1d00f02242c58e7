import { createHash, X509Certificate } from 'node:crypto';
import { chmod, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { texts } from '@ssm/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { summariseCertificate, toCertificatePem } from '../../src/signing/certificate';
import { LOCAL_SEAL_FILES, SealError, verifyDigestSignature } from '../../src/signing/sealer';
import { createLocalSealer } from '../../src/signing/transports/local';
import { runTool, withFiles } from '../support/pdf-tools';
import { createScratchSealer } from '../support/test-sealer';

const scratches: Array<{ remove(): Promise<void> }> = [];

afterEach(async () => {
  await Promise.all(scratches.splice(0).map((scratch) => scratch.remove()));
});

async function scratchSealer() {
  const scratch = await createScratchSealer();
  scratches.push(scratch);
  return scratch;
}

const digest = (text: string) => new Uint8Array(createHash('sha256').update(text).digest());

describe('the local seal', () => {
  it('creates its key once, readable by its owner only, and reuses it after a restart', async () => {
    const { sealer, directory } = await scratchSealer();
    const keyPath = join(directory, LOCAL_SEAL_FILES.key);
    const keyBefore = await readFile(keyPath, 'utf8');
    const signedBefore = await sealer.signDigest(digest('fișă'));

    const restarted = await createLocalSealer({ directory, organisation: texts.common.appName });

    expect((await stat(keyPath)).mode & 0o777).toBe(0o600);
    expect(await readFile(keyPath, 'utf8')).toBe(keyBefore);
    expect(restarted.keyId).toBe(sealer.keyId);
    expect(await restarted.certificateChain()).toEqual(await sealer.certificateChain());
    const [certificate] = await restarted.certificateChain();
    expect(
      verifyDigestSignature(new X509Certificate(certificate!).publicKey, digest('fișă'), signedBefore),
    ).toBe(true);
  });

  it('keeps one key when several processes start at once', async () => {
    const { directory } = await scratchSealer();
    const fresh = join(directory, 'fresh');

    const sealers = await Promise.all(
      [1, 2, 3].map(() => createLocalSealer({ directory: fresh, organisation: texts.common.appName })),
    );

    expect(new Set(sealers.map((sealer) => sealer.keyId)).size).toBe(1);
  });

  it('closes a key file copied in with looser permissions before using it', async () => {
    const { directory } = await scratchSealer();
    const keyPath = join(directory, LOCAL_SEAL_FILES.key);
    await chmod(keyPath, 0o644);

    await createLocalSealer({ directory, organisation: texts.common.appName });

    expect((await stat(keyPath)).mode & 0o777).toBe(0o600);
  });

  it('refuses a certificate that certifies another key', async () => {
    const { directory } = await scratchSealer();
    const other = await scratchSealer();
    const [otherCertificate] = await other.sealer.certificateChain();
    await writeFile(join(directory, LOCAL_SEAL_FILES.certificate), toCertificatePem(otherCertificate!));

    await expect(createLocalSealer({ directory, organisation: texts.common.appName })).rejects.toThrow(
      SealError,
    );
  });

  it('certifies its own key with a self-signed seal certificate that OpenSSL reads', async () => {
    const { sealer } = await scratchSealer();
    const [certificate] = await sealer.certificateChain();

    const summary = summariseCertificate(certificate!);

    expect(summary).toMatchObject({
      subject: 'C=RO\nO=Platforma SSM & PSI\nCN=Platforma SSM & PSI – sigiliu electronic',
      selfSigned: true,
      validTo: '9999-12-31T23:59:59.000Z',
    });
    expect(sealer.keyId).toMatch(/^local:[0-9a-f]{64}$/);
    await withFiles({ 'seal.pem': toCertificatePem(certificate!) }, async (paths) => {
      const printed = await runTool('openssl', ['x509', '-in', paths['seal.pem']!, '-noout', '-text']);
      expect(printed.output).toContain('Public-Key: (3072 bit)');
      expect(printed.output).toContain('Digital Signature, Non Repudiation');
      expect(printed.output).toContain('CA:FALSE');
      const checked = await runTool('openssl', [
        'verify',
        '-check_ss_sig',
        '-CAfile',
        paths['seal.pem']!,
        paths['seal.pem']!,
      ]);
      expect(checked.exitCode, checked.output).toBe(0);
    });
  });

  it('signs only 32-byte SHA-256 digests', async () => {
    const { sealer } = await scratchSealer();

    await expect(sealer.signDigest(new Uint8Array(20))).rejects.toThrow(SealError);
  });
});
