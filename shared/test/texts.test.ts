import { describe, expect, it } from 'vitest';
import { texts } from '../src/texts';

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [String((value as (arg: string) => string)('x'))];
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

describe('the Romanian texts', () => {
  it('use ș and ț with comma below, never the cedilla forms', () => {
    const offending = allStrings(texts).filter((text) => /[şţŞŢ]/.test(text));

    expect(offending).toEqual([]);
  });

  it("keep the specification's login texts verbatim", () => {
    expect(texts.login.failure).toBe('Date de autentificare greșite.');
    expect(texts.login.success('admin')).toBe('Login reușit ca admin');
  });
});
