import * as texts from '@ssm/shared/texts';
import {
  beginText,
  type Color,
  concatTransformationMatrix,
  drawObject,
  endText,
  type PDFDocument,
  type PDFFont,
  type PDFOperator,
  type PDFRef,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setDashPattern,
  setFillingColor,
  setFontAndSize,
  setLineWidth,
  setStrokingColor,
  setTextMatrix,
  showText,
  stroke,
} from 'pdf-lib';
import {
  createDocumentWithFonts,
  INK,
  MUTED,
  PAGE,
  qrCodeOperators,
  type RecordFonts,
  RULE,
  TextFitter,
} from '../../records/domain/pdf-layout';

/*
 * Loaded only when an access sheet is rendered, by `import()` (access-sheets.ts), with the fonts,
 * measuring and QR code of the records' PDFs (records/domain/pdf-layout.ts) and none of their
 * sealing.
 *
 * The access sheet: ten cut-out cards to an A4 page, one per person, each with the company, the
 * person's name, username and temporary password, the login address and its QR code, and what to
 * do with a forgotten password (ask the company's admin or the SSM firm: docs/product.md, user
 * import). What every card shows alike (the frame, the labels, the QR code, the instructions) is
 * drawn once, as a form each card places, and only the person's own lines are drawn per card:
 * shaping text is most of the work, so 5,000 cards take seconds and stay a small file.
 */

export type AccessCard = { first_name: string; last_name: string; username: string; password: string };

export type AccessSheetInput = { companyName: string; loginUrl: string; cards: readonly AccessCard[] };

const COLUMNS = 2;
const ROWS = 5;
const MARGIN = 24;
const HEADER_HEIGHT = 30;
const PADDING = 10;
const QR_SIZE = 62;
const CARD = {
  width: (PAGE.width - 2 * MARGIN) / COLUMNS,
  height: (PAGE.height - 2 * MARGIN - HEADER_HEIGHT) / ROWS,
};
const TEXT_WIDTH = CARD.width - 3 * PADDING - QR_SIZE;
const FULL_WIDTH = CARD.width - 2 * PADDING;
/** Baselines, from the card's top, of the lines each card has in the same place. */
const LINES = {
  company: 17,
  name: [31, 43],
  usernameLabel: 55,
  username: 67,
  passwordLabel: 79,
  password: 93,
  instructions: 108,
};
/** The smallest size a name or a company is shrunk to before it wraps or is cut. */
const SMALLEST_SIZE = 6.5;

type Line = { text: string; size: number };

/** The text on one line of `width`, shrunk from `size` as needed, and cut with "…" below SMALLEST_SIZE. */
function fitOnOneLine(fitter: TextFitter, text: string, font: PDFFont, size: number, width: number): Line {
  const natural = fitter.measure(text, font, size);
  if (natural <= width) return { text, size };
  const shrunk = Math.max(SMALLEST_SIZE, (size * width) / natural);
  let fitted = text;
  while (fitted.length > 1 && fitter.measure(`${fitted}…`, font, shrunk) > width)
    fitted = fitted.slice(0, -1);
  return { text: fitted === text ? text : `${fitted}…`, size: shrunk };
}

/** A text on at most two lines of `width`: one shrunk line, else two at the smallest size. */
function fitOnTwoLines(fitter: TextFitter, text: string, font: PDFFont, size: number, width: number): Line[] {
  const one = fitOnOneLine(fitter, text, font, size, width);
  if (one.text === text) return [one];
  const [first = '', ...rest] = fitter.wrap(text, font, SMALLEST_SIZE, width);
  return [
    { text: first, size: SMALLEST_SIZE },
    fitOnOneLine(fitter, rest.join(' '), font, SMALLEST_SIZE, width),
  ];
}

/** Text drawn as operators, for a form: the font by its name in the form's resources. */
function textOperators(
  font: PDFFont,
  fontName: string,
  line: Line & { x: number; y: number; color: Color },
): PDFOperator[] {
  return [
    beginText(),
    setFillingColor(line.color),
    setFontAndSize(fontName, line.size),
    setTextMatrix(1, 0, 0, 1, line.x, line.y),
    showText(font.encodeText(line.text)),
    endText(),
  ];
}

