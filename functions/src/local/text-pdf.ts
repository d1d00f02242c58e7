import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

/*
 * Renders a plain Romanian text document (headings, paragraphs, bullet lists) to an A4 PDF for
 * the demo courses and the tests. Helvetica cannot encode ș and ț, so DejaVu Sans is embedded
 * (subset, a few KB); nothing is fetched at run time.
 */

export type TextBlock = { heading: string } | { paragraph: string } | { bullets: string[] };

export type TextDocument = { title: string; subtitle?: string; author?: string; blocks: TextBlock[] };

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const SIZES = { title: 20, subtitle: 12, heading: 14, body: 11, footer: 9 };
const LINE_HEIGHT = 1.45;
const INK = rgb(0.1, 0.1, 0.12);
const ACCENT = rgb(0.05, 0.3, 0.55);

const require = createRequire(import.meta.url);
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

function loadFonts() {
  fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Lays text out top to bottom, starting a new page when the next line does not fit. */
class Layout {
  private page: PDFPage;
  private y = PAGE.height - PAGE.margin;

  constructor(private readonly document: PDFDocument) {
    this.page = document.addPage([PAGE.width, PAGE.height]);
  }

  private addPage(): void {
    this.page = this.document.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  gap(points: number): void {
    this.y -= points;
  }

  write(
    text: string,
    options: { font: PDFFont; size: number; indent?: number; color?: typeof INK; marker?: string },
  ) {
    const indent = options.indent ?? 0;
    const width = PAGE.width - 2 * PAGE.margin - indent;
    const lineHeight = options.size * LINE_HEIGHT;
    wrap(text, options.font, options.size, width).forEach((line, index) => {
      if (this.y - lineHeight < PAGE.margin + SIZES.footer * 2) this.addPage();
      this.y -= lineHeight;
      if (index === 0 && options.marker) {
        this.page.drawText(options.marker, {
          x: PAGE.margin + indent - 12,
          y: this.y,
          size: options.size,
          font: options.font,
          color: options.color ?? INK,
        });
      }
      this.page.drawText(line, {
        x: PAGE.margin + indent,
        y: this.y,
        size: options.size,
        font: options.font,
        color: options.color ?? INK,
      });
    });
  }
}

export async function renderTextPdf(content: TextDocument): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  const fontBytes = await loadFonts();
  const regular = await document.embedFont(fontBytes.regular, { subset: true });
  const bold = await document.embedFont(fontBytes.bold, { subset: true });
  document.setTitle(content.title);
  document.setLanguage('ro-RO');
  if (content.author) document.setAuthor(content.author);
  if (content.subtitle) document.setSubject(content.subtitle);

  const layout = new Layout(document);
  layout.write(content.title, { font: bold, size: SIZES.title, color: ACCENT });
  if (content.subtitle) {
    layout.gap(4);
    layout.write(content.subtitle, { font: regular, size: SIZES.subtitle });
  }
  layout.gap(12);
  for (const block of content.blocks) {
    if ('heading' in block) {
      layout.gap(10);
      layout.write(block.heading, { font: bold, size: SIZES.heading, color: ACCENT });
      layout.gap(2);
    } else if ('paragraph' in block) {
      layout.write(block.paragraph, { font: regular, size: SIZES.body });
      layout.gap(6);
    } else {
      for (const item of block.bullets) {
        layout.write(item, { font: regular, size: SIZES.body, indent: 16, marker: '•' });
        layout.gap(2);
      }
      layout.gap(4);
    }
  }

  const pages = document.getPages();
  pages.forEach((page, index) => {
    const footer = `${content.title} — pagina ${index + 1} din ${pages.length}`;
    page.drawText(footer, {
      x: PAGE.margin,
      y: PAGE.margin / 2,
      size: SIZES.footer,
      font: regular,
      color: rgb(0.4, 0.4, 0.45),
    });
  });
  return document.save();
}
