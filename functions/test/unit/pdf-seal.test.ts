import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderRecordPdf } from '../../src/records/domain/record-pdf';
import { readCmsSignature } from '../../src/signing/cades';
import { parseCertificateChainPem, toCertificatePem } from '../../src/signing/certificate';
import { type PdfSealOptions, sealPdfDocument } from '../../src/signing/pades';
import { checkPdfSeal } from '../../src/signing/pades-check';
import type { Sealer } from '../../src/signing/sealer';
import { createTimestampAuthority, TimestampError } from '../../src/signing/timestamp-authority';
import {
  changeOneByte,
  runPdfsig,
  runPdftotext,
  runQpdfCheck,
  runTool,
  withFiles,
} from '../support/pdf-tools';
import { buildSampleRecord } from '../support/sample-record';
import { createScratchSealer } from '../support/test-sealer';
import { startTestTsa, type TestTsa } from '../support/test-tsa';

const SIGNING_TIME = new Date('2026-11-23T07:05:00.000Z');

let sealer: Sealer;
let removeSealer: () => Promise<void>;
let tsa: TestTsa;

beforeAll(async () => {
  const scratch = await createScratchSealer();
  sealer = scratch.sealer;
  removeSealer = scratch.remove;
  tsa = await startTestTsa();
}, 120_000);

afterAll(async () => {
  await tsa?.stop();
  await removeSealer?.();
});

function sealOptions(overrides: Partial<PdfSealOptions> = {}): PdfSealOptions {
  return {
    sealer,
    signingTime: SIGNING_TIME,
    reason: 'Sigiliu electronic al platformei: fișă de instruire semnată',
    location: 'România',
    ...overrides,
  };
}

