import { isLanguage, type Language, RECORD_LANGUAGE, screenLanguageOf } from '@ssm/shared';

/** The language chosen on the login page, before anyone signed in. */
export const LOGIN_LANGUAGE_KEY = 'login-language';

export function readLoginLanguage(): Language {
  const stored = localStorage.getItem(LOGIN_LANGUAGE_KEY);
  return isLanguage(stored) ? screenLanguageOf(stored) : RECORD_LANGUAGE;
}

/** The login page's language switch: the choice is remembered on the device for the next visit. */
export function rememberLoginLanguage(language: Language): void {
  localStorage.setItem(LOGIN_LANGUAGE_KEY, language);
}
