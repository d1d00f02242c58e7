import {
  BatchGetCommand,
  GetCommand,
  type QueryCommandInput,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import type { DocumentStatus, Role, SignerRole } from '@ssm/shared';
import type { TrainingRecord } from '../domain/record-hashes';
import { getDocumentClient } from '../lib/aws';
import { type AuditEvent, buildAuditPut } from './audit';
import { indexKeys, keys, prefixes } from './keys';
import { type ProgressRecord, toProgressItem } from './progress';
import { type Page, queryPage } from './queries';
import { buildRecordHashPut, buildSignaturePut } from './signatures';
import { cancellationReasons, tableName } from './table';

/** One signature on a record, with what the audit trail needs to prove it. */
export type RecordSignature = {
  role: SignerRole;
  /** The signer as they were when signing: the identity hash was computed from these fields. */
  signer: {
    id: string;
    role: Role;
    username: string;
    first_name: string;
    last_name: string;
    email: string | null;
    birth_date: string | null;
  };
  /** The instant signed (part of the identity hash); `recorded_at` is the server's clock. */
  timestamp: string;
  recorded_at: string;
  signature_hash: string;
  content_hash: string;
  binding_hash: string;
  method: 'consent-page' | 'mass-sign' | 'automatic';
  ip: string;
  user_agent: string;
};

/**
 * A training document: the record of one completed course and the signatures it collects. Its id
 * is the id of the progress record it certifies (the consent page and the spec's admin auto-sign
 * both only know that id).
 */
export type TrainingDocument = {
  id: string;
  status: DocumentStatus;
  trainee_id: string;
  company_id: string;
  firm_id: string;
  record: TrainingRecord;
  content_hash: string;
  signatures: RecordSignature[];
  signed_roles: SignerRole[];
  /** Set when the last signature lands, with the moment it did. */
  document_hash: string | null;
  signed_at: string | null;
  /** The rendered PDF (course-files bucket) and its SHA-256, once rendered. */
  pdf_key: string | null;
  pdf_sha256: string | null;
  created_at: string;
  /** Raised by every change; each change is conditional on the version it read. */
  version: number;
};

const DOCUMENT_TYPE = 'training-document';

/** The pending-list key a document has in this state (none when nobody but the trainee acts). */
function pendingIndexKeys(document: Pick<TrainingDocument, 'status' | 'company_id' | 'firm_id' | 'id'>) {
  const sortKey = indexKeys.pendingDocumentSortKey(document.company_id, document.id);
  if (document.status === 'awaiting_admin')
    return { ...indexKeys.documentsAwaitingAdmin(document.company_id), ...sortKey };
  if (document.status === 'awaiting_owner')
    return { ...indexKeys.documentsAwaitingOwner(document.firm_id), ...sortKey };
  return null;
}

function companyIndexKeys(document: Pick<TrainingDocument, 'status' | 'company_id' | 'id'>) {
  return {
    ...indexKeys.companyDocuments(document.company_id),
    ...indexKeys.companyDocumentSortKey(document.status, document.id),
  };
}

export function toDocumentItem(document: TrainingDocument): Record<string, unknown> {
  return {
    ...keys.trainingDocument(document.id),
    type: DOCUMENT_TYPE,
    ...(pendingIndexKeys(document) ?? {}),
    ...companyIndexKeys(document),
    ...document,
  };
}

function fromDocumentItem(item: Record<string, unknown> | undefined): TrainingDocument | null {
  if (!item || item.type !== DOCUMENT_TYPE) return null;
  const { PK, SK, GSI1PK, GSI1SK, GSI2PK, GSI2SK, type, ...document } = item;
  return document as TrainingDocument;
}

export async function getTrainingDocument(
  documentId: string,
  options: { consistent?: boolean } = {},
): Promise<TrainingDocument | null> {
  const result = await getDocumentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.trainingDocument(documentId),
      ConsistentRead: options.consistent ?? false,
    }),
  );
  return fromDocumentItem(result.Item);
}

