/**
 * The text with its diacritics removed ('Brașov', 'Braşov' with a cedilla and 'Brasov' all give
 * 'Brasov'): how searches compare Romanian text as people type it, and how file names stay ASCII.
 * Case is left alone; callers lower it as their comparison needs.
 */
export function foldDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}
