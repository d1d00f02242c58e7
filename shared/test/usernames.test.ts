import unhomoglyph from 'unhomoglyph';
import confusablePrototypes from 'unhomoglyph/data.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { toConfusableSkeleton, toUsernameKey, toUsernameSpelling } from '../src/usernames';

describe('the username key', () => {
  it.each([
    ['оwner.a', 'a Cyrillic о'],
    ['ｏｗｎｅｒ.ａ', 'the full-width form'],
    ['OWNER.A', 'capitals'],
    ['  owner.a ', 'surrounding spaces'],
    ['ownеr.а', 'Cyrillic е and а'],
    ['οwner.a', 'a Greek omicron'],
  ])('makes %j (%s) the same account as owner.a', (lookAlike) => {
    expect(toUsernameKey(lookAlike)).toBe(toUsernameKey('owner.a'));
  });

  it('makes the cedilla spelling the same account as the comma-below one', () => {
    expect(toUsernameKey('mihai.ştefan')).toBe(toUsernameKey('mihai.ștefan'));
    expect(toUsernameKey('MIHAI.ŞTEFAN')).toBe(toUsernameKey('mihai.ștefan'));
  });

  it('ignores diacritics, so a phone without Romanian letters reaches the account', () => {
    expect(toUsernameKey('mihai.stefan')).toBe(toUsernameKey('mihai.ștefan'));
    expect(toUsernameKey('ana.bârză')).toBe(toUsernameKey('ana.barza'));
  });

  it('treats characters people misread as one (1 and l, 0 and o, rn and m)', () => {
    expect(toUsernameKey('ion.popescu1')).toBe(toUsernameKey('ion.popescul'));
    expect(toUsernameKey('ana0')).toBe(toUsernameKey('anao'));
    expect(toUsernameKey('maria.popa')).toBe(toUsernameKey('rnaria.popa'));
  });

  it('maps every confusable character as the data package’s own function does', () => {
    const characters = Object.keys(confusablePrototypes);
    const viaPackage = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD');

    expect(characters).toHaveLength(6311);
    for (const character of characters) {
      expect(toConfusableSkeleton(`a${character}ș`), character).toBe(viaPackage(`a${character}ș`));
    }
    expect(toConfusableSkeleton(characters.join(''))).toBe(viaPackage(characters.join('')));
  });

  it('keeps different names apart', () => {
    expect(toUsernameKey('ion.popescu')).not.toBe(toUsernameKey('ion.popescu2'));
    expect(toUsernameKey('ana.pop')).not.toBe(toUsernameKey('ana_pop'));
    expect(toUsernameKey('owner.a')).not.toBe(toUsernameKey('owner.b'));
  });
});

describe('the stored spelling of a username', () => {
  it('is trimmed, in plain letters, with comma-below ș ț, case kept', () => {
    expect(toUsernameSpelling(' Mihai.Ştefan ')).toBe('Mihai.Ștefan');
    expect(toUsernameSpelling('ｏｗｎｅｒ.ａ')).toBe('owner.a');
  });
});
