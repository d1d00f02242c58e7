/// <reference path="./pdf-worker.d.ts" />
/*
 * Loaded only when an uploaded course file is checked (courses.ts, by `import()`): pdf.js stays
 * off the import path of the other course routes, and of create-course until its first file.
 *
 * The check opens the file with the same pdf.js release as the course viewer (`pdfjs-dist`, its
 * build for Node), so the server accepts what the viewer opens: encrypted files with object
 * streams, scans, forms. pdf.js runs in this process ("fake worker"): the worker module is
 * imported here so the bundle holds it instead of pdf.js looking for a file beside it.
 */
import { getDocument, PasswordException, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as pdfWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';

(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfWorker;

/** Why a file is refused, or `readable` when the viewer can show it. */
export type PdfVerdict = 'readable' | 'not-pdf' | 'damaged' | 'no-pages' | 'xfa-only';

const PDF_MAGIC = new TextEncoder().encode('%PDF-');

function hasPdfMagic(content: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, index) => content[index] === byte);
}

/**
 * What the viewer would make of the bytes: the `%PDF-` signature, then a document pdf.js opens as
 * the viewer does, with at least one page, each of which it can read. A file that asks for a
 * password is readable: the viewer asks the trainee for it. An XFA form without AcroForm fields
 * (a "dynamic" XFA form) is refused: its pages hold only the form's "Please wait…" placeholder,
 * which is all browsers and pdf.js (outside its experimental XFA mode) show.
 */
export async function checkPdf(content: Uint8Array): Promise<PdfVerdict> {
  if (!hasPdfMagic(content)) return 'not-pdf';
  const task = getDocument({
    // A copy, as a plain Uint8Array: pdf.js refuses a Node Buffer (which the form's file is) and
    // may take over the memory it is given, while the caller still stores these bytes.
    data: new Uint8Array(content),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const document = await task.promise;
    const { info } = await document.getMetadata();
    const form = info as { IsXFAPresent?: boolean; IsAcroFormPresent?: boolean };
    if (form.IsXFAPresent && !form.IsAcroFormPresent) return 'xfa-only';
    if (document.numPages === 0) return 'no-pages';
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber += 1) {
      await document.getPage(pageNumber);
    }
    return 'readable';
  } catch (error) {
    return error instanceof PasswordException ? 'readable' : 'damaged';
  } finally {
    await task.destroy();
  }
}
