import { describe, expect, it } from 'vitest';
import { normalizeEnteredText } from '../src/romanian-text';

describe('text entering the platform', () => {
  it('writes ş ţ Ş Ţ with the comma below', () => {
    expect(normalizeEnteredText('Ştefan Ţurcanu, şef de ţară')).toBe('Ștefan Țurcanu, șef de țară');
  });

  it('converts a decomposed cedilla (s + U+0327) too', () => {
    expect(normalizeEnteredText('s\u0327t\u0327')).toBe('șț');
  });

  it('composes decomposed letters, so one name is one string', () => {
    expect(normalizeEnteredText('Ra\u0306zvan Ba\u0302rza\u0306')).toBe('Răzvan Bârză');
  });

  it('leaves correct text alone', () => {
    expect(normalizeEnteredText('Mihai Ștefănescu')).toBe('Mihai Ștefănescu');
  });
});
