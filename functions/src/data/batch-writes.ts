import { setTimeout as sleep } from 'node:timers/promises';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import pMap from 'p-map';
import { getDocumentClient } from '../lib/aws';
import type { ItemKey } from './keys';
import { tableName } from './table';

/** DynamoDB's cap on one BatchWriteItem. */
const BATCH_SIZE = 25;
const MAX_ATTEMPTS = 8;

type WriteRequest = { DeleteRequest: { Key: ItemKey } } | { PutRequest: { Item: Record<string, unknown> } };

async function writeBatch(batch: WriteRequest[]): Promise<void> {
  let requests = batch;
  for (let attempt = 1; requests.length > 0; attempt += 1) {
    if (attempt > MAX_ATTEMPTS) throw new Error(`BatchWriteItem left ${requests.length} writes unprocessed`);
    if (attempt > 1) await sleep(Math.min(50 * 2 ** attempt, 2000));
    const result = await getDocumentClient().send(
      new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
    );
    requests = (result.UnprocessedItems?.[tableName()] ?? []) as WriteRequest[];
  }
}

/**
 * Sends the requests in batches of 25, `concurrency` batches in flight. BatchWriteItem answers the
 * requests it could not do under load as `UnprocessedItems` instead of failing; those are sent
 * again with a growing pause.
 */
async function writeInBatches(allRequests: WriteRequest[], concurrency: number): Promise<void> {
  const batches: WriteRequest[][] = [];
  for (let start = 0; start < allRequests.length; start += BATCH_SIZE)
    batches.push(allRequests.slice(start, start + BATCH_SIZE));
  await pMap(batches, writeBatch, { concurrency });
}

export async function deleteItems(itemKeys: ItemKey[]): Promise<void> {
  await writeInBatches(
    itemKeys.map((Key) => ({ DeleteRequest: { Key } })),
    1,
  );
}

/**
 * Writes whole items unconditionally (BatchWriteItem takes no conditions); bulk loads (seeds,
 * benchmarks) raise `concurrency`, request paths keep one batch at a time.
 */
export async function putItems(items: Record<string, unknown>[], options: { concurrency?: number } = {}) {
  await writeInBatches(
    items.map((Item) => ({ PutRequest: { Item } })),
    options.concurrency ?? 1,
  );
}
