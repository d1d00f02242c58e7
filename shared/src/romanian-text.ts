/*
 * Romanian writes ș and ț with a comma below. The cedilla forms ş and ţ are what Windows-1250,
 * older keyboards and many documents produce, and they look alike on screen, so the same name
 * typed twice could otherwise be stored as two different strings (and a signer's identity hash
 * would differ). Text is brought to one spelling where it enters the platform: forms, imports.
 */

const COMMA_BELOW: Record<string, string> = { ş: 'ș', ţ: 'ț', Ş: 'Ș', Ţ: 'Ț' };
const CEDILLA_LETTERS = /[şţŞŢ]/g;

/**
 * The text in composed form (NFC) with ş ţ Ş Ţ written with the comma below. Decomposed input
 * (s followed by a combining cedilla) is composed first, so it is converted too.
 */
export function normalizeEnteredText(text: string): string {
  return text.normalize('NFC').replace(CEDILLA_LETTERS, (letter) => COMMA_BELOW[letter] as string);
}
