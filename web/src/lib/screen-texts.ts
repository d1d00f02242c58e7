import {
  type Language,
  RECORD_LANGUAGE,
  ROMANIAN_SCREEN_TEXTS,
  type ScreenTexts,
  type ScreenTextsLanguage,
  screenLanguageOf,
} from '@ssm/shared';
import { useEffect, useSyncExternalStore } from 'react';

/*
 * The trainee's screens in Romanian come with every page's first load; another language's texts
 * are a chunk of their own, loaded for the worker who reads them (docs/web.md, Pages), so that the
 * first load of a Romanian page carries no other language's texts. The build fails when the first
 * load holds them (`vite/page-chunks.ts`).
 */
const loaders: Record<Exclude<ScreenTextsLanguage, typeof RECORD_LANGUAGE>, () => Promise<ScreenTexts>> = {
  en: async () => (await import('@ssm/shared/screen-texts/en')).en,
};

const loaded: Partial<Record<ScreenTextsLanguage, ScreenTexts>> = {
  [RECORD_LANGUAGE]: ROMANIAN_SCREEN_TEXTS,
};
const loading = new Map<ScreenTextsLanguage, Promise<void>>();
const listeners = new Set<() => void>();
/** Counts the languages loaded, so that a component reading the texts renders again when one arrives. */
let loadedCount = 1;

/** Loads the texts of the screens of a person's language, once; settles at once for Romanian's. */
export function loadScreenTexts(personLanguage: Language): Promise<void> {
  const language = screenLanguageOf(personLanguage);
  if (language === RECORD_LANGUAGE || loaded[language]) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language]().then((texts) => {
      loaded[language] = texts;
      loadedCount += 1;
      for (const listener of listeners) listener();
    });
    // A failed load is asked again the next time the texts are wanted.
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

const readLoadedCount = () => loadedCount;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The texts of a language's screens once loaded, else Romanian's. */
export function loadedScreenTexts(language: Language): ScreenTexts {
  return loaded[screenLanguageOf(language)] ?? ROMANIAN_SCREEN_TEXTS;
}

/**
 * The language a person's screens are shown in and its texts: their language's once loaded (asked
 * for here when not yet), Romanian's until then, so that the texts and the language agree.
 */
export function useScreenTexts(personLanguage: Language): {
  language: ScreenTextsLanguage;
  texts: ScreenTexts;
} {
  useSyncExternalStore(subscribe, readLoadedCount, readLoadedCount);
  const wanted = screenLanguageOf(personLanguage);
  const texts = loaded[wanted];
  useEffect(() => {
    if (!texts) loadScreenTexts(wanted).catch(() => undefined);
  }, [wanted, texts]);
  return texts ? { language: wanted, texts } : { language: RECORD_LANGUAGE, texts: ROMANIAN_SCREEN_TEXTS };
}
