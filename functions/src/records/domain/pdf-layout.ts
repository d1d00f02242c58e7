import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import {
  fill,
  PDFDocument,
  type PDFFont,
  type PDFOperator,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingGrayscaleColor,
} from 'pdf-lib';
import QRCode from 'qrcode';

/*
 * What the platform's PDFs share (the signed record, the worker's fișă, the access sheet): an A4
 * page, the inks, DejaVu Sans embedded, text measured and wrapped, and the QR code. Loaded only
 * with a renderer, by `import()` (record-pdf.ts, worker-sheet-pdf.ts, people/domain/access-sheet-pdf.ts):
 * pdf-lib, fontkit, the QR code and the fonts stay off the import path of every route.
 *
 * The standard PDF fonts cannot encode ș and ț, so DejaVu Sans is embedded (subset: only the
 * glyphs used), each subset named with the six-letter tag the PDF format asks of a subset,
 * derived from what the document prints, so the same content gives the same bytes. Parsing the
 * fonts once per process and shaping text without OpenType features (no kerning or ligatures,
 * which Romanian text does not need) takes a record from ~200 ms to ~15 ms; the QR code is drawn
 * as vector squares, sharp at any print size, instead of encoding a PNG each time.
 */

/** The font files the renderer embeds; a bundled Lambda carries them beside its code. */
const RECORD_FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;
const FONT_PACKAGE_DIR = 'dejavu-fonts-ttf/ttf';

type Fonts = { regular: Uint8Array; bold: Uint8Array };
let fontBytes: Promise<Fonts> | undefined;

/** fontkit, parsing each font file once per process instead of once per document. */
const parsedFonts = new Map<Uint8Array, ReturnType<typeof fontkit.create>>();
const cachingFontkit = {
  create(bytes: Uint8Array, postscriptName?: string) {
    let font = parsedFonts.get(bytes);
    if (!font) {
      font = fontkit.create(bytes as Buffer, postscriptName);
      parsedFonts.set(bytes, font);
    }
    return font;
  },
};

