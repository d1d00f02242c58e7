import { describe, expect, it } from 'vitest';
import { ROLE_LABELS } from '../src/roles';
import * as texts from '../src/texts';

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

  it("leave no English word of the app's own vocabulary in what a person reads", () => {
    const english = /\b(owners?|super ?owner|login|logout|dashboard|username|hash|quiz)\b/i;
    const offending = [...allStrings(texts), ...Object.values(ROLE_LABELS)].filter((text) =>
      english.test(text),
    );

    expect(offending).toEqual([]);
  });

  it("say the login's outcome in Romanian, the role by its Romanian name", () => {
    expect(texts.login.failure).toBe('Date de autentificare greșite.');
    expect(texts.login.success(ROLE_LABELS.owner)).toBe('Autentificare reușită ca Responsabil SSM');
  });
});
