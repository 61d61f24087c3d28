// Throttling (issue 11): failed logins per address and per client slow down, then lock; code
// mails are limited per address and per client. rate-limiter-flexible keeps the counts where
// every instance sees them and a restart keeps them (ARCHITECTURE.md "Scale-out path"): in the
// service's database by default (database-rate-limiter.ts), in Redis when REDIS_URL is set.
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import {
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { TooManyRequestsError } from '@iq/service-common';
import { delayAfter, type FailurePolicy } from '../domain/login-throttle-policy';
import { sha256 } from '../domain/secrets';
import { DatabaseRateLimiter } from './database-rate-limiter';
import type { UserDB } from './schema';

export interface WindowLimit {
  points: number;
  seconds: number;
}

export interface ThrottleSettings {
  loginByEmail: FailurePolicy;
  loginByClient: FailurePolicy;
  /** GET /email/captcha/send: every window must have room. */
  codeByEmail: WindowLimit[];
  codeByClient: WindowLimit[];
  /** POST /user/register (each sends a mail): the same answer for every address when full. */
  registerByEmail: WindowLimit[];
  registerByClient: WindowLimit[];
}

export const DEFAULT_THROTTLES: ThrottleSettings = {
  // 5 free tries, then 2 s, 4 s … 60 s between tries; the 20th failure in a row locks for an hour.
  loginByEmail: {
    freeFailures: 5,
    firstDelaySeconds: 2,
    maxDelaySeconds: 60,
    lockAfter: 20,
    lockSeconds: 3600,
    memorySeconds: 24 * 3600,
  },
  // One network can hold many people: more room before it slows or locks.
  loginByClient: {
    freeFailures: 20,
    firstDelaySeconds: 2,
    maxDelaySeconds: 60,
    lockAfter: 100,
    lockSeconds: 3600,
    memorySeconds: 24 * 3600,
  },
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

/** Failures in a row on one key: waits that grow, then a lock (domain/login-throttle-policy). */
function failureTracker(name: string, policy: FailurePolicy, make: LimiterFactory, wholeSeconds: boolean) {
  // Redis keeps whole seconds (and 0 means forever): round up there.
  const seconds = (s: number) => (wholeSeconds ? Math.max(1, Math.ceil(s)) : s);
  const fails = make({
    keyPrefix: `${name}-fails`,
    points: policy.lockAfter,
    duration: seconds(policy.memorySeconds),
  });
  const wait = make({ keyPrefix: `${name}-wait`, points: 1, duration: 1 });
  const blocked = async (limiter: RateLimiterAbstract, key: string) => {
    const res = await limiter.get(key);
    return res && res.consumedPoints > 1 && res.msBeforeNext > 0 ? res.msBeforeNext : 0;
  };
  return {
    /** Milliseconds before the next try may be checked; 0 when it may be now. */
    async waitMs(key: string): Promise<number> {
      return blocked(wait, key);
    },
    async failed(key: string): Promise<void> {
      const res = await fails.penalty(key, 1);
      if (res.consumedPoints >= policy.lockAfter) {
        await wait.block(key, seconds(policy.lockSeconds));
        await fails.delete(key); // after the lock, a fresh start
        return;
      }
      const delay = delayAfter(res.consumedPoints, policy);
      if (delay > 0) await wait.block(key, seconds(delay));
    },
    async reset(key: string): Promise<void> {
      await fails.delete(key);
      await wait.delete(key);
    },
  };
}

/** Counts one request on every window; throws TooMany with the longest wait when one is full. */
function windowLimiters(name: string, windows: readonly WindowLimit[], make: LimiterFactory) {
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
    if (longest > 0) throw new TooMany(longest);
  };
}

function tooMany(ms: number, message: (wait: string) => string): TooManyRequestsError {
  return new TooManyRequestsError(message(waitText(ms)), { retryAfterSeconds: Math.ceil(ms / 1000) });
}

export interface Throttles {
  /** Throws 429 while the address or the client must wait (or is locked). */
  beforeLogin(email: string, client: string): Promise<void>;
  loginFailed(email: string, client: string): Promise<void>;
  /** A success ends the address's run of failures (not the client's: one good account must not reset a guesser). */
  loginSucceeded(email: string): Promise<void>;
  /** Throws 429 when the address or the client asked too often. */
  codeRequested(email: string, client: string): Promise<void>;
  registerRequested(email: string, client: string): Promise<void>;
}

/** Counts in `db` (the service's database), or in `redis` when given. */
export function createThrottles(
  db: Kysely<UserDB>,
  settings: ThrottleSettings = DEFAULT_THROTTLES,
  redis?: Redis,
): Throttles {
  const make = limiterFactory(db, redis);
  const byEmail = failureTracker('login-email', settings.loginByEmail, make, Boolean(redis));
  const byClient = failureTracker('login-client', settings.loginByClient, make, Boolean(redis));
  const codeEmail = windowLimiters('code-email', settings.codeByEmail, make);
  const codeClient = windowLimiters('code-client', settings.codeByClient, make);
  const registerEmail = windowLimiters('register-email', settings.registerByEmail, make);
  const registerClient = windowLimiters('register-client', settings.registerByClient, make);

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
    async beforeLogin(email, client) {
      const ms = Math.max(await byEmail.waitMs(keyOf(email)), await byClient.waitMs(keyOf(client)));
      if (ms > 0) throw tooMany(ms, THROTTLE_MESSAGES.login);
    },
    async loginFailed(email, client) {
      await byEmail.failed(keyOf(email));
      await byClient.failed(keyOf(client));
    },
    async loginSucceeded(email) {
      await byEmail.reset(keyOf(email));
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
