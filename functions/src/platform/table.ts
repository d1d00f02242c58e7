import { setTimeout as sleep } from 'node:timers/promises';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  type DeleteCommandInput,
  GetCommand,
  type NativeAttributeValue,
  PutCommand,
  type PutCommandInput,
  paginateQuery,
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import * as texts from '@ssm/shared/texts';
import pMap from 'p-map';
import { cancellationReasons, UNPROCESSED_ITEMS_ERROR } from './aws-retries';
import { getConfig } from './config';
import { getDocumentClient } from './dynamodb-client';
import { badRequest } from './errors';
import type { Page, PageRequest } from './page';
import { type IndexName, TABLE_KEYS } from './table-definition';

/*
 * The single table's operations, written once: every repository (a slice's data/) reads and
 * writes through these, never through the SDK. The table name, the bounded retries of batch calls, paging with
 * cursors and the decoding of a cancelled transaction live here and nowhere else.
 */

export type Item = Record<string, NativeAttributeValue>;
export type ItemKey = { PK: string; SK: string };

/** The table's name, from the environment (read once per cold start). */
export const tableName = () => getConfig().tableName;

/** DynamoDB reports a failed condition in a single write with this error name. */
function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

export async function getItem(
  key: ItemKey,
  options: { consistent?: boolean } = {},
): Promise<Item | undefined> {
  const result = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: options.consistent ?? false }),
  );
  return result.Item;
}

type Write<Input> = Omit<Input, 'TableName'>;

