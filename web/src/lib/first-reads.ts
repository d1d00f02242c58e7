/*
 * The answers to the first reads of the page opened, which `public/preload-page.js` asked the API
 * for as the page opened, before the app had loaded (the addresses are `app/prerender.tsx`'s
 * `recordFirstReads`, written into index.html at build time). Each is handed once, to the app's
 * first call to its address: the router's loader asks for those reads as the app starts.
 */

declare global {
  /** Set by `public/preload-page.js` on the window: each early read's address and its answer on the way. */
  var firstReads: Record<string, Promise<Response>> | undefined;
}

/** The answer on its way for a read of this address made before the app loaded, once. */
export function takeFirstRead(url: string): Promise<Response> | undefined {
  const reads = globalThis.firstReads;
  const read = reads?.[url];
  if (read) delete reads[url];
  return read;
}
