/*
 * The local stand-in for the WAF rate-based rule in front of CloudFront: at most `limit`
 * requests per client address in any window of `windowSeconds`; past that the address is
 * answered 429 until its oldest counted request leaves the window. Requests are remembered
 * per address (at most `limit` times each), and addresses with nothing in the window are
 * forgotten, so memory stays bounded by the addresses active in one window.
 */

export type RateLimit = { limit: number; windowSeconds: number };

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = { take(address: string): RateDecision };

export function createRateLimiter(rule: RateLimit, clock: () => number = Date.now): RateLimiter {
  const windowMs = rule.windowSeconds * 1000;
  const requestsByAddress = new Map<string, number[]>();
  let nextSweep = clock() + windowMs;

  function forgetIdleAddresses(now: number): void {
    if (now < nextSweep) return;
    nextSweep = now + windowMs;
    for (const [address, times] of requestsByAddress) {
      if ((times.at(-1) ?? 0) <= now - windowMs) requestsByAddress.delete(address);
    }
  }

  return {
    take(address) {
      const now = clock();
      forgetIdleAddresses(now);
      const times = (requestsByAddress.get(address) ?? []).filter((time) => time > now - windowMs);
      if (times.length >= rule.limit) {
        requestsByAddress.set(address, times);
        const oldest = times[0] as number;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
        };
      }
      times.push(now);
      requestsByAddress.set(address, times);
      return { allowed: true };
    },
  };
}
