import { type Language, RECORD_LANGUAGE } from '../../languages';
import { type RefusalTexts, type ScreenTextsLanguage, screenLanguageOf } from '../index';
import { enRefusals } from './en';
import { roRefusals } from './ro';

/**
 * Each language's refusals alone, the one part of its screen texts the server reads: every Lambda
 * words its refusals from here without carrying the screens' other texts and the areas of `texts`
 * they draw on (docs/benchmarks.md, Lambda bundles). Every language of the screens has its own.
 */
const REFUSAL_TEXTS: Record<ScreenTextsLanguage, RefusalTexts> = {
  ro: roRefusals,
  en: enRefusals,
};

/** The server's refusals in the words of the screens for a person's language. */
export function refusalTextsOf(language: Language | undefined | null): RefusalTexts {
  return REFUSAL_TEXTS[screenLanguageOf(language)];
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
