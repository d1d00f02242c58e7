import { describe, expect, it } from 'vitest';
import { readCalendarDate } from '../src/calendar-dates';

describe('a typed calendar date', () => {
  it.each([
    ['1990-02-28', '1990-02-28'],
    ['28.02.1990', '1990-02-28'],
    ['1/3/1990', '1990-03-01'],
    ['29.02.2024', '2024-02-29'],
    ['29.02.2000', '2000-02-29'],
    [' 31.12.1999 ', '1999-12-31'],
  ])('%j is %s', (text, date) => {
    expect(readCalendarDate(text)).toEqual({ date });
  });

  it.each(['31.02.1990', '29.02.2023', '29.02.1900', '31.04.2020', '00.01.2020', '15.13.2020', '1990-02-30'])(
    '%j names no real day',
    (text) => {
      expect(readCalendarDate(text)).toEqual({ problem: 'nonexistent' });
    },
  );

  it.each(['1990', '02.1990', '1.1.90', 'ieri', '1990-2-3', '12-03-1990 10:00'])(
    '%j is not a date',
    (text) => {
      expect(readCalendarDate(text)).toEqual({ problem: 'format' });
    },
  );
});
