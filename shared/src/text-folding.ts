/**
 * The text with its diacritics removed ('Brașov', 'Braşov' with a cedilla and 'Brasov' all give
 * 'Brasov'): how searches compare Romanian text as people type it, and how file names stay ASCII.
 * Case is left alone; callers lower it as their comparison needs.
 */
export function foldDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The legal forms a Romanian company name carries before or after its name, as people write
 * them with or without dots ('SRL', 'S.R.L.', 'SRL-D', 'S.A.', 'SC ... SRL').
 */
const LEGAL_FORMS = new Set(['sc', 'srl', 'srld', 'sa', 'snc', 'scs', 'sca', 'pfa', 'ii', 'if', 'ra']);

/**
 * A company's name as a person recalls it: case, diacritics, spacing, punctuation and the legal
 * form at either end do not count, so 'constructii brasov' and 'SC Construcții-Brașov S.R.L.'
 * give the same key. A name that is a legal form alone keeps it, so it is never an empty key.
 */
export function companyNameKey(name: string): string {
  const words = foldDiacritics(name)
    .toLowerCase()
    .replace(/(\p{L})[.-](?=\p{L}\b)/gu, '$1')
    .replace(/\./g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const isLegalForm = (word: string | undefined) => word !== undefined && LEGAL_FORMS.has(word);
  while (words.length > 1 && isLegalForm(words.at(-1))) words.pop();
  while (words.length > 1 && isLegalForm(words[0])) words.shift();
  return words.join('');
}