const BATCH_GET_SIZE = 100;

/** The documents that exist among the ids, 100 per BatchGetItem, unprocessed keys retried. */
export async function getTrainingDocuments(
  documentIds: readonly string[],
): Promise<Map<string, TrainingDocument>> {
  const found = new Map<string, TrainingDocument>();
  const unique = [...new Set(documentIds)];
  for (let start = 0; start < unique.length; start += BATCH_GET_SIZE) {
    let requested: Record<string, unknown>[] = unique
      .slice(start, start + BATCH_GET_SIZE)
      .map((id) => keys.trainingDocument(id));
    while (requested.length > 0) {
      const result = await getDocumentClient().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: requested, ConsistentRead: true } } }),
      );
      for (const item of result.Responses?.[tableName()] ?? []) {
        const document = fromDocumentItem(item);
        if (document) found.set(document.id, document);
      }
      requested = result.UnprocessedKeys?.[tableName()]?.Keys ?? [];
    }
  }
  return found;
}

export type DocumentPage = { documents: TrainingDocument[]; nextCursor: string | null };

async function queryDocuments(
  input: QueryCommandInput,
  page: { limit?: number | undefined; cursor?: string | undefined },
  partition: { name: string; value: string },
): Promise<DocumentPage> {
  const result: Page = await queryPage(input, { ...page, partition });
  return {
    documents: result.items.map((item) => fromDocumentItem(item)).filter((document) => document !== null),
    nextCursor: result.nextCursor,
  };
}

/** The company's documents waiting for its admin, oldest first. */
export function listDocumentsAwaitingAdmin(
  companyId: string,
  page: { limit?: number | undefined; cursor?: string | undefined } = {},
): Promise<DocumentPage> {
  const partition = indexKeys.documentsAwaitingAdmin(companyId).GSI1PK;
  return queryDocuments(
    {
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': partition },
    },
    page,
    { name: 'GSI1PK', value: partition },
  );
}

/** The firm's documents waiting for an owner, by company then oldest first; one company's on request. */
export function listDocumentsAwaitingOwner(
  firmId: string,
  options: { companyId?: string | undefined; limit?: number | undefined; cursor?: string | undefined } = {},
): Promise<DocumentPage> {
  const partition = indexKeys.documentsAwaitingOwner(firmId).GSI1PK;
  const byCompany = options.companyId !== undefined;
  return queryDocuments(
    {
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: byCompany ? 'GSI1PK = :pk AND begins_with(GSI1SK, :company)' : 'GSI1PK = :pk',
      ExpressionAttributeValues: {
        ':pk': partition,
        ...(byCompany ? { ':company': prefixes.pendingDocumentsOfCompany(options.companyId as string) } : {}),
      },
    },
    { limit: options.limit, cursor: options.cursor },
    { name: 'GSI1PK', value: partition },
  );
}

/** Every document of a company, grouped by state (waiting for the admin first, signed last). */
export function listCompanyDocuments(
  companyId: string,
  options: { status?: DocumentStatus; limit?: number | undefined; cursor?: string | undefined } = {},
): Promise<DocumentPage> {
  const partition = indexKeys.companyDocuments(companyId).GSI2PK;
  const byStatus = options.status !== undefined;
  return queryDocuments(
    {
      TableName: tableName(),
      IndexName: 'GSI2',
      KeyConditionExpression: byStatus ? 'GSI2PK = :pk AND begins_with(GSI2SK, :status)' : 'GSI2PK = :pk',
      ExpressionAttributeValues: {
        ':pk': partition,
        ...(byStatus ? { ':status': prefixes.companyDocumentsInStatus(options.status as string) } : {}),
      },
    },
    { limit: options.limit, cursor: options.cursor },
    { name: 'GSI2PK', value: partition },
  );
}

/** A signature being added, with the document as it becomes and the audit event recording it. */
export type SignatureChange = {
  /** The version the change was decided on; the write fails if the document moved since. */
  expectedVersion: number;
  after: TrainingDocument;
  signature: RecordSignature;
  event: AuditEvent;
};

