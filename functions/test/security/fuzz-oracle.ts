import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { InitializeHandlerArguments, MetadataBearer } from '@smithy/types';
import { texts } from '@ssm/shared';
import { afterAll, beforeAll } from 'vitest';
import { createGatewayListener } from '../../src/local/gateway';
import { getConfig } from '../../src/platform/config';
import { getDocumentClient } from '../../src/platform/dynamodb-client';
import { getS3Client } from '../../src/platform/s3-client';
import { tableName } from '../../src/platform/table';
import { indexKeys, keys } from '../../src/platform/table-keys';
import type { Tenant } from './identities';

/*
 * What the fuzzer checks besides the status: every write a request made (DynamoDB and S3), the
 * state of the tenant it aimed at, and whether an error's text is one the platform says in
 * Romanian.
 */

/** A write that reached DynamoDB or S3 and succeeded. */
export type Write = { service: 'dynamodb' | 's3'; command: string; key: string };

const journals = new AsyncLocalStorage<Write[]>();

const DYNAMO_WRITES = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'BatchWriteItemCommand',
  'TransactWriteItemsCommand',
]);
const S3_WRITES = new Set([
  'PutObjectCommand',
  'CopyObjectCommand',
  'DeleteObjectCommand',
  'DeleteObjectsCommand',
  'CompleteMultipartUploadCommand',
]);

/** A key attribute as the document client passes it, or marshalled (`{ S: '...' }`). */
function text(attribute: unknown): string {
  if (typeof attribute === 'string') return attribute;
  const marshalled = (attribute as { S?: string } | undefined)?.S;
  return marshalled ?? '?';
}

function itemKey(key: Record<string, unknown> | undefined): string {
  return `${text(key?.PK)} ${text(key?.SK)}`;
}

type DynamoInput = {
  Item?: Record<string, unknown>;
  Key?: Record<string, unknown>;
  RequestItems?: Record<
    string,
    { PutRequest?: { Item: Record<string, unknown> }; DeleteRequest?: { Key: Record<string, unknown> } }[]
  >;
  TransactItems?: {
    Put?: { Item: Record<string, unknown> };
    Update?: { Key: Record<string, unknown> };
    Delete?: { Key: Record<string, unknown> };
  }[];
};

function dynamoKeys(input: DynamoInput): string[] {
  if (input.Item) return [itemKey(input.Item)];
  if (input.Key) return [itemKey(input.Key)];
  if (input.RequestItems)
    return Object.values(input.RequestItems)
      .flat()
      .map((request) => itemKey(request.PutRequest?.Item ?? request.DeleteRequest?.Key));
  // A condition check in a transaction writes nothing.
  return (input.TransactItems ?? [])
    .map((item) => item.Put?.Item ?? item.Update?.Key ?? item.Delete?.Key)
    .filter((key) => key !== undefined)
    .map(itemKey);
}

type S3Input = { Key?: string; Delete?: { Objects?: { Key?: string }[] } };

function s3Keys(input: S3Input): string[] {
  if (input.Key) return [input.Key];
  return (input.Delete?.Objects ?? []).map((object) => object.Key ?? '?');
}

type Stack = { addRelativeTo?: unknown; add: (middleware: unknown, options: object) => void };

/**
 * Records each write that succeeded in the journal of the request that made it. A refused
 * write throws before it gets here, and a presigned URL never gets an HTTP status.
 */
function journalWrites(
  stack: Stack,
  service: Write['service'],
  commands: Set<string>,
  toKeys: (input: never) => string[],
) {
  stack.add(
    (
      next: (args: InitializeHandlerArguments<object>) => Promise<{ output: MetadataBearer }>,
      context: { commandName?: string },
    ) =>
      async (args: InitializeHandlerArguments<object>) => {
        const result = await next(args);
        const journal = journals.getStore();
        const status = result.output?.$metadata?.httpStatusCode;
        if (journal && commands.has(context.commandName ?? '') && status !== undefined && status < 300)
          for (const key of toKeys(args.input as never))
            journal.push({ service, command: context.commandName ?? '', key });
        return result;
      },
    { step: 'initialize', name: 'fuzzWriteJournal', override: true },
  );
}

