/**
 * Every object key of the buckets is built here and nowhere else, always under the firm
 * (docs/data-model.md, course files). In the course-files bucket a presigned upload lands in
 * `uploads/` (a staging area the bucket may expire) and an accepted PDF moves to `courses/`.
 * Object keys name files, not table items: domain code builds them for the `FileStore` it is given.
 */
export const objectKeys = {
  courseUpload: (firmId: string, uploadId: string) => `uploads/${firmId}/${uploadId}.pdf`,
  courseFile: (firmId: string, courseId: string) => `courses/${firmId}/${courseId}.pdf`,
  /** A later version of a course's PDF: never written over, as signed records name each version. */
  courseFileVersion: (firmId: string, courseId: string, versionId: string) =>
    `courses/${firmId}/${courseId}/${versionId}.pdf`,
  /**
   * A signed training record's PDF, named by the SHA-256 of its bytes: a sealed file, written once
   * (`isSealedFileKey`), so another rendering of the record (a new time stamp) is another object.
   */
  signedRecord: (record: { firmId: string; companyId: string; recordId: string; fileHash: string }) =>
    `records/${record.firmId}/${record.companyId}/${record.recordId}-${record.fileHash}.pdf`,
  /**
   * A worker's sealed fișă individuală of one domain, named by the SHA-256 of what it prints
   * (records/domain/worker-sheets.ts): another content is another object, so a stale one is never read.
   */
  workerSheet: (sheet: {
    firmId: string;
    companyId: string;
    workerId: string;
    domain: string;
    contentHash: string;
  }) =>
    `sheets/${sheet.firmId}/${sheet.companyId}/${sheet.workerId}/${sheet.domain}-${sheet.contentHash}.pdf`,
  /** A presigned upload of a scanned, hand-signed fișă, staged under its company until it is kept. */
  sheetScanUpload: (upload: { firmId: string; companyId: string; uploadId: string }) =>
    `uploads/${upload.firmId}/sheet-scans/${upload.companyId}/${upload.uploadId}`,
  /**
   * A kept scan of a worker's hand-signed PSI-SU fișă: a sealed file, written once
   * (`isSealedFileKey`), each upload its own object. Unlike a rendered fișă it cannot be made again,
   * so it moves with the firm (`firmFilePrefixes`).
   */
  sheetScan: (scan: {
    firmId: string;
    companyId: string;
    workerId: string;
    scanId: string;
    extension: string;
  }) => `scans/${scan.firmId}/${scan.companyId}/${scan.workerId}/PSI-SU-${scan.scanId}.${scan.extension}`,
  /**
   * The worker's fișă of a domain printed for ink signatures (PSI-SU fișe kept on paper): not
   * sealed, written over when what it prints changes (its content hash is in its metadata), and
   * deleted with the company's history.
   */
  inkSheet: (sheet: { firmId: string; companyId: string; workerId: string; domain: string }) =>
    `uploads/${sheet.firmId}/ink-sheets/${sheet.companyId}/${sheet.workerId}/${sheet.domain}.pdf`,
  /** Where a company's fișe printed for ink are, its deleted workers' among them. */
  companyInkSheetPrefix: (firmId: string, companyId: string) => `uploads/${firmId}/ink-sheets/${companyId}/`,
  /**
   * Everything a firm keeps in the course-files bucket that cannot be made again: its course PDFs,
   * signed records and scans of hand-signed fișe.
   */
  firmFilePrefixes: (firmId: string) => [`courses/${firmId}/`, `records/${firmId}/`, `scans/${firmId}/`],
  /**
   * Where a company's sealed files are: every rendering of its records' PDFs, its workers' fișe and
   * their scans, those of workers deleted since included.
   */
  companySealedFilePrefixes: (firmId: string, companyId: string) => [
    `records/${firmId}/${companyId}/`,
    `sheets/${firmId}/${companyId}/`,
    `scans/${firmId}/${companyId}/`,
  ],
  /** A company's ZIP archive (archives bucket, expires after a week). */
  companyArchive: (firmId: string, companyId: string, jobId: string) =>
    `archives/${firmId}/${companyId}/${jobId}.zip`,
  /** A ZIP of the fișe of a filter of the firm's workers (archives bucket, expires after a week). */
  workerSheetsArchive: (firmId: string, jobId: string) => `archives/${firmId}/worker-sheets/${jobId}.zip`,
} as const;

/**
 * The sealed files: what the records' signatures and the platform's seal stand behind (a record's
 * PDF, a worker's fișă) and the scans of hand-signed fișe. Each is written once and kept for the deployment's retention, with S3
 * Object Lock in compliance mode on AWS (docs/security.md, the insider).
 */
export const SEALED_FILE_PREFIXES = ['records/', 'sheets/', 'scans/'] as const;

export function isSealedFileKey(key: string): boolean {
  return SEALED_FILE_PREFIXES.some((prefix) => key.startsWith(prefix));
}
