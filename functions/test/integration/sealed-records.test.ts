import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { texts } from '@ssm/shared';
import JSZip from 'jszip';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENV, resetConfigForTests } from '../../src/platform/config';
import { getTrainingRecord } from '../../src/records/data/records';
import { checkPdfSeal } from '../../src/signing/pades-check';
import { buildTenant, tokenFor } from '../support/builders';
import { buildSignedDocument, expectNoScan } from '../support/documents';
import { useTestGateway } from '../support/gateway';
import { rewriteAsInsider } from '../support/insider';
import { changeOneByte, runPdfsig, runQpdfCheck } from '../support/pdf-tools';
import { companyAuditEvents } from '../support/read-back';
import { startTestTsa, type TestTsa } from '../support/test-tsa';

/*
 * Every record PDF the platform produces carries its PAdES seal (docs/signatures.md), checked
 * here with Debian's poppler and qpdf, not with the platform's own code: a record downloaded
 * through the API, and the same record taken out of the company's archive.
 */

const api = useTestGateway();
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

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function expectOneSealOverTheWholeFile(pdf: Uint8Array): Promise<void> {
  const report = await runPdfsig(pdf);
  expect(report.signatures, report.output).toHaveLength(1);
  expect(report.signatures[0]).toMatchObject({
    validation: 'Signature is Valid.',
    totalDocumentSigned: true,
    subFilter: 'ETSI.CAdES.detached',
    hashAlgorithm: 'SHA-256',
  });
  const qpdf = await runQpdfCheck(pdf);
  expect(qpdf.exitCode, qpdf.output).toBe(0);
  const broken = await runPdfsig(changeOneByte(pdf));
  expect(broken.signatures[0]?.validation).toMatch(/Digest Mismatch/);
}

describe('the sealed record PDF', () => {
  it('downloaded and taken from the archive: one valid seal over the whole file, whose hash verifies', async () => {
    const { employee, admin, owner, company } = await buildTenant();
    const record = await buildSignedDocument(api, { trainee: employee, admin, owner });
    const token = await tokenFor(owner);

    const link = expectNoScan(
      await api.get<{ url: string; file_sha256: string }>(`/api/documents/${record.id}/pdf/`, token),
    );
    const downloaded = await fetchBytes(link.body.url);
    const archive = await api.post<{ zip_url: string }>(
      '/api/generate-company-zip/',
      { company_id: company.id },
      token,
    );
    const zip = await JSZip.loadAsync(await fetchBytes(archive.body.zip_url));
    const [archivedName] = Object.keys(zip.files).filter((name) => name.endsWith('.pdf'));
    const archived = new Uint8Array(
      (await zip.file(archivedName as string)?.async('uint8array')) as Uint8Array,
    );

    await expectOneSealOverTheWholeFile(downloaded);
    await expectOneSealOverTheWholeFile(archived);
    expect(sha256(archived)).toBe(sha256(downloaded));
    expect(sha256(downloaded)).toBe(link.body.file_sha256);
    expect((await api.get(`/api/verify-signature/?hash=${link.body.file_sha256}`)).body).toMatchObject({
      valid: true,
      kind: 'file',
    });
    const seal = await api.get<{ certificate_sha256: string }>('/api/seal-certificate/');
    const check = checkPdfSeal(downloaded);
    expect(check.status === 'intact' && check.certificate.fingerprintSha256).toBe(
      seal.body.certificate_sha256,
    );
    // The PDF date format has whole seconds.
    expect(check.status === 'intact' && check.claimedSigningTime?.slice(0, 19)).toBe(
      record.signed_at?.slice(0, 19),
    );
  });

  it('carries an RFC 3161 time stamp (B-T) when a time-stamp authority is configured', async () => {
    process.env[ENV.sealTimestampUrl] = tsa.url;
    process.env[ENV.sealTimestampTrustAnchors] = await readFile(tsa.certificatePath, 'utf8');
    resetConfigForTests();
    const { employee, admin, owner } = await buildTenant();
    const record = await buildSignedDocument(api, { trainee: employee, admin, owner });

    const link = await api.get<{ url: string }>(`/api/documents/${record.id}/pdf/`, await tokenFor(owner));
    const pdf = await fetchBytes(link.body.url);

    await expectOneSealOverTheWholeFile(pdf);
    const check = checkPdfSeal(pdf);
    expect(check.status === 'intact' && check.timestamp?.status).toBe('unconfirmed');
    const form = new FormData();
    form.set('file', new Blob([pdf]), 'fisa.pdf');
    const answer = await fetch(`${api.url()}/api/verify-pdf/`, { method: 'POST', body: form });
    expect(await answer.json()).toMatchObject({
      valid: true,
      seal: { timestamp_status: 'verified', timestamp_time: expect.any(String) },
      file_kind: 'record',
    });
  });

  it('is not made, and the download answers 503 in Romanian, while the time-stamp authority fails', async () => {
    process.env[ENV.sealTimestampUrl] = tsa.url;
    resetConfigForTests();
    const { employee, admin, owner } = await buildTenant();
    tsa.behave('unavailable', 1000);
    const record = await buildSignedDocument(api, { trainee: employee, admin, owner });

    const refused = await api.get(`/api/documents/${record.id}/pdf/`, await tokenFor(owner));
    const stored = await getTrainingRecord(record.id, { consistent: true });
    tsa.behave('answer');
    const retried = await api.get<{ url: string }>(`/api/documents/${record.id}/pdf/`, await tokenFor(owner));

    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ detail: texts.documents.sealUnavailable });
    expect(stored).toMatchObject({ status: 'signed', pdf_key: null, pdf_sha256: null });
    expect(retried.status).toBe(200);
    await expectOneSealOverTheWholeFile(await fetchBytes(retried.body.url));
  });

  it('is not made for a signed record rewritten in the table: the download answers 409 and the refusal is audited', async () => {
    const { employee, admin, owner, company } = await buildTenant();
    const record = await buildSignedDocument(api, { trainee: employee, admin, owner });
    // The insider's way to a sealed file of a forgery: rewrite the record, forget its file, ask again.
    await rewriteAsInsider(record.id, (stored) => ({
      ...stored,
      content: { ...stored.content, quiz_score: 55 },
      pdf_key: null,
      pdf_sha256: null,
      pdf_sealed_sha256: null,
    }));

    const refused = await api.get(`/api/documents/${record.id}/pdf/`, await tokenFor(owner));

    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: texts.documents.tampered });
    expect(await getTrainingRecord(record.id, { consistent: true })).toMatchObject({ pdf_key: null });
    const refusals = (await companyAuditEvents(company.id)).filter(
      (event) => event.action === 'record_refused',
    );
    expect(refusals).toEqual([
      expect.objectContaining({ details: { step: 'file', reason: 'seal_mismatch', status: 'signed' } }),
    ]);
  });
});
