/** A GET that `public/preload-page.js` started on a first visit, before the entry had loaded. */
type PageRead = { token: string; response: Promise<Response> };

declare global {
  interface Window {
    pageReads?: Map<string, PageRead>;
  }
}

/**
 * The answer of the read `public/preload-page.js` started for this address, once: a page's first
 * read then leaves beside the entry instead of once the app has run (docs/web.md, Pages). Only
 * for the token it was sent with, so a session that changed since reads afresh.
 */
export function takePageRead(url: string, token: string): Promise<Response> | undefined {
  const read = window.pageReads?.get(url);
  if (!read) return undefined;
  window.pageReads?.delete(url);
  return read.token === token ? read.response : undefined;
}
