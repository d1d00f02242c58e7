import { createDocumentWithFonts, INK, MUTED, PAGE, RULE, TextFitter } from '../../records/domain/pdf-layout';

/*
 * Loaded only when a month's plan is printed, by `import()` (firm-workers.ts), with the fonts
 * and measuring of the records' PDFs (records/domain/pdf-layout.ts) and none of their sealing:
 * an A4 table of the client's trainings due in the month, its header repeated on every page.
 */

export type MonthPlanPdfInput = {
  title: string;
  subtitle: string;
  empty: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
};

/** The columns' shares of the line: the worker's name, domain, training, due date and status. */
const COLUMN_SHARES = [0.32, 0.1, 0.28, 0.13, 0.17];
const SIZE = 9.5;
const LINE = 17;

export async function renderMonthPlan(input: MonthPlanPdfInput): Promise<Uint8Array> {
  const { pdf, fonts } = await createDocumentWithFonts(
    `${input.title}|${input.subtitle}|${input.rows.length}`,
  );
  const fitter = new TextFitter(fonts);
  const width = PAGE.width - 2 * PAGE.margin;
  const starts = COLUMN_SHARES.map((_, index) =>
    COLUMN_SHARES.slice(0, index).reduce((sum, share) => sum + share * width, PAGE.margin),
  );
  /** The text cut with an ellipsis where its column ends, so a long name never runs into the next. */
  const fit = (text: string, column: number, bold: boolean) => {
    const room = (COLUMN_SHARES[column] ?? 0) * width - 6;
    const font = bold ? fonts.bold : fonts.regular;
    if (fitter.measure(text, font, SIZE) <= room) return text;
    let cut = text;
    while (cut.length > 1 && fitter.measure(`${cut}…`, font, SIZE) > room) cut = cut.slice(0, -1);
    return `${cut}…`;
  };

  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const drawRow = (cells: readonly string[], bold: boolean) => {
    cells.forEach((cell, column) => {
      page.drawText(fit(cell, column, bold), {
        x: starts[column] ?? PAGE.margin,
        y,
        size: SIZE,
        font: bold ? fonts.bold : fonts.regular,
        color: INK,
      });
    });
    page.drawLine({
      start: { x: PAGE.margin, y: y - 5 },
      end: { x: PAGE.width - PAGE.margin, y: y - 5 },
      thickness: 0.5,
      color: RULE,
    });
    y -= LINE;
  };

  page.drawText(input.title, { x: PAGE.margin, y, size: 15, font: fonts.bold, color: INK });
  y -= 22;
  page.drawText(input.subtitle, { x: PAGE.margin, y, size: 10.5, font: fonts.regular, color: MUTED });
  y -= 28;
  if (input.rows.length === 0) {
    page.drawText(input.empty, { x: PAGE.margin, y, size: 11, font: fonts.regular, color: INK });
  } else {
    drawRow(input.columns, true);
    for (const row of input.rows) {
      if (y < PAGE.margin + LINE) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
        drawRow(input.columns, true);
      }
      drawRow(row, false);
    }
  }
  return pdf.save();
}
