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
