import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * PDFs shaped like the ones owners upload, written byte by byte (a scanner's CCITT G4 or JBIG2
 * page, an XFA form) or passed through qpdf (encryption with object streams), so the tests meet the structures
 * real files have rather than what one library happens to write.
 */

const encoder = new TextEncoder();

/** A PDF file from its objects' bodies (object n is `objects[n - 1]`), with a correct xref table. */
function writePdf(objects: readonly (string | Uint8Array)[][]): Uint8Array {
  const parts: Uint8Array[] = [encoder.encode('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n')];
  let length = parts[0]!.byteLength;
  const offsets: number[] = [];
  const push = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? encoder.encode(part) : part;
    parts.push(bytes);
    length += bytes.byteLength;
  };
  objects.forEach((body, index) => {
    offsets.push(length);
    push(`${index + 1} 0 obj\n`);
    for (const part of body) push(part);
    push('\nendobj\n');
  });
  const xrefAt = length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`);
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);
  const file = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    file.set(part, at);
    at += part.byteLength;
  }
  return file;
}

function stream(dictionary: string, content: Uint8Array): (string | Uint8Array)[] {
  return [`<< ${dictionary} /Length ${content.byteLength} >>\nstream\n`, content, '\nendstream'];
}

/** Bits written most significant first, padded with zeros to whole bytes. */
class BitWriter {
  private readonly bits: number[] = [];
  write(code: string): void {
    for (const bit of code) this.bits.push(bit === '1' ? 1 : 0);
  }
  bytes(): Uint8Array {
    const bytes = new Uint8Array(Math.ceil(this.bits.length / 8));
    this.bits.forEach((bit, index) => {
      bytes[index >> 3]! |= bit << (7 - (index & 7));
    });
    return bytes;
  }
}

/** ITU-T T.6 vertical-mode codes by a1 - b1. */
const VERTICAL_CODES = new Map([
  [0, '1'],
  [1, '011'],
  [2, '000011'],
  [3, '0000011'],
  [-1, '010'],
  [-2, '000010'],
  [-3, '0000010'],
]);
const PASS_CODE = '0001';
const END_OF_FACSIMILE_BLOCK = '000000000001000000000001';

/** Where the colour changes along a row (true is black), the row starting after a white pixel. */
function changingElements(row: readonly boolean[]): number[] {
  return row.flatMap((black, index) => (black !== (index === 0 ? false : row[index - 1]) ? [index] : []));
}

/**
 * CCITT Group 4 (T.6) coding of a black-and-white image, in pass and vertical modes only: every
 * edge of the image's shapes moves at most 3 pixels from one row to the next, and a shape starts
 * at the right margin, so the horizontal mode (and its run-length tables) is never needed.
 */
function encodeGroup4(rows: readonly boolean[][], width: number): Uint8Array {
  const bits = new BitWriter();
  let reference: number[] = [];
  let referenceRow: readonly boolean[] = new Array(width).fill(false);
  for (const row of rows) {
    const coding = changingElements(row);
    let a0 = -1;
    let colourIsBlack = false;
    while (a0 < width) {
      const after = (changes: number[], position: number) =>
        changes.find((change) => change > position || (position === -1 && change >= 0)) ?? width;
      const a1 = after(coding, a0);
      const b1 =
        reference.find(
          (change) => (change > a0 || (a0 === -1 && change >= 0)) && referenceRow[change] !== colourIsBlack,
        ) ?? width;
      const b2 = after(reference, b1);
      if (b2 < a1) {
        bits.write(PASS_CODE);
        a0 = b2;
        continue;
      }
      const vertical = VERTICAL_CODES.get(a1 - b1);
      if (vertical === undefined)
        throw new Error(`Row needs the horizontal mode at ${a1}: keep edges within 3 px`);
      bits.write(vertical);
      a0 = a1;
      colourIsBlack = !colourIsBlack;
    }
    reference = coding;
    referenceRow = row;
  }
  bits.write(END_OF_FACSIMILE_BLOCK);
  return bits.bytes();
}

/** A4 at 200 dpi, a fax scanner's resolution. */
const SCAN_WIDTH = 1654;
const SCAN_HEIGHT = 2339;

/** The scanned page's pixels: a dark shape over most of the page, growing from the right margin. */
function scannedPageRows(): boolean[][] {
  const grow = 400;
  const hold = 1200;
  const top = 300;
  return Array.from({ length: SCAN_HEIGHT }, (_, y) => {
    const step = y - top;
    const reach =
      step < 0
        ? 0
        : step < grow
          ? 3 * step
          : step < grow + hold
            ? 3 * grow
            : Math.max(0, 3 * (2 * grow + hold - step));
    const left = SCAN_WIDTH - reach;
    return Array.from({ length: SCAN_WIDTH }, (_, x) => x >= left);
  });
}

/** A one-page PDF whose page is the image XObject `image`, drawn over the whole A4 page. */
function writeScanPdf(image: (string | Uint8Array)[]): Uint8Array {
  const content = encoder.encode('q 595 0 0 842 0 0 cm /Scan Do Q');
  return writePdf([
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Scan 4 0 R >> >> /Contents 5 0 R >>',
    ],
    image,
    stream('', content),
  ]);
}

const SCAN_IMAGE = `/Type /XObject /Subtype /Image /Width ${SCAN_WIDTH} /Height ${SCAN_HEIGHT} /ColorSpace /DeviceGray /BitsPerComponent 1`;

/**
 * One A4 page scanned to black and white (CCITT Group 4, as office scanners write it): a dark
 * shape over most of the page, the only thing drawn on it, so a page that shows it has ink.
 */
export function buildScannedPdf(): Uint8Array {
  const image = encodeGroup4(scannedPageRows(), SCAN_WIDTH);
  return writeScanPdf(
    stream(
      `${SCAN_IMAGE} /Filter /CCITTFaxDecode /DecodeParms << /K -1 /Columns ${SCAN_WIDTH} /Rows ${SCAN_HEIGHT} >>`,
      image,
    ),
  );
}

/** Big-endian unsigned integers of the given byte widths, as JBIG2 writes its fields. */
function bigEndian(...fields: [value: number, bytes: number][]): Uint8Array {
  const bytes = fields.flatMap(([value, width]) =>
    Array.from({ length: width }, (_, index) => (value >>> (8 * (width - 1 - index))) & 0xff),
  );
  return Uint8Array.from(bytes);
}

/**
 * One JBIG2 segment of the embedded organisation (ITU-T T.88 7.2): number, type, no referred-to
 * segments, page 1, data length, then the data.
 */
function jbig2Segment(number: number, type: number, data: Uint8Array): Uint8Array {
  const header = bigEndian([number, 4], [type, 1], [0, 1], [1, 1], [data.byteLength, 4]);
  const segment = new Uint8Array(header.byteLength + data.byteLength);
  segment.set(header);
  segment.set(data, header.byteLength);
  return segment;
}

const JBIG2_PAGE_INFORMATION = 48;
const JBIG2_IMMEDIATE_GENERIC_REGION = 38;
const JBIG2_END_OF_PAGE = 49;
/** Generic region flags with MMR set: the region's bitmap is coded as T.6 (Group 4). */
const JBIG2_MMR = 1;

/**
 * The same scan as a JBIG2 image, as document scanners with JBIG2 compression write it: a page
 * information segment, one generic region coded with MMR and the end of the page. pdf.js decodes
 * it with its JBIG2 decoder, a path the CCITT file does not take.
 */
export function buildJbig2ScannedPdf(): Uint8Array {
  const bitmap = encodeGroup4(scannedPageRows(), SCAN_WIDTH);
  const pageInformation = bigEndian([SCAN_WIDTH, 4], [SCAN_HEIGHT, 4], [200, 4], [200, 4], [0, 1], [0, 2]);
  const regionInformation = bigEndian([SCAN_WIDTH, 4], [SCAN_HEIGHT, 4], [0, 4], [0, 4], [0, 1]);
  const region = new Uint8Array(regionInformation.byteLength + 1 + bitmap.byteLength);
  region.set(regionInformation);
  region[regionInformation.byteLength] = JBIG2_MMR;
  region.set(bitmap, regionInformation.byteLength + 1);
  const segments = [
    jbig2Segment(0, JBIG2_PAGE_INFORMATION, pageInformation),
    jbig2Segment(1, JBIG2_IMMEDIATE_GENERIC_REGION, region),
    jbig2Segment(2, JBIG2_END_OF_PAGE, new Uint8Array(0)),
  ];
  const data = new Uint8Array(segments.reduce((total, segment) => total + segment.byteLength, 0));
  let at = 0;
  for (const segment of segments) {
    data.set(segment, at);
    at += segment.byteLength;
  }
  return writeScanPdf(stream(`${SCAN_IMAGE} /Filter /JBIG2Decode`, data));
}

const XFA_PACKAGE = `<?xml version="1.0" encoding="UTF-8"?>
<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/">
<template xmlns="http://www.xfa.org/schema/xfa-template/3.3/">
<subform name="fisa" layout="tb" locale="ro_RO">
<pageSet><pageArea name="Pagina1" id="Pagina1"><contentArea x="0.25in" y="0.25in" w="8in" h="10.5in"/><medium stock="a4" short="210mm" long="297mm"/></pageArea></pageSet>
<subform w="8in" h="10.5in"><field name="Nume" w="3in" h="9mm"><ui><textEdit/></ui><caption><value><text>Nume</text></value></caption></field></subform>
</subform>
</template>
<xfa:datasets xmlns:xfa="http://www.xfa.org/schema/xfa-data/1.0/"><xfa:data/></xfa:datasets>
</xdp:xdp>`;

/**
 * A "dynamic" XFA form as form designers save it: the form lives in the XFA package, and the one
 * page a PDF reader without XFA draws says only "Please wait...".
 */
export function buildXfaOnlyPdf(): Uint8Array {
  const placeholder = encoder.encode('BT /F1 18 Tf 72 760 Td (Please wait...) Tj ET');
  return writePdf([
    ['<< /Type /Catalog /Pages 2 0 R /NeedsRendering true /AcroForm << /Fields [] /XFA 6 0 R >> >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    ],
    ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'],
    stream('', placeholder),
    stream('', encoder.encode(XFA_PACKAGE)),
  ]);
}

/**
 * The PDF encrypted by qpdf with AES-256 and its objects packed into object streams, as
 * "secured" exports are; without a user password it opens without asking for one.
 */
export function encryptWithObjectStreams(
  pdf: Uint8Array,
  options: { userPassword?: string } = {},
): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'ssm-qpdf-'));
  try {
    const input = join(dir, 'in.pdf');
    const output = join(dir, 'out.pdf');
    writeFileSync(input, pdf);
    const userPassword = options.userPassword ?? '';
    execFileSync('qpdf', [
      '--object-streams=generate',
      '--encrypt',
      userPassword,
      'proprietar',
      '256',
      '--',
      input,
      output,
    ]);
    return new Uint8Array(readFileSync(output));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
