import { type Language, RECORD_LANGUAGE } from '../languages';
import { ro, type ScreenTexts } from './ro';

export type { ScreenTexts };

/**
 * The languages the trainee's screens are written in (docs/product.md, adding screen texts): a
 * language without its texts shows Romanian screens, while its course versions still open in it.
 * A plain list, so that asking whether a language has screens loads no language's texts.
 */
export const SCREEN_LANGUAGES = ['ro', 'en'] as const satisfies readonly Language[];
export type ScreenTextsLanguage = (typeof SCREEN_LANGUAGES)[number];

/** The Romanian screens' texts, which every page's first load carries. */
export const ROMANIAN_SCREEN_TEXTS: ScreenTexts = ro;

export type RefusalTexts = ScreenTexts['refusals'];

/** Whether the trainee's screens are written in the language. */
export function hasScreenTexts(language: Language): language is ScreenTextsLanguage {
  return (SCREEN_LANGUAGES as readonly Language[]).includes(language);
}

/** The language the trainee's screens are shown in for a person's language. */
export function screenLanguageOf(language: Language | undefined | null): ScreenTextsLanguage {
  return language && hasScreenTexts(language) ? language : RECORD_LANGUAGE;
}
