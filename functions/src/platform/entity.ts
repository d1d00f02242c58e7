import type { Page, PageRequest } from './page';
import {
  getItem,
  getItems,
  type Item,
  type ItemKey,
  type PartitionQuery,
  queryAll,
  queryFirst,
  queryPage,
} from './table';
import { TABLE_KEYS } from './table-definition';

/*
 * An entity of the single table, declared once: its `type`, its key and its index keys, and the
 * mapping between a stored item and the record the domain works with (the item is the record
 * plus those attributes). Repositories in this folder declare their entities with `defineEntity`
 * and read through it; adding an entity is one declaration here and its keys in table-keys.ts.
 */

/** The key and index attributes every item may carry besides its record (docs/data-model.md). */
const KEY_ATTRIBUTES: readonly string[] = [
  TABLE_KEYS.partitionKey,
  TABLE_KEYS.sortKey,
  ...TABLE_KEYS.indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  'type',
];

export type IndexKeys = Partial<Record<'GSI1PK' | 'GSI1SK' | 'GSI2PK' | 'GSI2SK', string>>;

export type Entity<Record extends object> = {
  type: string;
  key: (record: Record) => ItemKey;
  /** The item as stored: key, type, index keys, then the record's own attributes. */
  toItem: (record: Record) => Item;
  /** The record in an item of this entity; null for nothing, or an item of another type. */
  fromItem: (item: Item | undefined) => Record | null;
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
