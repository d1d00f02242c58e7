import { describe, expect, it } from 'vitest';
import { companyNameKey } from '../src/text-folding';

describe('companyNameKey', () => {
  it.each([
    'Construcții Brașov SRL',
    'constructii brasov',
    'SC Construcţii Braşov S.R.L.',
    '  CONSTRUCȚII   BRAȘOV  s.r.l',
    'Construcții-Brașov SRL-D',
    'Construcții Brașov S.A.',
  ])('reads %j as the name a person recalls', (typed) => {
    expect(companyNameKey(typed)).toBe('constructiibrasov');
  });

  it('keeps the words that tell two companies apart', () => {
    expect(companyNameKey('Construcții Cluj SRL')).not.toBe(companyNameKey('Construcții Brașov SRL'));
    expect(companyNameKey('Alfa Instal SRL')).not.toBe(companyNameKey('Alfa SRL'));
  });

  it('keeps a name that is a legal form alone, and gives nothing for a blank one', () => {
    expect(companyNameKey('S.R.L.')).toBe('srl');
    expect(companyNameKey('  ')).toBe('');
  });
});
