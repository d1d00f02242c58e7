import type { Page, PageRequest } from './page';
import {
  getItem,
  getItems,
  type Item,
  type ItemKey,
  itemKeyText,
  type PartitionQuery,
  queryAll,
  queryFirst,
  queryPage,
} from './table';
import { TABLE_KEYS } from './table-definition';

/*
 * An entity of the single table, declared once: its `type`, its key and its index keys, and the
 * mapping between a stored item and the record the domain works with (the item is the record
 * plus those attributes). Repositories (`<slice>/data/`) declare their entities with
 * `defineEntity` and read through them; adding an entity is one declaration and its keys in
 * table-keys.ts. Reads of several entities at once give each item back as its entity's record,
 * as ElectroDB's collections do: `readBatch` by key in one BatchGetItem, `defineCollection` by
 * partition in one Query. No caller of a repository sees an item or a key.
 */

/** The key and index attributes every item may carry besides its record (docs/data-model.md). */
const KEY_ATTRIBUTES: readonly string[] = [
  TABLE_KEYS.partitionKey,
  TABLE_KEYS.sortKey,
  ...TABLE_KEYS.indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  'type',
];

export type IndexKeys = Partial<Record<'GSI1PK' | 'GSI1SK' | 'GSI2PK' | 'GSI2SK', string>>;

/**
 * One entity's item at a key, asked for in a batch (`readBatch`): it comes back as the entity's
 * record, or null. With `attributes` only those are read, and the record holds only them.
 */
export class EntityRead<Record extends object> {
  constructor(
    readonly key: ItemKey,
    readonly fromItem: (item: Item | undefined) => Record | null,
    readonly attributes: readonly string[] | null,
  ) {}
}

export type Entity<Record extends object> = {
  type: string;
  key: (record: Record) => ItemKey;
  /** The item as stored: key, type, index keys, then the record's own attributes. */
  toItem: (record: Record) => Item;
  /** The record in an item of this entity; null for nothing, or an item of another type. */
  fromItem: (item: Item | undefined) => Record | null;
  /** This entity's item at the key, for a batch of reads (`readBatch`), whole or of some attributes. */
  at: {
    (key: ItemKey): EntityRead<Record>;
    <Attribute extends keyof Record & string>(
      key: ItemKey,
      attributes: readonly Attribute[],
    ): EntityRead<Pick<Record, Attribute>>;
  };
  get: (key: ItemKey, options?: { consistent?: boolean }) => Promise<Record | null>;
  getMany: (keys: readonly ItemKey[], options?: { consistent?: boolean }) => Promise<Record[]>;
  queryAll: (query: PartitionQuery) => Promise<Record[]>;
  queryFirst: (query: PartitionQuery, limit: number) => Promise<Record[]>;
  queryPage: (query: PartitionQuery, page: PageRequest) => Promise<Page<Record>>;
};

/** The record an item holds: the item without its key and index attributes and its type. */
export function stripKeys(item: Item): Item {
  return Object.fromEntries(Object.entries(item).filter(([name]) => !KEY_ATTRIBUTES.includes(name)));
}

export function defineEntity<Record extends object>(spec: {
  type: string;
  key: (record: Record) => ItemKey;
  /** Index keys of the record, when it is listed in an index (in its current state). */
  indexes?: (record: Record) => IndexKeys | null;
}): Entity<Record> {
  const fromItem = (item: Item | undefined): Record | null =>
    item?.type === spec.type ? (stripKeys(item) as Record) : null;
  const fromItems = (items: Item[]) => items.map(fromItem).filter((record) => record !== null);
  return {
    type: spec.type,
    key: spec.key,
    toItem: (record) => ({ ...spec.key(record), type: spec.type, ...spec.indexes?.(record), ...record }),
    fromItem,
    at: ((key: ItemKey, attributes?: readonly string[]) =>
      new EntityRead(key, fromItem, attributes ?? null)) as Entity<Record>['at'],
    get: async (key, options) => fromItem(await getItem(key, options)),
    getMany: async (keys, options) => fromItems(await getItems(keys, options)),
    queryAll: async (query) => fromItems(await queryAll(query)),
    queryFirst: async (query, limit) => fromItems(await queryFirst(query, limit)),
    queryPage: async (query, page) => {
      const result = await queryPage(query, page);
      return { items: fromItems(result.items), nextCursor: result.nextCursor };
    },
  };
}

