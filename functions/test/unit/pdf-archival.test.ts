import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderRecordPdf } from '../../src/records/domain/record-pdf';
import { renderWorkerSheetPdf } from '../../src/records/domain/worker-sheet-pdf';
import type { Sealer } from '../../src/signing/sealer';
import { runPdfsig, runQpdfCheck, runTool, withFiles } from '../support/pdf-tools';
import { buildSampleRecord } from '../support/sample-record';
import { createScratchSealer } from '../support/test-sealer';

/*
 * The record and the worker's fișă as tagged PDF/A-3b (docs/signatures.md, archival form), read
 * by tools that share no code with ours: poppler's pdfinfo for the metadata and the logical
 * structure, qpdf for the file's objects and the output intent, LittleCMS's transicc for the
 * colour profile inside it.
 */

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

const SEALED_AT = '2026-11-23T07:05:00.000Z';
const DOCUMENT_HASH = 'd0c5'.repeat(16);

function renderRecord(): Promise<Uint8Array> {
  return renderRecordPdf({
    content: buildSampleRecord(),
    signatures: [],
    documentHash: DOCUMENT_HASH,
    verificationUrl: `https://instruire.example.ro/verificare?hash=${DOCUMENT_HASH}`,
    seal: { sealer, timestampAuthority: undefined, sealedAt: SEALED_AT },
  });
}

function renderSheet(): Promise<Uint8Array> {
  const record = buildSampleRecord();
  return renderWorkerSheetPdf({
    content: {
      domain: 'SSM',
      company: { name: record.company.name, registration_number: 'J08/456/2012', address: 'Str. Lungă 30' },
      firm: { name: record.firm.name, cui: '18547290', reg_com: 'J40/1234/2015', address: 'Str. Doamnei 12' },
      worker: {
        first_name: 'Ștefan',
        last_name: 'Țurcanu',
        username: 'stefan.turcanu',
        birth_date: '1990-04-12',
        birth_place: 'Târgu Mureș',
        address: 'Str. Mărășești nr. 10, Brașov',
        job_title: 'Sudor',
        workplace: 'Atelierul de întreținere',
        qualification: 'Lăcătuș mecanic',
        hire_date: '2024-09-02',
      },
      trainings: [
        {
          document_id: '01JD7Z8Q000000000000000001',
          completed_at: '2026-11-15T08:15:00.000Z',
          subcategory: 'periodica',
          course_title: 'Lucrul la înălțime',
          duration_minutes: 120,
          study: {
            opened_at: '2026-11-15T07:00:00.000Z',
            studied_seconds: 4000,
            pages_seen: 12,
            page_count: 12,
          },
          quiz_score: 100,
          document_hash: 'a'.repeat(64),
          signatures: [
            {
              role: 'trainee',
              first_name: 'Ștefan',
              last_name: 'Țurcanu',
              timestamp: '2026-11-15T08:20:00.000Z',
              signature_hash: 'b'.repeat(64),
              level: 'advanced',
            },
          ],
          // Its attached evidence, which PDF/A-3 admits as an associated file.
          passkey_evidence: {
            document_id: '01JD7Z8Q000000000000000001',
            content_hash: 'c'.repeat(64),
            signatures: [
              {
                role: 'trainee',
                signer: { username: 'stefan.turcanu', first_name: 'Ștefan', last_name: 'Țurcanu' },
                timestamp: '2026-11-15T08:20:00.000Z',
                signature_hash: 'b'.repeat(64),
                binding_hash: 'd'.repeat(64),
                credential_id: 'Y3JlZGVudGlhbA',
                authenticator_data: 'YXV0aGVudGljYXRvcg',
                client_data_json: 'Y2xpZW50LWRhdGE',
                signature: 'c2lnbmF0dXJl',
                public_key: 'cHVibGljLWtleQ==',
                algorithm: -7,
                manifest_hash: 'd'.repeat(64),
                manifest_path: [],
              },
            ],
          },
        },
      ],
      verification_url: 'https://instruire.example.ro/verificare',
    },
    contentHash: 'c0de'.repeat(16),
    seal: { sealer, timestampAuthority: undefined, sealedAt: SEALED_AT },
  });
}

