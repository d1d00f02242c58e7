/*
 * What a request says about itself (today its User-Agent) is stored with signatures and audit
 * events and later shown in the archive's index and the audit trail. The caller chooses it
 * freely, so it is stored as plain, bounded text: control characters (C0, DEL, C1), line and
 * paragraph separators, bidirectional overrides (which reorder what a reader sees) and
 * zero-width characters are removed, whitespace runs become one space, lone surrogates are
 * replaced, and the result is cut to a length no real browser string reaches.
 */

/** Real User-Agent strings stay under 300 characters; anything longer is padding. */
export const MAX_USER_AGENT_LENGTH = 512;

/** Control characters and line breaks separate words: they become a space. */
const CONTROL = /[\p{Cc}\u2028\u2029]/gu;
/** Zero-width characters and bidirectional controls separate nothing: they are dropped. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/gu;

/** Request-supplied text as it may be stored and shown: visible characters, one line, bounded. */
export function toStoredRequestText(value: string | undefined, maxLength: number): string {
  if (!value) return '';
  const visible = value
    .toWellFormed()
    .replace(CONTROL, ' ')
    .replace(INVISIBLE, '')
    .replace(/\s+/gu, ' ')
    .trim();
  // Cut by code points, so a character outside the BMP is never split into a lone surrogate.
  const codePoints = Array.from(visible);
  return codePoints.length > maxLength ? codePoints.slice(0, maxLength).join('').trimEnd() : visible;
}

export function toStoredUserAgent(value: string | undefined): string {
  return toStoredRequestText(value, MAX_USER_AGENT_LENGTH);
}
