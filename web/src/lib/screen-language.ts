import {
  formatDateIn,
  formatDateTimeIn,
  LANGUAGE_TAGS,
  type Language,
  RECORD_LANGUAGE,
  type ScreenTexts,
  screenLanguageOf,
} from '@ssm/shared';
import { useEffect, useState } from 'react';
import { readLoginLanguage, rememberLoginLanguage } from '@/lib/login-language';
import { useCurrentUser } from '@/lib/queries/current-user';
import { loadScreenTexts, useScreenTexts } from '@/lib/screen-texts';
import { readSession } from '@/lib/session';

/**
 * The login page's language switch: the choice is remembered on the device for the next visit,
 * and the page speaks it once its texts have loaded.
 */
export function useLoginLanguage() {
  const [chosen, setChosen] = useState(readLoginLanguage);
  const { language, texts } = useScreenTexts(chosen);
  return {
    /** What the switch shows: the language chosen, whose texts may still be loading. */
    chosen,
    language,
    texts,
    choose: (next: Language) => {
      rememberLoginLanguage(next);
      setChosen(next);
    },
  };
}

/** Whether the trainee's screens (not Romanian alone) are what the session's pages show. */
function readsTraineeScreens(): boolean {
  const role = readSession()?.role;
  return role === 'admin' || role === 'employee';
}

/**
 * Loads, before the app's first render, the texts that render will speak: the language chosen on
 * the login page, for the login page and a worker's pages (whose own language is not known before
 * their first read). Romanian's are part of the first load; so a Romanian page waits for nothing,
 * and an English worker's first screen is in English, never Romanian first.
 */
export function loadFirstScreenTexts(): Promise<void> {
  return readSession() && !readsTraineeScreens() ? Promise.resolve() : loadScreenTexts(readLoginLanguage());
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

function useScreenLanguageIn(personLanguage: Language): ScreenLanguage {
  const { language, texts } = useScreenTexts(personLanguage);
  const tag = LANGUAGE_TAGS[language];
  return {
    language,
    personLanguage,
    tag,
    texts,
    formatDate: (value) => formatDateIn(tag, value),
    formatDateTime: (value) => formatDateTimeIn(tag, value),
  };
}

/**
 * The trainee's screens speak the worker's language (docs/product.md, training in the worker's
 * language); the firm's owners and the super owner always read Romanian.
 */
export function useScreenLanguage(): ScreenLanguage {
  const isTrainee = readsTraineeScreens();
  const currentUser = useCurrentUser({ enabled: isTrainee });
  const workerLanguage = currentUser.data?.language;
  useEffect(() => {
    // The session's next full page load (a reload, an e-mail's link) then renders in it at once.
    if (workerLanguage && screenLanguageOf(workerLanguage) !== readLoginLanguage()) {
      rememberLoginLanguage(screenLanguageOf(workerLanguage));
    }
  }, [workerLanguage]);
  return useScreenLanguageIn(isTrainee ? (workerLanguage ?? readLoginLanguage()) : RECORD_LANGUAGE);
}

/**
 * The header and the navigation around a page: an employee's in their language, as every page of
 * theirs is a trainee's; an admin's in Romanian, as most of theirs are the company's.
 */
export function useFrameLanguage(): ScreenLanguage {
  const screen = useScreenLanguage();
  const romanian = useScreenLanguageIn(RECORD_LANGUAGE);
  return readSession()?.role === 'employee' ? screen : romanian;
}
