/*
 * Dates as Romanians read them, in Romania's time zone, the same on the server (the signed record,
 * the archive index) and in the browser.
 */

const BUCHAREST = 'Europe/Bucharest';

const romanianDate = new Intl.DateTimeFormat('ro-RO', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: BUCHAREST,
});

const romanianDateTime = new Intl.DateTimeFormat('ro-RO', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: BUCHAREST,
});

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
  return Number.isNaN(moment.getTime()) ? value : romanianDate.format(moment);
}

/** A moment as DD.MM.YYYY, HH:MM:SS in Romania's time zone; anything else is left as is. */
export function formatRomanianDateTime(value: string): string {
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? value : romanianDateTime.format(moment);
}
