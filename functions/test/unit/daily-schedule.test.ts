import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDailySchedule } from '../../src/local/daily-schedule';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the local daily schedule', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubEnv('LOG_LEVEL', 'silent');
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('runs at start and every 24 hours, and not at all once stopped', async () => {
    const work = vi.fn(async () => 'done');

    const schedule = startDailySchedule('job', work);
    await vi.advanceTimersByTimeAsync(2 * DAY_MS);
    await schedule.stop();
    await vi.advanceTimersByTimeAsync(3 * DAY_MS);

    expect(work).toHaveBeenCalledTimes(3);
  });

  it('never starts a run while the last one is still going, and stop waits for it', async () => {
    let finish: () => void = () => {};
    const work = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const schedule = startDailySchedule('job', work);

    await vi.advanceTimersByTimeAsync(DAY_MS);
    let isStopped = false;
    const stopping = schedule.stop().then(() => (isStopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(isStopped).toBe(false);
    finish();
    await stopping;

    expect(work).toHaveBeenCalledTimes(1);
  });

  it('keeps going after a failed run', async () => {
    const work = vi.fn().mockRejectedValueOnce(new Error('DynamoDB unreachable')).mockResolvedValue('done');

    const schedule = startDailySchedule('job', work);
    await vi.advanceTimersByTimeAsync(DAY_MS);
    await schedule.stop();

    expect(work).toHaveBeenCalledTimes(2);
  });
});
