import { describe, expect, it } from 'vitest';
import { decodeImportedText, hasLostDiacritics } from '../../src/platform/imported-text';

const header = 'Nume utilizator;Prenume;Nume;Data nașterii\n';
const row = 'ion.țăranu;Ion;Țăranu;31.01.1990\n';
const text = header + row;

function utf16(content: string, endianness: 'le' | 'be', withBom: boolean): Uint8Array {
  const bytes = Buffer.from((withBom ? '\uFEFF' : '') + content, 'utf16le');
  if (endianness === 'be') bytes.swap16();
  return bytes;
}

describe('decoding an imported text file', () => {
  it('reads UTF-8 and says so', () => {
    expect(decodeImportedText(Buffer.from(text))).toEqual({ text, encoding: 'utf-8' });
  });

  it('reads UTF-8 with a byte-order mark, without the mark', () => {
    expect(decodeImportedText(Buffer.from(`\uFEFF${text}`))).toEqual({ text, encoding: 'utf-8-bom' });
  });

  it.each([
    ['le', true, 'utf-16le'],
    ['be', true, 'utf-16be'],
    ['le', false, 'utf-16le'],
    ['be', false, 'utf-16be'],
  ] as const)('reads UTF-16 %s (byte-order mark: %s)', (endianness, withBom, encoding) => {
    expect(decodeImportedText(utf16(text, endianness, withBom))).toEqual({ text, encoding });
  });

  it('reads Windows-1250 (Romanian Excel\'s "CSV"), keeping the header with its diacritic', () => {
    // Windows-1250 has ş ţ with the cedilla (0xBA, 0xFE) and ă (0xE3), but no comma-below letters.
    const content = Buffer.concat([
      Buffer.from('Nume utilizator;Prenume;Nume;Data na'),
      Buffer.from([0xba]),
      Buffer.from('terii\nion.'),
      Buffer.from([0xfe, 0xe3]),
      Buffer.from('ranu;Ion;'),
      Buffer.from([0xde, 0xe3]),
      Buffer.from('ranu;31.01.1990\n'),
    ]);

    expect(decodeImportedText(content)).toEqual({
      text: 'Nume utilizator;Prenume;Nume;Data naşterii\nion.ţăranu;Ion;Ţăranu;31.01.1990\n',
      encoding: 'windows-1250',
    });
  });
});

describe('a name whose diacritics were lost before the import', () => {
  it.each([
    ['a question mark for a letter', 'Ion ?tefan'],
    ['a replacement character', 'Ion \uFFFDtefan'],
    ['ș read as Windows-1252 and saved again', 'Ion È™tefan'],
    ['ă read as Windows-1252 and saved again', 'Ion BÄƒlan'],
    ['ț read as Windows-1250 and saved again', 'Ion Č›ăranu'],
  ])('is flagged: %s', (_case, name) => {
    expect(hasLostDiacritics(name)).toBe(true);
  });

  it.each(['Ion Ștefan', 'Ana-Maria Bălan', 'Ţăranu', 'Müller', "O'Brien"])('%j is not', (name) => {
    expect(hasLostDiacritics(name)).toBe(false);
  });
});
