import { GetObjectCommand, PutObjectCommand, paginateListObjectsV2 } from '@aws-sdk/client-s3';
import { type NativeAttributeValue, PutCommand } from '@aws-sdk/lib-dynamodb';
import pMap from 'p-map';
import { getDocumentClient, getS3Client } from '../lib/aws';
import { getConfig } from '../lib/config';
import { getItems } from './batch-reads';
import { firmMarkerKeys, getFirm } from './firms';
import { indexKeys, keys, objectKeys } from './keys';
import { queryAll } from './queries';
import { isConditionFailure, tableName } from './table';

/*
 * A firm's data as it is stored: every table item that belongs to the firm and every object it
 * keeps in the course-files bucket (course PDFs, signed records). Found by the firm's own
 * listings, never by a Scan: the firm's partition, its owners, courses and companies, and from
 * each company its partition, users, documents (with their signature and record-hash items)
 * and audit trail. Left out on purpose: login and reset throttles and reset tokens (short-lived
 * secrets), archive jobs and their ZIPs (expire within a week), and failed public verifications
 * of unknown hashes (kept by day, not by firm).
 */

export type Item = Record<string, NativeAttributeValue>;
export type StoredObject = {
  key: string;
  body: Uint8Array;
  contentType: string | undefined;
  metadata: Record<string, string>;
};

const CONCURRENCY = 8;

function keyOf(item: Item): string {
  return `${item.PK}\u0000${item.SK}`;
}

async function partition(pk: string): Promise<Item[]> {
  return queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ConsistentRead: true,
  });
}

async function listing(index: 'GSI1' | 'GSI2', partitionKey: Record<string, string>): Promise<Item[]> {
  const [[name, value]] = Object.entries(partitionKey) as [[string, string]];
  return queryAll({
    TableName: tableName(),
    IndexName: index,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': name },
    ExpressionAttributeValues: { ':pk': value },
  });
}

/** A user's partition (account, attempts, assignments) and the marker of their username. */
async function userItems(users: Item[]): Promise<Item[]> {
  const partitions = await pMap(users, (user) => partition(keys.user(user.id as string).PK), {
    concurrency: CONCURRENCY,
  });
  const markers = await getItems(
    users.map((user) => keys.usernameMarker(user.username as string)),
    { consistent: true },
  );
  return [...partitions.flat(), ...markers];
}

async function companyItems(companyId: string): Promise<Item[]> {
  const [own, users, documents, audit] = await Promise.all([
    partition(keys.company(companyId).PK),
    listing('GSI1', indexKeys.companyUsers(companyId)),
    listing('GSI2', indexKeys.companyDocuments(companyId)),
    partition(keys.auditEvent({ kind: 'company', id: companyId }, '', '').PK),
  ]);
  const hashKeys = documents.flatMap((document) => [
    ...((document.signatures ?? []) as { signature_hash: string }[]).map((signature) =>
      keys.signature(signature.signature_hash),
    ),
    ...[document.document_hash, document.pdf_sha256]
      .filter((hash): hash is string => typeof hash === 'string')
      .map((hash) => keys.recordHash(hash)),
  ]);
  const [people, hashes] = await Promise.all([userItems(users), getItems(hashKeys, { consistent: true })]);
  return [...own, ...people, ...documents, ...hashes, ...audit];
}

/** Every table item of the firm, each once; null when there is no such firm. */
export async function collectFirmItems(firmId: string): Promise<Item[] | null> {
  const firm = await getFirm(firmId);
  if (!firm) return null;
  const markers = firmMarkerKeys(firm);
  const [own, firmMarkers, owners, courses, companies, audit] = await Promise.all([
    partition(keys.firm(firmId).PK),
    getItems([markers.cui, markers.regCom], { consistent: true }),
    listing('GSI1', indexKeys.firmOwners(firmId)),
    listing('GSI1', indexKeys.firmCourses(firmId)),
    listing('GSI1', indexKeys.firmCompanies(firmId)),
    partition(keys.auditEvent({ kind: 'firm', id: firmId }, '', '').PK),
  ]);
  const [ownerItems, courseItems, companyGroups] = await Promise.all([
    userItems(owners),
    pMap(courses, (course) => partition(keys.course(course.id as string).PK), { concurrency: CONCURRENCY }),
    pMap(companies, (company) => companyItems(company.id as string), { concurrency: 2 }),
  ]);
  const unique = new Map<string, Item>();
  for (const item of [
    ...own,
    ...firmMarkers,
    ...ownerItems,
    ...courseItems.flat(),
    ...companyGroups.flat(),
    ...audit,
  ]) {
    unique.set(keyOf(item), item);
  }
  return [...unique.values()].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
}

/** The keys of every object the firm keeps in the course-files bucket. */
export async function listFirmObjectKeys(firmId: string): Promise<string[]> {
  const found: string[] = [];
  for (const prefix of objectKeys.firmFilePrefixes(firmId)) {
    const pages = paginateListObjectsV2(
      { client: getS3Client() },
      { Bucket: getConfig().courseFilesBucket, Prefix: prefix },
    );
    for await (const page of pages)
      found.push(...(page.Contents ?? []).map((object) => object.Key as string));
  }
  return found.sort();
}

export async function readFirmObject(key: string): Promise<StoredObject> {
  const answer = await getS3Client().send(
    new GetObjectCommand({ Bucket: getConfig().courseFilesBucket, Key: key }),
  );
  return {
    key,
    body: await (answer.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
    contentType: answer.ContentType,
    metadata: answer.Metadata ?? {},
  };
}

export async function writeFirmObject(object: StoredObject): Promise<void> {
  await getS3Client().send(
    new PutObjectCommand({
      Bucket: getConfig().courseFilesBucket,
      Key: object.key,
      Body: object.body,
      ContentType: object.contentType,
      Metadata: object.metadata,
    }),
  );
}

/** Items of `items` already stored: identical ones (an import run again) and different ones. */
export async function compareWithStored(items: Item[]): Promise<{ identical: Item[]; conflicting: Item[] }> {
  const stored = new Map(
    (
      await getItems(
        items.map((item) => ({ PK: item.PK as string, SK: item.SK as string })),
        { consistent: true },
      )
    ).map((item) => [keyOf(item), item]),
  );
  const identical: Item[] = [];
  const conflicting: Item[] = [];
  for (const item of items) {
    const existing = stored.get(keyOf(item));
    if (!existing) continue;
    (sameValue(existing, item) ? identical : conflicting).push(item);
  }
  return { identical, conflicting };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/**
 * Writes items that must not exist yet, each on condition that its key is free, so an import
 * never overwrites what another firm (or a later change) wrote; answers the keys refused.
 */
export async function putNewItems(items: Item[]): Promise<string[]> {
  const refused: string[] = [];
  await pMap(
    items,
    async (item) => {
      try {
        await getDocumentClient().send(
          new PutCommand({
            TableName: tableName(),
            Item: item,
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        refused.push(`${item.PK} ${item.SK}`);
      }
    },
    { concurrency: CONCURRENCY },
  );
  return refused;
}