/** The form every card places: frame, company, labels, QR code and instructions. */
function buildCardForm(
  pdf: PDFDocument,
  fonts: RecordFonts,
  fitter: TextFitter,
  input: AccessSheetInput,
): PDFRef {
  const top = CARD.height;
  const qr = pdf.context.register(
    pdf.context.formXObject(qrCodeOperators(input.loginUrl, QR_SIZE, { left: 0, top: QR_SIZE }), {
      BBox: [0, 0, QR_SIZE, QR_SIZE],
    }),
  );
  const regular = (line: Line, y: number, color: Color = INK) =>
    textOperators(fonts.regular, 'Regular', { ...line, x: PADDING, y: top - y, color });
  const company = fitOnOneLine(fitter, input.companyName, fonts.regular, 7.5, TEXT_WIDTH);
  const instructions = [
    ...fitter
      .wrap(`${texts.accessSheet.signInAt} ${input.loginUrl}`, fonts.regular, 7.5, FULL_WIDTH)
      .map((text) => ({ text, size: 7.5, color: INK })),
    ...[texts.accessSheet.afterSignIn, texts.accessSheet.forgotten].flatMap((paragraph) =>
      fitter.wrap(paragraph, fonts.regular, 7, FULL_WIDTH).map((text) => ({ text, size: 7, color: MUTED })),
    ),
  ];
  let instructionsY = LINES.instructions;
  const operators = [
    pushGraphicsState(),
    setStrokingColor(RULE),
    setLineWidth(0.6),
    setDashPattern([3, 3], 0),
    rectangle(0, 0, CARD.width, CARD.height),
    stroke(),
    popGraphicsState(),
    pushGraphicsState(),
    concatTransformationMatrix(1, 0, 0, 1, CARD.width - PADDING - QR_SIZE, top - PADDING - QR_SIZE),
    drawObject('LoginQr'),
    popGraphicsState(),
    ...regular(company, LINES.company, MUTED),
    ...regular({ text: `${texts.accessSheet.username}:`, size: 8 }, LINES.usernameLabel, MUTED),
    ...regular({ text: `${texts.accessSheet.password}:`, size: 8 }, LINES.passwordLabel, MUTED),
    ...instructions.flatMap((line) => {
      const drawn = regular(line, instructionsY, line.color);
      instructionsY += line.size * 1.2;
      return drawn;
    }),
  ];
  return pdf.context.register(
    pdf.context.formXObject(operators, {
      BBox: [0, 0, CARD.width, CARD.height],
      Resources: { Font: { Regular: fonts.regular.ref }, XObject: { LoginQr: qr } },
    }),
  );
}

export async function renderAccessSheetPdf(input: AccessSheetInput): Promise<Uint8Array> {
  const { pdf, fonts } = await createDocumentWithFonts(`access-sheet|${input.companyName}`);
  const fitter = new TextFitter(fonts);
  pdf.setTitle(`${texts.accessSheet.title} – ${input.companyName}`);
  pdf.setCreator(texts.common.appName);
  pdf.setProducer(texts.common.appName);
  const cardForm = buildCardForm(pdf, fonts, fitter, input);

  const perPage = COLUMNS * ROWS;
  const pageCount = Math.max(1, Math.ceil(input.cards.length / perPage));
  for (let pageIndex = 0; pageIndex < pageCount; pageIndex += 1) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    const cardName = page.node.newXObject('Card', cardForm);
    const top = PAGE.height - MARGIN;
    page.drawText(`${texts.accessSheet.title} – ${input.companyName}`, {
      x: MARGIN,
      y: top - 11,
      size: 11,
      font: fonts.bold,
      color: INK,
    });
    page.drawText(texts.accessSheet.pageHint(pageIndex + 1, pageCount), {
      x: MARGIN,
      y: top - 23,
      size: 7.5,
      font: fonts.regular,
      color: MUTED,
    });
    const cards = input.cards.slice(pageIndex * perPage, (pageIndex + 1) * perPage);
    cards.forEach((card, index) => {
      const left = MARGIN + (index % COLUMNS) * CARD.width;
      const cardTop = top - HEADER_HEIGHT - Math.floor(index / COLUMNS) * CARD.height;
      page.pushOperators(
        pushGraphicsState(),
        concatTransformationMatrix(1, 0, 0, 1, left, cardTop - CARD.height),
        drawObject(cardName),
        popGraphicsState(),
      );
      const draw = (line: Line, fromTop: number) =>
        page.drawText(line.text, {
          x: left + PADDING,
          y: cardTop - fromTop,
          size: line.size,
          font: fonts.bold,
          color: INK,
        });
      const name = fitOnTwoLines(
        fitter,
        `${card.last_name} ${card.first_name}`,
        fonts.bold,
        10.5,
        TEXT_WIDTH,
      );
      for (const [lineIndex, line] of name.entries()) draw(line, LINES.name[lineIndex] as number);
      // A username signs in only whole: it shrinks as far as it must, and is never cut.
      const usernameWidth = fitter.measure(card.username, fonts.bold, 10.5);
      draw(
        { text: card.username, size: Math.min(10.5, (10.5 * TEXT_WIDTH) / usernameWidth) },
        LINES.username,
      );
      draw({ text: card.password, size: 12 }, LINES.password);
    });
  }
  return pdf.save();
}
