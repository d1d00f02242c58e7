import type { Page } from '../platform/page';
import { Reply } from './route';

/** docs/api.md, conventions: a list answers a plain array; the next page's cursor rides in `X-Next-Cursor`. */
export function toPagedReply<T>(page: Page<T>): T[] | Reply<T[]> {
  return page.nextCursor ? new Reply(200, page.items, { 'x-next-cursor': page.nextCursor }) : page.items;
}
