/**
 * The single table's key schema: every item key, sort-key prefix and index key is built here and
 * nowhere else (docs/data-model.md lists them with their access patterns). Only repositories
 * (`<slice>/data/`) import it; the bucket's object keys are in object-keys.ts.
 */
import { toUsernameKey } from '@ssm/shared/usernames';
import { throttledAddress } from './client-address';
import type { ItemKey } from './table';

export type { ItemKey };

const META = 'META';

/** Exactly one of the two: a user, or a whole company (user_id null in the API). */
export type CourseAssignmentTarget =
  | { userId: string; companyId?: undefined }
  | { userId?: undefined; companyId: string };

/** The username as listings sort it: case and surrounding spaces folded. */
function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** An e-mail address as keys compare it: case and surrounding spaces folded. */
function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Where an audit event is kept: with its company, its firm, or (public verification) by day. */
export type AuditScope =
  | { kind: 'company'; id: string }
  | { kind: 'firm'; id: string }
  | { kind: 'verification'; day: string };

function auditPartition(scope: AuditScope): string {
  return scope.kind === 'verification'
    ? `AUDIT#VERIFICATION#${scope.day}`
    : `AUDIT#${scope.kind.toUpperCase()}#${scope.id}`;
}

/*
 * The two keys built on a username's look-alike key stand apart from `keys`: the confusables data
 * behind `toUsernameKey` (about 120 kB) then stays out of the bundles of the routes that never
 * look a username up.
 */

/** Reserves the username and every look-alike of it (`toUsernameKey`); points a login at the user. */
export function usernameMarkerKey(username: string): ItemKey {
  return keys.usernameMarker(toUsernameKey(username));
}

/** Failed logins of one username from one address (look-alike spellings count as one). */
export function loginThrottleKey(username: string, clientAddress: string): ItemKey {
  return {
    PK: `THROTTLE#LOGIN#${toUsernameKey(username)}`,
    SK: `ADDRESS#${throttledAddress(clientAddress)}`,
  };
}

/** The sort keys of a company's roster parts begin with this. */
export const WORKER_ROSTER_SORT_KEY_PREFIX = 'WORKER_ROSTER#';

