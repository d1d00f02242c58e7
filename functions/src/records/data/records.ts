import type {
  CourseCategory,
  CourseSubcategory,
  DocumentStatus,
  SignatureLevel,
  SignerRole,
} from '@ssm/shared';
import { appendTrainingMarksWrite, trainingMark, type UserRecord } from '../../accounts/data/users';
import { type AuditEvent, auditEventWrite } from '../../audit/data/audit';
import type { QuizAttemptsWrite } from '../../learning/data/quiz-attempts';
import { type InstructionVersion, type QuizResult, quizResults } from '../../learning/data/quiz-results';
import type { StudySnapshot } from '../../learning/data/study-evidence';
import { isTransientlyCancelled } from '../../platform/aws-retries';
import { defineEntity, type IndexKeys } from '../../platform/entity';
import type { PageRequest } from '../../platform/page';
import {
  type PartitionQuery,
  queryAll,
  type TransactionOutcome,
  type TransactWrite,
  transactWrite,
} from '../../platform/table';
import { indexKeys, keys, prefixes } from '../../platform/table-keys';
import { recordHashWrite, signatureWrite } from './signatures';

/**
 * The content of a training record (fișa de instruire) as it was when the course was completed:
 * the record must not change when a profile, a company or a course is edited later, so everything
 * it shows is copied here once and hashed.
 */
export type RecordContent = {
  document_id: string;
  firm: { id: string; name: string; cui: string; reg_com: string; address: string };
  company: { id: string; name: string; registration_number: string; address: string };
  trainee: Pick<
    UserRecord,
    | 'id'
    | 'role'
    | 'username'
    | 'first_name'
    | 'last_name'
    | 'email'
    | 'birth_date'
    | 'hire_date'
    | 'job_title'
    | 'address'
  >;
  course: {
    id: string;
    title: string;
    category: CourseCategory;
    subcategory: CourseSubcategory;
    duration_minutes: number;
    /** SHA-256 of the PDF version the trainee studied and passed on. */
    file_sha256: string;
  };
  quiz_score: number;
  completed_at: string;
  /** The evidence of study when the quiz was passed (docs/signatures.md). */
  study: StudySnapshot;
  /** The language of instruction and the version studied; absent on records made before versions. */
  instruction?: InstructionVersion;
};

/**
 * The platform's seal over one link of a record's seal chain (docs/signatures.md, the seal
 * chain): a signature only the seal's key can make, so a record rewritten in the table with
 * every hash recomputed no longer matches it.
 */
export type RecordSeal = {
  /** The key that sealed: a KMS key ARN, or `local:` and the public key's SHA-256. */
  key_id: string;
  algorithm: 'RSASSA_PKCS1_V1_5_SHA_256';
  /** The signature over the link's hash, base64. */
  signature: string;
};

/** The first link of the seal chain: sealed when the record starts, before anyone signs it. */
export type RecordStart = {
  /** The capacities the record needs, in the order they sign, as known when it started. */
  required_roles: SignerRole[];
  seal: RecordSeal;
};

/** One signature on a record, with what the audit trail needs to prove it. */
/** The parts of a passkey's WebAuthn assertion its signature covers, base64url as the browser sent them. */
export type PasskeyAssertionParts = {
  credential_id: string;
  authenticator_data: string;
  client_data_json: string;
  signature: string;
};

/** One step from a binding hash towards a bulk signature's manifest hash (signing-manifest.ts). */
export type ManifestStep = { position: 'left' | 'right'; hash: string };

/**
 * What anyone needs to check a passkey signature offline (docs/signatures.md, checking a passkey
 * signature offline): the assertion, the credential's public key and the way from the signature's
 * binding hash to the challenge the passkey signed.
 */
export type PasskeyEvidence = PasskeyAssertionParts & {
  /** The credential's public key: SubjectPublicKeyInfo, DER, base64. */
  public_key: string;
  /** The COSE algorithm of the key (-7 ES256, -8 EdDSA, -257 RS256). */
  algorithm: number;
  /** The challenge the passkey signed: the manifest hash, the binding hash itself for one signature. */
  manifest_hash: string;
  /** From this signature's binding hash to the manifest hash; empty for one signature. */
  manifest_path: ManifestStep[];
};