function decodeXmlCharacters(xml: string): string {
  return xml.replace(/&#(\d+);/g, (_reference, code: string) => String.fromCharCode(Number(code)));
}

type QpdfObjects = Record<
  string,
  { value?: Record<string, unknown>; stream?: { dict: Record<string, unknown> } }
>;

/** The file's objects as qpdf reads them (`qpdf --json`, version 2). */
async function readObjects(pdf: Uint8Array): Promise<QpdfObjects> {
  const { output } = await withFiles({ 'document.pdf': pdf }, (paths) =>
    runTool('qpdf', ['--json=2', '--json-key=qpdf', paths['document.pdf']!]),
  );
  return (JSON.parse(output) as { qpdf: [unknown, QpdfObjects] }).qpdf[1];
}

function dictionaryOf(objects: QpdfObjects, reference: string): Record<string, unknown> {
  const object = objects[`obj:${reference}`];
  return (object?.value ?? object?.stream?.dict) as Record<string, unknown>;
}

/** The decoded bytes of one stream, as qpdf decodes them. */
function streamBytes(pdf: Uint8Array, reference: string): Promise<Buffer> {
  return withFiles({ 'document.pdf': pdf }, async (paths) =>
    execFileSync('qpdf', [
      `--show-object=${reference.split(' ')[0]}`,
      '--filtered-stream-data',
      paths['document.pdf']!,
    ]),
  );
}

/** sRGB colours through a profile into CIE L*a*b* (D50), as LittleCMS computes them. */
function toLab(profile: Buffer, colours: string): Promise<number[][]> {
  return withFiles({ 'profile.icc': profile }, async (paths) => {
    const output = execFileSync('transicc', ['-i', paths['profile.icc']!, '-o', '*Lab', '-t', '1', '-n'], {
      input: colours,
      stdio: ['pipe', 'pipe', 'ignore'],
      encoding: 'utf8',
    });
    return output
      .trim()
      .split('\n')
      .slice(-colours.trim().split('\n').length)
      .map((line) => line.trim().split(/\s+/).map(Number));
  });
}

describe.each([
  ['the training record', renderRecord],
  ["the worker's fișă", renderSheet],
])('%s as PDF/A-3b', (_name, render) => {
  it('declares PDF/A-3 level B in XMP metadata that repeats its document information', async () => {
    const pdf = await render();
    const { info, meta } = await withFiles({ 'document.pdf': pdf }, async (paths) => ({
      info: (await runTool('pdfinfo', ['-enc', 'UTF-8', paths['document.pdf']!])).output,
      meta: decodeXmlCharacters((await runTool('pdfinfo', ['-meta', paths['document.pdf']!])).output),
    }));

    expect(meta).toContain('<pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance>');
    const title = /^Title:\s+(.*)$/m.exec(info)?.[1];
    const author = /^Author:\s+(.*)$/m.exec(info)?.[1];
    expect(title).toBeTruthy();
    expect(meta).toContain(`<rdf:li xml:lang="x-default">${title}</rdf:li>`);
    expect(meta).toContain(`<dc:creator><rdf:Seq><rdf:li>${author}</rdf:li></rdf:Seq></dc:creator>`);
    expect(/^Producer:\s+(.*)$/m.exec(info)?.[1]).toBe(/<pdf:Producer>(.*)<\/pdf:Producer>/.exec(meta)?.[1]);
  });

  it('names sRGB as its output intent, with a profile LittleCMS reads as sRGB, and carries a file identifier', async () => {
    const pdf = await render();
    const objects = await readObjects(pdf);
    const trailer = objects.trailer?.value as { '/Root': string; '/ID': string[] };
    const catalog = dictionaryOf(objects, trailer['/Root']);
    const [intent] = catalog['/OutputIntents'] as Record<string, string>[];

    expect(trailer['/ID']).toHaveLength(2);
    expect(intent).toMatchObject({ '/S': '/GTS_PDFA1', '/OutputConditionIdentifier': 'u:sRGB IEC61966-2.1' });
    const profileReference = intent?.['/DestOutputProfile'] as string;
    expect(dictionaryOf(objects, profileReference)['/N']).toBe(3);
    const [white, red, grey] = await toLab(
      await streamBytes(pdf, profileReference),
      '255 255 255\n255 0 0\n128 128 128\n',
    );
    // The published L*a*b* (D50) of sRGB white, red and middle grey, to a tenth.
    expect(white?.[0]).toBeCloseTo(100, 1);
    expect(red).toEqual([expect.closeTo(54.29, 1), expect.closeTo(80.81, 1), expect.closeTo(69.89, 1)]);
    expect(grey?.[0]).toBeCloseTo(53.59, 1);
  });

  it('stays a well-formed file with every font embedded and its seal valid', async () => {
    const pdf = await render();
    const fonts = await withFiles({ 'document.pdf': pdf }, (paths) =>
      runTool('pdffonts', [paths['document.pdf']!]),
    );

    expect((await runQpdfCheck(pdf)).exitCode).toBe(0);
    const fontLines = fonts.output.split('\n').slice(2).filter(Boolean);
    expect(fontLines.length).toBeGreaterThanOrEqual(1);
    for (const line of fontLines) expect(line).toMatch(/\byes yes yes\b/);
    expect((await runPdfsig(pdf)).signatures.map((signature) => signature.validation)).toEqual([
      'Signature is Valid.',
    ]);
  });
});

describe("the worker's fișă's attached evidence", () => {
  it('is an associated file of the document, related as a supplement, with its type and dates', async () => {
    const objects = await readObjects(await renderSheet());
    const trailer = objects.trailer?.value as { '/Root': string };
    const catalog = dictionaryOf(objects, trailer['/Root']);
    const [fileSpecReference] = catalog['/AF'] as string[];
    const fileSpec = dictionaryOf(objects, fileSpecReference as string);
    const embedded = dictionaryOf(objects, (fileSpec['/EF'] as Record<string, string>)['/F'] as string);

    expect(catalog['/AF']).toHaveLength(1);
    expect(fileSpec).toMatchObject({ '/Type': '/Filespec', '/AFRelationship': '/Supplement' });
    expect(embedded).toMatchObject({ '/Type': '/EmbeddedFile', '/Subtype': '/application/json' });
    expect((embedded['/Params'] as Record<string, string>)['/ModDate']).toMatch(/^u:D:20261115/);
  });
});

/**
 * The logical structure poppler reads (`pdfinfo -struct-text`), one line per element or text,
 * indentation dropped: `H1`, `"FIȘĂ …"`, `P`, …
 */
async function readStructure(pdf: Uint8Array): Promise<{ tagged: boolean; outline: string[] }> {
  return withFiles({ 'document.pdf': pdf }, async (paths) => {
    const info = (await runTool('pdfinfo', [paths['document.pdf']!])).output;
    const structure = (await runTool('pdfinfo', ['-enc', 'UTF-8', '-struct-text', paths['document.pdf']!]))
      .output;
    return {
      tagged: /^Tagged:\s+yes$/m.test(info),
      outline: structure
        .split('\n')
        .map((line) => line.trim().replace(/ \(block\)$/, ''))
        .filter(Boolean),
    };
  });
}

function expectInOrder(outline: readonly string[], expected: readonly string[]): void {
  let from = 0;
  for (const entry of expected) {
    const at = outline.indexOf(entry, from);
    expect(at, `${entry} after line ${from}`).toBeGreaterThanOrEqual(from);
    from = at + 1;
  }
}

describe('the logical structure a screen reader follows', () => {
  it('gives the record a title, headings and paragraphs in reading order, and the QR code a text alternative', async () => {
    const pdf = await renderRecord();
    const { tagged, outline } = await readStructure(pdf);

    expect(tagged).toBe(true);
    expect(outline[0]).toBe('Document');
    expectInOrder(outline, [
      'H1',
      '"FIȘĂ INDIVIDUALĂ DE INSTRUIRE"',
      'H2',
      '"Angajatorul"',
      'P',
      `"Denumire: ${buildSampleRecord().company.name}"`,
      'H2',
      '"Date despre lucrător"',
      'Figure',
    ]);
    const objects = await readObjects(pdf);
    const figures = Object.values(objects)
      .map((object) => object.value)
      .filter((value) => value?.['/S'] === '/Figure');
    expect(figures).toHaveLength(1);
    expect(figures[0]?.['/Alt']).toContain(`/verificare?hash=${DOCUMENT_HASH}`);
  });

  it("reads the fișă's tables as tables, header cells first, and leaves the page footers out", async () => {
    const pdf = await renderSheet();
    const { tagged, outline } = await readStructure(pdf);

    expect(tagged).toBe(true);
    expectInOrder(outline, ['H1', 'Table', 'TR', 'TH', '"Nr."', '"crt."', 'TR', 'TD', '"1"', 'TD']);
    expect(outline.some((line) => line.includes('Lucrul la înălțime'))).toBe(true);
    expect(outline.some((line) => line.includes('Pagina 1 din'))).toBe(false);
    const text = await withFiles({ 'document.pdf': pdf }, (paths) =>
      runTool('pdftotext', ['-enc', 'UTF-8', paths['document.pdf']!, '-']),
    );
    expect(text.output).toMatch(/Pagina 1 din \d/);
  });
});
