import type { CourseSubcategory } from '@ssm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_EVIDENCE_FILE_NAME } from '../../src/records/domain/record-evidence';
import { toCanonicalJson } from '../../src/records/domain/record-hashes';
import { renderWorkerSheetPdf } from '../../src/records/domain/worker-sheet-pdf';
import type { WorkerSheetContent, WorkerSheetRow } from '../../src/records/domain/worker-sheets';
import type { Sealer } from '../../src/signing/sealer';
import { runPdftotext, runTool, withFiles } from '../support/pdf-tools';
import { createScratchSealer } from '../support/test-sealer';

/*
 * The worker's fișă as paper (docs/signatures.md, the worker's fișă): read back with poppler's
 * pdftotext, words with their boxes, to see where each one lands on the page.
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

const VERIFICATION_URL = 'https://instruire.example.ro/verificare';

function buildRow(
  index: number,
  subcategory: CourseSubcategory = 'periodica',
  titleLines = 1,
): WorkerSheetRow {
  return {
    document_id: `01JD7Z8Q00000000000000${String(index).padStart(4, '0')}`,
    completed_at: `2026-0${1 + (index % 9)}-15T08:15:00.000Z`,
    subcategory,
    // Each further line of the title makes the row a line taller.
    course_title: [
      `Lucrul la înălțime, partea ${index + 1}`,
      ...Array(titleLines - 1).fill('schele și platforme'),
    ].join(' '),
    duration_minutes: 120,
    study: { opened_at: '2026-01-15T07:00:00.000Z', studied_seconds: 4000, pages_seen: 12, page_count: 12 },
    quiz_score: 100,
    document_hash: `${index}`.padStart(64, 'a'),
    signatures: (['trainee', 'trainer', 'representative'] as const).map((role, offset) => ({
      role,
      first_name: ['Ștefan', 'Andrei', 'Maria'][offset] as string,
      last_name: ['Țurcanu', 'Ionescu', 'Șerban'][offset] as string,
      timestamp: '2026-01-15T09:00:00.000Z',
      signature_hash: `${offset}${index}`.padStart(64, 'b'),
      level: 'simple' as const,
    })),
  };
}

function buildSheet(trainings: WorkerSheetRow[]): WorkerSheetContent {
  return {
    domain: 'SSM',
    company: {
      name: 'Construcții Brașov SRL',
      registration_number: 'J08/456/2012',
      address: 'Str. Lungă nr. 30',
    },
    firm: {
      name: 'Prevenția SSM Consult SRL',
      cui: '18547290',
      reg_com: 'J40/1234/2015',
      address: 'Str. Doamnei 12',
    },
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
    trainings,
    verification_url: VERIFICATION_URL,
  };
}

function render(content: WorkerSheetContent): Promise<Uint8Array> {
  return renderWorkerSheetPdf({
    content,
    contentHash: 'c0de'.repeat(16),
    seal: { sealer, timestampAuthority: undefined, sealedAt: '2026-11-23T07:05:00.000Z' },
  });
}

/**
 * The row signed with passkeys, with the evidence its record's PDF carries (its shape only: the
 * offline check of real evidence runs in passkey-evidence.test.ts).
 */
function withPasskeyEvidence(row: WorkerSheetRow, signedAt: string): WorkerSheetRow {
  const signatures = row.signatures.map((signature) => ({
    ...signature,
    timestamp: signedAt,
    level: 'advanced' as const,
  }));
  return {
    ...row,
    signatures,
    passkey_evidence: {
      document_id: row.document_id,
      content_hash: row.document_hash.replace(/a/g, 'c'),
      signatures: signatures.map((signature, index) => ({
        role: signature.role,
        signer: {
          username: `semnatar.${index}`,
          first_name: signature.first_name,
          last_name: signature.last_name,
        },
        timestamp: signature.timestamp,
        signature_hash: signature.signature_hash,
        binding_hash: signature.signature_hash.replace(/b/g, 'd'),
        credential_id: `credential-${index}`,
        authenticator_data: 'YXV0aGVudGljYXRvcg',
        client_data_json: 'Y2xpZW50LWRhdGE',
        signature: 'c2lnbmF0dXJl',
        public_key: 'cHVibGljLWtleQ==',
        algorithm: -7,
        manifest_hash: signature.signature_hash.replace(/b/g, 'd'),
        manifest_path: [],
      })),
    },
  };
}