export type JournaledAnswer = {
  status: number;
  text: string;
  headers: Headers;
  writes: Write[];
};

export type JournaledGateway = {
  send: (
    method: string,
    path: string,
    options: { headers?: Record<string, string>; body?: string | Buffer },
  ) => Promise<JournaledAnswer>;
};

const JOURNAL_HEADER = 'x-fuzz-journal';

/**
 * The real local gateway, as `useTestGateway` starts it, with each request's writes journaled.
 * The journal is the request's async context, so writes a request leaves running in the
 * background (an archive job) are still its own and never another request's.
 */
export function useJournaledGateway(): JournaledGateway {
  const listener = createGatewayListener({ fileOrigins: [] });
  const pending = new Map<string, Write[]>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const journal: Write[] = [];
    pending.set(String(request.headers[JOURNAL_HEADER]), journal);
    journals.run(journal, () => listener(request, response));
  });
  let baseUrl = '';
  let requestCount = 0;
  beforeAll(async () => {
    journalWrites(
      getDocumentClient().middlewareStack as unknown as Stack,
      'dynamodb',
      DYNAMO_WRITES,
      dynamoKeys,
    );
    journalWrites(getS3Client().middlewareStack as unknown as Stack, 's3', S3_WRITES, s3Keys);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const address = server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return {
    send: async (method, path, options) => {
      requestCount += 1;
      const id = String(requestCount);
      const response = await fetch(baseUrl + path, {
        method,
        headers: { ...options.headers, [JOURNAL_HEADER]: id },
        ...(options.body !== undefined ? { body: options.body } : {}),
      });
      const body = await response.text();
      const writes = pending.get(id) ?? [];
      pending.delete(id);
      return { status: response.status, text: body, headers: response.headers, writes };
    },
  };
}

/**
 * Writes a refused request may leave: the login and reset throttles count failures, and the
 * audit trail records refused attempts. Nothing else may change when the answer is an error.
 */
export function isBookkeeping(write: Write): boolean {
  return write.service === 'dynamodb' && /^(THROTTLE#|AUDIT#)/.test(write.key);
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every text the platform's `texts` hold, and the functions' outputs as patterns: one with each
 * argument anywhere, and one from a count of 1, since a count says its noun in the singular then
 * ("1 caracter", where every other count gives "caractere").
 */
function romanianTexts() {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  const marker = '\u0000ARG\u0000';
  const visit = (value: unknown) => {
    if (typeof value === 'string') exact.add(value);
    else if (typeof value === 'function') {
      const sample = String((value as (...args: string[]) => unknown)(marker, marker, marker, marker));
      patterns.push(new RegExp(`^${sample.split(marker).map(escapeForPattern).join('[\\s\\S]*')}$`));
      let singular: string | undefined;
      try {
        singular = String((value as (...args: number[]) => unknown)(1, 1, 1, 1));
      } catch {
        // A text of names, not of counts: its pattern above is the only one.
      }
      if (singular !== undefined) {
        const source = escapeForPattern(singular).replace(/(?<!\d)1(?!\d)/g, '[\\s\\S]*');
        patterns.push(new RegExp(`^${source}$`));
      }
    } else if (value && typeof value === 'object') for (const nested of Object.values(value)) visit(nested);
  };
  visit(texts);
  return { exact, patterns };
}

const known = romanianTexts();

/** The openings of zod's Romanian locale (`zod/v4/locales/ro`), which the contract configures. */
const ZOD_ROMANIAN =
  /^(Intrare invalidă|Opțiune invalidă|Prea mare: |Prea mic: |Șir invalid: |Format invalid: |Număr invalid: |Chei nerecunoscute: |Cheie invalidă în |Valoare invalidă în )/;

function isRomanianText(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0) return false;
  return (
    known.exact.has(value) ||
    known.patterns.some((pattern) => pattern.test(value)) ||
    ZOD_ROMANIAN.test(value)
  );
}

/**
 * Why an error answer is not the platform's error shape (`{ detail, errors? }`, JSON, every
 * message Romanian), or null when it is.
 */
export function errorShapeProblem(answer: JournaledAnswer): string | null {
  if (!/^application\/json\b/.test(answer.headers.get('content-type') ?? ''))
    return 'the content type is not JSON';
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'the body is not JSON';
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'the body is not an object';
  const { detail, errors, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return `unexpected keys ${Object.keys(rest).join(', ')}`;
  if (!isRomanianText(detail))
    return `detail ${JSON.stringify(detail)} is not a Romanian text of the platform`;
  if (errors === undefined) return null;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return 'errors is not a map';
  for (const [field, messages] of Object.entries(errors)) {
    if (!Array.isArray(messages) || !messages.every(isRomanianText))
      return `errors.${field} ${JSON.stringify(messages)} are not Romanian texts of the platform`;
  }
  return null;
}

/** JSON with object keys sorted, so equal items read twice compare equal. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_, nested: unknown) =>
    nested && typeof nested === 'object' && !Array.isArray(nested) && !(nested instanceof Uint8Array)
      ? Object.fromEntries(Object.entries(nested).sort(([a], [b]) => (a < b ? -1 : 1)))
      : nested,
  );
}

/**
 * The tenant's items (its firm, company and people's partitions and the listings under them)
 * and its objects in both buckets, to compare before and after a refused request.
 */
export async function snapshotTenant(tenant: Tenant): Promise<string[]> {
  const client = getDocumentClient();
  const query = async (index: 'GSI1' | 'GSI2' | null, attribute: string, value: string) => {
    const items: Record<string, unknown>[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await client.send(
        new QueryCommand({
          TableName: tableName(),
          ...(index ? { IndexName: index } : {}),
          KeyConditionExpression: '#key = :value',
          ExpressionAttributeNames: { '#key': attribute },
          ExpressionAttributeValues: { ':value': value },
          ConsistentRead: index === null,
          ExclusiveStartKey: startKey,
        }),
      );
      items.push(...(page.Items ?? []));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return items;
  };
  const partitions = [
    keys.firm(tenant.firm.id).PK,
    keys.company(tenant.company.id).PK,
    ...[tenant.owner, tenant.admin, tenant.employee].map((user) => keys.user(user.id).PK),
  ];
  const listings = [
    indexKeys.firmCompanies(tenant.firm.id).GSI1PK,
    indexKeys.firmOwners(tenant.firm.id).GSI1PK,
    indexKeys.firmCourses(tenant.firm.id).GSI1PK,
    indexKeys.companyUsers(tenant.company.id).GSI1PK,
    indexKeys.companyArchiveJobs(tenant.company.id).GSI1PK,
    indexKeys.recordsAwaitingOwner(tenant.firm.id).GSI1PK,
    indexKeys.recordsAwaitingAdmin(tenant.company.id).GSI1PK,
    indexKeys.firmTrainingStatuses(tenant.firm.id).GSI1PK,
  ];
  const [direct, listed, documents] = await Promise.all([
    Promise.all(partitions.map((pk) => query(null, 'PK', pk))),
    Promise.all(listings.map((pk) => query('GSI1', 'GSI1PK', pk))),
    query('GSI2', 'GSI2PK', indexKeys.companyRecords(tenant.company.id).GSI2PK),
  ]);
  // Courses and users made after the snapshot's start are found through the listings.
  const nested = listed
    .flat()
    .map((item) => String(item.PK))
    .filter((pk) => /^(COURSE|USER|COMPANY)#/.test(pk) && !partitions.includes(pk));
  const nestedItems = await Promise.all([...new Set(nested)].map((pk) => query(null, 'PK', pk)));
  const items = [...direct, ...listed, documents, ...nestedItems].flat();
  const config = getConfig();
  const objects = await Promise.all(
    [
      [config.courseFilesBucket, `uploads/${tenant.firm.id}/`],
      [config.courseFilesBucket, `courses/${tenant.firm.id}/`],
      [config.courseFilesBucket, `records/${tenant.firm.id}/`],
      [config.archivesBucket, `archives/${tenant.firm.id}/`],
    ].map(async ([bucket, prefix]) => {
      const listing = await getS3Client().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (listing.Contents ?? []).map((object) => `s3 ${object.Key} ${object.ETag}`);
    }),
  );
  const described = items.map(canonicalJson);
  return [...new Set([...described, ...objects.flat()])].sort();
}
