// The database store of rate-limiter-flexible (data-access/database-rate-limiter.ts) on PGlite and
// PostgreSQL: counts, expiry, blocks, rewards and deletes as the library's other stores have them;
// two limiters on one table counting at once lose no point; expired rows are swept; and with
// REDIS_URL set but Redis down, the counts fall back to the database (never to memory).
import { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createDatabase, type Database } from '@iq/service-common';
import {
  createTestDatabase,
  DATABASE_SETUP_TIMEOUT,
  databaseTargets,
  describeFor,
} from '@iq/service-common/src/testing';
import { DatabaseRateLimiter } from './data-access/database-rate-limiter';
import { userMigrations } from './data-access/migrations';
import type { UserDB } from './data-access/schema';
import { createThrottles, DEFAULT_THROTTLES } from './data-access/throttles';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let keys = 0;
const freshKey = () => `key-${Date.now().toString(36)}-${(keys += 1)}`;

describe.each(databaseTargets())('the database rate-limit store on $name', (target) => {
  describeFor(target)('', () => {
    let database: Database<UserDB> | undefined;
    /** PostgreSQL: a second pool on the same schema, as a second instance would have. */
    let other: Database<UserDB> | undefined;
    const db = () => database!.db;

    beforeAll(async () => {
      database = await createTestDatabase<UserDB>(target, 'user', userMigrations);
      other =
        target.name === 'postgres'
          ? await createDatabase<UserDB>({
              service: 'user',
              schema: database.schema,
              databaseUrl: target.databaseUrl,
            })
          : database;
    }, DATABASE_SETUP_TIMEOUT);
    afterAll(async () => {
      if (other !== database) await other?.close();
      await database?.close();
    });

    const limiter = (points: number, duration: number, more: { sweepEvery?: number } = {}) =>
      new DatabaseRateLimiter({ db: db(), keyPrefix: 'test', points, duration, ...more });

    test('consume counts up to the points, then refuses with the time left', async () => {
      const rl = limiter(2, 60);
      const key = freshKey();
      expect(await rl.consume(key)).toMatchObject({
        consumedPoints: 1,
        remainingPoints: 1,
        isFirstInDuration: true,
      });
      expect(await rl.consume(key)).toMatchObject({
        consumedPoints: 2,
        remainingPoints: 0,
        isFirstInDuration: false,
      });
      const refused = await rl.consume(key).then(
        () => null,
        (err: unknown) => err,
      );
      expect(refused).toBeInstanceOf(RateLimiterRes);
      expect(refused).toMatchObject({ consumedPoints: 3, remainingPoints: 0 });
      const { msBeforeNext } = refused as RateLimiterRes;
      expect(msBeforeNext).toBeGreaterThan(58_000);
      expect(msBeforeNext).toBeLessThanOrEqual(60_000);
    });

    test('a count expires after its duration (milliseconds kept) and starts again', async () => {
      const rl = limiter(5, 0.2);
      const key = freshKey();
      await rl.consume(key, 3);
      expect(await rl.get(key)).toMatchObject({ consumedPoints: 3 });
      await sleep(250);
      expect(await rl.get(key)).toBeNull();
      expect(await rl.consume(key)).toMatchObject({ consumedPoints: 1, isFirstInDuration: true });
    });

    test('penalty and reward move the count without refusing; delete forgets it', async () => {
      const rl = limiter(2, 60);
      const key = freshKey();
      expect(await rl.penalty(key, 5)).toMatchObject({ consumedPoints: 5, remainingPoints: 0 });
      expect(await rl.reward(key, 2)).toMatchObject({ consumedPoints: 3 });
      expect(await rl.delete(key)).toBe(true);
      expect(await rl.delete(key)).toBe(false);
      expect(await rl.get(key)).toBeNull();
    });

    test('block holds the key for its own duration, whatever the count was', async () => {
      const rl = limiter(1, 1);
      const key = freshKey();
      await rl.consume(key);
      await rl.block(key, 0.3);
      const blocked = await rl.get(key);
      expect(blocked).toMatchObject({ consumedPoints: 2 });
      expect(blocked!.msBeforeNext).toBeGreaterThan(200);
      expect(blocked!.msBeforeNext).toBeLessThanOrEqual(300);
      await expect(rl.consume(key)).rejects.toBeInstanceOf(RateLimiterRes);
      await sleep(350);
      expect(await rl.get(key)).toBeNull();
    });

    test('a duration of 0 never expires', async () => {
      const rl = limiter(3, 0);
      const key = freshKey();
      await rl.consume(key);
      expect(await rl.consume(key)).toMatchObject({ consumedPoints: 2, msBeforeNext: -1 });
    });

    test('two limiters on one table (two instances) counting at once lose no point', async () => {
      const key = freshKey();
      const a = limiter(1000, 60);
      const b = new DatabaseRateLimiter({ db: other!.db, keyPrefix: 'test', points: 1000, duration: 60 });
      await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).penalty(key)));
      expect(await a.get(key)).toMatchObject({ consumedPoints: 60 });
    });

    test('expired rows are swept now and then; live ones stay', async () => {
      const short = limiter(5, 0.05);
      const dead = [freshKey(), freshKey()];
      for (const key of dead) await short.consume(key);
      await sleep(100);
      const sweeping = limiter(5, 60, { sweepEvery: 2 });
      const live = freshKey();
      await sweeping.consume(live); // the 1st upsert: no sweep yet
      const rows = () =>
        db()
          .selectFrom('rate_limit_counters')
          .select('key')
          .where(
            'key',
            'in',
            [...dead, live].map((k) => `test:${k}`),
          )
          .execute();
      expect(await rows()).toHaveLength(3);
      await sweeping.consume(live); // the 2nd: sweeps
      expect(await rows()).toEqual([{ key: `test:${live}` }]);
    });

    test('REDIS_URL set but Redis down: the counts fall back to the database', async () => {
      // A client that never connects (no socket: a refused one keeps Jest waiting after the run).
      const redis = new Redis({ lazyConnect: true, enableOfflineQueue: false });
      redis.connect = () => Promise.reject(new Error('Redis is down'));
      const throttles = createThrottles(db(), DEFAULT_THROTTLES, redis);
      const email = `fallback.${freshKey()}@example.com`;
      await throttles.takeLoginTry(email, '192.0.2.1');
      const counted = await db()
        .selectFrom('rate_limit_counters')
        .select(['key', 'points'])
        .where('key', 'like', 'login-address-0:%')
        .execute();
      expect(counted).toEqual([
        {
          key: expect.stringMatching(/^login-address-0:[0-9a-f]{40}$/),
          points: 1,
        },
      ]);
    });
  });
});
