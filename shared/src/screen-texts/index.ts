import { type Language, RECORD_LANGUAGE } from '../languages';
import { en } from './en';
import { ro, type ScreenTexts } from './ro';

export type { ScreenTexts };

/**
 * The trainee's screens by language (docs/product.md, adding screen texts): a language without
 * its texts here shows Romanian screens, while its course versions still open in it.
 */
export const SCREEN_TEXTS: Partial<Record<Language, ScreenTexts>> &
  Record<typeof RECORD_LANGUAGE, ScreenTexts> = {
  ro,
  en,
};

/** The language the trainee's screens are shown in for a person's language. */
export function screenLanguageOf(language: Language | undefined | null): Language {
  return language && SCREEN_TEXTS[language] ? language : RECORD_LANGUAGE;
}

export function screenTextsOf(language: Language | undefined | null): ScreenTexts {
  return SCREEN_TEXTS[screenLanguageOf(language)] ?? SCREEN_TEXTS[RECORD_LANGUAGE];
}

export type RefusalTexts = ScreenTexts['refusals'];

type RefusalKey = keyof RefusalTexts;

let refusalKeysByRomanianText: Map<string, RefusalKey> | undefined;

/** The refusal a Romanian `detail` is, among those with a fixed text. */
function refusalKeyOf(romanianDetail: string): RefusalKey | undefined {
  refusalKeysByRomanianText ??= new Map(
    Object.entries(SCREEN_TEXTS[RECORD_LANGUAGE].refusals)
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
  const romanian = SCREEN_TEXTS[RECORD_LANGUAGE].refusals;
  for (const key of SIZE_REFUSALS)
    for (const [limit, sent] of [
      [first, second],
      [second, first],
    ] as const)
      if (romanian[key](limit, sent) === romanianDetail)
        return screenTextsOf(language).refusals[key](limit, sent);
  return undefined;
}

/**
 * A server refusal in a language's words (docs/api.md, refusals in the worker's language): the
 * language's text of the refusal the Romanian one is, or the Romanian one when it is none of the
 * worker's refusals or the language has no screen texts.
 */
export function refusalIn(language: Language, romanianDetail: string): string {
  const key = refusalKeyOf(romanianDetail);
  const translated = key && screenTextsOf(language).refusals[key];
  if (typeof translated === 'string') return translated;
  return sizeRefusalIn(language, romanianDetail) ?? romanianDetail;
}
