import {
  type NativeAttributeValue,
  paginateQuery,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { texts } from '@ssm/shared';
import { getDocumentClient } from '../lib/aws';
import { badRequest } from '../lib/errors';

type Item = Record<string, NativeAttributeValue>;

/** Every item a Query matches, following `LastEvaluatedKey` until the last page. */
export async function queryAll(input: QueryCommandInput): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of paginateQuery({ client: getDocumentClient() }, input)) {
    items.push(...(page.Items ?? []));
  }
  return items;
}

export type Page = { items: Item[]; nextCursor: string | null };

function encodeCursor(key: Item | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

/**
 * A cursor comes from the client, so it is only accepted as a start key inside the partition
 * the caller is allowed to read; anything else is refused before it reaches DynamoDB.
 */
function decodeCursor(cursor: string, partition: { name: string; value: string }): Item {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(texts.api.invalidCursor);
  }
  const isKey =
    typeof key === 'object' &&
    key !== null &&
    Object.values(key).every((value) => typeof value === 'string') &&
    (key as Item)[partition.name] === partition.value;
  if (!isKey) throw badRequest(texts.api.invalidCursor);
  return key as Item;
}

/**
 * One page of a Query (DESIGN §11: `limit` and `cursor`) or, without a limit, the whole result.
 * `partition` names the key attribute and value the Query is bound to, to check the cursor.
 */
export async function queryPage(
  input: QueryCommandInput,
  options: {
    limit?: number | undefined;
    cursor?: string | undefined;
    partition: { name: string; value: string };
  },
): Promise<Page> {
  if (options.limit === undefined) return { items: await queryAll(input), nextCursor: null };
  const items: Item[] = [];
  let startKey = options.cursor ? decodeCursor(options.cursor, options.partition) : undefined;
  // A page may come back short of the limit (filters, 1 MB cap): keep reading until it is full.
  do {
    const page = await getDocumentClient().send(
      new QueryCommand({
        ...input,
        Limit: options.limit - items.length,
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length < options.limit);
  return { items, nextCursor: encodeCursor(startKey) };
}
