/*
 * The answers to the first reads of the page opened, which `public/preload-page.js` asked the API
 * for as the page opened, before the app had loaded (the addresses are `app/prerender.tsx`'s
 * `recordFirstReads`, written into index.html at build time). Each is handed once, to the app's
 * first call to its address with the same token: the router's loader asks for those reads as the
 * app starts. A session ended and begun again meanwhile asks afresh.
 */

declare global {
  /** Set by `public/preload-page.js` on the window: the token it sent, each address and its answer on the way. */
  var firstReads: { token: string; answers: Record<string, Promise<Response>> } | undefined;
}

/** The answer on its way for a read of this address made with this token before the app loaded, once. */
export function takeFirstRead(url: string, token: string | null): Promise<Response> | undefined {
  const reads = globalThis.firstReads;
  if (!reads || reads.token !== token) return undefined;
  const answer = reads.answers[url];
  delete reads.answers[url];
  return answer;
}