export const keys = {
  user: (userId: string): ItemKey => ({ PK: `USER#${userId}`, SK: META }),
  /** The marker of a username by its look-alike key, as computed (`usernameMarkerKey`) or stored on the user. */
  usernameMarker: (usernameKey: string): ItemKey => ({ PK: `USERNAME#${usernameKey}`, SK: META }),
  quizResult: (userId: string, resultId: string): ItemKey => ({
    PK: `USER#${userId}`,
    SK: `QUIZRESULT#${resultId}`,
  }),
  /** A trainee's attempts at one course's quiz: the count, the cool-down, the open attempt. */
  quizAttempts: (userId: string, courseId: string): ItemKey => ({
    PK: `USER#${userId}`,
    SK: `QUIZATTEMPTS#COURSE#${courseId}`,
  }),
  /** A trainee's study of one course's material in the current training round. */
  studyEvidence: (userId: string, courseId: string): ItemKey => ({
    PK: `USER#${userId}`,
    SK: `STUDY#COURSE#${courseId}`,
  }),
  loginThrottleForAddress: (clientAddress: string): ItemKey => ({
    PK: `THROTTLE#LOGIN-ADDRESS#${throttledAddress(clientAddress)}`,
    SK: META,
  }),
  passwordResetToken: (tokenHash: string): ItemKey => ({ PK: `RESET#${tokenHash}`, SK: META }),
  /** One of a person's passkeys (WebAuthn credentials). */
  passkey: (userId: string, passkeyId: string): ItemKey => ({
    PK: `USER#${userId}`,
    SK: `PASSKEY#${passkeyId}`,
  }),
  /** Reserves a WebAuthn credential id, by its SHA-256, for the one account that registered it. */
  passkeyCredential: (credentialIdHash: string): ItemKey => ({
    PK: `PASSKEY-CREDENTIAL#${credentialIdHash}`,
    SK: META,
  }),
  /** The challenge of a person's pending passkey registration. */
  passkeyChallenge: (userId: string): ItemKey => ({ PK: `USER#${userId}`, SK: 'PASSKEY-CHALLENGE' }),
  /** A person's pending signing challenge: what their passkey is asked to sign (docs/signatures.md). */
  signingChallenge: (userId: string, challengeId: string): ItemKey => ({
    PK: `USER#${userId}`,
    SK: `SIGNING-CHALLENGE#${challengeId}`,
  }),
  /** A requested new e-mail address of an account, by the SHA-256 of the link's token. */
  emailChangeToken: (tokenHash: string): ItemKey => ({ PK: `EMAIL-CHANGE#${tokenHash}`, SK: META }),
  /** How many "username taken" answers an owner got in the current window (docs/security.md). */
  takenUsernameAnswers: (ownerId: string): ItemKey => ({
    PK: `THROTTLE#USERNAME-TAKEN#${ownerId}`,
    SK: META,
  }),
  /** Requests from one client address to one group of public routes in the current window. */
  publicRequests: (group: string, clientAddress: string): ItemKey => ({
    PK: `THROTTLE#PUBLIC#${group}#${throttledAddress(clientAddress)}`,
    SK: META,
  }),
  /** The one-time signing codes one person asked for in the current window (docs/security.md, rate limits). */
  signingCodeLimit: (userId: string): ItemKey => ({
    PK: `THROTTLE#SIGNING-CODE#${userId}`,
    SK: META,
  }),
  passwordResetLimit: (email: string): ItemKey => ({
    PK: `THROTTLE#RESET#${normalizeEmail(email)}`,
    SK: META,
  }),
  firm: (firmId: string): ItemKey => ({ PK: `FIRM#${firmId}`, SK: META }),
  company: (companyId: string): ItemKey => ({ PK: `COMPANY#${companyId}`, SK: META }),
  /** Reserves a CUI platform-wide (digits only, so `RO123` and `123` are one firm). */
  firmCuiMarker: (cuiDigits: string): ItemKey => ({ PK: `FIRMCUI#${cuiDigits}`, SK: META }),
  firmRegComMarker: (canonicalRegCom: string): ItemKey => ({ PK: `FIRMREGCOM#${canonicalRegCom}`, SK: META }),
  /** Reserves a client company's registration number within its firm. */
  companyRegistrationMarker: (firmId: string, canonicalNumber: string): ItemKey => ({
    PK: `FIRM#${firmId}`,
    SK: `COMPANYREG#${canonicalNumber}`,
  }),
  course: (courseId: string): ItemKey => ({ PK: `COURSE#${courseId}`, SK: META }),
  quiz: (courseId: string): ItemKey => ({ PK: `COURSE#${courseId}`, SK: 'QUIZ' }),
  /** The course's version in another language: its PDF and its quiz's translation. */
  courseVersion: (courseId: string, language: string): ItemKey => ({
    PK: `COURSE#${courseId}`,
    SK: `VERSION#${language}`,
  }),
  /** A course assigned to one user, or to every user of a company (present and future). */
  courseAssignment: (target: CourseAssignmentTarget, courseId: string): ItemKey => ({
    PK: target.userId !== undefined ? `USER#${target.userId}` : `COMPANY#${target.companyId}`,
    SK: `ASSIGNMENT#COURSE#${courseId}`,
  }),
  /** One allocation event, kept after the course is gone: the periodic-training status reads it. */
  assignmentHistoryEntry: (options: {
    companyId: string;
    subcategory: string;
    assignedAt: string;
    allocationId: string;
  }): ItemKey => ({
    PK: `COMPANY#${options.companyId}`,
    SK: `ASSIGNED#${options.subcategory}#${options.assignedAt}#${options.allocationId}`,
  }),
  /** A training record (fișă) to be signed; its id is the id of the progress record it certifies. */
  trainingRecord: (recordId: string): ItemKey => ({ PK: `RECORD#${recordId}`, SK: META }),
  /** A signature by its identity hash (the spec's hash_signature): written once, never changed. */
  signature: (signatureHash: string): ItemKey => ({ PK: `SIG#${signatureHash}`, SK: META }),
  /**
   * A signed record's document hash, its PDF file's SHA-256 or the SHA-256 of what the PDF's seal
   * covers, pointing at the record; or a sealed fișă individuală by the latter.
   */
  recordHash: (sha256: string): ItemKey => ({ PK: `RECORDHASH#${sha256}`, SK: META }),
  /** One entry of the audit trail, in its scope's partition, in time order. */
  auditEvent: (scope: AuditScope, at: string, eventId: string): ItemKey => ({
    PK: auditPartition(scope),
    SK: `EVENT#${at}#${eventId}`,
  }),
  /**
   * Failed verifications of one outcome in one hour (`2026-11-24T11`), counted in one item: with
   * the record's company when the hash named a record, else in the day's verification partition.
   */
  verificationFailures: (scope: AuditScope, hour: string, reason: string): ItemKey => ({
    PK: auditPartition(scope),
    SK: `VERIFICATION-FAILURES#${hour}#${reason}`,
  }),
  /** A company archive being built or built (status, progress, the ZIP's object key). */
  archiveJob: (jobId: string): ItemKey => ({ PK: `ARCHIVEJOB#${jobId}`, SK: META }),
  /** Names the company's archive being built, so simultaneous requests share one job. */
  companyArchiveClaim: (companyId: string): ItemKey => ({ PK: `ARCHIVECLAIM#${companyId}`, SK: META }),
  /**
   * An uploaded scan of a worker's hand-signed PSI-SU fișă, in the company's partition beside its
   * history (ids are time-ordered, so a worker's scans list oldest first).
   */
  sheetScan: (companyId: string, workerId: string, scanId: string): ItemKey => ({
    PK: `COMPANY#${companyId}`,
    SK: `SHEETSCAN#${workerId}#${scanId}`,
  }),
  /** A company's periodic-training status, in the company's partition so it goes with the company. */
  trainingStatus: (companyId: string): ItemKey => ({ PK: `COMPANY#${companyId}`, SK: 'TRAINING_STATUS' }),
  /** A part (from 0) of a company's roster of workers' due dates, in the company's partition. */
  workerRoster: (companyId: string, part: number): ItemKey => ({
    PK: `COMPANY#${companyId}`,
    SK: `${WORKER_ROSTER_SORT_KEY_PREFIX}${String(part).padStart(3, '0')}`,
  }),
  /**
   * The day (Bucharest) an owner last reminded a company's admins of the documents waiting for
   * them; in the company's partition, so it goes with the company.
   */
  adminSignReminder: (companyId: string): ItemKey => ({
    PK: `COMPANY#${companyId}`,
    SK: 'ADMIN_SIGN_REMINDER',
  }),
  /** Marks the weekly training-status reminder sent to an owner for an ISO week (`2026-W07`). */
  trainingReminder: (ownerId: string, isoWeek: string): ItemKey => ({
    PK: `USER#${ownerId}`,
    SK: `TRAINING_REMINDER#${isoWeek}`,
  }),
} as const;

