// The database store of rate-limiter-flexible (rate-limits/database-rate-limiter.ts) on PGlite and
// PostgreSQL: counts, expiry, blocks, rewards and deletes as the library's other stores have them;
// two limiters on one table counting at once lose no point; expired rows are swept; a service's
// own clock, when given, is the time counted by; several limits are taken all or none.
import { sql, type Kysely } from 'kysely';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createDatabase, type Database, type Migrations } from '../database/database';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT, databaseTargets, describeFor } from '../testing';
import { DatabaseRateLimiter, type RateLimitDB } from './database-rate-limiter';
import { retryAfterSeconds, takeFromAll } from './take-from-all';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let keys = 0;
const freshKey = () => `key-${Date.now().toString(36)}-${(keys += 1)}`;

/** The table as the services' migrations create it (user 0003, order 0016). */
const migrations: Migrations = {
  '0001-rate-limit-counters': {
    async up(db: Kysely<unknown>) {
      await sql`create table rate_limit_counters (key text primary key, points integer not null, expires_at timestamptz)`.execute(
        db,
      );
      await sql`create index rate_limit_counters_expires_at on rate_limit_counters (expires_at)`.execute(db);
    },
  },
};

describe.each(databaseTargets())('the database rate-limit store on $name', (target) => {
  describeFor(target)('', () => {
    let database: Database<RateLimitDB> | undefined;
    /** PostgreSQL: a second pool on the same schema, as a second instance would have. */
    let other: Database<RateLimitDB> | undefined;
    const db = () => database!.db;

    beforeAll(async () => {
      database = await createTestDatabase<RateLimitDB>(target, 'limits', migrations);
      other =
        target.name === 'postgres'
          ? await createDatabase<RateLimitDB>({
              service: 'limits',
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

    test("with a clock, the clock's time counts: moving it past the window starts a new count", async () => {
      let at = Date.parse('2027-01-01T10:59:00.000Z');
      const rl = new DatabaseRateLimiter({
        db: db(),
        keyPrefix: 'clock',
        points: 3,
        duration: 3600,
        clock: () => new Date(at),
      });
      const key = freshKey();
      for (let i = 0; i < 3; i += 1) await rl.consume(key);
      const refused = (await rl.consume(key).catch((err: unknown) => err)) as RateLimiterRes;
      expect(refused).toBeInstanceOf(RateLimiterRes);
      // The window runs from the first attempt, whatever the hour on the wall.
      expect(refused.msBeforeNext).toBe(3600_000);
      at += 60_000; // the next hour on the wall: still the same window
      await expect(rl.consume(key)).rejects.toMatchObject({ msBeforeNext: 3540_000 });
      at += 3540_000;
      expect(await rl.consume(key)).toMatchObject({ consumedPoints: 1, isFirstInDuration: true });
    });

    test('two instances with one clock share one count', async () => {
      const at = new Date('2027-01-01T10:00:00.000Z');
      const options = { keyPrefix: 'shared', points: 3, duration: 60, clock: () => at };
      const a = new DatabaseRateLimiter({ db: db(), ...options });
      const b = new DatabaseRateLimiter({ db: other!.db, ...options });
      const key = freshKey();
      const answers = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).consume(key)),
      );
      expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(3);
    });

    test('takeFromAll: counted on every limit, or on none when one is full', async () => {
      const byAddress = limiter(3, 60);
      const byClient = limiter(2, 60);
      const [address, client] = [freshKey(), freshKey()];
      const take = (who: string) =>
        takeFromAll([
          [byAddress, who],
          [byClient, client],
        ]);
      expect(await take(address)).toBeNull();
      expect(await take(freshKey())).toBeNull();
      const refused = await take(address);
      expect(refused).toEqual({ index: 1, msBeforeNext: expect.any(Number) });
      expect(retryAfterSeconds(refused!.msBeforeNext)).toBeGreaterThan(58);
      expect(retryAfterSeconds(refused!.msBeforeNext)).toBeLessThanOrEqual(60);
      // The client's refusal cost the address nothing.
      expect(await byAddress.get(address)).toMatchObject({ consumedPoints: 1 });
    });

    test('retryAfterSeconds: whole seconds, at least 1', () => {
      expect([0, 1, 999, 1000, 1001].map(retryAfterSeconds)).toEqual([1, 1, 1, 1, 2]);
    });
  });
});
