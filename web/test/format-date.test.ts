import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '@/lib/format-date';

const webSourceDir = resolve(import.meta.dirname, '../src');

function listSourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return listSourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('formatDate', () => {
  it('prints a calendar date as written, whatever the time zone', () => {
    expect(formatDate('2001-12-31')).toBe('31.12.2001');
  });

  it('prints a moment as the date in Romania', () => {
    expect(formatDate('2026-06-30T21:30:00Z')).toBe('01.07.2026');
    expect(formatDate('2026-01-15T08:00:00Z')).toBe('15.01.2026');
  });

  it('prints a moment with its time in Romania', () => {
    expect(formatDateTime('2026-01-15T08:30:00Z')).toBe('15.01.2026, 10:30:00');
  });
});

describe('dates on every screen', () => {
  it('are formatted by lib/format-date alone, so they read DD.MM.YYYY everywhere', () => {
    const ownFormatters = listSourceFiles(webSourceDir)
      .filter((path) => !path.endsWith(join('lib', 'format-date.ts')))
      .filter((path) =>
        /Intl\.DateTimeFormat|toLocale(Date|Time)?String\(|toDateString\(|toUTCString\(/.test(
          readFileSync(path, 'utf8'),
        ),
      )
      .map((path) => relative(webSourceDir, path));
    expect(ownFormatters).toEqual([]);
  });
});
