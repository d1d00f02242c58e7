import {
  formatDateIn,
  formatDateTimeIn,
  LANGUAGE_TAGS,
  type Language,
  RECORD_LANGUAGE,
  type ScreenTexts,
  screenLanguageOf,
  screenTextsOf,
} from '@ssm/shared';
import { useState } from 'react';
import { readLoginLanguage, rememberLoginLanguage } from '@/lib/login-language';
import { useCurrentUser } from '@/lib/queries/current-user';
import { readSession } from '@/lib/session';

/** The login page's language switch: the choice is remembered on the device for the next visit. */
export function useLoginLanguage() {
  const [language, setLanguage] = useState(readLoginLanguage);
  return {
    language,
    texts: screenTextsOf(language),
    choose: (chosen: Language) => {
      rememberLoginLanguage(chosen);
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
  /** A date, and a moment with its time, as the language writes them (in Romania's time zone). */
  formatDate: (value: string) => string;
  formatDateTime: (value: string) => string;
};

function screenLanguageIn(personLanguage: Language): ScreenLanguage {
  const language = screenLanguageOf(personLanguage);
  const tag = LANGUAGE_TAGS[language];
  return {
    language,
    personLanguage,
    tag,
    texts: screenTextsOf(language),
    formatDate: (value) => formatDateIn(tag, value),
    formatDateTime: (value) => formatDateTimeIn(tag, value),
  };
}

/**
 * The trainee's screens speak the worker's language (docs/product.md, training in the worker's
 * language); the firm's owners and the super owner always read Romanian.
 */
export function useScreenLanguage(): ScreenLanguage {
  const role = readSession()?.role;
  const isTrainee = role === 'admin' || role === 'employee';
  const currentUser = useCurrentUser({ enabled: isTrainee });
  return screenLanguageIn(isTrainee ? (currentUser.data?.language ?? readLoginLanguage()) : RECORD_LANGUAGE);
}

/**
 * The header and the navigation around a page: an employee's in their language, as every page of
 * theirs is a trainee's; an admin's in Romanian, as most of theirs are the company's.
 */
export function useFrameLanguage(): ScreenLanguage {
  const screen = useScreenLanguage();
  return readSession()?.role === 'employee' ? screen : screenLanguageIn(RECORD_LANGUAGE);
}