/**
 * How a simple signature was confirmed (docs/signatures.md, the e-mailed code): the one-time code
 * sent to the signer's address (masked as the evidence keeps it), when it went and when it came back.
 */
export type EmailCodeConfirmation = { email: string; sent_at: string; confirmed_at: string };

export type RecordSignature = {
  role: SignerRole;
  /** The signer as they were when signing: the identity hash was computed from these fields. */
  signer: Pick<UserRecord, 'id' | 'role' | 'username' | 'first_name' | 'last_name' | 'email' | 'birth_date'>;
  /** The instant signed (part of the identity hash); `recorded_at` is the server's clock. */
  timestamp: string;
  recorded_at: string;
  signature_hash: string;
  content_hash: string;
  binding_hash: string;
  method: 'consent-page' | 'mass-sign' | 'automatic';
  /** Absent on signatures made before levels were recorded: those are simple ones. */
  level?: SignatureLevel;
  /** The signer's passkey assertion over the binding hash, for an advanced signature. */
  passkey?: PasskeyEvidence;
  /** The e-mailed one-time code that confirmed a simple signature. */
  email_code?: EmailCodeConfirmation;
  ip: string;
  user_agent: string;
  /** The capacities the record needs, in the order they sign, as known once this signature landed. */
  required_roles: SignerRole[];
  /** The platform's seal over this signature's link of the chain, made as it landed. */
  seal: RecordSeal;
};

/**
 * A training document: the record of one completed course and the signatures it collects. Its id
 * is the id of the progress record it certifies (the consent page and the spec's admin auto-sign
 * both only know that id).
 */
export type TrainingRecord = {
  id: string;
  status: DocumentStatus;
  trainee_id: string;
  company_id: string;
  firm_id: string;
  content: RecordContent;
  content_hash: string;
  start: RecordStart;
  signatures: RecordSignature[];
  signed_roles: SignerRole[];
  /**
   * Set when the last signature lands, with the moment it did: the hash of the chain's last link,
   * which that signature's seal signs.
   */
  document_hash: string | null;
  signed_at: string | null;
  /** The rendered PDF (course-files bucket) and its SHA-256, once rendered. */
  pdf_key: string | null;
  pdf_sha256: string | null;
  /** SHA-256 of the bytes the PDF's own seal covers (its /ByteRange): how `verify-pdf` finds the record. */
  pdf_sealed_sha256: string | null;
  created_at: string;
  /** Raised by every change; each change is conditional on the version it read. */
  version: number;
};

/** The pending-list key a document has in this state (none when nobody but the trainee acts). */
function pendingIndexKeys(record: Pick<TrainingRecord, 'status' | 'company_id' | 'firm_id' | 'id'>) {
  const sortKey = indexKeys.pendingRecordSortKey(record.company_id, record.id);
  if (record.status === 'awaiting_admin')
    return { ...indexKeys.recordsAwaitingAdmin(record.company_id), ...sortKey };
  if (record.status === 'awaiting_owner')
    return { ...indexKeys.recordsAwaitingOwner(record.firm_id), ...sortKey };
  return null;
}

export const trainingRecords = defineEntity<TrainingRecord>({
  type: 'training-record',
  key: (record) => keys.trainingRecord(record.id),
  indexes: (record): IndexKeys => ({
    ...pendingIndexKeys(record),
    ...indexKeys.companyRecords(record.company_id),
    ...indexKeys.companyRecordSortKey(record.status, record.id),
  }),
});

export function getTrainingRecord(
  recordId: string,
  options: { consistent?: boolean } = {},
): Promise<TrainingRecord | null> {
  return trainingRecords.get(keys.trainingRecord(recordId), options);
}

/** The documents that exist among the ids (read consistently), by id. */
export async function getTrainingRecords(recordIds: readonly string[]): Promise<Map<string, TrainingRecord>> {
  const found = await trainingRecords.getMany(
    recordIds.map((id) => keys.trainingRecord(id)),
    { consistent: true },
  );
  return new Map(found.map((record) => [record.id, record]));
}