/** The names of the files attached to the PDF, as poppler's pdfdetach lists them. */
async function attachedFiles(pdf: Uint8Array): Promise<string[]> {
  const { output } = await withFiles({ 'sheet.pdf': pdf }, (paths) =>
    runTool('pdfdetach', ['-list', paths['sheet.pdf']!]),
  );
  return output
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.replace(/^\d+: /, ''));
}

/** One attached file's bytes as text, as qpdf extracts it. */
async function attachedText(pdf: Uint8Array, name: string): Promise<string> {
  const { exitCode, output } = await withFiles({ 'sheet.pdf': pdf }, (paths) =>
    runTool('qpdf', [`--show-attachment=${name}`, paths['sheet.pdf']!]),
  );
  expect(exitCode, output).toBe(0);
  return output;
}

type PlacedWord = { page: number; text: string; yMin: number; yMax: number; pageHeight: number };

/** Every word of the PDF with its page and its box, measured from the page's top (pdftotext -bbox). */
async function placedWords(pdf: Uint8Array): Promise<PlacedWord[]> {
  const html = await withFiles({ 'sheet.pdf': pdf }, async (paths) => {
    const { output } = await runTool('pdftotext', ['-enc', 'UTF-8', '-bbox', paths['sheet.pdf']!, '-']);
    return output;
  });
  const words: PlacedWord[] = [];
  for (const [page, block] of html.split('<page ').slice(1).entries()) {
    const pageHeight = Number(/height="([\d.]+)"/.exec(block)?.[1]);
    for (const match of block.matchAll(
      /<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g,
    )) {
      words.push({
        page,
        text: match[3] as string,
        yMin: Number(match[1]),
        yMax: Number(match[2]),
        pageHeight,
      });
    }
  }
  return words;
}

