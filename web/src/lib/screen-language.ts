import {
  isLanguage,
  LANGUAGE_TAGS,
  type Language,
  RECORD_LANGUAGE,
  type ScreenTexts,
  screenLanguageOf,
  screenTextsOf,
} from '@ssm/shared';
import { useState } from 'react';
import { useCurrentUser } from '@/lib/queries/current-user';
import { readSession } from '@/lib/session';

/** The language chosen on the login page, before anyone signed in. */
const LOGIN_LANGUAGE_KEY = 'login-language';

export function readLoginLanguage(): Language {
  const stored = localStorage.getItem(LOGIN_LANGUAGE_KEY);
  return isLanguage(stored) ? screenLanguageOf(stored) : RECORD_LANGUAGE;
}

/** The login page's language switch: the choice is remembered on the device for the next visit. */
export function useLoginLanguage() {
  const [language, setLanguage] = useState(readLoginLanguage);
  return {
    language,
    texts: screenTextsOf(language),
    choose: (chosen: Language) => {
      localStorage.setItem(LOGIN_LANGUAGE_KEY, chosen);
      setLanguage(chosen);
    },
  };
}

export type ScreenLanguage = {
  /** The language the trainee's screens speak (Romanian for the firm's owners). */
  language: Language;
  /** The worker's own language, which may have course versions but no screen texts yet. */
  personLanguage: Language;
  /** The BCP 47 tag for the `lang` attribute of what is shown in it. */
  tag: string;
  texts: ScreenTexts;
};

/**
 * The trainee's screens speak the worker's language (docs/product.md, training in the worker's
 * language); the firm's owners and the super owner always read Romanian.
 */
export function useScreenLanguage(): ScreenLanguage {
  const role = readSession()?.role;
  const isTrainee = role === 'admin' || role === 'employee';
  const currentUser = useCurrentUser({ enabled: isTrainee });
  const personLanguage = isTrainee ? (currentUser.data?.language ?? readLoginLanguage()) : RECORD_LANGUAGE;
  const language = screenLanguageOf(personLanguage);
  return { language, personLanguage, tag: LANGUAGE_TAGS[language], texts: screenTextsOf(language) };
}
