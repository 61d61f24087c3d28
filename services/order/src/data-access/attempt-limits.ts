// How often one address or one client may ask (issue 8: retrieve by e-mail, certificate checks;
// issue 10: unsubscribe codes), counted by rate-limiter-flexible in the service's database
// (rate_limit_counters, migration 0016) through the DatabaseRateLimiter the user service uses
// too, so every instance counts the same attempts. A window runs from a key's first attempt.
import { createHash } from 'node:crypto';
import { DatabaseRateLimiter, retryAfterSeconds, takeFromAll, type RefusalCounter } from '@iq/service-common';
import type { OrderConnection } from './connection';

export type LimitScope = 'email' | 'client' | 'verify' | 'unsubscribe-email' | 'unsubscribe-client';

export interface LimitCounter {
  scope: LimitScope;
  /** The address or the client's IP; only its hash is stored. */
  value: string;
  /** Attempts per window. */
  limit: number;
}

export interface LimitReached {
  /** The first counter (in the order given) that was full. */
  counter: LimitCounter;
  /** Whole seconds until it has room again (the Retry-After of the 429). */
  retryAfterSeconds: number;
}

const keyOf = ({ scope, value }: LimitCounter) =>
  createHash('sha256').update(`${scope}:${value}`).digest('hex');

/** A refusal's rule in the metrics (issue 42): the scopes of retrieval by mail say what they count. */
const RULE_OF: Record<LimitScope, string> = {
  email: 'retrieve-email',
  client: 'retrieve-client',
  verify: 'verify',
  'unsubscribe-email': 'unsubscribe-email',
  'unsubscribe-client': 'unsubscribe-client',
};

/**
 * `now`: the service's clock, so limits and everything else move with it; `refused` counts each
 * refusal by the rule of the full counter.
 */
export function createAttemptLimits(
  db: OrderConnection,
  now: () => Date,
  refused: RefusalCounter = () => undefined,
) {
  const limiters = new Map<string, DatabaseRateLimiter>();
  const limiterOf = ({ scope, limit }: LimitCounter, windowMs: number) => {
    const name = `${scope}/${limit}/${windowMs}`;
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = new DatabaseRateLimiter({
        db,
        clock: now,
        keyPrefix: scope,
        points: limit,
        duration: windowMs / 1000,
      });
      limiters.set(name, limiter);
    }
    return limiter;
  };

  return {
    /**
     * Counts one attempt on every counter, or on none (what one had taken is given back when a
     * later one is full): null when counted, else the full counter and the wait.
     */
    async countAttempt(counters: readonly LimitCounter[], windowMs: number): Promise<LimitReached | null> {
      const refusal = await takeFromAll(
        counters.map((counter) => [limiterOf(counter, windowMs), keyOf(counter)] as const),
      );
      if (!refusal) return null;
      refused(RULE_OF[counters[refusal.index]!.scope]);
      return {
        counter: counters[refusal.index]!,
        retryAfterSeconds: retryAfterSeconds(refusal.msBeforeNext),
      };
    },
  };
}

export type AttemptLimits = ReturnType<typeof createAttemptLimits>;