export type RecordPage = { records: TrainingRecord[]; nextCursor: string | null };

type DocumentsQuery = {
  index: 'GSI1' | 'GSI2';
  partition: string;
  sortKeyPrefix?: string | undefined;
  filter?: PartitionQuery['filter'];
};

function toPartitionQuery({ sortKeyPrefix, filter, ...partition }: DocumentsQuery): PartitionQuery {
  return {
    ...partition,
    ...(sortKeyPrefix === undefined ? {} : { sortKeyPrefix }),
    ...(filter === undefined ? {} : { filter }),
  };
}

/** One page of documents of an index partition (within a sort-key prefix, when one is given). */
async function queryDocuments(query: DocumentsQuery, page: PageRequest): Promise<RecordPage> {
  const result = await trainingRecords.queryPage(toPartitionQuery(query), {
    limit: page.limit,
    cursor: page.cursor,
  });
  return { records: result.items, nextCursor: result.nextCursor };
}

/**
 * A filter of a pending list (docs/product.md, counter-signing): a course, and the instants the
 * trainee's signature falls between (from included, to excluded). The trainee signs first
 * (signer-rules.ts), so theirs is a pending document's first signature.
 */
export type PendingFilter = {
  courseId?: string | undefined;
  signedFrom?: string | undefined;
  signedBefore?: string | undefined;
};

/** The filter as a DynamoDB FilterExpression, or none when nothing is filtered. */
function pendingFilterExpression(filter: PendingFilter): PartitionQuery['filter'] {
  const conditions: string[] = [];
  const values: Record<string, string> = {};
  if (filter.courseId) {
    conditions.push('#content.#course.#id = :course');
    values[':course'] = filter.courseId;
  }
  if (filter.signedFrom) {
    conditions.push('#signatures[0].#timestamp >= :signedFrom');
    values[':signedFrom'] = filter.signedFrom;
  }
  if (filter.signedBefore) {
    conditions.push('#signatures[0].#timestamp < :signedBefore');
    values[':signedBefore'] = filter.signedBefore;
  }
  if (conditions.length === 0) return undefined;
  const names: Record<string, string> = filter.courseId
    ? { '#content': 'content', '#course': 'course', '#id': 'id' }
    : {};
  if (filter.signedFrom || filter.signedBefore)
    Object.assign(names, { '#signatures': 'signatures', '#timestamp': 'timestamp' });
  return { expression: conditions.join(' AND '), names, values };
}

/** A pending list: the caller's partition of the pending index, one company's part of it on request. */
export type PendingList =
  | { awaiting: 'admin'; companyId: string }
  | { awaiting: 'owner'; firmId: string; companyId?: string | undefined };

function pendingQuery(list: PendingList, filter: PendingFilter): DocumentsQuery {
  const filterExpression = pendingFilterExpression(filter);
  const withFilter = filterExpression ? { filter: filterExpression } : {};
  if (list.awaiting === 'admin')
    return { index: 'GSI1', partition: indexKeys.recordsAwaitingAdmin(list.companyId).GSI1PK, ...withFilter };
  return {
    index: 'GSI1',
    partition: indexKeys.recordsAwaitingOwner(list.firmId).GSI1PK,
    sortKeyPrefix: list.companyId && prefixes.pendingRecordsOfCompany(list.companyId),
    ...withFilter,
  };
}

/**
 * One page of a pending list's filter, in the index's order (the admin's: oldest first; the
 * owner's: by company, then oldest first). The filter is applied by DynamoDB as it reads, so a
 * page costs the Queries needed to fill it.
 */
export function listPendingRecords(
  list: PendingList,
  options: { filter?: PendingFilter } & PageRequest = {},
): Promise<RecordPage> {
  return queryDocuments(pendingQuery(list, options.filter ?? {}), options);
}

/**
 * What a pending list shows of a document (record-lists.ts): its names, course, score and dates,
 * and the capacities it needs. A pending document has at most two signatures (the trainee's and
 * the admin's) before the owner's, each naming the capacities as they stood.
 */
