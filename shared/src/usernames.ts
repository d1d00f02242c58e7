import confusablePrototypes from 'unhomoglyph/data.json' with { type: 'json' };
import { toUsernameSpelling } from './username-spelling';

export { toUsernameSpelling };

/*
 * A username is what people type on a phone and read on a printed list, so two usernames that
 * look the same are the same account. Each username has a key, its canonical form, under which
 * it is unique platform-wide and by which logins find it:
 *
 * 1. NFKC: compatibility forms become their plain letters (full-width `ｏｗｎｅｒ`, ligatures).
 * 2. ş ţ with the cedilla become ș ț with the comma below (`normalizeEnteredText`).
 * 3. Case folding (upper then lower case, which also folds ß to ss and final ς to σ).
 * 4. The Unicode confusable skeleton (UTS #39: NFD, each character mapped to its prototype in
 *    Unicode's confusables data, NFD again), so Cyrillic `о` is Latin `o`, `1` is `l`, `0` is
 *    `O`, and `m` is `rn`.
 * 5. Combining marks dropped: names differing only in diacritics (`ana.stefan`, `ana.ștefan`) are
 *    too easily mistaken for each other on a list of signers, and someone typing on a phone
 *    without Romanian letters still reaches their account.
 * 6. Lower case again (the skeleton's prototypes include capitals such as `O`), then NFC.
 *
 * The key is only compared, never shown: the username keeps the spelling it was given
 * (`toUsernameSpelling`).
 */

const COMBINING_MARKS = /\p{M}/gu;

function foldCase(text: string): string {
  return text.toUpperCase().toLowerCase();
}

/**
 * Unicode's confusables data as unhomoglyph packages it: each key one code point, its value the
 * prototype. Read as data, not through the package's function, which builds a regular expression of
 * all 6,311 keys when it is imported (about 100 ms of every cold start that holds the username key,
 * docs/benchmarks.md); a lookup per code point gives the same skeleton.
 */
const PROTOTYPES: Readonly<Record<string, string>> = confusablePrototypes;

/** The confusable skeleton of a text (UTS #39: NFD, each character to its prototype, NFD again). */
export function toConfusableSkeleton(text: string): string {
  let skeleton = '';
  for (const character of text.normalize('NFD')) skeleton += PROTOTYPES[character] ?? character;
  return skeleton.normalize('NFD');
}

/** The canonical form two look-alike spellings of a username share (see above). */
export function toUsernameKey(username: string): string {
  const folded = foldCase(toUsernameSpelling(username));
  return toConfusableSkeleton(folded).replace(COMBINING_MARKS, '').toLowerCase().normalize('NFC');
}
