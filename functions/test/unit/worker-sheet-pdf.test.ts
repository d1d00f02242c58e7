import type { CourseSubcategory } from '@ssm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWorkerSheetPdf } from '../../src/records/domain/worker-sheet-pdf';
import type { WorkerSheetContent, WorkerSheetRow } from '../../src/records/domain/worker-sheets';
import type { Sealer } from '../../src/signing/sealer';
import { runTool, withFiles } from '../support/pdf-tools';
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
