import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from '../lib/aws';
import { keys } from './keys';
import { tableName } from './table';
import type { RecordSignature } from './training-documents';

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

const SIGNATURE_TYPE = 'signature';
const RECORD_HASH_TYPE = 'record-hash';

export function buildSignaturePut(signature: StoredSignature) {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.signature(signature.signature_hash), type: SIGNATURE_TYPE, ...signature },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

export function buildRecordHashPut(recordHash: StoredRecordHash) {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.recordHash(recordHash.hash), type: RECORD_HASH_TYPE, ...recordHash },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

type HashLookup =
  | { kind: 'signature'; signature: StoredSignature }
  | { kind: 'record'; recordHash: StoredRecordHash }
  | null;

/** What a SHA-256 names: a signature, a signed record (document or file hash), or nothing. */
export async function lookUpHash(hash: string): Promise<HashLookup> {
  let requested: Record<string, unknown>[] = [keys.signature(hash), keys.recordHash(hash)];
  const items: Record<string, unknown>[] = [];
  while (requested.length > 0) {
    const result = await getDocumentClient().send(
      new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: requested } } }),
    );
    items.push(...(result.Responses?.[tableName()] ?? []));
    requested = result.UnprocessedKeys?.[tableName()]?.Keys ?? [];
  }
  const signature = items.find((item) => item.type === SIGNATURE_TYPE);
  if (signature) {
    const { PK, SK, type, ...stored } = signature;
    return { kind: 'signature', signature: stored as StoredSignature };
  }
  const recordHash = items.find((item) => item.type === RECORD_HASH_TYPE);
  if (recordHash) {
    const { PK, SK, type, ...stored } = recordHash;
    return { kind: 'record', recordHash: stored as StoredRecordHash };
  }
  return null;
}
