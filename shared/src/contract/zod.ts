import * as z from 'zod';
import romanian from 'zod/v4/locales/ro.js';
import { TEXT_LIMITS } from '../constants';
import * as texts from '../texts';

/*
 * Zod speaks Romanian everywhere it is used (browser and Lambda alike); a missing field says
 * plainly that it is required instead of naming JavaScript types. `jitless` keeps zod from
 * compiling parsers with `new Function`, which the site's Content-Security-Policy forbids. Every
 * contract module imports this one, so the configuration runs before any schema is created.
 *
 * Contract modules import zod themselves as `import * as z from 'zod'`: esbuild shakes that form
 * down to what is used, whereas `import { z }` or a re-exported namespace keeps all of zod with
 * every locale (about 450 kB in each Lambda instead of about 80 kB).
 */
z.config({
  jitless: true,
  ...romanian(),
  customError: (issue) => (issue.input === undefined ? texts.api.required : sizeMessage(issue)),
});

/**
 * A size limit says the limit and what was sent: zod's own locale names JavaScript types
 * ("așteptat ca string să aibă <=200 caractere"), which tells a person nothing.
 */
function sizeMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'too_big' && issue.code !== 'too_small') return undefined;
  const limit = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
  if (issue.inclusive === false || !Number.isSafeInteger(limit)) return undefined;
  const { input } = issue;
  if (issue.origin === 'string' && typeof input === 'string')
    return issue.code === 'too_big'
      ? texts.api.textTooLong(limit, input.length)
      : texts.api.textTooShort(limit, input.length);
  if (issue.origin === 'array' && issue.code === 'too_big' && Array.isArray(input))
    return texts.api.listTooLong(limit, input.length);
  if (issue.origin === 'number')
    return issue.code === 'too_big' ? texts.api.numberTooLarge(limit) : texts.api.numberTooSmall(limit);
  return undefined;
}

export { z };

/*
 * What people type reaches e-mails, PDFs, CSV files and other people's screens. A name, an
 * address or a title is one line: a line break in it would start a new line of an e-mail or a
 * row of a file, and a control character or a bidirectional override (which shows text in
 * another order than it is stored) has no place in any of them. Only the texts that are written
 * in a multi-line box (a course's description, a quiz question) keep their line breaks and tabs.
 */
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
const LINE_BREAK_OR_TAB = /[\t\n\r]/g;

/** How many lines a text field takes: `one` (the default) or `many` (a multi-line box). */
export type TextLines = 'one' | 'many';

function withoutControlCharacters(schema: z.ZodString, lines: TextLines) {
  return lines === 'one'
    ? schema.refine((value) => !CONTROL_CHARACTER.test(value), { error: texts.api.singleLineText })
    : schema.refine((value) => !CONTROL_CHARACTER.test(value.replace(LINE_BREAK_OR_TAB, ' ')), {
        error: texts.api.controlCharacters,
      });
}

/**
 * A required, trimmed text field of bounded length: blank says `message`. A missing field says
 * `whenMissing` (a form's one message for every empty field), or else the general "required".
 * A blank value stops here: its other checks (format, check digit) would only add noise.
 */
export function requiredText(
  options: { max?: number; message?: string; whenMissing?: string; lines?: TextLines } = {},
) {
  const message = options.message ?? texts.api.required;
  const text = z
    .string(options.whenMissing === undefined ? undefined : { error: options.whenMissing })
    .trim()
    .min(1, { error: message, abort: true })
    .max(options.max ?? TEXT_LIMITS.name);
  return withoutControlCharacters(text, options.lines ?? 'one');
}

/** An optional one-line text field: blank and missing both become null. */
export function optionalText(max: number = TEXT_LIMITS.name) {
  return withoutControlCharacters(z.string().trim().max(max), 'one')
    .nullish()
    .transform((value) => (value ? value : null));
}

/** An ISO calendar date (YYYY-MM-DD) that really exists. */
export const isoDate = z.iso.date();

/** An entity id as the server issues it (ULID). */
export const entityId = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, texts.api.invalidId);

/** The path of a route about one entity: `{id}`. */
export const idParams = z.object({ id: entityId });

/** A form's choice of an entity (a company, a firm): `message` when missing, else a valid id. */
export function chosenEntityId(message: string) {
  return z.string({ error: message }).min(1, message).max(100, message).pipe(entityId);
}

/** A file part of a multipart body, as the Lambda's multipart parser hands it over. */
export function formFile(missingMessage: string) {
  return z.object(
    {
      filename: z.string().max(255),
      mimetype: z.string().max(255),
      content: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
    },
    { error: missingMessage },
  );
}

/** The most items one page of a paged list may ask for, unless its route sets a lower bound. */
export const PAGE_LIMIT_MAX = 500;

/**
 * The query of a paged route (`paged: true` in its definition; docs/api.md, conventions): an
 * optional `limit` of at most `max` items and the `cursor` of the next page. Without `limit` the
 * whole list comes back.
 */
export function pageQuery(max: number = PAGE_LIMIT_MAX) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(max).optional(),
    cursor: z.string().max(1000).optional(),
  });
}