/** Writes the item; false when its condition failed (nothing was written). */
export async function putItem(input: Write<PutCommandInput>): Promise<boolean> {
  try {
    await getDocumentClient().send(new PutCommand({ ...input, TableName: tableName() }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The outcome of a conditional update or delete: applied, with what `ReturnValues` asked for, or not. */
export type WriteOutcome = { isApplied: true; attributes: Item | undefined } | { isApplied: false };

async function applyUnlessConditionFails(send: () => Promise<{ Attributes?: Item }>): Promise<WriteOutcome> {
  try {
    return { isApplied: true, attributes: (await send()).Attributes };
  } catch (error) {
    if (isConditionFailure(error)) return { isApplied: false };
    throw error;
  }
}

export function updateItem(input: Write<UpdateCommandInput>): Promise<WriteOutcome> {
  return applyUnlessConditionFails(() =>
    getDocumentClient().send(new UpdateCommand({ ...input, TableName: tableName() })),
  );
}

export function deleteItem(input: Write<DeleteCommandInput>): Promise<WriteOutcome> {
  return applyUnlessConditionFails(() =>
    getDocumentClient().send(new DeleteCommand({ ...input, TableName: tableName() })),
  );
}

/*
 * Batch calls answer what they could not do under load as unprocessed instead of failing. Those
 * are sent again with a growing, jittered pause, a bounded number of times; then the call fails
 * as throttled (503, try again) rather than looping while the table is overloaded.
 */
const BATCH_ATTEMPTS = 8;
const BATCH_BACKOFF_BASE_MS = 50;
const BATCH_BACKOFF_CAP_MS = 2000;
/** DynamoDB's caps on one BatchGetItem and one BatchWriteItem. */
const BATCH_GET_SIZE = 100;
const BATCH_WRITE_SIZE = 25;

async function sendUntilProcessed<T>(
  requests: T[],
  send: (requests: T[]) => Promise<T[]>,
  what: string,
): Promise<void> {
  let pending = requests;
  for (let attempt = 1; pending.length > 0; attempt += 1) {
    if (attempt > BATCH_ATTEMPTS) {
      throw Object.assign(new Error(`${what} left ${pending.length} requests unprocessed`), {
        name: UNPROCESSED_ITEMS_ERROR,
      });
    }
    if (attempt > 1) {
      await sleep(Math.random() * Math.min(BATCH_BACKOFF_BASE_MS * 2 ** attempt, BATCH_BACKOFF_CAP_MS));
    }
    pending = await send(pending);
  }
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** An item's key as one string, to find an item read again by its key. */
export const itemKeyText = (key: ItemKey) => `${key.PK}\u0000${key.SK}`;

/** A projection of these attributes, under placeholder names (any may be a reserved word). */
function projectionOf(attributes: readonly string[]) {
  const names = Object.fromEntries(attributes.map((name, index) => [`#a${index}`, name]));
  return { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names };
}

/**
 * The items stored under these keys, in no particular order (missing ones are left out); 100 keys
 * per BatchGetItem, a key asked twice is read once. With `attributes`, only those of each item.
 */
export async function getItems(
  keys: readonly ItemKey[],
  options: { consistent?: boolean; attributes?: readonly string[] } = {},
): Promise<Item[]> {
  const unique = [...new Map(keys.map((key) => [itemKeyText(key), { PK: key.PK, SK: key.SK }])).values()];
  const found: Item[] = [];
  for (const batch of chunk(unique, BATCH_GET_SIZE)) {
    await sendUntilProcessed<Item>(
      batch,
      async (pending) => {
        const result = await getDocumentClient().send(
          new BatchGetCommand({
            RequestItems: {
              [tableName()]: {
                Keys: pending,
                ConsistentRead: options.consistent ?? false,
                ...(options.attributes ? projectionOf(options.attributes) : {}),
              },
            },
          }),
        );
        found.push(...(result.Responses?.[tableName()] ?? []));
        return result.UnprocessedKeys?.[tableName()]?.Keys ?? [];
      },
      'BatchGetItem',
    );
  }
  return found;
}

type WriteRequest = { DeleteRequest: { Key: ItemKey } } | { PutRequest: { Item: Item } };

async function writeInBatches(requests: WriteRequest[], concurrency: number): Promise<void> {
  await pMap(
    chunk(requests, BATCH_WRITE_SIZE),
    (batch) =>
      sendUntilProcessed(
        batch,
        async (pending) => {
          const result = await getDocumentClient().send(
            new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }),
          );
          return (result.UnprocessedItems?.[tableName()] ?? []) as WriteRequest[];
        },
        'BatchWriteItem',
      ),
    { concurrency },
  );
}

/** Deletes the items, 25 per BatchWriteItem, one batch at a time. */
export async function deleteItems(keys: readonly ItemKey[]): Promise<void> {
  await writeInBatches(
    keys.map((key) => ({ DeleteRequest: { Key: { PK: key.PK, SK: key.SK } } })),
    1,
  );
}

/**
 * Writes whole items unconditionally (BatchWriteItem takes no conditions); bulk loads (seeds,
 * benchmarks) raise `concurrency`, request paths keep one batch at a time.
 */
export async function putItems(
  items: readonly Item[],
  options: { concurrency?: number } = {},
): Promise<void> {
  await writeInBatches(
    items.map((item) => ({ PutRequest: { Item: item } })),
    options.concurrency ?? 1,
  );
}

/**
 * A Query of one partition of the table or of an index, optionally within a sort-key prefix.
 * `input` carries what else the Query needs (a projection, a filter, an order).
 */
export type PartitionQuery = {
  index?: IndexName;
  partition: string;
  sortKeyPrefix?: string;
  /** Within the prefix, only sort keys from this one on (inclusive). */
  sortKeyFrom?: string;
  newestFirst?: boolean;
  consistent?: boolean;
  projection?: string;
  /** The `#name` placeholders of the projection's document paths. */
  projectionNames?: Record<string, string>;
  filter?: {
    expression: string;
    names?: Record<string, string>;
    values?: Record<string, NativeAttributeValue>;
  };
};

function keyNames(index: IndexName | undefined) {
  if (!index) return { partitionKey: TABLE_KEYS.partitionKey, sortKey: TABLE_KEYS.sortKey };
  return TABLE_KEYS.indexes.find((candidate) => candidate.name === index)!;
}

function toQueryInput(query: PartitionQuery): QueryCommandInput {
  const names = keyNames(query.index);
  const hasPrefix = query.sortKeyPrefix !== undefined;
  const hasRange = hasPrefix && query.sortKeyFrom !== undefined;
  const sortKeyCondition = hasRange
    ? ' AND #sk BETWEEN :from AND :to'
    : hasPrefix
      ? ' AND begins_with(#sk, :prefix)'
      : '';
  return {
    TableName: tableName(),
    ...(query.index ? { IndexName: query.index } : {}),
    KeyConditionExpression: `#pk = :pk${sortKeyCondition}`,
    ExpressionAttributeNames: {
      '#pk': names.partitionKey,
      ...(hasPrefix ? { '#sk': names.sortKey } : {}),
      ...query.filter?.names,
      ...query.projectionNames,
    },
    ExpressionAttributeValues: {
      ':pk': query.partition,
      // The highest key within the prefix: every key of it sorts before the prefix and U+FFFF.
      ...(hasRange ? { ':from': query.sortKeyFrom, ':to': `${query.sortKeyPrefix}\uffff` } : {}),
      ...(hasPrefix && !hasRange ? { ':prefix': query.sortKeyPrefix } : {}),
      ...query.filter?.values,
    },
    ...(query.filter ? { FilterExpression: query.filter.expression } : {}),
    ...(query.projection ? { ProjectionExpression: query.projection } : {}),
    ...(query.newestFirst ? { ScanIndexForward: false } : {}),
    ...(query.consistent ? { ConsistentRead: true } : {}),
  };
}

/** The first `limit` items of the Query: one call (a filter or the 1 MB cap may leave it short). */
export async function queryFirst(query: PartitionQuery, limit: number): Promise<Item[]> {
  const result = await getDocumentClient().send(new QueryCommand({ ...toQueryInput(query), Limit: limit }));
  return result.Items ?? [];
}

/** The Query's pages, each one call, following `LastEvaluatedKey` for as long as the caller reads. */
export async function* queryPages(query: PartitionQuery): AsyncGenerator<Item[]> {
  for await (const page of paginateQuery({ client: getDocumentClient() }, toQueryInput(query))) {
    yield page.Items ?? [];
  }
}

/** Every item the Query matches, read to the last page. */
export async function queryAll(query: PartitionQuery): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of queryPages(query)) items.push(...page);
  return items;
}

function encodeCursor(key: Item | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

/** The attributes of a Query's start key: the table's key and, for an index, the index's too. */
function startKeyNames(index: IndexName | undefined): string[] {
  const table = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey];
  if (!index) return table;
  const names = keyNames(index);
  return [...table, names.partitionKey, names.sortKey];
}

/**
 * A cursor comes from the client, so it is only accepted as a start key of exactly the Query's
 * key attributes inside the partition the Query reads; anything else is refused before it reaches
 * DynamoDB, which answers another shape, or a key outside the sort-key prefix, with an error
 * rather than an empty page.
 */
function decodeCursor(cursor: string, query: PartitionQuery): Item {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(texts.api.invalidCursor);
  }
  if (typeof key !== 'object' || key === null || Array.isArray(key))
    throw badRequest(texts.api.invalidCursor);
  const expected = startKeyNames(query.index);
  const names = keyNames(query.index);
  const start = key as Item;
  const isKey =
    Object.keys(start).length === expected.length &&
    expected.every((name) => typeof start[name] === 'string') &&
    start[names.partitionKey] === query.partition &&
    String(start[names.sortKey]).startsWith(query.sortKeyPrefix ?? '');
  if (!isKey) throw badRequest(texts.api.invalidCursor);
  return start;
}