/** Sort-key prefixes for Queries within a partition. */
export const prefixes = {
  quizResult: 'QUIZRESULT#',
  courseAssignment: 'ASSIGNMENT#COURSE#',
  /** Every allocation of a company, grouped by subcategory, by time within each. */
  assignmentHistory: 'ASSIGNED#',
  assignmentHistoryOf: (subcategory: string) => `ASSIGNED#${subcategory}#`,
  /** Within an owner's pending documents, one company's. */
  pendingRecordsOfCompany: (companyId: string) => `COMPANY#${companyId}#`,
  /** A company's scans of hand-signed fișe, and one worker's among them. */
  sheetScans: 'SHEETSCAN#',
  sheetScansOf: (workerId: string) => `SHEETSCAN#${workerId}#`,
  /** Within a company's documents (GSI2), those in one state. */
  companyRecordsInStatus: (status: string) => `${status}#`,
} as const;

/** Global secondary index keys (GSI1: parent listings; GSI2: look-ups by an attribute). */
export const indexKeys = {
  usersByEmail: (email: string) => ({ GSI2PK: `EMAIL#${normalizeEmail(email)}` }),
  superowners: () => ({ GSI1PK: 'SUPEROWNERS' }),
  firms: () => ({ GSI1PK: 'FIRMS' }),
  firmListing: (firmId: string) => ({ GSI1PK: 'FIRMS', GSI1SK: `FIRM#${firmId}` }),
  firmOwners: (firmId: string) => ({ GSI1PK: `FIRM#${firmId}#OWNERS` }),
  firmCompanies: (firmId: string) => ({ GSI1PK: `FIRM#${firmId}#COMPANIES` }),
  companyListing: (firmId: string, companyId: string) => ({
    GSI1PK: `FIRM#${firmId}#COMPANIES`,
    GSI1SK: `COMPANY#${companyId}`,
  }),
  /**
   * The firm's companies with re-enrolment settings of their own (GSI2, sparse: a company is in it
   * only while it has them), so the firm defaults' page counts them without reading every company.
   */
  firmCompaniesWithOwnReenrolment: (firmId: string) => ({ GSI2PK: `FIRM#${firmId}#OWN_REENROLMENT` }),
  companyWithOwnReenrolment: (firmId: string, companyId: string) => ({
    GSI2PK: `FIRM#${firmId}#OWN_REENROLMENT`,
    GSI2SK: `COMPANY#${companyId}`,
  }),
  companyUsers: (companyId: string) => ({ GSI1PK: `COMPANY#${companyId}#USERS` }),
  /** Users sort by username within their parent's listing. */
  userListingSortKey: (username: string) => ({ GSI1SK: `USER#${normalizeUsername(username)}` }),
  firmCourses: (firmId: string) => ({ GSI1PK: `FIRM#${firmId}#COURSES` }),
  firmCourse: (firmId: string, courseId: string) => ({
    GSI1PK: `FIRM#${firmId}#COURSES`,
    GSI1SK: `COURSE#${courseId}`,
  }),
  /** Every assignment of a course, so deleting the course can remove them all. */
  courseAssignments: (courseId: string) => ({ GSI1PK: `COURSE#${courseId}#ASSIGNMENTS` }),
  courseAssignment: (courseId: string, target: CourseAssignmentTarget) => ({
    GSI1PK: `COURSE#${courseId}#ASSIGNMENTS`,
    GSI1SK: target.userId !== undefined ? `USER#${target.userId}` : `COMPANY#${target.companyId}`,
  }),
  /** Every trainee's attempts at a course's quiz, for its owners. */
  courseQuizAttempts: (courseId: string) => ({ GSI1PK: `COURSE#${courseId}#QUIZATTEMPTS` }),
  courseQuizAttempt: (courseId: string, userId: string) => ({
    GSI1PK: `COURSE#${courseId}#QUIZATTEMPTS`,
    GSI1SK: `USER#${userId}`,
  }),
  /** Completed attempts per company and subcategory, newest last: the last periodic training. */
  companyCompletions: (companyId: string, subcategory: string) => ({
    GSI2PK: `COMPANY#${companyId}#COMPLETED#${subcategory}`,
  }),
  companyCompletion: (options: {
    companyId: string;
    subcategory: string;
    completedAt: string;
    progressId: string;
  }) => ({
    GSI2PK: `COMPANY#${options.companyId}#COMPLETED#${options.subcategory}`,
    GSI2SK: `${options.completedAt}#${options.progressId}`,
  }),
  /** Documents waiting for a company admin's signature, by company. */
  recordsAwaitingAdmin: (companyId: string) => ({
    GSI1PK: `COMPANY#${companyId}#RECORDS#AWAITING_ADMIN`,
  }),
  /** Documents waiting for an owner's signature, by firm (sort key: company first, for the filter). */
  recordsAwaitingOwner: (firmId: string) => ({ GSI1PK: `FIRM#${firmId}#RECORDS#AWAITING_OWNER` }),
  pendingRecordSortKey: (companyId: string, recordId: string) => ({
    GSI1SK: `COMPANY#${companyId}#RECORD#${recordId}`,
  }),
  /** Every document of a company whatever its state; the state leads the sort key. */
  companyRecords: (companyId: string) => ({ GSI2PK: `COMPANY#${companyId}#RECORDS` }),
  companyRecordSortKey: (status: string, recordId: string) => ({ GSI2SK: `${status}#${recordId}` }),
  /** The look-ups of a company's sealed fișe individuale, so deleting its history finds them. */
  companyWorkerSheetFiles: (companyId: string) => ({ GSI1PK: `COMPANY#${companyId}#SHEETFILES` }),
  companyWorkerSheetFile: (companyId: string, sealedSha256: string) => ({
    GSI1PK: `COMPANY#${companyId}#SHEETFILES`,
    GSI1SK: `SHEETFILE#${sealedSha256}`,
  }),
  /** A company's archive jobs, so deleting its history finds their ZIPs. */
  companyArchiveJobs: (companyId: string) => ({ GSI1PK: `COMPANY#${companyId}#ARCHIVES` }),
  companyArchiveJob: (companyId: string, jobId: string) => ({
    GSI1PK: `COMPANY#${companyId}#ARCHIVES`,
    GSI1SK: `ARCHIVEJOB#${jobId}`,
  }),
  /** The training-status items of a firm's companies: the owner's page is one Query. */
  firmTrainingStatuses: (firmId: string) => ({ GSI1PK: `FIRM#${firmId}#TRAINING_STATUS` }),
  firmTrainingStatus: (firmId: string, companyId: string) => ({
    GSI1PK: `FIRM#${firmId}#TRAINING_STATUS`,
    GSI1SK: `COMPANY#${companyId}`,
  }),
  /** The admins' reminder days of a firm's companies: the owner's backlog reads them in one Query. */
  firmAdminSignReminders: (firmId: string) => ({ GSI1PK: `FIRM#${firmId}#ADMIN_SIGN_REMINDERS` }),
  firmAdminSignReminder: (firmId: string, companyId: string) => ({
    GSI1PK: `FIRM#${firmId}#ADMIN_SIGN_REMINDERS`,
    GSI1SK: `COMPANY#${companyId}`,
  }),
  /** The worker rosters of a firm's companies: the firm's workers list is one Query. */
  firmWorkerRosters: (firmId: string) => ({ GSI1PK: `FIRM#${firmId}#WORKER_ROSTER` }),
  firmWorkerRoster: (firmId: string, companyId: string, part: number) => ({
    GSI1PK: `FIRM#${firmId}#WORKER_ROSTER`,
    GSI1SK: `COMPANY#${companyId}#${String(part).padStart(3, '0')}`,
  }),
} as const;
