import { describe, expect, it } from 'vitest';
import {
  canonicalCompanyRegistrationNumber,
  canonicalTradeRegisterNumber,
  computeCuiCheckDigit,
  extractCuiDigits,
  isValidCompanyRegistrationNumber,
  isValidCui,
  isValidTradeRegisterNumber,
} from '../src/identifiers';

describe('CUI check digit', () => {
  it('computes the digit with the 753217532 key, right-aligned', () => {
    // 9010105 is a real CUI; 18547290 has a sum of 111, 1110 mod 11 = 10, which becomes 0.
    expect(computeCuiCheckDigit('901010')).toBe(5);
    expect(computeCuiCheckDigit('1854729')).toBe(0);
  });

  it.each(['9010105', '18547290', 'RO18547290', 'ro 185 472 90', ' RO9010105 '])('accepts %s', (cui) => {
    expect(isValidCui(cui)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '18547291'],
    ['another wrong check digit', '9010104'],
    ['a single digit', '5'],
    ['eleven digits', '12345678901'],
    ['letters inside', '1854A290'],
    ['another prefix', 'RX18547290'],
    ['a leading zero', '09010105'],
    ['nothing', ''],
  ])('refuses %s', (_case, cui) => {
    expect(isValidCui(cui)).toBe(false);
  });

  it('extracts the digits without the VAT prefix', () => {
    expect(extractCuiDigits('RO 18547290')).toBe('18547290');
    expect(extractCuiDigits('RO-18547290')).toBeNull();
  });
});

describe('trade-register number', () => {
  it.each([
    'J40/1234/2020',
    'j40/1234/2020',
    'J8/456/2012',
    'J08/456/2012',
    'F22/17/2004',
    'C52/3/1995',
    'J 40 / 1234 / 2020',
    'J2024012345005',
    'F2023000123',
  ])('accepts %s', (value) => {
    expect(isValidTradeRegisterNumber(value, 2026)).toBe(true);
  });

  it.each([
    ['county 0', 'J0/1234/2020'],
    ['county 53', 'J53/1234/2020'],
    ['sequence 0', 'J40/0/2020'],
    ['a year before the register', 'J40/1234/1989'],
    ['a future year', 'J40/1234/2027'],
    ['another letter', 'X40/1234/2020'],
    ['a two-digit year', 'J40/1234/20'],
    ['a compact form with too few digits', 'J202412345'],
    ['a compact form from the future', 'J2027012345005'],
    ['free text', 'numar 1234'],
  ])('refuses %s', (_case, value) => {
    expect(isValidTradeRegisterNumber(value, 2026)).toBe(false);
  });

  it('gives one canonical form to two spellings of the same number', () => {
    expect(canonicalTradeRegisterNumber('j08/0456/2012')).toBe('J8/456/2012');
    expect(canonicalTradeRegisterNumber('J8/456/2012')).toBe('J8/456/2012');
    expect(canonicalTradeRegisterNumber('j2024012345005')).toBe('J2024012345005');
  });
});

describe('client company registration number', () => {
  it('is a trade-register number or, outside the register, a CUI', () => {
    expect(isValidCompanyRegistrationNumber('J40/1234/2020')).toBe(true);
    expect(isValidCompanyRegistrationNumber('RO9010105')).toBe(true);
    expect(isValidCompanyRegistrationNumber('9010104')).toBe(false);
    expect(isValidCompanyRegistrationNumber('ABC')).toBe(false);
  });

  it('compares CUIs by their digits and register numbers canonically', () => {
    expect(canonicalCompanyRegistrationNumber('RO9010105')).toBe('9010105');
    expect(canonicalCompanyRegistrationNumber('J40/01234/2020')).toBe('J40/1234/2020');
  });
});
