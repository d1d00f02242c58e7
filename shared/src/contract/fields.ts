import * as z from 'zod';
import { TEXT_LIMITS } from '../constants';
import * as texts from '../texts';
import { toUsernameSpelling } from '../username-spelling';
import { isoDate, requiredText, type TextLines } from './zod';

/**
 * Field schemas of the administration calls (firms, companies, people). A required field here
 * names the form's own message both when it is missing and when it is blank, as the forms do
 * ('Toate câmpurile sunt obligatorii.', 'Completează toate câmpurile obligatorii.').
 */
export function formText(message: string, max: number = TEXT_LIMITS.name, lines: TextLines = 'one') {
  return requiredText({ max, message, whenMissing: message, lines });
}

/** Multipart forms send an untouched select or number input as an empty string. */
export function blankAsMissing(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

/** Letters (any alphabet), digits and `. _ - @`: readable on paper, no spaces to mistype. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}._@-]{3,150}$/u;

/** A new username, in the spelling it is stored with (full-width letters typed plain, ș ț). */
export function usernameSchema(requiredMessage: string) {
  return formText(requiredMessage, TEXT_LIMITS.username)
    .overwrite(toUsernameSpelling)
    .regex(USERNAME_PATTERN, texts.people.usernameFormat);
}

export function emailSchema(requiredMessage: string) {
  return formText(requiredMessage, TEXT_LIMITS.email).pipe(z.email(texts.api.invalidEmail));
}

/**
 * An optional e-mail address (a worker may have none: they sign in with the access sheet their
 * SSM firm or admin hands them); blank and missing both become null.
 */
export const optionalEmail = z
  .string()
  .trim()
  .max(TEXT_LIMITS.email)
  .refine((value) => value === '' || z.email().safeParse(value).success, texts.api.invalidEmail)
  .nullish()
  .transform((value) => (value ? value : null));

/** An optional calendar date: blank and missing both become null. */
export const optionalDate = z
  .union([z.literal(''), isoDate])
  .nullish()
  .transform((value) => (value ? value : null));
