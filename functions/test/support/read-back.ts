import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from '../../src/platform/dynamodb-client';
import { tableName } from '../../src/platform/table';
import { type AuditScope, keys } from '../../src/platform/table-keys';
import { getTrainingRecord, type TrainingRecord } from '../../src/records/data/records';

/* What the signing tests read back from the table after a request, always strongly consistent. */

export async function readDocument(id: string): Promise<TrainingRecord> {
  return (await getTrainingRecord(id, { consistent: true })) as TrainingRecord;
}

export async function readSignatureItem(hash: string) {
  const result = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.signature(hash), ConsistentRead: true }),
  );
  return result.Item;
}

/** How many of these signature hashes have their look-up item. */
export async function countSignatureItems(hashes: string[]): Promise<number> {
  const result = await getDocumentClient().send(
    new BatchGetCommand({
      RequestItems: {
        [tableName()]: {
          Keys: [...new Set(hashes)].map((hash) => keys.signature(hash)),
          ConsistentRead: true,
        },
      },
    }),
  );
  return result.Responses?.[tableName()]?.length ?? 0;
}

/** An audit trail (a company's, or a firm's for its owners), oldest first. */
export async function auditEvents(scope: AuditScope) {
  const result = await getDocumentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.auditEvent(scope, '', '').PK },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

/** The company's audit trail, oldest first. */
export function companyAuditEvents(companyId: string) {
  return auditEvents({ kind: 'company', id: companyId });
}
