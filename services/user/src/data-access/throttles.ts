// Throttling (issue 11, issue 37): login tries and code mails are limited per address, per client
// and, for logins, per (address, client). rate-limiter-flexible keeps the counts where every
// instance sees them and a restart keeps them (ARCHITECTURE.md "Scale-out path"): in the
// service's database by default (DatabaseRateLimiter of @iq/service-common, the order service's
// too), in Redis when REDIS_URL is set.
//
// A login try is TAKEN before the password is judged (one atomic consume per budget), so a burst
// of parallel tries is judged no more than the budget allows; a success gives its try back. The
// tight budget is the (address, client) pair's: a stranger's failures use the stranger's pair, and
// the owner on their own device still has theirs. The address's own budget is wide: it stops
// guessing spread over many clients without letting one client lock the owner out.
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import {
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { DatabaseRateLimiter, TooManyRequestsError, type RefusalCounter } from '@iq/service-common';
import { sha256 } from '../domain/secrets';
import type { UserDB } from './schema';

export interface WindowLimit {
  points: number;
  seconds: number;
}

/** Login tries in a window; past them, refused until the window ends, or for `lockSeconds` when set. */
export interface TryBudget extends WindowLimit {
  lockSeconds?: number;
}

export interface ThrottleSettings {
  /** Per (address, client): what one device may try on one account. */
  loginByPair: TryBudget[];
  /** Per address, over every client: guessing spread over many clients. */
  loginByEmail: TryBudget[];
  /** Per client, over every address: one client trying many accounts. */
  loginByClient: TryBudget[];
  /** POST /email/captcha/send: every window must have room. */
  codeByEmail: WindowLimit[];
  codeByClient: WindowLimit[];
  /** POST /user/register (each sends a mail): the same answer for every address when full. */
  registerByEmail: WindowLimit[];
  registerByClient: WindowLimit[];
}

export const DEFAULT_THROTTLES: ThrottleSettings = {
  // One device on one account: 5 tries a quarter of an hour; the 21st of a day locks for an hour.
  loginByPair: [
    { points: 5, seconds: 900 },
    { points: 20, seconds: 24 * 3600, lockSeconds: 3600 },
  ],
  // Many clients on one account: wide, so that one stranger cannot lock the owner out.
  loginByEmail: [{ points: 100, seconds: 24 * 3600, lockSeconds: 3600 }],
  // One network can hold many people: more room before it is refused.
  loginByClient: [
    { points: 30, seconds: 900 },
    { points: 200, seconds: 24 * 3600, lockSeconds: 3600 },
  ],
  codeByEmail: [
    { points: 1, seconds: 60 },
    { points: 5, seconds: 3600 },
  ],
  codeByClient: [{ points: 20, seconds: 3600 }],
  registerByEmail: [{ points: 5, seconds: 3600 }],
  registerByClient: [{ points: 20, seconds: 3600 }],
};

export const THROTTLE_MESSAGES = {
  login: (wait: string) => `Too many failed attempts. Try again in ${wait}, or reset your password.`,
  code: (wait: string) => `Too many codes requested. Try again in ${wait}.`,
  register: (wait: string) => `Too many attempts. Try again in ${wait}.`,
};

/** "45 seconds" or "12 minutes": what the message says; Retry-After carries the exact figure. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

type LimiterFactory = (options: IRateLimiterOptions & { keyPrefix: string }) => RateLimiterAbstract;

/** The database, or Redis (with the database as the fallback while Redis does not answer). */
function limiterFactory(db: Kysely<UserDB>, redis?: Redis): LimiterFactory {
  if (!redis) return (options) => new DatabaseRateLimiter({ ...options, db });
  return (options) =>
    new RateLimiterRedis({
      ...options,
      storeClient: redis,
      keyPrefix: `iq-user:${options.keyPrefix}`,
      insuranceLimiter: new DatabaseRateLimiter({ ...options, db }),
    });
}

/** Keys are hashed: no address is written to the database or Redis in clear. */
const keyOf = (value: string) => sha256(value.toLowerCase()).slice(0, 40);

class TooMany extends Error {
  constructor(readonly msBeforeNext: number) {
    super('throttled');
  }
}

/** One limiter per budget, in the order given. */
function budgetLimiters(
  name: string,
  budgets: readonly TryBudget[],
  make: LimiterFactory,
  wholeSeconds: boolean,
) {
  // Redis keeps whole seconds (and 0 means forever): round up there.
  const seconds = (s: number) => (wholeSeconds ? Math.max(1, Math.ceil(s)) : s);
  return budgets.map((b, i) =>
    make({
      keyPrefix: `${name}-${i}`,
      points: b.points,
      duration: seconds(b.seconds),
      ...(b.lockSeconds !== undefined && { blockDuration: seconds(b.lockSeconds) }),
    }),
  );
}

/**
 * Counts one request on every window; throws TooMany with the longest wait when one is full (a
 * refusal of rule `name`, counted once however many windows were full).
 */
function windowLimiters(
  name: string,
  windows: readonly WindowLimit[],
  make: LimiterFactory,
  refused: RefusalCounter,
) {
  const limiters = windows.map((w, i) =>
    make({ keyPrefix: `${name}-${i}`, points: w.points, duration: w.seconds }),
  );
  return async (key: string): Promise<void> => {
    let longest = 0;
    for (const limiter of limiters) {
      try {
        await limiter.consume(key);
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        longest = Math.max(longest, err.msBeforeNext);
      }
    }
    if (longest > 0) {
      refused(name);
      throw new TooMany(longest);
    }
  };
}

function tooMany(ms: number, message: (wait: string) => string): TooManyRequestsError {
  return new TooManyRequestsError(message(waitText(ms)), { retryAfterSeconds: Math.ceil(ms / 1000) });
}

export interface Throttles {
  /**
   * Takes one login try from every budget of the pair, the address and the client, before the
   * password is judged; throws 429 (taking nothing) when one has none left. A failed try stays
   * taken.
   */
  takeLoginTry(email: string, client: string): Promise<void>;
  /** A success gives its try back and ends the pair's run of failures. */
  loginSucceeded(email: string, client: string): Promise<void>;
  /** Throws 429 when the address or the client asked too often. */
  codeRequested(email: string, client: string): Promise<void>;
  registerRequested(email: string, client: string): Promise<void>;
}

/** Counts in `db` (the service's database), or in `redis` when given; `refused` counts refusals by rule. */
export function createThrottles(
  db: Kysely<UserDB>,
  settings: ThrottleSettings = DEFAULT_THROTTLES,
  redis?: Redis,
  refused: RefusalCounter = () => undefined,
): Throttles {
  const make = limiterFactory(db, redis);
  const byPair = budgetLimiters('login-pair', settings.loginByPair, make, Boolean(redis));
  const byEmail = budgetLimiters('login-address', settings.loginByEmail, make, Boolean(redis));
  const byClient = budgetLimiters('login-client', settings.loginByClient, make, Boolean(redis));
  const loginKeys = (email: string, client: string) => {
    const [address, from] = [keyOf(email), keyOf(client)];
    const pair = keyOf(`${email}\n${client}`);
    return [
      ...byPair.map((limiter) => [limiter, pair] as const),
      ...byEmail.map((limiter) => [limiter, address] as const),
      ...byClient.map((limiter) => [limiter, from] as const),
    ];
  };
  const codeEmail = windowLimiters('code-email', settings.codeByEmail, make, refused);
  const codeClient = windowLimiters('code-client', settings.codeByClient, make, refused);
  const registerEmail = windowLimiters('register-email', settings.registerByEmail, make, refused);
  const registerClient = windowLimiters('register-client', settings.registerByClient, make, refused);
  // The budget a refused login try met first: the pair's, the address's or the client's.
  const loginRule = (index: number) =>
    index < byPair.length
      ? 'login-pair'
      : index < byPair.length + byEmail.length
        ? 'login-address'
        : 'login-client';

  const counted = async (checks: Array<() => Promise<void>>, message: (wait: string) => string) => {
    let longest = 0;
    for (const check of checks) {
      try {
        await check();
      } catch (err) {
        if (!(err instanceof TooMany)) throw err;
        longest = Math.max(longest, err.msBeforeNext);
      }
    }
    if (longest > 0) throw tooMany(longest, message);
  };

  return {
    async takeLoginTry(email, client) {
      // The pair first: a stranger refused there never touches the owner's address budget.
      const taken: (readonly [RateLimiterAbstract, string])[] = [];
      for (const [index, entry] of loginKeys(email, client).entries()) {
        const [limiter, key] = entry;
        try {
          await limiter.consume(key);
          taken.push(entry);
        } catch (err) {
          if (!(err instanceof RateLimiterRes)) throw err;
          refused(loginRule(index));
          // A refused try takes nothing: what it took from the budgets before this one goes back.
          await Promise.all(taken.map(([l, k]) => l.reward(k, 1)));
          throw tooMany(err.msBeforeNext, THROTTLE_MESSAGES.login);
        }
      }
    },
    async loginSucceeded(email, client) {
      // The pair's run ends; the address and the client get this try back (only failures count).
      const keys = loginKeys(email, client);
      await Promise.all(
        keys.map(([limiter, key], i) => (i < byPair.length ? limiter.delete(key) : limiter.reward(key, 1))),
      );
    },
    codeRequested: (email, client) =>
      counted([() => codeEmail(keyOf(email)), () => codeClient(keyOf(client))], THROTTLE_MESSAGES.code),
    registerRequested: (email, client) =>
      counted(
        [() => registerEmail(keyOf(email)), () => registerClient(keyOf(client))],
        THROTTLE_MESSAGES.register,
      ),
  };
}
