/*
 * Dates as Romanians read them (and as a worker's screen language writes them), in Romania's time
 * zone, the same on the server (the signed record, the archive index) and in the browser.
 */

import { madeOnFirstUse } from './first-use';

const BUCHAREST = 'Europe/Bucharest';

const DATE_PARTS = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const TIME_PARTS = { hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;

/** One formatter per language tag and kind, made when first asked for. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(tag: string, kind: 'date' | 'calendar-date' | 'date-time'): Intl.DateTimeFormat {
  const key = `${tag} ${kind}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, {
      ...DATE_PARTS,
      ...(kind === 'date-time' ? TIME_PARTS : {}),
      // A calendar date is midnight UTC of its day: formatted in UTC, it is never shifted.
      timeZone: kind === 'calendar-date' ? 'UTC' : BUCHAREST,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

const calendarDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date as the language (a BCP 47 tag) writes it: a calendar date (YYYY-MM-DD, e.g. a birth
 * date) as written, never shifted by a time zone; a moment in time as the date in Romania.
 * Anything else is left as is.
 */
export function formatDateIn(tag: string, value: string): string {
  const isCalendarDate = calendarDatePattern.test(value);
  const moment = new Date(isCalendarDate ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(moment.getTime())) return value;
  return formatterOf(tag, isCalendarDate ? 'calendar-date' : 'date').format(moment);
}

/** A moment as the language writes a date and time, in Romania's time zone; anything else is left as is. */
export function formatDateTimeIn(tag: string, value: string): string {
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? value : formatterOf(tag, 'date-time').format(moment);
}

/** DD.MM.YYYY (see `formatDateIn`). */
export function formatRomanianDate(value: string): string {
  return formatDateIn('ro-RO', value);
}

/** A moment as DD.MM.YYYY, HH:MM:SS in Romania's time zone; anything else is left as is. */
export function formatRomanianDateTime(value: string): string {
  return formatDateTimeIn('ro-RO', value);
}

const wallClockFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone: BUCHAREST,
    }),
);

/**
 * The clock on a wall in Romania at that moment, as the UTC fields of a Date: for formats that
 * store a date and time without a zone (a ZIP entry's), written from a Date's UTC fields.
 */
export function toRomanianWallClock(moment: Date): Date {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(
      wallClockFormat()
        .formatToParts(moment)
        .find((candidate) => candidate.type === type)?.value,
    );
  return new Date(
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')),
  );
}
