/**
 * Downloads a file the server offers at an address (a presigned link answering as an attachment):
 * the browser saves it and the page stays where it is.
 */
export function downloadFrom(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.click();
}

/** Hands a file the page made to the browser as a download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** A CSV text as a download. */
export function downloadCsv(fileName: string, text: string): void {
  downloadBlob(fileName, new Blob([text], { type: 'text/csv;charset=utf-8' }));
}

/** A file the server sent as base64 (a PDF, a workbook) as a download. */
export function downloadBase64(fileName: string, base64: string, type: string): void {
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  downloadBlob(fileName, new Blob([bytes], { type }));
}
