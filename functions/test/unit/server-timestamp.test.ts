import { SIGNATURE_TIMESTAMP_TOLERANCE_MS } from '@ssm/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextServerTimestamp } from '../../src/records/domain/record-signing';

/*
 * The instant the server gives a signature (docs/signatures.md: a unique timestamp): never the
 * previous one again, and never one its own drift check of the consent page's upload refuses.
 */

afterEach(() => {
  vi.useRealTimers();
});

function setClock(at: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

describe('nextServerTimestamp', () => {
  it('moves on by a millisecond when the clock has not', () => {
    setClock(new Date('2031-03-01T10:00:00.000Z'));

    expect([nextServerTimestamp(), nextServerTimestamp(), nextServerTimestamp()]).toEqual([
      '2031-03-01T10:00:00.000Z',
      '2031-03-01T10:00:00.001Z',
      '2031-03-01T10:00:00.002Z',
    ]);
  });

  it('follows the clock once it was set back by more than the signing tolerance', () => {
    setClock(new Date('2031-09-01T10:00:00.000Z'));
    nextServerTimestamp();
    const setBack = new Date(Date.parse('2031-09-01T10:00:00.000Z') - SIGNATURE_TIMESTAMP_TOLERANCE_MS - 1);
    vi.setSystemTime(setBack);

    expect(nextServerTimestamp()).toBe(setBack.toISOString());
  });
});