describe("the worker's fișă on paper", () => {
  it('reads like the model of annex 11: every rubric and section in its order, blank where the platform holds nothing', async () => {
    const pdf = await render(
      buildSheet([buildRow(0, 'introductive'), buildRow(1, 'loc_munca'), buildRow(2)]),
    );
    const text = (await runPdftotext(pdf, { layout: false })).replace(/\s+/g, ' ');

    const inOrder = [
      'FIȘĂ INDIVIDUALĂ DE INSTRUIRE PRIVIND SECURITATEA ȘI SĂNĂTATEA ÎN MUNCĂ',
      'Angajatorul',
      'Numele și prenumele: Țurcanu Ștefan',
      'Legitimația / marca: ____',
      'Grupa sanguină: ____',
      'RH: ____',
      'Data și locul nașterii: 12.04.1990, Târgu Mureș',
      'Domiciliul: Str. Mărășești nr. 10, Brașov',
      'Calificarea: Lăcătuș mecanic',
      'Funcția: Sudor',
      'Locul de muncă: Atelierul de întreținere',
      'Autorizații (meserii, activități): ____',
      'Traseul de deplasare la / de la serviciu: ____',
      'Data angajării: 02.09.2024',
      '1. Instruire introductiv-generală',
      'Lucrul la înălțime, partea 1',
      '2. Instruire la locul de muncă',
      'Lucrul la înălțime, partea 2',
      'Admis la lucru',
      'Numele și prenumele: ____',
      'Funcția: ____',
      'Data: ____',
      'Semnătura: ____',
      '3. Instruire periodică',
      'Lucrul la înălțime, partea 3',
      '4. Instruire suplimentară',
      '5. Rezultatele testărilor',
      'Examinatorul',
      '6. Accidente de muncă sau îmbolnăviri profesionale suferite',
      '7. Sancțiuni aplicate pentru nerespectarea normelor de securitate și sănătate în muncă',
      '8. Examinări medicale',
      '9. Examinări psihologice',
    ];
    let from = 0;
    for (const words of inOrder) {
      const at = text.indexOf(words, from);
      expect(at, `"${words}" after position ${from}`).toBeGreaterThanOrEqual(0);
      from = at + words.length;
    }
    // The trainer's function beside their signature, on each row.
    expect(text.match(/Funcția: reprezentant al serviciului extern de prevenire și protecție/g)).toHaveLength(
      3,
    );
  });

  it('names the PSI-SU phases and rules in the words of fire-safety training', async () => {
    const sheet = { ...buildSheet([buildRow(0, 'loc_munca')]), domain: 'PSI-SU' as const };
    const text = (await runPdftotext(await render(sheet), { layout: false })).replace(/\s+/g, ' ');

    expect(text).toContain('2. Instruire specifică locului de muncă');
    expect(text).toContain('nerespectarea normelor de apărare împotriva incendiilor și de protecție civilă');
  });

  it('never prints the legal note over the page footer, wherever the table ends', async () => {
    // Two rows, the second a line taller each time (past its signers' cells, from 7 lines): the
    // table ends at every height of the first page's foot until the row moves to the next page.
    for (let lines = 7; lines <= 30; lines += 1) {
      const rows = [buildRow(0), buildRow(1, 'periodica', lines)];
      const words = await placedWords(await render(buildSheet(rows)));
      // The footer's band: its first line of text sits under this height, counted from the top.
      const footerTop = Math.min(
        ...words
          .filter((word) => word.text === 'Conținutul' || word.text === 'Pagina')
          .map((word) => word.yMin),
      );
      const note = words.filter(
        (word) => word.text === VERIFICATION_URL.concat('.') || word.text === 'olografă',
      );

      expect(note.length, `${lines} lines`).toBeGreaterThan(0);
      for (const word of note) expect(word.yMax, `${lines} lines: ${word.text}`).toBeLessThan(footerTop - 2);
    }
  }, 120_000);

  it('breaks "introductiv-generală" after its hyphen, never inside a word', async () => {
    const words = await placedWords(await render(buildSheet([buildRow(0, 'introductive')])));

    const texts = words.map((word) => word.text);
    expect(texts).toContain('introductiv-');
    expect(texts).toContain('generală');
    expect(texts).not.toContain('introductiv-general');
  });
});

describe('the passkey evidence the fișă carries', () => {
  it("attaches every passkey-signed training's evidence as one canonical JSON file, keyed by document hash", async () => {
    const first = withPasskeyEvidence(buildRow(0), '2026-01-15T09:00:00.000Z');
    const third = withPasskeyEvidence(buildRow(2), '2026-03-15T09:00:00.000Z');
    const pdf = await render(buildSheet([first, buildRow(1), third]));

    expect(await attachedFiles(pdf)).toEqual([PASSKEY_EVIDENCE_FILE_NAME]);
    const attached = await attachedText(pdf, PASSKEY_EVIDENCE_FILE_NAME);
    const expected = {
      records: {
        [first.document_hash]: first.passkey_evidence,
        [third.document_hash]: third.passkey_evidence,
      },
    };
    expect(attached).toBe(toCanonicalJson(expected));
    const text = (await runPdftotext(pdf, { layout: false })).replace(/\s+/g, ' ');
    expect(text).toContain(`sunt atașate fișei (${PASSKEY_EVIDENCE_FILE_NAME})`);
    expect(text.match(/semnătură electronică avansată/g)).toHaveLength(6);
  });

  it('attaches nothing when no training was signed with a passkey, nor to the fișă printed for ink', async () => {
    const simple = await render(buildSheet([buildRow(0), buildRow(1)]));
    const forInk = await renderWorkerSheetPdf({
      content: buildSheet([withPasskeyEvidence(buildRow(0), '2026-01-15T09:00:00.000Z')]),
      contentHash: 'c0de'.repeat(16),
      forInk: { printedAt: '2026-11-23T07:05:00.000Z' },
    });

    expect(await attachedFiles(simple)).toEqual([]);
    expect(await attachedFiles(forInk)).toEqual([]);
    for (const pdf of [simple, forInk]) {
      expect(await runPdftotext(pdf, { layout: false })).not.toContain(PASSKEY_EVIDENCE_FILE_NAME);
    }
  });
});