const PENDING_VIEW_PATHS = [
  'id',
  '#status',
  'created_at',
  'company_id',
  'trainee_id',
  'signed_roles',
  '#start.required_roles',
  '#signatures[0].required_roles',
  '#signatures[1].required_roles',
  '#content.company.id',
  '#content.company.#name',
  '#content.trainee.id',
  '#content.trainee.username',
  '#content.trainee.first_name',
  '#content.trainee.last_name',
  '#content.course.id',
  '#content.course.title',
  '#content.course.duration_minutes',
  '#content.quiz_score',
  '#content.completed_at',
  '#content.study.studied_seconds',
];

/** A pending document as PENDING_VIEW_PATHS read it: enough of a record for the pending lists. */
export type PendingView = Pick<
  TrainingRecord,
  'id' | 'status' | 'created_at' | 'company_id' | 'trainee_id' | 'signed_roles'
> & {
  start: Pick<RecordStart, 'required_roles'>;
  signatures: Pick<RecordSignature, 'required_roles'>[];
  content: {
    company: Pick<RecordContent['company'], 'id' | 'name'>;
    trainee: Pick<RecordContent['trainee'], 'id' | 'username' | 'first_name' | 'last_name'>;
    course: Pick<RecordContent['course'], 'id' | 'title' | 'duration_minutes'>;
    quiz_score: number;
    completed_at: string;
    study: Pick<StudySnapshot, 'studied_seconds'>;
  };
};

/**
 * Every document of a pending list's filter, in the list's order, as the list shows it: the
 * partition read to its end (a Query reads up to 1 MB of documents per call), only what the list
 * shows sent back.
 */
export async function listPendingViews(list: PendingList, filter: PendingFilter): Promise<PendingView[]> {
  const query = toPartitionQuery(pendingQuery(list, filter));
  const items = await queryAll({
    ...query,
    projection: PENDING_VIEW_PATHS.join(', '),
    projectionNames: {
      '#status': 'status',
      '#start': 'start',
      '#signatures': 'signatures',
      '#content': 'content',
      '#name': 'name',
    },
  });
  return items as PendingView[];
}

/** The company's documents waiting for its admin, oldest first. */
export function listRecordsAwaitingAdmin(companyId: string, page: PageRequest = {}): Promise<RecordPage> {
  return listPendingRecords({ awaiting: 'admin', companyId }, page);
}

/** The firm's documents waiting for an owner, by company then oldest first; one company's on request. */
export function listRecordsAwaitingOwner(
  firmId: string,
  options: { companyId?: string | undefined } & PageRequest = {},
): Promise<RecordPage> {
  return listPendingRecords({ awaiting: 'owner', firmId, companyId: options.companyId }, options);
}

/** Every document of a company, grouped by state (waiting for the admin first, signed last). */
export function listCompanyRecords(
  companyId: string,
  options: { status?: DocumentStatus } & PageRequest = {},
): Promise<RecordPage> {
  const { GSI2PK } = indexKeys.companyRecords(companyId);
  const prefix = options.status && prefixes.companyRecordsInStatus(options.status);
  return queryDocuments({ index: 'GSI2', partition: GSI2PK, sortKeyPrefix: prefix }, options);
}

/** Every document of a company in one state, read to the end (a company's own, so a bounded set). */
export function listAllCompanyRecordsInStatus(
  companyId: string,
  status: DocumentStatus,
): Promise<TrainingRecord[]> {
  return trainingRecords.queryAll({
    index: 'GSI2',
    partition: indexKeys.companyRecords(companyId).GSI2PK,
    sortKeyPrefix: prefixes.companyRecordsInStatus(status),
  });
}

/** A signature being added, with the document as it becomes and the audit event recording it. */
export type SignatureChange = {
  /** The version the change was decided on; the write fails if the document moved since. */
  expectedVersion: number;
  /** The document's state at that version: what the company's count of records waiting for its admin loses. */
  statusBefore: DocumentStatus;
  after: TrainingRecord;
  signature: RecordSignature;
  event: AuditEvent;
  /**
   * What authorised a passkey signature, written in its transaction: the signing challenge used
   * up (null when a verified mass sign's challenge already was) and the passkey's counter moved on.
   */
  authorisation?: { challenge: TransactWrite | null; passkeyCounter: TransactWrite | null };
};

