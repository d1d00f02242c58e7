/*
 * Dates typed by people or read from their spreadsheets: ISO `AAAA-LL-ZZ`, or the Romanian
 * `ZZ.LL.AAAA` (also with `/`, and one-digit day or month). A value in one of these shapes that
 * names no real day ("31.02.1990", "29.02.2023") is told apart from one in no known shape: the
 * first is a typo in a date, the second is not a date at all, and the person needs to know which.
 */

export type CalendarDateReading =
  | { date: string; problem?: undefined }
  | { date?: undefined; problem: 'format' | 'nonexistent' };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ROMANIAN_DATE = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function isRealDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] as number);
  return day <= daysInMonth;
}

/** The ISO date a typed date names, or why it names none. */
export function readCalendarDate(text: string): CalendarDateReading {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  const romanian = iso ? null : ROMANIAN_DATE.exec(trimmed);
  const parts = iso
    ? { year: iso[1], month: iso[2], day: iso[3] }
    : romanian
      ? { year: romanian[3], month: romanian[2], day: romanian[1] }
      : null;
  if (!parts) return { problem: 'format' };
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  if (!isRealDay(year, month, day)) return { problem: 'nonexistent' };
  return {
    date: `${parts.year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  };
}