async function buildDocument(
  text = 'Fișă individuală de instruire – Țărănescu Ștefan',
): Promise<PDFDocument> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage();
  page.drawText(text.normalize('NFD').replace(/\p{M}/gu, ''), {
    x: 50,
    y: 700,
    size: 14,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  pdf.setCreationDate(SIGNING_TIME);
  pdf.setModificationDate(SIGNING_TIME);
  return pdf;
}

/** The seal's CMS signature (without the placeholder's zero padding) and the bytes it covers. */
function extractSeal(sealed: Uint8Array): { signature: Buffer; content: Buffer } {
  const file = Buffer.from(sealed);
  const [, start, end] = /\/ByteRange \[0 (\d+) (\d+)/.exec(file.toString('latin1'))!.map(Number) as [
    number,
    number,
    number,
  ];
  const padded = Buffer.from(file.subarray(start + 1, end - 1).toString('latin1'), 'hex');
  // A DER SEQUENCE with a long-form length: 0x30, 0x80 + n, then n bytes of length.
  const lengthBytes = padded[1]! & 0x7f;
  const length = padded.subarray(2, 2 + lengthBytes).reduce((total, byte) => total * 256 + byte, 0);
  return {
    signature: padded.subarray(0, 2 + lengthBytes + length),
    content: Buffer.concat([file.subarray(0, start), file.subarray(end)]),
  };
}

describe('PAdES sealing of a PDF', () => {
  it('embeds one valid ETSI.CAdES.detached SHA-256 signature covering the whole file, as pdfsig and qpdf see it', async () => {
    const sealed = await sealPdfDocument(await buildDocument(), sealOptions());

    const report = await runPdfsig(sealed);
    expect(report.signatures, report.output).toHaveLength(1);
    expect(report.signatures[0]).toMatchObject({
      validation: 'Signature is Valid.',
      totalDocumentSigned: true,
      subFilter: 'ETSI.CAdES.detached',
      hashAlgorithm: 'SHA-256',
      signerCommonName: 'Platforma SSM & PSI – sigiliu electronic',
    });
    const qpdf = await runQpdfCheck(sealed);
    expect(qpdf.exitCode, qpdf.output).toBe(0);
    expect(qpdf.output).toContain('No syntax or stream encoding errors found');
  });

  it('is reported broken by pdfsig and altered by the platform once one byte changes', async () => {
    const sealed = await sealPdfDocument(await buildDocument(), sealOptions());
    const changed = changeOneByte(sealed);

    const report = await runPdfsig(changed);
    expect(report.signatures).toHaveLength(1);
    expect(report.signatures[0]!.validation).not.toBe('Signature is Valid.');
    expect(report.signatures[0]!.validation).toMatch(/Digest Mismatch/);
    expect(checkPdfSeal(changed).status).toBe('altered');
    expect(checkPdfSeal(sealed).status).toBe('intact');
  });

  it('is not the whole document any more once a revision is appended', async () => {
    const sealed = await sealPdfDocument(await buildDocument(), sealOptions());
    const appended = new Uint8Array(Buffer.concat([Buffer.from(sealed), Buffer.from('\n% appended\n')]));

    const report = await runPdfsig(appended);
    expect(report.signatures[0]!.totalDocumentSigned).toBe(false);
    expect(checkPdfSeal(appended).status).toBe('altered');
  });

  it('carries exactly the PAdES baseline signed attributes, which OpenSSL verifies on its own', async () => {
    const { signature, content } = extractSeal(await sealPdfDocument(await buildDocument(), sealOptions()));
    const [certificate] = await sealer.certificateChain();

    await withFiles(
      {
        'signature.der': signature,
        'content.bin': content,
        'seal.pem': toCertificatePem(certificate!),
      },
      async (paths) => {
        const verified = await runTool('openssl', [
          'cms',
          '-verify',
          '-binary',
          '-inform',
          'DER',
          '-in',
          paths['signature.der']!,
          '-content',
          paths['content.bin']!,
          '-CAfile',
          paths['seal.pem']!,
          '-purpose',
          'any',
          '-out',
          '/dev/null',
        ]);
        expect(verified.output).toContain('Verification successful');
        const printed = await runTool('openssl', [
          'cms',
          '-cmsout',
          '-print',
          '-inform',
          'DER',
          '-in',
          paths['signature.der']!,
        ]);
        const signedAttributes = printed.output.slice(
          printed.output.indexOf('signedAttrs'),
          printed.output.indexOf('signatureAlgorithm'),
        );
        expect(signedAttributes).toContain('contentType');
        expect(signedAttributes).toContain('messageDigest');
        expect(signedAttributes).toContain('id-smime-aa-signingCertificateV2');
        expect(signedAttributes).not.toContain('signingTime');
        expect(printed.output).toContain('sha256WithRSAEncryption');
      },
    );
  });

  it('gives the same bytes for the same document, seal and signing time', async () => {
    const first = await sealPdfDocument(await buildDocument(), sealOptions());
    const second = await sealPdfDocument(await buildDocument(), sealOptions());

    expect(Buffer.compare(first, second)).toBe(0);
  });

  it('seals every rendered training record, whose text still reads with its diacritics', async () => {
    const documentHash = 'd0c5'.repeat(16);
    const sealed = await renderRecordPdf({
      content: buildSampleRecord(),
      signatures: [
        {
          role: 'trainee',
          first_name: 'Ștefan',
          last_name: 'Țărănescu',
          timestamp: '2026-11-22T08:16:00.000Z',
          signature_hash: '1a'.repeat(32),
          level: 'simple',
        },
      ],
      documentHash,
      verificationUrl: `https://instruire.example.ro/verificare?hash=${documentHash}`,
      seal: { sealer, timestampAuthority: undefined, sealedAt: SIGNING_TIME.toISOString() },
    });

    expect((await runPdfsig(sealed)).signatures).toHaveLength(1);
    expect((await runPdfsig(sealed)).signatures[0]).toMatchObject({
      validation: 'Signature is Valid.',
      totalDocumentSigned: true,
    });
    expect((await runQpdfCheck(sealed)).exitCode).toBe(0);
    const text = await runPdftotext(sealed);
    expect(text).toContain('FIȘĂ INDIVIDUALĂ DE INSTRUIRE');
    expect(text).toContain('Țărănescu Ștefan');
  });

  it("names the seal's certificate and the claimed time when the platform checks it", async () => {
    const sealed = await sealPdfDocument(await buildDocument(), sealOptions());
    const [certificate] = await sealer.certificateChain();

    const check = checkPdfSeal(sealed);

    expect(check).toMatchObject({
      status: 'intact',
      claimedSigningTime: SIGNING_TIME.toISOString(),
      timestamp: undefined,
    });
    expect(check.status === 'intact' && Buffer.compare(check.certificateDer, certificate!)).toBe(0);
    expect(check.status === 'intact' && check.certificate.fingerprintSha256).toBe(
      createHash('sha256').update(certificate!).digest('hex').toUpperCase().match(/../g)!.join(':'),
    );
  });

  it('answers unsealed for a PDF without a signature', async () => {
    expect(checkPdfSeal(await (await buildDocument()).save()).status).toBe('unsealed');
  });
});

describe('PAdES B-T: the seal with an RFC 3161 time stamp', () => {
  it('embeds a token of the configured authority over the signature value, which OpenSSL verifies', async () => {
    tsa.behave('answer');
    const timestampAuthority = createTimestampAuthority({ url: tsa.url, retryDelayMs: 1 });

    const sealed = await sealPdfDocument(await buildDocument(), sealOptions({ timestampAuthority }));

    expect((await runPdfsig(sealed)).signatures[0]).toMatchObject({
      validation: 'Signature is Valid.',
      totalDocumentSigned: true,
    });
    const trusted = parseCertificateChainPem(await readFile(tsa.certificatePath, 'utf8'));
    const check = checkPdfSeal(sealed, { trustedTimestampAuthorities: trusted });
    expect(check.status).toBe('intact');
    const timestamp = check.status === 'intact' ? check.timestamp : undefined;
    expect(timestamp).toMatchObject({ status: 'verified', authority: 'CN=Test time-stamp authority' });
    const time = timestamp?.status === 'verified' ? timestamp.time : '';
    expect(Math.abs(Date.parse(time) - Date.now())).toBeLessThan(5 * 60_000);
    // Without a trusted authority configured, the token holds together but its time is not claimed.
    expect(checkPdfSeal(sealed)).toMatchObject({ status: 'intact', timestamp: { status: 'unconfirmed' } });

    const contents = readCmsSignature(extractSeal(sealed).signature);
    const signatureDigest = createHash('sha256').update(contents.signature).digest('hex');
    await withFiles({ 'token.der': contents.timestampToken! }, async (paths) => {
      const verified = await runTool('openssl', [
        'ts',
        '-verify',
        '-digest',
        signatureDigest,
        '-in',
        paths['token.der']!,
        '-token_in',
        '-CAfile',
        tsa.certificatePath,
      ]);
      expect(verified.output).toContain('Verification: OK');
    });
  });

  it('asks again when the authority fails for a moment', async () => {
    tsa.behave('unavailable', 1);
    const before = tsa.requests;
    const timestampAuthority = createTimestampAuthority({ url: tsa.url, retryDelayMs: 1 });

    const sealed = await sealPdfDocument(await buildDocument(), sealOptions({ timestampAuthority }));

    expect(tsa.requests - before).toBe(2);
    expect(checkPdfSeal(sealed).status).toBe('intact');
  });

  it('makes no seal, rather than one without a time stamp, when the authority keeps failing', async () => {
    tsa.behave('unavailable');
    const before = tsa.requests;
    const timestampAuthority = createTimestampAuthority({ url: tsa.url, attempts: 3, retryDelayMs: 1 });

    await expect(sealPdfDocument(await buildDocument(), sealOptions({ timestampAuthority }))).rejects.toThrow(
      TimestampError,
    );
    expect(tsa.requests - before).toBe(3);
    tsa.behave('answer');
  });

  it('refuses a replayed answer, whose token is for another digest and nonce', async () => {
    tsa.behave('answer');
    const timestampAuthority = createTimestampAuthority({ url: tsa.url, attempts: 2, retryDelayMs: 1 });
    await sealPdfDocument(await buildDocument('first'), sealOptions({ timestampAuthority }));
    tsa.behave('replay');

    await expect(
      sealPdfDocument(await buildDocument('second'), sealOptions({ timestampAuthority })),
    ).rejects.toThrow(TimestampError);
    tsa.behave('answer');
  });

  it('embeds no token of an authority the deployment does not trust', async () => {
    tsa.behave('answer');
    const other = await createScratchSealer();
    const [untrusted] = await other.sealer.certificateChain();
    await other.remove();
    const timestampAuthority = createTimestampAuthority({
      url: tsa.url,
      attempts: 1,
      trustedAuthorities: [untrusted!],
    });

    await expect(sealPdfDocument(await buildDocument(), sealOptions({ timestampAuthority }))).rejects.toThrow(
      TimestampError,
    );
  });

  it('refuses an address where no authority answers', async () => {
    const timestampAuthority = createTimestampAuthority({
      url: 'http://127.0.0.1:1/tsr',
      attempts: 2,
      retryDelayMs: 1,
    });

    await expect(sealPdfDocument(await buildDocument(), sealOptions({ timestampAuthority }))).rejects.toThrow(
      TimestampError,
    );
  });
});
