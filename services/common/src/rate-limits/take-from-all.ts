// One attempt counted on several limits at once (per address AND per client, say), or on none:
// rate-limiter-flexible consumes one limiter at a time, so what was taken before a full one is
// given back. A refused attempt then costs no other budget.
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface Refusal {
  /** Which of the entries was full (the first one, in the order given). */
  index: number;
  /** Milliseconds before that one has room again. */
  msBeforeNext: number;
}

/** Takes one point from each `[limiter, key]` in order; null when every one had room. */
export async function takeFromAll(
  entries: ReadonlyArray<readonly [RateLimiterAbstract, string]>,
): Promise<Refusal | null> {
  const taken: (readonly [RateLimiterAbstract, string])[] = [];
  for (const [index, entry] of entries.entries()) {
    const [limiter, key] = entry;
    try {
      await limiter.consume(key);
      taken.push(entry);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      await Promise.all(taken.map(([l, k]) => l.reward(k, 1)));
      return { index, msBeforeNext: err.msBeforeNext };
    }
  }
  return null;
}

/** Whole seconds to wait, at least 1: the Retry-After of a 429. */
export function retryAfterSeconds(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}
