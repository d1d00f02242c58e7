import pMap from 'p-map';
import { users } from '../../accounts/data/users';
import { assignments } from '../../assignments/data/assignments';
import { companies } from '../../companies/data/companies';
import { courses, quizzes } from '../../courses/data/courses';
import { firmMarkerKeys, firms, getFirm } from '../../firms/data/firms';
import { quizAttempts } from '../../learning/data/quiz-attempts';
import { quizResults } from '../../learning/data/quiz-results';
import { studyEvidence } from '../../learning/data/study-evidence';
import type { Entity } from '../../platform/entity';
import { getItems, type Item, putItem, queryAll } from '../../platform/table';
import { indexKeys, keys } from '../../platform/table-keys';
import { type TrainingRecord, trainingRecords } from '../../records/data/records';
import { recordLookUpKeys } from '../../records/data/signatures';
import { trainingStatuses } from '../../training-status/data/training-status';
import { workerRosters } from '../../training-status/data/worker-rosters';

/*
 * A firm's table items as they are stored (its files are listed by their key prefixes, object-keys.ts
 * `objectKeys.firmFilePrefixes`). Found by the firm's own
 * listings, never by a Scan: the firm's partition, its owners, courses and companies, and from
 * each company its partition, users, records (with their signature and record-hash items),
 * the look-ups of its sealed fișe individuale and audit trail. Left out on purpose: login and reset throttles and reset tokens (short-lived
 * secrets), archive jobs and their ZIPs (expire within a week), and failed public verifications
 * of unknown hashes (kept by day, not by firm), passkeys (bound to the deployment's address).
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

/**
 * A person's passkeys and a pending registration's or signature's challenge stay behind: a passkey
 * belongs to the deployment's web address (its relying party) and its credential's reservation to
 * no firm, so after a move people register again, once an owner re-opens registration for them.
 * The signatures made with them keep their evidence and stay checkable.
 */
const DOMAIN_BOUND_TYPES = new Set(['passkey', 'passkey-challenge', 'signing-challenge']);

/** A user's partition (account, attempts, assignments) and the marker of their username. */
async function userItems(users: Item[]): Promise<Item[]> {
  const partitions = await pMap(users, (user) => partition(keys.user(user.id as string).PK), {
    concurrency: CONCURRENCY,
  });
  const markers = await getItems(
    users.map((user) => keys.usernameMarker(user.username_key as string)),
    { consistent: true },
  );
  return [...partitions.flat().filter((item) => !DOMAIN_BOUND_TYPES.has(item.type as string)), ...markers];
}

