import type { CourseCategory } from '@ssm/shared';
import { defineEntity, readBatch } from '../../platform/entity';
import { type ItemKey, putItem, type TransactWrite } from '../../platform/table';
import { indexKeys, keys } from '../../platform/table-keys';
import type { RecordSignature, TrainingRecord } from './records';

/*
 * The look-ups behind public verification: a signature by its identity hash (written once with
 * its document's change and never changed), and a signed record by its document hash, by its
 * PDF file's SHA-256 or by the SHA-256 of the bytes that file's seal covers; a worker's sealed
 * fișă by the latter too. Verification is one BatchGetItem of both kinds, then the document.
 */

/** A signature as its look-up keeps it: what verification reads, not the seal (the record holds it). */
export type StoredSignature = Omit<RecordSignature, 'seal' | 'required_roles'> & {
  document_id: string;
  company_id: string;
  firm_id: string;
};
export type StoredRecordHash =
  | {
      hash: string;
      /** The document hash, the PDF file's SHA-256, or the SHA-256 of what the PDF's seal covers. */
      kind: 'document' | 'file' | 'sealed-pdf';
      document_id: string;
      company_id: string;
    }
  | {
      hash: string;
      /** A worker's fișă individuală, by the SHA-256 of what its seal covers. */
      kind: 'worker-sheet';
      company_id: string;
      worker_id: string;
      domain: CourseCategory;
      /** When the fișă was sealed. */
      sealed_at: string;
    };

const signatures = defineEntity<StoredSignature>({
  type: 'signature',
  key: (signature) => keys.signature(signature.signature_hash),
});

const recordHashes = defineEntity<StoredRecordHash>({
  type: 'record-hash',
  key: (recordHash) => keys.recordHash(recordHash.hash),
  indexes: (recordHash) =>
    recordHash.kind === 'worker-sheet'
      ? indexKeys.companyWorkerSheetFile(recordHash.company_id, recordHash.hash)
      : null,
});

export type WorkerSheetFile = Extract<StoredRecordHash, { kind: 'worker-sheet' }>;

/** Written once, with the change that adds the signature: a hash used before fails the transaction. */
export function signatureWrite(signature: RecordSignature & Omit<StoredSignature, keyof RecordSignature>) {
  const { seal: _seal, required_roles: _requiredRoles, ...lookUp } = signature;
  return {
    Put: { Item: signatures.toItem(lookUp), ConditionExpression: 'attribute_not_exists(PK)' },
  } satisfies TransactWrite;
}

export function recordHashWrite(recordHash: StoredRecordHash) {
  return {
    Put: { Item: recordHashes.toItem(recordHash), ConditionExpression: 'attribute_not_exists(PK)' },
  } satisfies TransactWrite;
}

/**
 * Registers a sealed fișă individuală by what its seal covers, so that `verify-pdf` knows it. A
 * fișă is sealed anew whenever its content changes; each one made stays known.
 */
export async function registerWorkerSheetFile(sheet: WorkerSheetFile): Promise<void> {
  await putItem({ Item: recordHashes.toItem(sheet) });
}

/**
 * The look-ups a record owns, by its signatures and by each hash it is known by: what exporting
 * it carries along, what an import accepts beside it and what deleting it removes.
 */
export function recordLookUpKeys(
  record: Pick<TrainingRecord, 'signatures' | 'document_hash' | 'pdf_sha256' | 'pdf_sealed_sha256'>,
): ItemKey[] {
  return [
    ...record.signatures.map((signature) => keys.signature(signature.signature_hash)),
    ...[record.document_hash, record.pdf_sha256, record.pdf_sealed_sha256]
      .filter((hash): hash is string => typeof hash === 'string')
      .map((hash) => keys.recordHash(hash)),
  ];
}

/** The keys of a company's registered fișe, for deleting its history. */
export async function listWorkerSheetFileKeys(companyId: string): Promise<ItemKey[]> {
  const found = await recordHashes.queryAll({
    index: 'GSI1',
    partition: indexKeys.companyWorkerSheetFiles(companyId).GSI1PK,
  });
  return found.map((sheet) => keys.recordHash(sheet.hash));
}

type HashLookup =
  | { kind: 'signature'; signature: StoredSignature }
  | { kind: 'record'; recordHash: StoredRecordHash }
  | null;

/** What a SHA-256 names: a signature, a signed record (document or file hash), or nothing. */
export async function lookUpHash(hash: string): Promise<HashLookup> {
  const { signature, recordHash } = await readBatch({
    signature: signatures.at(keys.signature(hash)),
    recordHash: recordHashes.at(keys.recordHash(hash)),
  });
  if (signature) return { kind: 'signature', signature };
  return recordHash ? { kind: 'record', recordHash } : null;
}
