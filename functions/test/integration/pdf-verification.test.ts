import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_VERIFIED_PDF_BYTES, texts } from '@ssm/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENV, resetConfigForTests } from '../../src/platform/config';
import { getDocumentClient } from '../../src/platform/dynamodb-client';
import { tableName } from '../../src/platform/table';
import { keys } from '../../src/platform/table-keys';
import { renderRecordPdf } from '../../src/records/domain/record-pdf';
import { createTimestampAuthority } from '../../src/signing/timestamp-authority';
import { createLocalSealer } from '../../src/signing/transports/local';
import { buildTenant, tokenFor } from '../support/builders';
import { buildPdf } from '../support/course-builders';
import { buildSignedDocument } from '../support/documents';
import { type ApiAnswer, useTestGateway } from '../support/gateway';
import { changeOneByte, runPdfsig } from '../support/pdf-tools';
import { buildSampleRecord } from '../support/sample-record';
import { changePaddingDigit, sealSignatureValue, withTimestampToken } from '../support/sealed-pdf-edits';
import { startTestTsa, type TestTsa } from '../support/test-tsa';

/*
 * /verificare given a PDF (docs/signatures.md, verifying a PDF): the seal embedded in the file,
 * then the record behind it, each answer explained in Romanian; a file that is not a PDF or is
 * too large is a 4xx, never a 5xx.
 */

const api = useTestGateway();

type PdfVerification = {
  valid: boolean;
  explanation: string[];
  file_sha256: string;
  seal: {
    status: string;
    is_platform_seal: boolean;
    signer: string | null;
    certificate_sha256: string | null;
    claimed_signing_time: string | null;
    timestamp_status: string | null;
    timestamp_time: string | null;
  };
  file_kind: string | null;
  record: { valid: boolean; kind?: string; course_title?: string; reason?: string } | null;
};

let tsa: TestTsa;

beforeAll(async () => {
  tsa = await startTestTsa();
}, 120_000);

afterAll(async () => {
  await tsa?.stop();
});

afterEach(() => {
  delete process.env[ENV.sealTimestampUrl];
  delete process.env[ENV.sealTimestampTrustAnchors];
  resetConfigForTests();
});

/** Failed PDF verifications counted today (no record behind the file: the day's partition), by outcome. */
async function countedPdfFailures(): Promise<Record<string, number>> {
  const scope = { kind: 'verification', day: new Date().toISOString().slice(0, 10) } as const;
  const result = await getDocumentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :failures)',
      ExpressionAttributeValues: {
        ':pk': keys.auditEvent(scope, '', '').PK,
        ':failures': 'VERIFICATION-FAILURES#',
      },
      ConsistentRead: true,
    }),
  );
  const totals: Record<string, number> = {};
  for (const count of result.Items ?? []) {
    const reason = count.reason as string;
    if (reason.startsWith('pdf_')) totals[reason] = (totals[reason] ?? 0) + (count.failures as number);
  }
  return totals;
}

/** How many more failures of each outcome were counted while `run` ran. */
async function failuresCountedBy(run: () => Promise<void>): Promise<Record<string, number>> {
  const before = await countedPdfFailures();
  await run();
  const after = await countedPdfFailures();
  return Object.fromEntries(
    Object.entries(after)
      .map(([reason, total]) => [reason, total - (before[reason] ?? 0)] as const)
      .filter(([, added]) => added > 0),
  );
}

/** Record PDFs sealed PAdES B-T by the test authority, which the deployment trusts. */
async function trustTheTestAuthority(): Promise<void> {
  process.env[ENV.sealTimestampUrl] = tsa.url;
  process.env[ENV.sealTimestampTrustAnchors] = await readFile(tsa.certificatePath, 'utf8');
  resetConfigForTests();
}

async function verifyPdf(content: Uint8Array, name = 'fisa.pdf'): Promise<ApiAnswer<PdfVerification>> {
  const form = new FormData();
  form.set('file', new Blob([content]), name);
  const response = await fetch(`${api.url()}/api/verify-pdf/`, { method: 'POST', body: form });
  return {
    status: response.status,
    body: (await response.json()) as PdfVerification,
    headers: response.headers,
  };
}

async function downloadRecord(): Promise<Uint8Array> {
  return (await downloadRecordOfTenant()).pdf;
}

