// Throttling counts live in the service's database (ARCHITECTURE.md "Scale-out path"): two
// instances of the user service on one database count the same failures, and a restarted one
// (a new app on the same database) still knows them. No Redis here: the database is the default.
// On PostgreSQL each instance has its own connection pool, as two processes would.
import { createDatabase, DEV_INTERNAL_TOKEN, type Database, type RunningServer } from '@iq/service-common';
import {
  createTestDatabase,
  DATABASE_SETUP_TIMEOUT,
  databaseTargets,
  describeFor,
  startServer,
  type DatabaseTarget,
} from '@iq/service-common/src/testing';
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

const PASSWORD = 'correct horse battery';

/** 20 tries per device and per address, then the address is locked for 10 minutes. */
const LOCK_AT_20: ThrottleSettings = {
  ...ROOMY_THROTTLES,
  loginByPair: [{ points: 20, seconds: 3600, lockSeconds: 600 }],
  loginByEmail: [{ points: 20, seconds: 3600, lockSeconds: 600 }],
};

let clients = 0;
const fromClient = () => ({ 'X-Forwarded-For': `198.51.100.${(clients += 1)}` });

/** The right password is refused for the long lock. */
async function expectLocked(url: string, email: string) {
  const res = await login(url, email, PASSWORD, fromClient());
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(590);
}

describe.each(databaseTargets())('throttling counts in the database on $name', (target: DatabaseTarget) => {
  describeFor(target)('', () => {
    const order = orderServiceAlone(target);
    let database: Database<UserDB> | undefined;
    /** A second pool on the same schema (PostgreSQL); PGlite is one in-process database. */
    let secondPool: Database<UserDB> | undefined;
    const running = new Set<RunningServer>();

    beforeAll(async () => {
      database = await createTestDatabase<UserDB>(target, 'user', userMigrations);
      secondPool =
        target.name === 'postgres'
          ? await createDatabase<UserDB>({
              service: 'user',
              schema: database.schema,
              databaseUrl: target.databaseUrl,
            })
          : database;
    }, DATABASE_SETUP_TIMEOUT);
    afterAll(async () => {
      for (const server of running) await server.close();
      if (secondPool !== database) await secondPool?.close();
      await database?.close();
    });

    /** A user-service instance on the shared database. */
    async function instance(pool: 'first' | 'second' = 'first'): Promise<RunningServer> {
      const options = { internalToken: DEV_INTERNAL_TOKEN };
      const server = await startServer(
        createUserApp({
          database: (pool === 'first' ? database : secondPool)!,
          orders: createOrderService(order.url, options),
          mail: createOrderMailSender(order.url, options),
          throttles: LOCK_AT_20,
          passwordCost: TEST_PASSWORD_COST,
        }),
      );
      running.add(server);
      return server;
    }
    async function stop(server: RunningServer) {
      running.delete(server);
      await server.close();
    }

    test('20 wrong passwords spread over two instances lock the address at both, as on one', async () => {
      const [a, b] = [await instance('first'), await instance('second')];
      const email = freshEmail('spread');
      await signUp(a.url, order.url, email, PASSWORD);
      const client = fromClient();
      for (let i = 0; i < 20; i += 1) {
        // Each instance sees only 10 of them: locked only if they count together.
        const res = await login((i % 2 ? b : a).url, email, `wrong password ${i}`, client);
        expect(res.status).toBe(401);
      }
      await expectLocked(a.url, email);
      await expectLocked(b.url, email);
      await stop(a);
      await stop(b);
    });

    test('20 wrong passwords at once over two instances: not one try is lost', async () => {
      const [a, b] = [await instance('first'), await instance('second')];
      const email = freshEmail('burst');
      await signUp(a.url, order.url, email, PASSWORD);
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          login((i % 2 ? b : a).url, email, `wrong password ${i}`, fromClient()),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual(Array(20).fill(401));
      await expectLocked(a.url, email);
      await expectLocked(b.url, email);
      await stop(a);
      await stop(b);
    });

    test('a restart forgets nothing: 10 failures before, 10 after lock the address', async () => {
      const email = freshEmail('restart');
      const before = await instance();
      await signUp(before.url, order.url, email, PASSWORD);
      const client = fromClient();
      for (let i = 0; i < 10; i += 1)
        expect((await login(before.url, email, `wrong password ${i}`, client)).status).toBe(401);
      await stop(before);

      const after = await instance(); // a new app: nothing in memory from the first one
      for (let i = 10; i < 20; i += 1)
        expect((await login(after.url, email, `wrong password ${i}`, client)).status).toBe(401);
      await expectLocked(after.url, email);
      await stop(after);

      const again = await instance(); // and a lock survives a restart too
      await expectLocked(again.url, email);
    });
  });
});
