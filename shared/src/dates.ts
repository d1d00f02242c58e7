/*
 * Dates as Romanians read them, in Romania's time zone, the same on the server (the signed record,
 * the archive index) and in the browser.
 */

import { madeOnFirstUse } from './first-use';

const BUCHAREST = 'Europe/Bucharest';

const romanianDate = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('ro-RO', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: BUCHAREST,
    }),
);

const romanianDateTime = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('ro-RO', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZone: BUCHAREST,
    }),
);

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * DD.MM.YYYY. A calendar date (YYYY-MM-DD, e.g. a birth date) is printed as written, never shifted
 * by a time zone; a moment in time is shown as the date in Romania. Anything else is left as is.
 */
export function formatRomanianDate(value: string): string {
  const calendarDate = calendarDatePattern.exec(value);
  if (calendarDate) {
    const [, year, month, day] = calendarDate;
    return `${day}.${month}.${year}`;
  }
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? value : romanianDate().format(moment);
}

/** A moment as DD.MM.YYYY, HH:MM:SS in Romania's time zone; anything else is left as is. */
export function formatRomanianDateTime(value: string): string {
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? value : romanianDateTime().format(moment);
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
