import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format-date';

describe('formatDate', () => {
  it('prints a calendar date as written, whatever the time zone', () => {
    expect(formatDate('2001-12-31')).toBe('31.12.2001');
  });

  it('prints a moment as the date in Romania', () => {
    expect(formatDate('2026-06-30T21:30:00Z')).toBe('01.07.2026');
    expect(formatDate('2026-01-15T08:00:00Z')).toBe('15.01.2026');
  });
});
