import { PDFDocument, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { checkPdf } from '../../src/courses/domain/pdf-check';

async function makePdf(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) document.addPage();
  // pdf-lib adds a blank page to a document without any unless told not to.
  return document.save({ addDefaultPage: false });
}

/** A PDF whose trailer names a standard security handler, as a password-protected file does. */
async function makeProtectedPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage();
  document.context.trailerInfo.Encrypt = document.context.obj({
    Filter: 'Standard',
    V: 2,
    R: 3,
    Length: 128,
    O: PDFString.of('owner-password-hash'),
    U: PDFString.of('user-password-hash'),
    P: -3904,
  });
  return document.save({ useObjectStreams: false });
}

describe('checkPdf', () => {
  it('accepts a real PDF', async () => {
    expect(await checkPdf(await makePdf(2))).toBe('readable');
  });

  it('accepts a PDF that asks for a password, which the viewer asks the trainee for', async () => {
    const protectedPdf = await makeProtectedPdf();
    await expect(PDFDocument.load(protectedPdf)).rejects.toThrow(/encrypted/);

    expect(await checkPdf(protectedPdf)).toBe('readable');
  });

  it('leaves the bytes it was given as they were', async () => {
    const pdf = await makePdf(1);
    const copy = pdf.slice();

    await checkPdf(pdf);

    expect(pdf).toEqual(copy);
  });

  it('refuses text renamed to .pdf, an empty file and a PDF header over garbage', async () => {
    const encode = (text: string) => new TextEncoder().encode(text);

    expect(await checkPdf(encode('Acesta este un fișier text.'))).toBe('not-pdf');
    expect(await checkPdf(new Uint8Array())).toBe('not-pdf');
    expect(await checkPdf(encode('%PDF-1.7\nnimic altceva\n%%EOF'))).toBe('damaged');
  });

  it('refuses a truncated PDF and one without pages', async () => {
    expect(await checkPdf((await makePdf(1)).slice(0, 300))).toBe('damaged');
    expect(await checkPdf(await makePdf(0))).toBe('no-pages');
  });

  it('refuses a PDF signature that is not at the start', async () => {
    const pdf = await makePdf(1);
    const shifted = new Uint8Array(pdf.byteLength + 3);
    shifted.set(new TextEncoder().encode('MZ\n'));
    shifted.set(pdf, 3);

    expect(await checkPdf(shifted)).toBe('not-pdf');
  });
});
