/**
 * The languages a worker can be trained in (docs/product.md, training in the worker's language):
 * Romanian, in which every course is made and every record is written, and the languages of the
 * workers Romanian firms hire most from abroad. A course holds a version per language besides its
 * Romanian one; a person's language picks the version they open.
 */
export const LANGUAGES = ['ro', 'en', 'ne', 'si', 'hi', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Romanian: the course itself, the records and the firm's screens. */
export const RECORD_LANGUAGE: Language & 'ro' = 'ro';

/** The languages a course can have a version in besides its Romanian one. */
export const VERSION_LANGUAGES = LANGUAGES.filter(
  (language): language is Exclude<Language, 'ro'> => language !== RECORD_LANGUAGE,
);
export type VersionLanguage = (typeof VERSION_LANGUAGES)[number];

/** Each language by its Romanian name, as the firm's screens, the record and the fișă print it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ro: 'română',
  en: 'engleză',
  ne: 'nepaleză',
  si: 'sinhaleză',
  hi: 'hindi',
  vi: 'vietnameză',
};

/** Each language by its own name, as a worker who reads no Romanian recognises it. */
export const LANGUAGE_OWN_NAMES: Record<Language, string> = {
  ro: 'Română',
  en: 'English',
  ne: 'नेपाली',
  si: 'සිංහල',
  hi: 'हिन्दी',
  vi: 'Tiếng Việt',
};

/** Each language's English name, as an import file written by a foreign worker's agency may name it. */
export const LANGUAGE_ENGLISH_NAMES: Record<Language, string> = {
  ro: 'Romanian',
  en: 'English',
  ne: 'Nepali',
  si: 'Sinhala',
  hi: 'Hindi',
  vi: 'Vietnamese',
};

/** The BCP 47 tag of each language: the page's `lang` and the voice the browser reads aloud with. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  ro: 'ro-RO',
  en: 'en-GB',
  ne: 'ne-NP',
  si: 'si-LK',
  hi: 'hi-IN',
  vi: 'vi-VN',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
