import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * The first Intl formatter a process constructs loads the locale and time-zone data, tens of
 * milliseconds of a Lambda's cold start (docs/benchmarks.md): the modules every route may import
 * construct theirs when first asked to format or sort, never when imported.
 */

const realDateTimeFormat = Intl.DateTimeFormat;

/** Counts the constructions of Intl date formatters from now on. */
function countIntlConstructions(): { count: number } {
  const counter = { count: 0 };
  Intl.DateTimeFormat = new Proxy(realDateTimeFormat, {
    construct(target, args) {
      counter.count += 1;
      return Reflect.construct(target, args);
    },
  });
  return counter;
}

afterEach(() => {
  Intl.DateTimeFormat = realDateTimeFormat;
});

describe('Intl formatters', () => {
  it('are constructed on first use, once, and not when their modules are imported', async () => {
    vi.resetModules();
    const constructions = countIntlConstructions();

    const dates = await import('../src/dates');
    const trainingStatus = await import('../src/training-status');
    const importedWith = constructions.count;
    const moment = new Date('2026-03-01T22:30:00Z');
    const formatted = [
      dates.formatRomanianDate(moment.toISOString()),
      trainingStatus.toBucharestDate(moment),
    ];
    const afterFirstUse = constructions.count;
    dates.formatRomanianDate(moment.toISOString());
    trainingStatus.toBucharestDate(moment);

    expect(importedWith).toBe(0);
    expect(formatted).toEqual(['02.03.2026', '2026-03-02']);
    expect(afterFirstUse).toBe(2);
    expect(constructions.count).toBe(2);
  });
});
