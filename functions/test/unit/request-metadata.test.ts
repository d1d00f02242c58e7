import { describe, expect, it } from 'vitest';
import { MAX_USER_AGENT_LENGTH, toStoredUserAgent } from '../../src/platform/request-metadata';

describe('a stored user agent', () => {
  it('keeps a real browser string as it is', () => {
    const browser =
      'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile';

    expect(toStoredUserAgent(browser)).toBe(browser);
  });

  it('turns control characters and line breaks into single spaces', () => {
    expect(toStoredUserAgent("Agent\r\n=cmd|'/C calc'!A0\u0000\u0085\u2028x\ty")).toBe(
      "Agent =cmd|'/C calc'!A0 x y",
    );
  });

  it('drops bidirectional overrides and zero-width characters', () => {
    expect(toStoredUserAgent('Mozilla\u202E/5.0\u200B\u2066 Chrome\uFEFF')).toBe('Mozilla/5.0 Chrome');
  });

  it('replaces lone surrogates', () => {
    expect(toStoredUserAgent('a\uD800b')).toBe('a\uFFFDb');
  });

  it(`is cut to ${MAX_USER_AGENT_LENGTH} characters without splitting a character`, () => {
    const stored = toStoredUserAgent(`${'a'.repeat(MAX_USER_AGENT_LENGTH - 1)}😀😀😀`);

    expect(Array.from(stored)).toHaveLength(MAX_USER_AGENT_LENGTH);
    expect(stored.endsWith('a😀')).toBe(true);
    expect(stored.isWellFormed()).toBe(true);
  });

  it('is empty when there was none', () => {
    expect(toStoredUserAgent(undefined)).toBe('');
    expect(toStoredUserAgent(' \u0000 ')).toBe('');
  });
});
