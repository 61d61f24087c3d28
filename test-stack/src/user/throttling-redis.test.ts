// REDIS_URL (issue 11 "Throttling"): two instances of the user service on one database and one
// Redis share their counts: a code asked at one is counted at the other, a lock made at one holds
// at the other. Skipped, with a note, when no Redis answers at TEST_REDIS_URL.
import { Redis } from 'ioredis';
import { DEV_INTERNAL_TOKEN, type Database } from '@iq/service-common';
import {
  createTestDatabase,
  databaseTargets,
  redisAnswers,
  request,
  startServer,
  TEST_REDIS_URL,
} from '@iq/service-common/src/testing';
import type { RunningServer } from '@iq/service-common';
import { createUserApp } from '@iq/user-service/src/app';
import { userMigrations } from '@iq/user-service/src/data-access/migrations';
import { createOrderMailSender, createOrderService } from '@iq/user-service/src/data-access/order-service';
import type { UserDB } from '@iq/user-service/src/data-access/schema';
import type { ThrottleSettings } from '@iq/user-service/src/data-access/throttles';
import {
  freshEmail,
  login,
  orderServiceAlone,
  ROOMY_THROTTLES,
  signUp,
  TEST_PASSWORD_COST,
} from '../kits/user-test-kit';

const REDIS_URL = TEST_REDIS_URL;
const PASSWORD = 'correct horse battery';

const SHARED: ThrottleSettings = {
  ...ROOMY_THROTTLES,
  loginByEmail: [{ points: 3, seconds: 600, lockSeconds: 60 }],
  codeByEmail: [{ points: 1, seconds: 60 }],
};

const available = redisAnswers(REDIS_URL);
if (!available) console.info(`Redis does not answer at ${REDIS_URL}: skipping the shared-count cases.`);
const [pglite] = databaseTargets();

(available ? describe : describe.skip)('throttling shared through Redis', () => {
  const order = orderServiceAlone(pglite!);
  let database: Database<UserDB> | undefined;
  const servers: RunningServer[] = [];
  const clients: Redis[] = [];

  beforeAll(async () => {
    database = await createTestDatabase<UserDB>(pglite!, 'user', userMigrations);
    const options = { internalToken: DEV_INTERNAL_TOKEN };
    for (let i = 0; i < 2; i += 1) {
      const redis = new Redis(REDIS_URL, { enableOfflineQueue: true, maxRetriesPerRequest: 1 });
      clients.push(redis);
      const app = createUserApp({
        database,
        orders: createOrderService(order.url, options),
        mail: createOrderMailSender(order.url, options),
        redis,
        throttles: SHARED,
        passwordCost: TEST_PASSWORD_COST,
      });
      servers.push(await startServer(app));
    }
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const redis of clients) await redis.quit();
    await database?.close();
  });

  test('a code asked at one instance is counted at the other', async () => {
    const [a, b] = servers.map((s) => s.url);
    const email = freshEmail('shared');
    const send = (url: string) =>
      request(`${url}/email/captcha/send?email=${encodeURIComponent(email)}`, { method: 'POST' });
    expect((await send(a!)).status).toBe(200);
    const refused = await send(b!);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(50);
  });

  test('a lock made at one instance holds at the other, for the right password too', async () => {
    const [a, b] = servers.map((s) => s.url);
    const email = freshEmail('locked');
    await signUp(a!, order.url, email, PASSWORD);
    for (let i = 0; i < 3; i += 1) expect((await login(a!, email, 'wrong password')).status).toBe(401);
    const locked = await login(b!, email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(50);
  });
});
