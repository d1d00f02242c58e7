import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../src/local/rate-limit';

function manualClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (seconds: number) => (now += seconds * 1000) };
}

describe('the per-address rate limit', () => {
  it('allows up to the limit in a window, then answers how long to wait', () => {
    const clock = manualClock();
    const limiter = createRateLimiter({ limit: 3, windowSeconds: 60 }, clock.now);

    const answers = [1, 2, 3].map(() => limiter.take('203.0.113.7'));
    clock.advance(10);
    const refused = limiter.take('203.0.113.7');

    expect(answers).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 50 });
  });

  it('counts each address on its own', () => {
    const limiter = createRateLimiter({ limit: 1, windowSeconds: 60 }, manualClock().now);

    limiter.take('203.0.113.7');

    expect(limiter.take('203.0.113.7').allowed).toBe(false);
    expect(limiter.take('198.51.100.2').allowed).toBe(true);
  });

  it('allows again once the oldest request leaves the window, and refused requests do not count', () => {
    const clock = manualClock();
    const limiter = createRateLimiter({ limit: 2, windowSeconds: 60 }, clock.now);
    limiter.take('203.0.113.7');
    clock.advance(30);
    limiter.take('203.0.113.7');
    limiter.take('203.0.113.7');

    clock.advance(31);
    const afterOldest = limiter.take('203.0.113.7');
    const overAgain = limiter.take('203.0.113.7');

    expect(afterOldest).toEqual({ allowed: true });
    expect(overAgain).toEqual({ allowed: false, retryAfterSeconds: 29 });
  });
});
