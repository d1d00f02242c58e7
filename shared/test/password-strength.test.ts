import { describe, expect, it } from 'vitest';
import { assessPassword, MIN_PASSWORD_SCORE } from '../src/password-strength';

const ion = { username: 'ion.popescu', firstName: 'Ion', lastName: 'Popescu', email: 'ion.p@firma.ro' };
const stefan = { username: 'mihai.stefanescu', firstName: 'Mihai', lastName: 'Ștefănescu' };

describe('the password estimator', () => {
  it.each(['password1', 'qwerty123', 'a1234567', 'Password2026'])(
    'refuses the common password %j',
    async (password) => {
      expect(await assessPassword(password, ion)).toMatchObject({ problem: 'common' });
    },
  );

  it.each(['Parola2026', 'Iubire2024', 'Steaua1986', 'Bucuresti2024', 'Securitate2026'])(
    'refuses %j, built on a common Romanian word',
    async (password) => {
      const assessment = await assessPassword(password, ion);

      expect(assessment.problem).toBe('common');
      expect(assessment.score).toBeLessThan(MIN_PASSWORD_SCORE);
    },
  );

  it.each(['abcdefgh1', 'zzzzzzzz9', 'asdfghjk1'])('refuses the guessable pattern %j', async (password) => {
    expect((await assessPassword(password, ion)).problem).not.toBeNull();
  });

  it.each([
    ['Popescu!Verde47', ion],
    ['P0pescu!Verde47', ion],
    ['ion.popescu#Verde47', ion],
    ['Ion-Verde-Casa-47', ion],
    ['Stefanescu!Verde47', stefan],
    ['ȘTEFĂNESCU!verde47', stefan],
  ] as const)("refuses %j, which holds the person's username or names", async (password, owner) => {
    const assessment = await assessPassword(password, owner);

    expect(assessment.problem).toBe('personal');
    expect(assessment.score).toBeLessThan(MIN_PASSWORD_SCORE);
  });

  it('allows a short name inside another word (Ion in Passion)', async () => {
    expect(await assessPassword('Passion!Verde47', ion)).toMatchObject({ problem: null });
  });

  it.each(['Cal-Masa-Verde-7', 'xK3mLqPzW2bN9a', 'Tramvai-Galben-Ploua'])('accepts %j', async (password) => {
    const assessment = await assessPassword(password, ion);

    expect(assessment.problem).toBeNull();
    expect(assessment.score).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
  });
});
