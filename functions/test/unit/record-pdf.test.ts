import { texts } from '@ssm/shared';
import { PDFDict, PDFDocument, PDFName, type PDFString } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderRecordPdf, type SignedRecordPdfInput } from '../../src/records/domain/record-pdf';
import { describeStudy, formatMinutes } from '../../src/records/domain/record-texts';
import type { Sealer } from '../../src/signing/sealer';
import { runPdftotext, runTool, withFiles } from '../support/pdf-tools';
import { buildSampleRecord } from '../support/sample-record';
import { createScratchSealer } from '../support/test-sealer';

let sealer: Sealer;
let removeSealer: () => Promise<void>;

beforeAll(async () => {
  const scratch = await createScratchSealer();
  sealer = scratch.sealer;
  removeSealer = scratch.remove;
}, 60_000);

afterAll(async () => {
  await removeSealer?.();
});

function buildInput(overrides: Partial<SignedRecordPdfInput> = {}): SignedRecordPdfInput {
  const documentHash = 'd0c5'.repeat(16);
  return {
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
      {
        role: 'representative',
        first_name: 'Maria',
        last_name: 'Popa',
        timestamp: '2026-11-22T09:30:00.000Z',
        signature_hash: '2b'.repeat(32),
        level: 'simple',
      },
      {
        role: 'trainer',
        first_name: 'Andrei',
        last_name: 'Ionescu',
        timestamp: '2026-11-23T07:05:00.000Z',
        signature_hash: '3c'.repeat(32),
        level: 'simple',
      },
    ],
    documentHash,
    verificationUrl: `https://instruire.example.ro/verificare?hash=${documentHash}`,
    seal: { sealer, timestampAuthority: undefined, sealedAt: '2026-11-23T07:05:00.000Z' },
    ...overrides,
  };
}

async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  // Long hashes and the URL wrap across lines; joined, they must read whole.
  return { text, joined: text.replace(/\s+/g, ''), totalPages };
}

