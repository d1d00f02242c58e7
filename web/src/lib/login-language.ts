import { isLanguage, type Language, RECORD_LANGUAGE, screenLanguageOf } from '@ssm/shared';

/**
 * The language chosen on the login page before anyone signed in, then the signed-in worker's
 * screen language once their first read has said it: the language of the first render of the
 * session's next page load (`loadFirstScreenTexts`) and of the refusals asked for before sign-in.
 */
export const LOGIN_LANGUAGE_KEY = 'login-language';

export function readLoginLanguage(): Language {
  const stored = localStorage.getItem(LOGIN_LANGUAGE_KEY);
  return isLanguage(stored) ? screenLanguageOf(stored) : RECORD_LANGUAGE;
}

/** The login page's language switch: the choice is remembered on the device for the next visit. */
export function rememberLoginLanguage(language: Language): void {
  localStorage.setItem(LOGIN_LANGUAGE_KEY, language);
}
