import { BatchGetCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from '../lib/aws';
import type { ItemKey } from './keys';
import { tableName } from './table';

/** DynamoDB's cap on one BatchGetItem. */
const BATCH_GET_SIZE = 100;

/**
 * The items stored under these keys, in no particular order (missing ones are left out).
 * BatchGetItem answers the keys it could not read under load as `UnprocessedKeys` instead of
 * failing; those are asked for again.
 */
export async function getItems(
  itemKeys: ItemKey[],
  options: { consistent?: boolean } = {},
): Promise<Record<string, NativeAttributeValue>[]> {
  const found: Record<string, NativeAttributeValue>[] = [];
  for (let start = 0; start < itemKeys.length; start += BATCH_GET_SIZE) {
    let pending: Record<string, unknown>[] = itemKeys.slice(start, start + BATCH_GET_SIZE);
    while (pending.length > 0) {
      const result = await getDocumentClient().send(
        new BatchGetCommand({
          RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: options.consistent ?? false } },
        }),
      );
      found.push(...(result.Responses?.[tableName()] ?? []));
      pending = result.UnprocessedKeys?.[tableName()]?.Keys ?? [];
    }
  }
  return found;
}