/** A shape of reads (`EntityRead`s in objects and arrays) with each read replaced by its record. */
export type BatchResult<Shape> =
  Shape extends EntityRead<infer Record>
    ? Record | null
    : Shape extends readonly unknown[]
      ? { [Index in keyof Shape]: BatchResult<Shape[Index]> }
      : Shape extends object
        ? { [Name in keyof Shape]: BatchResult<Shape[Name]> }
        : Shape;

/** Walks the shape's plain objects and arrays, replacing each read by what `answer` gives for it. */
function mapReads(shape: unknown, answer: (read: EntityRead<object>) => unknown): unknown {
  if (shape instanceof EntityRead) return answer(shape);
  if (Array.isArray(shape)) return shape.map((part) => mapReads(part, answer));
  if (typeof shape === 'object' && shape !== null) {
    return Object.fromEntries(Object.entries(shape).map(([name, part]) => [name, mapReads(part, answer)]));
  }
  return shape;
}

/**
 * Reads every `EntityRead` in the shape (of any entities) in one BatchGetItem per 100 keys, a key
 * asked twice read once, and answers the same shape with each read's record, or null. When every
 * read names its attributes, only those (with the key and type) are read.
 */
export async function readBatch<Shape>(
  shape: Shape,
  options: { consistent?: boolean } = {},
): Promise<BatchResult<Shape>> {
  const reads: EntityRead<object>[] = [];
  mapReads(shape, (read) => reads.push(read));
  if (reads.length === 0) return mapReads(shape, () => null) as BatchResult<Shape>;
  const isProjected = reads.every((read) => read.attributes !== null);
  const attributes = isProjected
    ? [
        ...new Set([
          TABLE_KEYS.partitionKey,
          TABLE_KEYS.sortKey,
          'type',
          ...reads.flatMap((read) => read.attributes ?? []),
        ]),
      ]
    : undefined;
  const items = await getItems(
    reads.map((read) => read.key),
    { ...options, ...(attributes ? { attributes } : {}) },
  );
  const byKey = new Map(items.map((item) => [itemKeyText(item as ItemKey), item]));
  return mapReads(shape, (read) => read.fromItem(byKey.get(itemKeyText(read.key)))) as BatchResult<Shape>;
}

/** What a collection needs of each member entity: its type, and the record of one of its items. */
type CollectionMember = Pick<Entity<object>, 'type' | 'fromItem'>;

/** Entities that share partitions, by the names their records are answered under. */
type CollectionMembers = Record<string, CollectionMember>;

export type CollectionRecords<Members extends CollectionMembers> = {
  [Name in keyof Members]: NonNullable<ReturnType<Members[Name]['fromItem']>>[];
};

/**
 * Entities whose items share a partition (a user's account and their quiz results, a course and
 * its quiz): one Query of the partition answers each member's records under its name; items of
 * other types in the partition are left out.
 */
export function defineCollection<Members extends CollectionMembers>(members: Members) {
  const nameOfType = new Map(Object.entries(members).map(([name, entity]) => [entity.type, name]));
  return {
    queryAll: async (query: PartitionQuery): Promise<CollectionRecords<Members>> => {
      const records = Object.fromEntries(Object.keys(members).map((name) => [name, [] as object[]]));
      for (const item of await queryAll(query)) {
        const name = nameOfType.get(item.type as string);
        if (name === undefined) continue;
        const record = members[name]?.fromItem(item);
        if (record) records[name]?.push(record);
      }
      return records as CollectionRecords<Members>;
    },
  };
}
