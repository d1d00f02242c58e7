/*
 * Loaded only when an uploaded course file is checked (courses.ts imports it as `#pdf-reader`, a
 * lazy module of infra/src/bundle.ts): pdf-lib stays off the import path of the other course
 * routes, and of create-course until its first file.
 */
import { PDFDocument } from 'pdf-lib';

const PDF_MAGIC = new TextEncoder().encode('%PDF-');

function hasPdfMagic(content: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, index) => content[index] === byte);
}

/**
 * Whether the bytes are a PDF a viewer can open: the `%PDF-` signature, then a document that
 * parses with at least one page. Password-protected PDFs are accepted: their page tree is not
 * encrypted, so the structure is checked without decrypting anything.
 */
export async function isReadablePdf(content: Uint8Array): Promise<boolean> {
  if (!hasPdfMagic(content)) return false;
  try {
    const document = await PDFDocument.load(content, { ignoreEncryption: true, updateMetadata: false });
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}
