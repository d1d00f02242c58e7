import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_VERIFIED_PDF_BYTES, texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { renderRecordPdf } from '../../src/records/domain/record-pdf';
import { createLocalSealer } from '../../src/signing/transports/local';
import { buildTenant, tokenFor } from '../support/builders';
import { buildPdf } from '../support/course-builders';
import { buildSignedDocument } from '../support/documents';
import { type ApiAnswer, useTestGateway } from '../support/gateway';
import { changeOneByte } from '../support/pdf-tools';
import { buildSampleRecord } from '../support/sample-record';

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
  };
  record: { valid: boolean; kind?: string; course_title?: string; reason?: string } | null;
};

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
  const { employee, admin, owner } = await buildTenant();
  const record = await buildSignedDocument(api, { trainee: employee, admin, owner });
  const link = await api.get<{ url: string }>(`/api/documents/${record.id}/pdf/`, await tokenFor(owner));
  return new Uint8Array(await (await fetch(link.body.url)).arrayBuffer());
}

describe('POST /api/verify-pdf/', () => {
  it('finds a produced record sealed by the platform, unchanged, and the record behind it valid', async () => {
    const pdf = await downloadRecord();
    const seal = await api.get<{ certificate_sha256: string }>('/api/seal-certificate/');

    const answer = await verifyPdf(pdf);

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      valid: true,
      seal: { status: 'intact', is_platform_seal: true, certificate_sha256: seal.body.certificate_sha256 },
      record: { valid: true, kind: 'file' },
    });
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

    expect(answer.body).toMatchObject({ valid: true, seal: { status: 'intact', is_platform_seal: true } });
    expect(answer.body.record).toBeNull();
    expect(answer.body.explanation.at(-1)).toBe(texts.pdfVerification.recordUnknown);
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
