import pMap from 'p-map';
import { firmMarkerKeys, getFirm } from '../../firms/data/firms';
import { getItems, type Item, putItem, queryAll } from '../../platform/table';
import { indexKeys, keys } from '../../platform/table-keys';

/*
 * A firm's table items as they are stored (its files are listed by their key prefixes, object-keys.ts
 * `objectKeys.firmFilePrefixes`). Found by the firm's own
 * listings, never by a Scan: the firm's partition, its owners, courses and companies, and from
 * each company its partition, users, records (with their signature and record-hash items)
 * and audit trail. Left out on purpose: login and reset throttles and reset tokens (short-lived
 * secrets), archive jobs and their ZIPs (expire within a week), and failed public verifications
 * of unknown hashes (kept by day, not by firm).
 */

export type { Item };

const CONCURRENCY = 8;

function keyOf(item: Item): string {
  return `${item.PK}\u0000${item.SK}`;
}

function partition(pk: string): Promise<Item[]> {
  return queryAll({ partition: pk, consistent: true });
}

function listing(index: 'GSI1' | 'GSI2', partitionKey: Record<string, string>): Promise<Item[]> {
  const [[, value]] = Object.entries(partitionKey) as [[string, string]];
  return queryAll({ index, partition: value });
}

/** A user's partition (account, attempts, assignments) and the marker of their username. */
async function userItems(users: Item[]): Promise<Item[]> {
  const partitions = await pMap(users, (user) => partition(keys.user(user.id as string).PK), {
    concurrency: CONCURRENCY,
  });
  const markers = await getItems(
    users.map((user) => keys.usernameMarker(user.username_key as string)),
    { consistent: true },
  );
  return [...partitions.flat(), ...markers];
}

async function companyItems(companyId: string): Promise<Item[]> {
  const [own, users, records, audit] = await Promise.all([
    partition(keys.company(companyId).PK),
    listing('GSI1', indexKeys.companyUsers(companyId)),
    listing('GSI2', indexKeys.companyRecords(companyId)),
    partition(keys.auditEvent({ kind: 'company', id: companyId }, '', '').PK),
  ]);
  const hashKeys = records.flatMap((record) => [
    ...((record.signatures ?? []) as { signature_hash: string }[]).map((signature) =>
      keys.signature(signature.signature_hash),
    ),
    ...[record.document_hash, record.pdf_sha256]
      .filter((hash): hash is string => typeof hash === 'string')
      .map((hash) => keys.recordHash(hash)),
  ]);
  const [people, hashes] = await Promise.all([userItems(users), getItems(hashKeys, { consistent: true })]);
  return [...own, ...people, ...records, ...hashes, ...audit];
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
      if (!(await putItem({ Item: item, ConditionExpression: 'attribute_not_exists(PK)' }))) {
        refused.push(`${item.PK} ${item.SK}`);
      }
    },
    { concurrency: CONCURRENCY },
  );
  return refused;
}
