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
  /** A signed training record's PDF (course-files bucket: versioned, so never silently lost). */
  signedRecord: (firmId: string, companyId: string, recordId: string) =>
    `records/${firmId}/${companyId}/${recordId}.pdf`,
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
  /** Everything a firm keeps in the course-files bucket: its course PDFs and signed records. */
  firmFilePrefixes: (firmId: string) => [`courses/${firmId}/`, `records/${firmId}/`],
  /** A company's ZIP archive (archives bucket, expires after a week). */
  companyArchive: (firmId: string, companyId: string, jobId: string) =>
    `archives/${firmId}/${companyId}/${jobId}.zip`,
} as const;