function buildSignatureChangeWrites(change: Omit<SignatureChange, 'expectedVersion'>) {
  const document = change.after;
  const writes: Record<string, unknown>[] = [
    buildSignaturePut({
      ...change.signature,
      document_id: document.id,
      company_id: document.company_id,
      firm_id: document.firm_id,
    }),
    buildAuditPut(change.event),
  ];
  if (document.document_hash) {
    writes.push(
      buildRecordHashPut({
        hash: document.document_hash,
        kind: 'document',
        document_id: document.id,
        company_id: document.company_id,
      }),
    );
  }
  return writes;
}

export type SignatureOutcome = 'committed' | 'stale' | 'duplicate-signature' | 'conflict';

/**
 * Writes a signature: the document's new state (only if it is still at the version the change was
 * decided on), the signature by its hash (only if that hash was never used), its audit event and,
 * for the last signature, the document-hash look-up. All of it or nothing.
 */
export async function commitSignature(change: SignatureChange): Promise<SignatureOutcome> {
  try {
    await getDocumentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: toDocumentItem(change.after),
              ConditionExpression: 'attribute_exists(PK) AND version = :version',
              ExpressionAttributeValues: { ':version': change.expectedVersion },
            },
          },
          ...buildSignatureChangeWrites(change),
        ],
      }),
    );
    return 'committed';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons.length === 0) throw error;
    if (reasons[0] === 'ConditionalCheckFailed') return 'stale';
    if (reasons[1] === 'ConditionalCheckFailed') return 'duplicate-signature';
    if (reasons.includes('TransactionConflict')) return 'conflict';
    throw error;
  }
}

/**
 * Starts a document (as it is after any automatic signature) with the completed progress record
 * it certifies: the record, the document,
 * the company's record count (only while the company exists and is not being deleted) and, for an
 * admin trainee, their automatic signature as the company's representative, in one transaction.
 * Answers false when the company no longer takes records.
 */
export async function createTrainingDocument(options: {
  progress: ProgressRecord;
  document: TrainingDocument;
  automaticSignature: Omit<SignatureChange, 'expectedVersion'> | null;
}): Promise<boolean> {
  const { document } = options;
  try {
    await getDocumentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: toProgressItem(options.progress),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: toDocumentItem(document),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.company(document.company_id),
              UpdateExpression: 'ADD record_count :one',
              ConditionExpression:
                'attribute_exists(PK) AND firm_id = :firm AND attribute_not_exists(deleting_since)',
              ExpressionAttributeValues: { ':one': 1, ':firm': document.firm_id },
            },
          },
          ...(options.automaticSignature ? buildSignatureChangeWrites(options.automaticSignature) : []),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (cancellationReasons(error)[2] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/**
 * Records the rendered PDF of a signed document and its file-hash look-up, once. A second render
 * of the same record (identical bytes) finds both already there and changes nothing.
 */
export async function attachRecordFile(options: {
  document: Pick<TrainingDocument, 'id' | 'company_id'>;
  pdfKey: string;
  pdfSha256: string;
}): Promise<void> {
  try {
    await getDocumentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.trainingDocument(options.document.id),
              UpdateExpression: 'SET pdf_key = :key, pdf_sha256 = :sha',
              // A document is written with `pdf_sha256: null` until its file exists.
              ConditionExpression:
                'attribute_exists(PK) AND #status = :signed AND (attribute_not_exists(pdf_sha256) OR attribute_type(pdf_sha256, :null))',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':key': options.pdfKey,
                ':sha': options.pdfSha256,
                ':signed': 'signed',
                ':null': 'NULL',
              },
            },
          },
          buildRecordHashPut({
            hash: options.pdfSha256,
            kind: 'file',
            document_id: options.document.id,
            company_id: options.document.company_id,
          }),
        ],
      }),
    );
  } catch (error) {
    if (cancellationReasons(error).includes('ConditionalCheckFailed')) return;
    throw error;
  }
}
