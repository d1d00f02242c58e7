import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';

/*
 * The password policy beyond length: a password must not be guessable. The estimate is
 * zxcvbn's (an attacker's model: dictionaries with l33t and reversed spellings, keyboard
 * patterns, sequences, repeats, dates), with its list of common passwords and our list of
 * Romanian words, on the password with its diacritics folded (so "Iubire" and "Iubíre" cost an
 * attacker the same). Scores run 0 to 4; the platform asks for MIN_PASSWORD_SCORE, about 10^8
 * guesses, which zxcvbn calls safe against an online attacker and slows an offline one on our
 * scrypt hashes to years.
 *
 * Besides the score, a password may not contain the person's username or names: anyone who
 * knows the person knows those. A name part of four letters or more is refused anywhere in the
 * password; a shorter one (Ion, Ana) only as a word of its own, so "Passion" stays allowed.
 *
 * The estimator and its dictionaries are large (about 460 kB), so they are imported on the first
 * call (shared/src/password-estimator.ts): the web loads them only on a password form, a Lambda
 * only when a password is being set.
 */

export const MIN_PASSWORD_SCORE = 3;
const MIN_NAME_PART_LENGTH_ANYWHERE = 4;
const MIN_NAME_PART_LENGTH = 2;
const ROMANIAN_WORDS = 'romanian-words';
/** Dictionaries whose words make a password "common" rather than merely guessable. */
const COMMON_DICTIONARIES = ['passwords-common', ROMANIAN_WORDS];

/** Who the password is for; every field the person's account holds helps to refuse it. */
export type PasswordOwner = {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
};

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/**
 * Why a password is refused: it holds the person's username or names, it is built on a common
 * password or a common Romanian word, or it is otherwise easy to guess.
 */
export type PasswordProblem = 'personal' | 'common' | 'guessable';

export type PasswordAssessment = { score: PasswordScore; problem: PasswordProblem | null };

let estimator: Promise<ZxcvbnFactory> | undefined;

function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= import('./password-estimator').then((module) =>
    module.createPasswordEstimator(ROMANIAN_WORDS),
  );
  return estimator;
}

function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The username whole and in its parts, each name and its parts, the e-mail's local part. */
function listNameParts(owner: PasswordOwner): string[] {
  const emailLocalPart = owner.email?.split('@')[0] ?? '';
  const wholes = [owner.username, owner.firstName, owner.lastName, emailLocalPart]
    .filter((value): value is string => Boolean(value))
    .map(foldText);
  const parts = wholes.flatMap((whole) => [whole, ...whole.split(/[^\p{L}\p{N}]+/u)]);
  return [...new Set(parts)].filter((part) => part.length >= MIN_NAME_PART_LENGTH);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function containsNamePart(foldedPassword: string, parts: string[]): boolean {
  return parts.some((part) =>
    part.length >= MIN_NAME_PART_LENGTH_ANYWHERE
      ? foldedPassword.includes(part)
      : new RegExp(`(^|\\P{L})${escapeRegExp(part)}(\\P{L}|$)`, 'u').test(foldedPassword),
  );
}

/**
 * Whether the password holds the person's username or names (`assessPassword`'s first reason to
 * refuse). Needs no estimator, so a form can say it before sending.
 */
export function containsOwnerName(password: string, owner: PasswordOwner): boolean {
  return containsNamePart(foldText(password), listNameParts(owner));
}

function usesDictionary(result: ZxcvbnResult, name: string, minLength = 1): boolean {
  return result.sequence.some(
    (match) =>
      match.pattern === 'dictionary' && match.dictionaryName === name && match.token.length >= minLength,
  );
}

/**
 * Scores a password and names what makes it unacceptable, or null when it may be used. The
 * same function runs in the browser (a strength meter while typing) and on the server (the
 * decision), so both always agree.
 */
export async function assessPassword(password: string, owner: PasswordOwner): Promise<PasswordAssessment> {
  const zxcvbn = await loadEstimator();
  const folded = foldText(password);
  const nameParts = listNameParts(owner);
  const result = zxcvbn.check(folded, nameParts);
  const score = result.score as PasswordScore;
  if (
    containsNamePart(folded, nameParts) ||
    usesDictionary(result, 'userInputs', MIN_NAME_PART_LENGTH_ANYWHERE)
  ) {
    // The meter must not praise a password that is refused whatever its length.
    return { score: Math.min(score, 1) as PasswordScore, problem: 'personal' };
  }
  if (score >= MIN_PASSWORD_SCORE) return { score, problem: null };
  const isCommon = COMMON_DICTIONARIES.some((name) => usesDictionary(result, name));
  return { score, problem: isCommon ? 'common' : 'guessable' };
}
