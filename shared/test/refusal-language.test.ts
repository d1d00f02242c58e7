import { describe, expect, it } from 'vitest';
import { refusalIn, texts } from '../src';

describe("a refusal in the worker's language", () => {
  it('says a text too long or too short, with its length and limit, in English', () => {
    expect(refusalIn('en', texts.api.textTooLong(100, 150))).toBe(
      'The text has 150 characters; at most 100 are allowed.',
    );
    expect(refusalIn('en', texts.api.textTooShort(8, 1))).toBe(
      'The text has 1 character; at least 8 are needed.',
    );
    expect(refusalIn('en', texts.api.textTooLong(20, 20 + 1))).toBe(
      'The text has 21 characters; at most 20 are allowed.',
    );
  });

  it('says a list too long, a number out of range and a text on several lines in English', () => {
    expect(refusalIn('en', texts.api.listTooLong(500, 501))).toBe(
      'The list has 501 items; at most 500 are allowed.',
    );
    expect(refusalIn('en', texts.api.numberTooLarge(3650))).toBe('The value can be at most 3650.');
    expect(refusalIn('en', texts.api.numberTooSmall(1))).toBe('The value must be at least 1.');
    expect(refusalIn('en', texts.api.singleLineText)).toBe(
      'The text must be on one line, without Enter, Tab or other control characters.',
    );
  });

  it('keeps the Romanian words for Romanian, and a refusal it has no words for as it is', () => {
    expect(refusalIn('ro', texts.api.textTooLong(100, 150))).toBe(texts.api.textTooLong(100, 150));
    expect(refusalIn('en', 'Compania 7 nu există.')).toBe('Compania 7 nu există.');
  });
});
