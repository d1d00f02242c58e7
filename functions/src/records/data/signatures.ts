import { defineEntity, readBatch } from '../../platform/entity';
import type { TransactWrite } from '../../platform/table';
import { keys } from '../../platform/table-keys';
import type { RecordSignature } from './records';

/*
 * The look-ups behind public verification: a signature by its identity hash (written once with
 * its document's change and never changed), and a signed record by its document hash or by its
 * PDF file's SHA-256. Verification is one BatchGetItem of both kinds, then the document.
 */

export type StoredSignature = RecordSignature & { document_id: string; company_id: string; firm_id: string };
type RecordHashKind = 'document' | 'file';
export type StoredRecordHash = {
  hash: string;
  kind: RecordHashKind;
  document_id: string;
  company_id: string;
};

const signatures = defineEntity<StoredSignature>({
  type: 'signature',
  key: (signature) => keys.signature(signature.signature_hash),
});

const recordHashes = defineEntity<StoredRecordHash>({
  type: 'record-hash',
  key: (recordHash) => keys.recordHash(recordHash.hash),
});

/** Written once, with the change that adds the signature: a hash used before fails the transaction. */
export function signatureWrite(signature: StoredSignature) {
  return {
    Put: { Item: signatures.toItem(signature), ConditionExpression: 'attribute_not_exists(PK)' },
  } satisfies TransactWrite;
}

export function recordHashWrite(recordHash: StoredRecordHash) {
  return {
    Put: { Item: recordHashes.toItem(recordHash), ConditionExpression: 'attribute_not_exists(PK)' },
  } satisfies TransactWrite;
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