async function downloadRecordOfTenant() {
  const tenant = await buildTenant();
  const { employee, admin, owner } = tenant;
  const record = await buildSignedDocument(api, { trainee: employee, admin, owner });
  const link = await api.get<{ url: string }>(`/api/documents/${record.id}/pdf/`, await tokenFor(owner));
  return { ...tenant, record, pdf: new Uint8Array(await (await fetch(link.body.url)).arrayBuffer()) };
}

describe('POST /api/verify-pdf/', () => {
  it('finds a produced record sealed by the platform, unchanged, and the record behind it valid', async () => {
    const pdf = await downloadRecord();
    const seal = await api.get<{ certificate_sha256: string }>('/api/seal-certificate/');

    const answer = await verifyPdf(pdf);

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      valid: true,
      seal: {
        status: 'intact',
        is_platform_seal: true,
        certificate_sha256: seal.body.certificate_sha256,
        timestamp_status: null,
      },
      file_kind: 'record',
      record: { valid: true, kind: 'file' },
    });
    const pdfsig = await runPdfsig(pdf);
    expect(pdfsig.signatures).toEqual([
      expect.objectContaining({ validation: 'Signature is Valid.', totalDocumentSigned: true }),
    ]);
    expect(answer.body.explanation).toEqual([
      texts.pdfVerification.valid,
      texts.pdfVerification.sealIntact,
      texts.pdfVerification.platformSeal(seal.body.certificate_sha256),
      expect.stringContaining('Momentul sigilării'),
      texts.pdfVerification.recordValid,
    ]);
  });

  it("finds a worker's fișă sealed by the platform and points to the codes of its trainings", async () => {
    const { employee, admin, owner } = await buildTenant();
    await buildSignedDocument(api, { trainee: employee, admin, owner });
    const link = await api.get<{ url: string }>(
      `/api/users/${employee.id}/training-sheet/SSM/`,
      await tokenFor(employee),
    );
    const sheet = new Uint8Array(await (await fetch(link.body.url)).arrayBuffer());

    const answer = await verifyPdf(sheet);

    expect(answer.body).toMatchObject({
      valid: true,
      seal: { status: 'intact', is_platform_seal: true },
      file_kind: 'worker_sheet',
      record: null,
    });
    expect(answer.body.explanation.at(-1)).toMatch(/^Fișierul este o fișă individuală de instruire emisă/);
  });

  it('says a sealed record whose record the platform no longer holds is unknown, never valid', async () => {
    const { owner, company, pdf } = await downloadRecordOfTenant();
    const deleted = await api.del(`/api/delete-company-progress/${company.id}/`, await tokenFor(owner));
    expect(deleted.status).toBe(200);

    let answer: ApiAnswer<PdfVerification> | undefined;
    const counted = await failuresCountedBy(async () => {
      answer = await verifyPdf(pdf);
    });

    expect(answer?.body).toMatchObject({
      valid: false,
      seal: { status: 'intact', is_platform_seal: true },
      file_kind: 'unknown',
      record: null,
    });
    expect(answer?.body.explanation[0]).toBe(texts.pdfVerification.unknown);
    expect(answer?.body.explanation).toContain(texts.pdfVerification.recordUnknown);
    expect(answer?.body.explanation).not.toContain(texts.pdfVerification.valid);
    expect(counted).toEqual({ pdf_unknown: 1 });
  });

  it('says a file with one changed digit in the padding of its signature value was altered', async () => {
    const pdf = await downloadRecord();

    let answer: ApiAnswer<PdfVerification> | undefined;
    const counted = await failuresCountedBy(async () => {
      answer = await verifyPdf(changePaddingDigit(pdf));
    });

    expect(answer?.body).toMatchObject({
      valid: false,
      seal: { status: 'altered' },
      file_kind: null,
      record: null,
    });
    expect(answer?.body.explanation).toContain(texts.pdfVerification.sealAltered);
    expect(counted).toEqual({ pdf_altered: 1 });
  });

  it('states the time of a time stamp only once its authority is trusted, and refuses a fabricated one', async () => {
    await trustTheTestAuthority();
    const pdf = await downloadRecord();
    const genuine = await verifyPdf(pdf);
    expect(genuine.body).toMatchObject({
      valid: true,
      seal: { status: 'intact', timestamp_status: 'verified', timestamp_time: expect.any(String) },
    });

    // A self-made authority's token over the very signature value, put where the genuine one was.
    const rogue = await startTestTsa();
    let token: Uint8Array;
    try {
      token = await createTimestampAuthority({ url: rogue.url }).timestamp(sealSignatureValue(pdf));
    } finally {
      await rogue.stop();
    }
    const forged = withTimestampToken(pdf, token);
    let answer: ApiAnswer<PdfVerification> | undefined;
    const counted = await failuresCountedBy(async () => {
      answer = await verifyPdf(forged);
    });

    expect(answer?.body).toMatchObject({
      valid: false,
      seal: { status: 'intact', is_platform_seal: true, timestamp_status: 'invalid', timestamp_time: null },
      file_kind: null,
    });
    expect(answer?.body.explanation).toContain(texts.pdfVerification.timestampInvalid);
    expect(answer?.body.explanation.join(' ')).not.toContain('confirmă sigilarea');
    expect(counted).toEqual({ pdf_timestamp_invalid: 1 });

    // With no trusted authority configured, a token that holds together is named, its time never claimed.
    delete process.env[ENV.sealTimestampTrustAnchors];
    resetConfigForTests();
    const unconfirmed = await verifyPdf(forged);
    expect(unconfirmed.body.seal).toMatchObject({ timestamp_status: 'unconfirmed', timestamp_time: null });
    expect(unconfirmed.body.explanation).toContain(texts.pdfVerification.timestampUnconfirmed);
    // A token whose own signature does not verify is no time stamp, trusted authorities or not.
    const unsigned = new Uint8Array(token);
    unsigned[unsigned.length - 1] = (unsigned[unsigned.length - 1] as number) ^ 0xff;
    const broken = await verifyPdf(withTimestampToken(pdf, unsigned));
    expect(broken.body).toMatchObject({
      valid: false,
      seal: { timestamp_status: 'invalid', timestamp_time: null },
    });
  });

  it('says a file changed by one byte since it was sealed is not valid, and why', async () => {
    const answer = await verifyPdf(changeOneByte(await downloadRecord()));

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ valid: false, seal: { status: 'altered' }, record: null });
    expect(answer.body.explanation).toContain(texts.pdfVerification.sealAltered);
  });

  it('says a PDF sealed with another key is not the platform’s', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'foreign-seal-'));
    try {
      const sealer = await createLocalSealer({ directory, organisation: 'Altă Organizație SRL' });
      const forged = await renderRecordPdf({
        content: buildSampleRecord(),
        signatures: [],
        documentHash: 'd'.repeat(64),
        verificationUrl: 'https://exemplu.ro/verificare',
        seal: { sealer, timestampAuthority: undefined, sealedAt: '2026-11-23T07:05:00.000Z' },
      });

      const answer = await verifyPdf(forged);

      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        valid: false,
        seal: { status: 'intact', is_platform_seal: false },
        record: null,
      });
      expect(answer.body.explanation).toContain(
        texts.pdfVerification.foreignSeal(answer.body.seal.signer as string),
      );
      expect(answer.body.seal.signer).toContain('Altă Organizație SRL');
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('says an unsigned PDF carries no seal', async () => {
    const answer = await verifyPdf(await buildPdf());

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ valid: false, seal: { status: 'unsealed', signer: null } });
    expect(answer.body.explanation).toEqual([
      texts.pdfVerification.invalid,
      texts.pdfVerification.sealMissing,
    ]);
  });

  it('refuses in Romanian a file that is not a PDF, one too large and a request without a file', async () => {
    const notPdf = await verifyPdf(new TextEncoder().encode('Nume;Prenume\nPopa;Ion\n'), 'fisa.csv');
    const tooLarge = await verifyPdf(new Uint8Array(MAX_VERIFIED_PDF_BYTES + 1024).fill(0x25));
    const noFile = await fetch(`${api.url()}/api/verify-pdf/`, { method: 'POST', body: new FormData() });

    expect(notPdf.status).toBe(400);
    expect(notPdf.body).toMatchObject({ detail: texts.pdfVerification.notPdf });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ detail: texts.api.bodyTooLarge });
    expect(noFile.status).toBe(400);
    expect(JSON.stringify(await noFile.json())).toContain(texts.pdfVerification.chooseFile);
  });
});
