import { normalizeEnteredText } from '@ssm/shared';

/*
 * Every text a request brings in (JSON fields, multipart fields) is brought to the platform's one
 * spelling where the request is parsed: NFC, and ș ț with the comma below (shared's
 * normalizeEnteredText). So a name typed with the cedilla on an old keyboard is the same string
 * as the one typed correctly, in every form at once, and no handler can forget it.
 *
 * Passwords are the exception: they are compared as typed, and turning a cedilla into a comma
 * would lock out whoever chose one that holds it. Uploaded files are left as sent (their bytes
 * are read by the import, which normalises its cells itself).
 */

const VERBATIM_FIELD = /password/i;
/**
 * No request schema nests deeper than a few levels; text deeper than this is left as sent (the
 * schema refuses it anyway) instead of walking a 30,000-level body into a stack overflow.
 */
const MAX_DEPTH = 32;

export function normalizeEnteredFields(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return normalizeEnteredText(value);
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => normalizeEnteredFields(item, depth + 1));
  // Plain objects only (the multipart parser's have no prototype): a file's bytes stay as sent.
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      VERBATIM_FIELD.test(key) ? field : normalizeEnteredFields(field, depth + 1),
    ]),
  );
}