describe('the signed training record PDF', () => {
  it("holds the record's content in Romanian with correct diacritics", async () => {
    const { text, totalPages } = await readPdf(await renderRecordPdf(buildInput()));

    expect(totalPages).toBe(1);
    for (const expected of [
      'FIȘĂ INDIVIDUALĂ DE INSTRUIRE',
      'în domeniul securității și sănătății în muncă',
      'Construcții Brașov SRL',
      'J08/456/2012',
      'Prevenția SSM Consult SRL',
      'Țărănescu Ștefan',
      'Data nașterii: 02.11.1990',
      'Funcția: Zidar',
      'Lucrul la înălțime și schelele',
      'Securitate și sănătate în muncă (SSM)',
      'Instruire periodică',
      'Durata prevăzută a cursului: 120 de minute',
      'rezultat 100%',
      '22.11.2026, 10:15:00 (ora României)',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Comma-below ș and ț, never the cedilla look-alikes.
    expect(text).not.toMatch(/[şţŞŢ]/);
  });

  it('names each signer, the capacity in words, the time in Romania and the signature hash', async () => {
    const input = buildInput();
    const { text, joined } = await readPdf(await renderRecordPdf(input));

    for (const role of ['trainee', 'representative', 'trainer'] as const) {
      expect(text).toContain(texts.documents.signerRoleLabels[role]);
    }
    expect(text).toContain('Țărănescu Ștefan, semnat la 22.11.2026, 10:16:00 (ora României)');
    expect(text).toContain('Popa Maria, semnat la 22.11.2026, 11:30:00 (ora României)');
    expect(text).toContain('Ionescu Andrei, semnat la 23.11.2026, 09:05:00 (ora României)');
    for (const signature of input.signatures) expect(joined).toContain(signature.signature_hash);
  });

  it("prints the document's SHA-256 and the verification address", async () => {
    const input = buildInput();
    const { joined } = await readPdf(await renderRecordPdf(input));

    expect(joined).toContain(`Amprentadocumentului(SHA-256):${input.documentHash}`);
    expect(joined).toContain(input.verificationUrl);
  });

  it("prints the SSM service's address and labels the employer's number as CUI or trade-register number", async () => {
    const byCui = buildSampleRecord();
    byCui.company.registration_number = 'RO18547290';
    const { text } = await readPdf(await renderRecordPdf(buildInput()));
    const { text: cuiText } = await readPdf(await renderRecordPdf(buildInput({ content: byCui })));

    expect(text).toContain('Sediul: Str. Doamnei nr. 12, București');
    expect(text).toContain('Nr. Registrul Comerțului: J08/456/2012');
    expect(cuiText).toContain('CUI: RO18547290');
  });

  it('makes the verification address and the QR code clickable links, and never cuts the hash in the address', async () => {
    const input = buildInput();
    const bytes = await renderRecordPdf(input);
    const pdf = await PDFDocument.load(bytes);

    const links = pdf
      .getPage(0)
      .node.Annots()
      ?.asArray()
      .map((ref) => pdf.context.lookup(ref, PDFDict))
      .filter((annotation) => annotation.get(PDFName.of('Subtype')) === PDFName.of('Link'))
      .map((annotation) =>
        (annotation.lookup(PDFName.of('A'), PDFDict).lookup(PDFName.of('URI')) as PDFString).decodeText(),
      );
    expect(links?.length).toBeGreaterThanOrEqual(2);
    expect(new Set(links)).toEqual(new Set([input.verificationUrl]));
    const lines = (await runPdftotext(bytes)).split('\n');
    expect(lines.filter((line) => line.includes(input.documentHash))).toHaveLength(2);
    expect(lines.some((line) => line.includes(`?hash=${input.documentHash}`))).toBe(true);
  });

  it('tags its font subsets as subsets (ABCDEF+Name)', async () => {
    const fonts = await withFiles({ 'record.pdf': await renderRecordPdf(buildInput()) }, (paths) =>
      runTool('pdffonts', [paths['record.pdf']!]),
    );

    const names = fonts.output
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => line.split(/\s+/)[0]);
    expect(names.length).toBeGreaterThanOrEqual(2);
    for (const name of names) expect(name).toMatch(/^[A-Z]{6}\+DejaVuSans(-Bold)?$/);
  });

  it('is the same file every time it is rendered from the same record', async () => {
    const first = await renderRecordPdf(buildInput());
    const second = await renderRecordPdf(buildInput());

    expect(Buffer.compare(Buffer.from(first), Buffer.from(second))).toBe(0);
  });

  it('renders a record still being signed as a preview: marked at the top, with no hash, address or seal', async () => {
    const signed = buildInput();
    const bytes = await renderRecordPdf({
      content: signed.content,
      signatures: signed.signatures,
      preview: { contentHash: 'c0de'.repeat(16) },
    });
    const { text, joined } = await readPdf(bytes);

    // The banner wraps: read as one line, the page starts with it.
    expect(text.replace(/\s+/g, ' ').trimStart().startsWith(texts.documents.previewBanner)).toBe(true);
    expect(text).toContain('Țărănescu Ștefan, semnat la');
    expect(joined).not.toContain(signed.documentHash);
    expect(joined).not.toContain(signed.verificationUrl);
    expect(Buffer.from(bytes).includes('/ByteRange')).toBe(false);
  });

  it('words a PSI-SU record for fire safety and leaves room for wet-ink signatures', async () => {
    const content = buildSampleRecord({
      course: { ...buildSampleRecord().course, category: 'PSI-SU', subcategory: 'loc_munca' },
    });
    const { text, totalPages } = await readPdf(await renderRecordPdf(buildInput({ content: content })));

    expect(totalPages).toBe(1);
    expect(text).toContain('în domeniul apărării împotriva incendiilor și al situațiilor de urgență');
    expect(text).toContain('Instruire specifică locului de muncă');
    expect(text).toContain('Semnături olografe');
  });

  it('prints the evidence of study a record kept beside the nominal duration, and the material it names', async () => {
    const study = {
      opened_at: '2026-11-22T07:30:00.000Z',
      studied_seconds: 42 * 60 + 59,
      pages_seen: 12,
      page_count: 15,
    };
    const { text, totalPages } = await readPdf(
      await renderRecordPdf(buildInput({ content: buildSampleRecord({ study }) })),
    );

    expect(totalPages).toBe(1);
    expect(text).toContain('Durata prevăzută a cursului: 120 de minute');
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Studiul materialului: material deschis la 22.11.2026, 09:30:00 (ora României), timp de studiu 42 de minute, pagini parcurse 12 din 15',
    );
    expect(text.replace(/\s+/g, '')).toContain(
      `Amprentamaterialului(SHA-256):${buildSampleRecord().course.file_sha256}`,
    );
  });

  it('says so when the material was never opened or no page was reported', () => {
    expect(describeStudy({ opened_at: null, studied_seconds: 0, pages_seen: 0, page_count: null })).toBe(
      'materialul nu a fost deschis pe platformă',
    );
    expect(
      describeStudy({
        opened_at: '2026-11-22T07:30:00.000Z',
        studied_seconds: 20,
        pages_seen: 0,
        page_count: null,
      }),
    ).toBe(
      'material deschis la 22.11.2026, 09:30:00 (ora României), timp de studiu mai puțin de un minut, nicio pagină raportată',
    );
  });

  it('says durations the Romanian way', () => {
    expect([1, 2, 19, 20, 45, 101, 120].map(formatMinutes)).toEqual([
      '1 minut',
      '2 minute',
      '19 minute',
      '20 de minute',
      '45 de minute',
      '101 minute',
      '120 de minute',
    ]);
  });
});
