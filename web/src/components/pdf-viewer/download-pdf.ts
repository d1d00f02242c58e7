import { foldDiacritics } from '@ssm/shared';
import type { PDFDocumentProxy } from 'pdfjs-dist';

/** Long enough for the browser to start the download before the object URL goes away. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** A file name from the course title: letters, digits and dashes, so every system accepts it. */
export function toPdfFileName(title: string): string {
  const base = foldDiacritics(title)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'curs'}.pdf`;
}

/**
 * Saves the bytes the viewer already holds. The presigned link itself cannot be used: it is on
 * another origin, where browsers ignore `download`, and it expires after 15 minutes.
 */
export async function downloadPdf(pdf: PDFDocumentProxy, title: string): Promise<void> {
  // pdf.js hands over a copy in an ordinary ArrayBuffer; its type only says "maybe shared".
  const data = (await pdf.getData()) as Uint8Array<ArrayBuffer>;
  const url = URL.createObjectURL(new Blob([data], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = toPdfFileName(title);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
