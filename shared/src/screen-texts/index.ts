import { type Language, RECORD_LANGUAGE } from '../languages';
import { en } from './en';
import { enRefusals } from './refusals/en';
import { roRefusals } from './refusals/ro';
import { ro, type ScreenTexts } from './ro';

export type { ScreenTexts };

const screenTextsByLanguage = { ro, en };

/** Texts by language: Romanian's always, another language's where it has them. */
type ByLanguage<Texts> = Partial<Record<Language, Texts>> & Record<typeof RECORD_LANGUAGE, Texts>;

/**
 * The trainee's screens by language (docs/product.md, adding screen texts): a language without
 * its texts here shows Romanian screens, while its course versions still open in it.
 */
export const SCREEN_TEXTS: ByLanguage<ScreenTexts> = screenTextsByLanguage;

export type RefusalTexts = ScreenTexts['refusals'];

/**
 * Each language's refusals alone, the one part of its screen texts the server reads: every Lambda
 * words its refusals from here without carrying the screens' other texts and the areas of `texts`
 * they draw on (docs/benchmarks.md, Lambda bundles). Every language of the screens has its own.
 */
const REFUSAL_TEXTS: ByLanguage<RefusalTexts> = {
  ro: roRefusals,
  en: enRefusals,
} satisfies Record<keyof typeof screenTextsByLanguage, RefusalTexts>;

/**
 * Whether the trainee's screens are written in the language, asked of the refusals (which each
 * language of the screens has) so that the server never loads the screens' texts.
 */
export function hasScreenTexts(language: Language): boolean {
  return REFUSAL_TEXTS[language] !== undefined;
}

/** The language the trainee's screens are shown in for a person's language. */
export function screenLanguageOf(language: Language | undefined | null): Language {
  return language && hasScreenTexts(language) ? language : RECORD_LANGUAGE;
}

export function screenTextsOf(language: Language | undefined | null): ScreenTexts {
  return SCREEN_TEXTS[screenLanguageOf(language)] ?? SCREEN_TEXTS[RECORD_LANGUAGE];
}

/** The server's refusals in the words of the screens for a person's language. */
export function refusalTextsOf(language: Language | undefined | null): RefusalTexts {
  return REFUSAL_TEXTS[screenLanguageOf(language)] ?? REFUSAL_TEXTS[RECORD_LANGUAGE];
}

type RefusalKey = keyof RefusalTexts;

let refusalKeysByRomanianText: Map<string, RefusalKey> | undefined;

/** The refusal a Romanian `detail` is, among those with a fixed text. */
function refusalKeyOf(romanianDetail: string): RefusalKey | undefined {
  refusalKeysByRomanianText ??= new Map(
    Object.entries(REFUSAL_TEXTS[RECORD_LANGUAGE])
      .filter((entry): entry is [RefusalKey, string] => typeof entry[1] === 'string')
      .map(([key, text]) => [text, key]),
  );
  return refusalKeysByRomanianText.get(romanianDetail);
}

/** The refusals whose Romanian words hold a limit and what was sent, as zod's size checks word them. */
const SIZE_REFUSALS = [
  'textTooLong',
  'textTooShort',
  'listTooLong',
  'numberTooLarge',
  'numberTooSmall',
] as const;

/**
 * A size refusal in a language's words: the one whose Romanian text, given the numbers the
 * detail holds (in either order), is the detail.
 */
function sizeRefusalIn(language: Language, romanianDetail: string): string | undefined {
  const numbers = (romanianDetail.match(/\d+/g) ?? []).map(Number);
  if (numbers.length === 0 || numbers.length > 2) return undefined;
  const [first = 0, second = first] = numbers;
  const romanian = REFUSAL_TEXTS[RECORD_LANGUAGE];
  for (const key of SIZE_REFUSALS)
    for (const [limit, sent] of [
      [first, second],
      [second, first],
    ] as const)
      if (romanian[key](limit, sent) === romanianDetail) return refusalTextsOf(language)[key](limit, sent);
  return undefined;
}

/**
 * A server refusal in a language's words (docs/api.md, refusals in the worker's language): the
 * language's text of the refusal the Romanian one is, or the Romanian one when it is none of the
 * worker's refusals or the language has no screen texts.
 */
export function refusalIn(language: Language, romanianDetail: string): string {
  const key = refusalKeyOf(romanianDetail);
  const translated = key && refusalTextsOf(language)[key];
  if (typeof translated === 'string') return translated;
  return sizeRefusalIn(language, romanianDetail) ?? romanianDetail;
}
