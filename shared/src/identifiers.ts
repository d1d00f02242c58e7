/**
 * Identifiers of Romanian companies (docs/domain.md, company identifiers): the fiscal code (CUI/CIF) with its check digit
 * and the trade-register number in its classic and its compact (Legea 265/2022) form. Shared so
 * the web form and the server refuse the same values.
 */

const CUI_WEIGHTS = [7, 5, 3, 2, 1, 7, 5, 3, 2] as const;
const FIRST_TRADE_REGISTER_YEAR = 1990;
const MAX_COUNTY_CODE = 52;

/** Upper case, without spaces: how identifiers are stored and compared. */
export function normalizeIdentifier(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The digits of a CUI without its optional `RO` (VAT) prefix, or null when it has other characters. */
export function extractCuiDigits(value: string): string | null {
  const match = /^(?:RO)?(\d{2,10})$/.exec(normalizeIdentifier(value));
  return match ? (match[1] as string) : null;
}

/** The check digit for the CUI's other digits: weighted right-aligned, times 10, modulo 11, 10 -> 0. */
export function computeCuiCheckDigit(digitsWithoutCheck: string): number {
  const weights = CUI_WEIGHTS.slice(CUI_WEIGHTS.length - digitsWithoutCheck.length);
  const sum = [...digitsWithoutCheck].reduce(
    (total, digit, index) => total + Number(digit) * (weights[index] as number),
    0,
  );
  return ((sum * 10) % 11) % 10;
}

export function isValidCui(value: string): boolean {
  const digits = extractCuiDigits(value);
  if (!digits || /^0/.test(digits)) return false;
  return computeCuiCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

function isRegistrationYear(year: number, currentYear: number): boolean {
  return year >= FIRST_TRADE_REGISTER_YEAR && year <= currentYear;
}

/**
 * A trade-register number: classic `J40/1234/2020` (J companies, F authorised persons,
 * C cooperatives; county 1-52; sequence; year) or compact `J2024012345005` (letter, year, then
 * the order number). Only what fits neither form is refused.
 */
export function isValidTradeRegisterNumber(value: string, currentYear = new Date().getFullYear()): boolean {
  const normalized = normalizeIdentifier(value);
  const classic = /^[JFC](\d{1,2})\/(\d{1,7})\/(\d{4})$/.exec(normalized);
  if (classic) {
    const county = Number(classic[1]);
    return (
      county >= 1 &&
      county <= MAX_COUNTY_CODE &&
      Number(classic[2]) > 0 &&
      isRegistrationYear(Number(classic[3]), currentYear)
    );
  }
  const compact = /^[JFC](\d{4})(\d{6,10})$/.exec(normalized);
  return compact !== null && isRegistrationYear(Number(compact[1]), currentYear);
}

/**
 * The canonical form two spellings of one trade-register number share (`J8/0456/2012` and
 * `J08/456/2012`), used to refuse duplicates.
 */
export function canonicalTradeRegisterNumber(value: string): string {
  const normalized = normalizeIdentifier(value);
  const classic = /^([JFC])(\d{1,2})\/(\d{1,7})\/(\d{4})$/.exec(normalized);
  if (!classic) return normalized;
  return `${classic[1]}${Number(classic[2])}/${Number(classic[3])}/${classic[4]}`;
}

/**
 * A client company's registration number: its trade-register number or, for employers outside
 * the trade register (associations, public institutions), its CUI.
 */
export function isValidCompanyRegistrationNumber(value: string): boolean {
  return isValidTradeRegisterNumber(value) || isValidCui(value);
}

/** The form duplicates are detected on: the canonical trade-register number or the CUI's digits. */
export function canonicalCompanyRegistrationNumber(value: string): string {
  return (isValidCui(value) ? extractCuiDigits(value) : null) ?? canonicalTradeRegisterNumber(value);
}
