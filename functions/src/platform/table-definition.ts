/**
 * The single table's key schema: generic `PK`/`SK` plus two overloaded global secondary indexes.
 * The local platform creates the table from this; the CDK stack declares the same names.
 */
export const TABLE_KEYS = {
  partitionKey: 'PK',
  sortKey: 'SK',
  ttlAttribute: 'ttl',
  indexes: [
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  ],
} as const;

export type IndexName = (typeof TABLE_KEYS.indexes)[number]['name'];
