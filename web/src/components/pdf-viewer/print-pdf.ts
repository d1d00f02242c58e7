import type { PDFDocumentProxy } from 'pdfjs-dist';

/** Pages are printed as images rendered at 150 dpi (docs/product.md, PDF viewer). */
export const PRINT_DPI = 150;
const PDF_POINTS_PER_INCH = 72;
/** The global class the print stylesheet shows while hiding the rest of the app. */
export const PRINT_ROOT_CLASS = 'pdf-print-root';

function canvasToBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Canvas export failed'))), 'image/png'),
  );
}

/** One page as a PNG at the print resolution, sized on paper as the page itself. */
async function renderPageImage(pdf: PDFDocumentProxy, pageNumber: number): Promise<HTMLImageElement> {
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale: PRINT_DPI / PDF_POINTS_PER_INCH });
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  await page.render({ canvas, viewport, intent: 'print', background: '#ffffff' }).promise;
  const blob = await canvasToBlob(canvas);
  // Release the pixels now: a long document would otherwise hold every page in memory at once.
  canvas.width = 0;
  canvas.height = 0;
  page.cleanup();
  const image = document.createElement('img');
  image.src = URL.createObjectURL(blob);
  image.alt = '';
  image.style.width = `${viewport.width / PRINT_DPI}in`;
  await image.decode();
  return image;
}

/**
 * Prints the document without a popup or a PDF plugin (both blocked or missing on phones and
 * under the site's CSP): every page goes, one after the other, into a container only the print
 * stylesheet shows; the browser's print dialog then prints it, and it is removed afterwards.
 */
export async function printPdf(pdf: PDFDocumentProxy): Promise<void> {
  const root = document.createElement('div');
  root.className = PRINT_ROOT_CLASS;
  const images: HTMLImageElement[] = [];
  const cleanUp = () => {
    for (const image of images) URL.revokeObjectURL(image.src);
    root.remove();
  };
  try {
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
      const image = await renderPageImage(pdf, pageNumber);
      images.push(image);
      root.append(image);
    }
  } catch (error) {
    cleanUp();
    throw error;
  }
  // A print whose dialog never reported closing leaves its pages behind; they go first.
  for (const stale of document.querySelectorAll(`.${PRINT_ROOT_CLASS}`)) stale.remove();
  document.body.append(root);
  window.addEventListener('afterprint', cleanUp, { once: true });
  window.print();
}