async function companyItems(companyId: string): Promise<Item[]> {
  const [own, users, records, sheetFiles, audit] = await Promise.all([
    partition(keys.company(companyId).PK),
    listing('GSI1', indexKeys.companyUsers(companyId)),
    listing('GSI2', indexKeys.companyRecords(companyId)),
    listing('GSI1', indexKeys.companyWorkerSheetFiles(companyId)),
    partition(keys.auditEvent({ kind: 'company', id: companyId }, '', '').PK),
  ]);
  const hashKeys = (records as unknown as TrainingRecord[]).flatMap(recordLookUpKeys);
  const [people, hashes] = await Promise.all([userItems(users), getItems(hashKeys, { consistent: true })]);
  return [...own, ...people, ...records, ...hashes, ...sheetFiles, ...audit];
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

/*
 * What an import accepts (docs/security.md, the insider): only items of the manifest's firm, each
 * at a key that follows from the firm's own items (its partition and markers, its companies,
 * courses and people, its records with their signature and hash look-ups, their audit trails),
 * each of a type the platform writes and, for a declared entity, exactly the item its entity makes
 * of it (its key and index keys follow from its attributes), and never a super owner.
 */

/** The declared entities an export holds: an item of one must be the item its record makes. */
const ENTITIES: readonly Entity<object>[] = [
  firms,
  companies,
  courses,
  quizzes,
  users,
  trainingRecords,
  trainingStatuses,
  quizResults,
  quizAttempts,
  studyEvidence,
  assignments,
  workerRosters,
] as unknown as Entity<object>[];

/** Item types written without an entity declaration, placed by the key rules alone. */
const KEYED_TYPES = new Set([
  'audit-event',
  'company-registration',
  'firm-cui',
  'firm-reg-com',
  'assignment-history-entry',
  'training-reminder',
  'signature',
  'record-hash',
  // The marker holds only the user's id: its key is the user's `username_key`.
  'username',
]);

const ENTITY_BY_TYPE = new Map(ENTITIES.map((entity) => [entity.type, entity]));

function fitsEntity(entity: Entity<object>, item: Item): boolean {
  try {
    return sameValue(entity.toItem(entity.fromItem(item) as object), item);
  } catch {
    // A record missing what its key or index keys are made of.
    return false;
  }
}

function ofType<Record>(items: Item[], type: string, firmId: string): Record[] {
  return items.filter((item) => item.type === type && item.firm_id === firmId) as Record[];
}

/** Why the items are not all the firm's own, well-formed items: one line per refused item (at most 20). */
export function refusedFirmItems(firmId: string, items: Item[]): string[] {
  const firm = items.find((item) => item.type === 'firm' && item.id === firmId);
  if (!firm) return [`the firm ${firmId} itself is missing`];
  const companyIds = new Set(ofType<{ id: string }>(items, 'company', firmId).map((company) => company.id));
  const courseIds = ofType<{ id: string }>(items, 'course', firmId).map((course) => course.id);
  const people = ofType<{ id: string; role: string; company_id: string | null; username_key: string }>(
    items,
    'user',
    firmId,
  ).filter((user) => user.role === 'owner' || (user.company_id !== null && companyIds.has(user.company_id)));
  const records = ofType<TrainingRecord>(items, 'training-record', firmId).filter((record) =>
    companyIds.has(record.company_id),
  );
  const partitions = new Set([
    keys.firm(firmId).PK,
    keys.auditEvent({ kind: 'firm', id: firmId }, '', '').PK,
    ...[...companyIds].flatMap((id) => [
      keys.company(id).PK,
      keys.auditEvent({ kind: 'company', id }, '', '').PK,
    ]),
    ...courseIds.map((id) => keys.course(id).PK),
    ...people.map((user) => keys.user(user.id).PK),
    ...records.map((record) => keys.trainingRecord(record.id).PK),
  ]);
  const markers = firmMarkerKeys(firm as unknown as Parameters<typeof firmMarkerKeys>[0]);
  const exactKeys = new Set(
    [
      markers.cui,
      markers.regCom,
      ...people.map((user) => keys.usernameMarker(user.username_key)),
      ...records.flatMap(recordLookUpKeys),
      ...items
        .filter(
          (item) =>
            item.type === 'record-hash' &&
            item.kind === 'worker-sheet' &&
            companyIds.has(item.company_id as string),
        )
        .map((sheet) => keys.recordHash(sheet.hash as string)),
    ].map((key) => `${key.PK}\u0000${key.SK}`),
  );
  const recordIds = new Set(records.map((record) => record.id));
  const userIds = new Set(people.map((user) => user.id));

  const refusal = (item: Item): string | null => {
    if (item.role === 'superowner') return 'a super owner';
    if ('firm_id' in item && item.firm_id !== firmId) return 'an item of another firm';
    const type = String(item.type);
    const entity = ENTITY_BY_TYPE.get(type);
    if (!entity && !KEYED_TYPES.has(type)) return `an item of an unknown type (${type})`;
    if (entity && !fitsEntity(entity, item)) return `an item that does not fit its entity (${type})`;
    if (!partitions.has(item.PK as string) && !exactKeys.has(keyOf(item))) return 'an item outside the firm';
    if ('document_id' in item && !recordIds.has(item.document_id as string)) {
      return 'a look-up of a record outside the firm';
    }
    if (type === 'username' && !userIds.has(item.user_id as string))
      return 'a username of someone outside the firm';
    return null;
  };
  return items
    .flatMap((item) => {
      const reason = refusal(item);
      return reason ? [`${item.PK} ${item.SK}: ${reason}`] : [];
    })
    .slice(0, 20);
}
