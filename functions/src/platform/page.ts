/**
 * A paged list (docs/api.md, paged lists): what a caller asks for, and what it gets back. The
 * cursor is opaque outside platform/table.ts, which binds it to the Query's partition.
 */
export type PageRequest = { limit?: number | undefined; cursor?: string | undefined };

export type Page<T> = { items: T[]; nextCursor: string | null };