/** Plain shaping: every OpenType feature DejaVu carries is off (see above). */
const NO_FEATURES = Object.fromEntries(
  ['kern', 'liga', 'clig', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rvrn'].map((tag) => [tag, false]),
);

async function readFontFile(name: string): Promise<Uint8Array> {
  try {
    return await readFile(fileURLToPath(new URL(`./${name}`, import.meta.url)));
  } catch {
    return readFile(createRequire(import.meta.url).resolve(`${FONT_PACKAGE_DIR}/${name}`));
  }
}

function loadFonts(): Promise<Fonts> {
  fontBytes ??= Promise.all([
    readFontFile(RECORD_FONT_FILES.regular),
    readFontFile(RECORD_FONT_FILES.bold),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fontBytes;
}

export const PAGE = { width: 595.28, height: 841.89, margin: 42 };
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.35, 0.35, 0.4);
export const RULE = rgb(0.75, 0.75, 0.8);

/**
 * The tag a subset font's name carries (`ABCDEF+DejaVuSans`, ISO 32000-1 9.6.4): six capital
 * letters, here from a hash of what the document prints, so the same content gets the same name.
 */
function subsetTag(tagSeed: string, fontName: string): string {
  const digest = createHash('sha256').update(`${tagSeed}|${fontName}`).digest();
  return Array.from(digest.subarray(0, 6), (byte) => String.fromCharCode(65 + (byte % 26))).join('');
}

/**
 * Measures and wraps text in one of the embedded fonts. Text widths are additive without
 * kerning, so each word is measured once.
 */
export class TextFitter {
  private readonly widths = new Map<string, number>();

  constructor(private readonly fonts: RecordFonts) {}

  measure(text: string, font: PDFFont, size: number): number {
    const key = `${font === this.fonts.bold ? 'b' : 'r'}${size}|${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = font.widthOfTextAtSize(text, size);
      this.widths.set(key, width);
    }
    return width;
  }

  /**
   * A word wider than the line breaks after a hyphen it holds ("introductiv-" / "generală"), as a
   * typesetter would; only a part still too wide (a URL, a hash) is cut where the line ends.
   */
  private splitLongWord(word: string, font: PDFFont, size: number, width: number): string[] {
    const pieces: string[] = [];
    let piece = '';
    for (const part of word.split(/(?<=-)/)) {
      if (this.measure(piece + part, font, size) <= width) {
        piece += part;
        continue;
      }
      if (piece) pieces.push(piece);
      const cut = this.cutToWidth(part, font, size, width);
      pieces.push(...cut.slice(0, -1));
      piece = cut.at(-1) ?? '';
    }
    return piece ? [...pieces, piece] : pieces;
  }

  private cutToWidth(word: string, font: PDFFont, size: number, width: number): string[] {
    const pieces: string[] = [];
    let piece = '';
    let pieceWidth = 0;
    for (const character of word) {
      const characterWidth = this.measure(character, font, size);
      if (piece && pieceWidth + characterWidth > width) {
        pieces.push(piece);
        piece = '';
        pieceWidth = 0;
      }
      piece += character;
      pieceWidth += characterWidth;
    }
    return piece ? [...pieces, piece] : pieces;
  }

  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const space = this.measure(' ', font, size);
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    for (const longWord of text.split(/\s+/).filter(Boolean)) {
      const pieces =
        this.measure(longWord, font, size) > width
          ? this.splitLongWord(longWord, font, size, width)
          : [longWord];
      for (const word of pieces) {
        const wordWidth = this.measure(word, font, size);
        if (line && lineWidth + space + wordWidth > width) {
          lines.push(line);
          line = '';
          lineWidth = 0;
        }
        lineWidth += (line ? space : 0) + wordWidth;
        line = line ? `${line} ${word}` : word;
      }
    }
    if (line) lines.push(line);
    return lines;
  }
}

export type RecordFonts = { regular: PDFFont; bold: PDFFont };

/**
 * A new document with DejaVu Sans embedded as subsets, their tags derived from `tagSeed` (a hash
 * of what the document prints) so the same content gets the same font names.
 */
export async function createDocumentWithFonts(
  tagSeed: string,
): Promise<{ pdf: PDFDocument; fonts: RecordFonts }> {
  const fontFiles = await loadFonts();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(cachingFontkit);
  const fonts = {
    regular: await pdf.embedFont(fontFiles.regular, {
      subset: true,
      customName: `${subsetTag(tagSeed, 'DejaVuSans')}+DejaVuSans`,
      features: NO_FEATURES,
    }),
    bold: await pdf.embedFont(fontFiles.bold, {
      subset: true,
      customName: `${subsetTag(tagSeed, 'DejaVuSans-Bold')}+DejaVuSans-Bold`,
      features: NO_FEATURES,
    }),
  };
  return { pdf, fonts };
}

/**
 * A QR code of `text`, `size` points wide with its top left corner at `at`, as vector squares:
 * one filled rectangle per run of dark modules in a row, a few hundred operators in all.
 */
export function qrCodeOperators(
  text: string,
  size: number,
  at: { left: number; top: number },
): PDFOperator[] {
  const modules = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const cell = size / modules.size;
  const operators = [pushGraphicsState(), setFillingGrayscaleColor(0)];
  for (let row = 0; row < modules.size; row += 1) {
    let runStart = -1;
    for (let column = 0; column <= modules.size; column += 1) {
      const isDark = column < modules.size && modules.get(row, column);
      if (isDark && runStart < 0) runStart = column;
      if (!isDark && runStart >= 0) {
        operators.push(
          rectangle(at.left + runStart * cell, at.top - (row + 1) * cell, (column - runStart) * cell, cell),
        );
        runStart = -1;
      }
    }
  }
  operators.push(fill(), popGraphicsState());
  return operators;
}
