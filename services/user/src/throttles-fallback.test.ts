// Throttles with REDIS_URL set but Redis down fall back to the database's counts (the shared
// DatabaseRateLimiter of @iq/service-common), never to memory. PGlite and PostgreSQL.
import { Redis } from 'ioredis';
import {
  createTestDatabase,
  DATABASE_SETUP_TIMEOUT,
  databaseTargets,
  describeFor,
} from '@iq/service-common/src/testing';
import type { Database } from '@iq/service-common';
import { userMigrations } from './data-access/migrations';
import type { UserDB } from './data-access/schema';
import { createThrottles, DEFAULT_THROTTLES } from './data-access/throttles';

let keys = 0;
const freshKey = () => `key-${Date.now().toString(36)}-${(keys += 1)}`;

describe.each(databaseTargets())('throttles without Redis on $name', (target) => {
  describeFor(target)('', () => {
    let database: Database<UserDB> | undefined;
    const db = () => database!.db;

    beforeAll(async () => {
      database = await createTestDatabase<UserDB>(target, 'user', userMigrations);
    }, DATABASE_SETUP_TIMEOUT);
    afterAll(async () => {
      await database?.close();
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
