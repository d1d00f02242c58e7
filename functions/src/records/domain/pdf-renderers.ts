/*
 * The PDF renderers, loaded with `import('#record-renderer')` only when something is rendered
 * (functions/package.json `imports`; a bundled Lambda finds the module beside its bundle,
 * infra/src/bundle.ts, lazy modules): pdf-lib, fontkit, the QR code and the fonts stay off the
 * import path of every route.
 */

export { renderRecordPdf } from './record-pdf';
export { renderWorkerSheetPdf } from './worker-sheet-pdf';
