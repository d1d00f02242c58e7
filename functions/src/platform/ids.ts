import { monotonicFactory } from 'ulid';

const nextUlid = monotonicFactory();

/** Time-sortable entity ids (ULID): newest-first listings sort by id alone. */
export function newId(): string {
  return nextUlid();
}