/**
 * The trainee's own signature makes the training count for their due dates (docs/training-status.md):
 * its mark is appended to their user item in the signature's transaction. Appending never goes
 * backwards, whatever order records are signed in; readers take the latest per domain and phase.
 */
function traineeMarkWrite(record: TrainingRecord) {
  return appendTrainingMarksWrite(record.trainee_id, [traineeMarkOf(record)]);
}

/** The mark the trainee's signature of the record gives them: its course's domain and phase, and when it was completed. */
export function traineeMarkOf(record: Pick<TrainingRecord, 'content'>): string {
  const { course, completed_at: completedAt } = record.content;
  return trainingMark(course.category, course.subcategory, completedAt);
}

/** What a signature writes besides the document: its look-up, its audit event, the last one's document hash. */
function signatureChangeWrites(change: Omit<SignatureChange, 'expectedVersion' | 'statusBefore'>) {
  const record = change.after;
  return {
    traineeMark: change.signature.role === 'trainee' ? traineeMarkWrite(record) : null,
    signature: signatureWrite({
      ...change.signature,
      document_id: record.id,
      company_id: record.company_id,
      firm_id: record.firm_id,
    }),
    auditEvent: auditEventWrite(change.event),
    documentHash: record.document_hash
      ? recordHashWrite({
          hash: record.document_hash,
          kind: 'document',
          document_id: record.id,
          company_id: record.company_id,
        })
      : null,
  } satisfies Record<string, TransactWrite | null>;
}

export type SignatureOutcome = 'committed' | 'stale' | 'duplicate-signature' | 'conflict' | 'unauthorised';

/** 1 for a record waiting for the company's admin, else 0: its share of `awaiting_admin_count`. */
function awaitingAdminShare(status: DocumentStatus): number {
  return status === 'awaiting_admin' ? 1 : 0;
}

/**
 * The company's counts a signature moves, as an UpdateItem in its transaction: signed records
 * (the last signature) and records waiting for the admin (a signature moving the record into or
 * out of that state); none when it moves neither.
 */
function companyCountsWrite(change: SignatureChange): TransactWrite | null {
  const signed = change.after.document_hash ? 1 : 0;
  const awaitingAdmin = awaitingAdminShare(change.after.status) - awaitingAdminShare(change.statusBefore);
  if (signed === 0 && awaitingAdmin === 0) return null;
  return {
    Update: {
      Key: keys.company(change.after.company_id),
      UpdateExpression: 'ADD signed_record_count :signed, awaiting_admin_count :awaitingAdmin',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':signed': signed, ':awaitingAdmin': awaitingAdmin },
    },
  };
}

/**
 * Writes a signature: the document's new state (only if it is still at the version the change was
 * decided on), the signature by its hash (only if that hash was never used), its audit event, the
 * company's counts it moves (signed records, records waiting for the admin) and, for the last
 * signature, the document-hash look-up. All of it or nothing: a signature refused because the
 * document moved changes no count.
 */
export async function commitSignature(change: SignatureChange): Promise<SignatureOutcome> {
  let outcome: TransactionOutcome<
    | 'record'
    | 'signature'
    | 'auditEvent'
    | 'documentHash'
    | 'traineeMark'
    | 'company'
    | 'challenge'
    | 'passkeyCounter'
  >;
  try {
    outcome = await transactWrite({
      record: {
        Put: {
          Item: trainingRecords.toItem(change.after),
          ConditionExpression: 'attribute_exists(PK) AND version = :version',
          ExpressionAttributeValues: { ':version': change.expectedVersion },
        },
      },
      ...signatureChangeWrites(change),
      company: companyCountsWrite(change),
      challenge: change.authorisation?.challenge,
      passkeyCounter: change.authorisation?.passkeyCounter,
    });
  } catch (error) {
    if (isTransientlyCancelled(error)) return 'conflict';
    throw error;
  }
  if (outcome.isCommitted) return 'committed';
  // The challenge was used, or the passkey used again, since the assertion was verified.
  if (outcome.failed.has('challenge') || outcome.failed.has('passkeyCounter')) return 'unauthorised';
  // A trainee deleted while signing reads as a record that changed: the signature is refused.
  if (outcome.failed.has('record') || outcome.failed.has('traineeMark')) return 'stale';
  if (outcome.failed.has('signature')) return 'duplicate-signature';
  throw new Error(`Signature of record ${change.after.id} refused by ${[...outcome.failed].join(', ')}`);
}

