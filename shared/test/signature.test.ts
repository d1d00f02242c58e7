import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildSignatureString, computeSignatureHash } from '../src/signature';

const identity = {
  username: 'ion.georgescu',
  email: 'ion.georgescu@example.ro',
  first_name: 'Ion',
  last_name: 'Georgescu',
  birth_date: '1990-11-02',
};

describe('the signature hash', () => {
  it('joins username, email, "last first", birth date and timestamp with |', () => {
    expect(buildSignatureString(identity, '2026-11-22T10:00:00.000Z')).toBe(
      'ion.georgescu|ion.georgescu@example.ro|Georgescu Ion|1990-11-02|2026-11-22T10:00:00.000Z',
    );
  });

  it('leaves an unknown birth date empty', () => {
    expect(buildSignatureString({ ...identity, birth_date: null }, 'T')).toBe(
      'ion.georgescu|ion.georgescu@example.ro|Georgescu Ion||T',
    );
  });

  it('is the SHA-256 hex of that string, as Node computes it, diacritics included', async () => {
    const withDiacritics = { ...identity, last_name: 'Țărănescu', first_name: 'Ștefan' };
    const expected = createHash('sha256')
      .update(buildSignatureString(withDiacritics, '2026-11-22T10:00:00.000Z'), 'utf8')
      .digest('hex');

    expect(await computeSignatureHash(withDiacritics, '2026-11-22T10:00:00.000Z')).toBe(expected);
  });
});
