const romanianDate = new Intl.DateTimeFormat('ro-RO', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Bucharest',
});

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * DD.MM.YYYY. A calendar date (YYYY-MM-DD, e.g. a birth date) is printed as written, never shifted
 * by a time zone; a moment in time is shown as the date in Romania.
 */
export function formatDate(value: string): string {
  const calendarDate = calendarDatePattern.exec(value);
  if (calendarDate) {
    const [, year, month, day] = calendarDate;
    return `${day}.${month}.${year}`;
  }
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? value : romanianDate.format(moment);
}

const romanianDateTime = new Intl.DateTimeFormat('ro-RO', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Bucharest',
});

/** A moment with its time in Romania, as a signature's time is shown. */
export function formatDateTime(value: string): string {
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? value : romanianDateTime.format(moment);
}