/**
 * Starts a document (as it is after any automatic signature) with the completed progress record
 * it certifies: the record, the document,
 * the company's record counts (only while the company exists and is not being deleted) and, for an
 * admin trainee, their automatic signature as the company's representative, in one transaction.
 * Answers false when the company no longer takes records.
 */
export async function createTrainingRecord(options: {
  progress: QuizResult;
  record: TrainingRecord;
  automaticSignature: Omit<SignatureChange, 'expectedVersion' | 'statusBefore'> | null;
  /** The end of the quiz attempt graded, written with the record or not at all. */
  attempt: QuizAttemptsWrite;
}): Promise<'created' | 'company-unavailable' | 'attempt-taken'> {
  const { record } = options;
  const outcome = await transactWrite({
    attempt: options.attempt,
    progress: {
      Put: {
        Item: quizResults.toItem(options.progress),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    record: {
      Put: { Item: trainingRecords.toItem(record), ConditionExpression: 'attribute_not_exists(PK)' },
    },
    company: {
      Update: {
        Key: keys.company(record.company_id),
        UpdateExpression:
          'ADD record_count :one, signed_record_count :signed, awaiting_admin_count :awaitingAdmin',
        ConditionExpression:
          'attribute_exists(PK) AND firm_id = :firm AND attribute_not_exists(deleting_since)',
        ExpressionAttributeValues: {
          ':one': 1,
          ':signed': record.document_hash ? 1 : 0,
          ':awaitingAdmin': awaitingAdminShare(record.status),
          ':firm': record.firm_id,
        },
      },
    },
    ...(options.automaticSignature
      ? signatureChangeWrites(options.automaticSignature)
      : { signature: null, auditEvent: null, documentHash: null, traineeMark: null }),
  });
  if (outcome.isCommitted) return 'created';
  if (outcome.failed.has('attempt')) return 'attempt-taken';
  if (outcome.failed.has('company')) return 'company-unavailable';
  throw new Error(`Record ${record.id} refused by ${[...outcome.failed].join(', ')}`);
}

/**
 * Records the rendered PDF of a signed document with its two look-ups: by the file's SHA-256 (the
 * hash path of verification) and by the SHA-256 of the bytes its seal covers (`verify-pdf`), once.
 * A second render of the same record finds them already there and changes nothing.
 */
export async function attachRecordFile(options: {
  record: Pick<TrainingRecord, 'id' | 'company_id'>;
  pdfKey: string;
  pdfSha256: string;
  pdfSealedSha256: string;
}): Promise<void> {
  const owner = { document_id: options.record.id, company_id: options.record.company_id };
  await transactWrite({
    record: {
      Update: {
        Key: keys.trainingRecord(options.record.id),
        UpdateExpression: 'SET pdf_key = :key, pdf_sha256 = :sha, pdf_sealed_sha256 = :sealed',
        // A document is written with `pdf_sha256: null` until its file exists.
        ConditionExpression:
          'attribute_exists(PK) AND #status = :signed AND (attribute_not_exists(pdf_sha256) OR attribute_type(pdf_sha256, :null))',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':key': options.pdfKey,
          ':sha': options.pdfSha256,
          ':sealed': options.pdfSealedSha256,
          ':signed': 'signed',
          ':null': 'NULL',
        },
      },
    },
    fileHash: recordHashWrite({ hash: options.pdfSha256, kind: 'file', ...owner }),
    sealedHash: recordHashWrite({ hash: options.pdfSealedSha256, kind: 'sealed-pdf', ...owner }),
  });
}