/**
 * One page of a Query (docs/api.md, paged lists: `limit` and `cursor`) or, without a limit, the
 * whole result. The next page's cursor is bound to the Query's partition.
 */
export async function queryPage(query: PartitionQuery, page: PageRequest): Promise<Page<Item>> {
  if (page.limit === undefined) return { items: await queryAll(query), nextCursor: null };
  const input = toQueryInput(query);
  const items: Item[] = [];
  let startKey = page.cursor ? decodeCursor(page.cursor, query) : undefined;
  // A page may come back short of the limit (filters, 1 MB cap): keep reading until it is full.
  do {
    const result = await getDocumentClient().send(
      new QueryCommand({
        ...input,
        Limit: page.limit - items.length,
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    items.push(...(result.Items ?? []));
    startKey = result.LastEvaluatedKey;
  } while (startKey && items.length < page.limit);
  return { items, nextCursor: encodeCursor(startKey) };
}

type SdkTransactWrite = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** One write of a transaction, without the table name (every write is to the one table). */
export type TransactWrite =
  | { Put: Write<NonNullable<SdkTransactWrite['Put']>> }
  | { Update: Write<NonNullable<SdkTransactWrite['Update']>> }
  | { Delete: Write<NonNullable<SdkTransactWrite['Delete']>> }
  | { ConditionCheck: Write<NonNullable<SdkTransactWrite['ConditionCheck']>> };

/**
 * A transaction's outcome by the names its writes were given: committed, or cancelled with the
 * names whose conditions failed. Reordering or adding writes cannot change what an outcome means.
 */
export type TransactionOutcome<Name extends string> =
  | { isCommitted: true }
  | { isCommitted: false; failed: ReadonlySet<Name> };

function withTable(write: TransactWrite): SdkTransactWrite {
  const [[kind, body]] = Object.entries(write) as [[keyof SdkTransactWrite, object]];
  return { [kind]: { ...body, TableName: tableName() } } as SdkTransactWrite;
}

/**
 * Writes all of the named writes or none (absent ones are left out). A cancellation by failed
 * conditions is answered with their names; anything else (a conflict that outlasted the retries
 * of aws-retries.ts, a malformed write) is thrown.
 */
export async function transactWrite<Name extends string>(
  writes: Record<Name, TransactWrite | null | undefined>,
): Promise<TransactionOutcome<Name>> {
  const named = (Object.entries(writes) as [Name, TransactWrite | null | undefined][]).filter(
    (entry): entry is [Name, TransactWrite] => Boolean(entry[1]),
  );
  try {
    await getDocumentClient().send(
      new TransactWriteCommand({ TransactItems: named.map(([, write]) => withTable(write)) }),
    );
    return { isCommitted: true };
  } catch (error) {
    const reasons = cancellationReasons(error);
    const failed = new Set(
      named.filter((_, index) => reasons[index] === 'ConditionalCheckFailed').map(([name]) => name),
    );
    if (failed.size === 0) throw error;
    return { isCommitted: false, failed };
  }
}
