// Issue 11 across the real services behind the real gateway: a purchase makes an account (the
// order service's account job → the user service → its set-password mail through the order
// service's outbox), the buyer sets a password and signs in through the gateway, whose signed
// identity is then the only thing that opens the profile and the order list.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devMailListSchema, IDENTITY_HEADER, SESSION_COOKIE } from '@iq/contracts';
import {
  DEV_INTERNAL_TOKEN,
  identityKey,
  signIdentity,
  type Database,
  type RunningServer,
} from '@iq/service-common';
import {
  createTestDatabase,
  databaseTargets,
  DATABASE_SETUP_TIMEOUT,
  describeFor,
  postJson,
  request,
  startServer,
} from '@iq/service-common/src/testing';
import { createExamApp } from '@iq/exam-service/src/app';
import { examMigrations } from '@iq/exam-service/src/data-access/migrations';
import type { ExamDB } from '@iq/exam-service/src/data-access/schema';
import { createOrderApp, createOrderScheduler } from '@iq/order-service/src/app';
import { createExamSessionsClient } from '@iq/order-service/src/modules/orders/data-access/exam-sessions';
import { orderMigrations } from '@iq/order-service/src/data-access/migrations';
import type { OrderDB } from '@iq/order-service/src/data-access/schema';
import { createUserAccountsClient } from '@iq/order-service/src/modules/accounts/data-access/user-accounts';
import { confirmedSession, createOrder, paidOrder } from '../kits/order-test-kit';
import { createUserApp } from '@iq/user-service/src/app';
import { userMigrations } from '@iq/user-service/src/data-access/migrations';
import { createOrderMailSender, createOrderService } from '@iq/user-service/src/data-access/order-service';
import type { UserDB } from '@iq/user-service/src/data-access/schema';
import { createGatewayApp } from '@iq/gateway/src/app';

const PASSWORD = 'correct horse battery';

describe.each(databaseTargets())('accounts across the services on $name', (target) => {
  describeFor(target)('', () => {
    let tmp: string;
    const databases: Pick<Database<unknown>, 'close'>[] = [];
    const servers: RunningServer[] = [];
    let examUrl: string;
    let orderUrl: string;
    let userUrl: string;
    let gatewayUrl: string;
    let orderDb: Database<OrderDB>;

    beforeAll(async () => {
      tmp = mkdtempSync(path.join(os.tmpdir(), 'iq-accounts-stack-'));
      writeFileSync(path.join(tmp, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
      writeFileSync(path.join(tmp, 'manifest.json'), '{"remotes":{}}');
      const examDb = await createTestDatabase<ExamDB>(target, 'exam', examMigrations);
      orderDb = await createTestDatabase<OrderDB>(target, 'order', orderMigrations);
      const userDb = await createTestDatabase<UserDB>(target, 'user', userMigrations);
      databases.push(examDb, orderDb, userDb);
      const exam = await startServer(
        createExamApp({ database: examDb, config: { timeLimitSeconds: 1200, minSecondsPerItem: 0 } }),
      );
      const order = await startServer(
        createOrderApp({ database: orderDb, examSessions: createExamSessionsClient(exam.url) }),
      );
      const toOrder = { internalToken: DEV_INTERNAL_TOKEN };
      const user = await startServer(
        createUserApp({
          database: userDb,
          orders: createOrderService(order.url, toOrder),
          mail: createOrderMailSender(order.url, toOrder),
        }),
      );
      const gateway = await startServer(
        createGatewayApp({
          serviceUrls: { exam: exam.url, order: order.url, user: user.url },
          shellDir: tmp,
          remotesDir: path.join(tmp, 'remotes'),
          manifestFile: path.join(tmp, 'manifest.json'),
        }),
      );
      servers.push(gateway, user, order, exam);
      [examUrl, orderUrl, userUrl, gatewayUrl] = [exam.url, order.url, user.url, gateway.url];
    }, DATABASE_SETUP_TIMEOUT);

    afterAll(async () => {
      for (const server of servers) await server.close();
      for (const database of databases) await database.close();
      rmSync(tmp, { recursive: true, force: true });
    });

    test('purchase → account → set password → sign in through the gateway → profile and orders; logout ends it', async () => {
      const session = await confirmedSession(examUrl);
      const paid = await paidOrder(orderUrl, session, { skuId: 'sku1', email: 'Stack.Buyer@Example.com' });
      // Another test of the same buyer (a test's tier is sold once, issue 35).
      const pendingRes = await createOrder(orderUrl, await confirmedSession(examUrl), {
        skuId: 'sku2',
        email: 'stack.buyer@example.com',
      });
      const pending = (pendingRes.body as { data: { orderNumber: string } }).data.orderNumber;

      // The account job of the paid order reaches the real user service.
      const scheduler = createOrderScheduler({
        database: orderDb,
        userAccounts: createUserAccountsClient(userUrl),
      });
      await scheduler.runDue();
      await scheduler.runDue(); // nothing left: the job is done
      const jobs = await orderDb.db
        .selectFrom('scheduled_jobs')
        .select(['done_at', 'claims', 'last_error'])
        .where('kind', '=', 'account')
        .execute();
      expect(jobs).toEqual([{ done_at: expect.any(Date), claims: 1, last_error: null }]);

      // Its set-password mail went through POST /internal/mail into the outbox, once.
      const outbox = devMailListSchema.parse((await request(`${orderUrl}/dev/mail.json`)).body);
      const links = outbox.filter((m) => m.to === 'stack.buyer@example.com' && /token=/.test(m.text));
      expect(links).toHaveLength(1);
      expect(links[0]!.text).not.toContain(PASSWORD);
      const resetToken = decodeURIComponent(/[?&]token=([^\s&]+)/.exec(links[0]!.text)![1]!);

      const reset = await postJson(`${gatewayUrl}/api/user/password/reset`, {
        resetToken,
        password: PASSWORD,
        passwordRepeat: PASSWORD,
      });
      expect(reset.status).toBe(200);
      const login = await fetch(`${gatewayUrl}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'stack.buyer@example.com', password: PASSWORD }),
      });
      expect(login.status).toBe(200);
      // The user service's cookie reaches the browser as it was set.
      const [setCookie] = login.headers.getSetCookie();
      expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+;.*HttpOnly`));
      const cookie = setCookie!.split(';')[0]!;

      const me = await request(`${gatewayUrl}/api/user/get`, { headers: { cookie } });
      expect(me).toMatchObject({ status: 200, body: { data: { email: 'stack.buyer@example.com' } } });
      const userId = (me.body as { data: { userId: number } }).data.userId;
      const list = await request(`${gatewayUrl}/api/user/order/list/${userId}`, { headers: { cookie } });
      expect(list.status).toBe(200);
      const orders = (list.body as { data: { orders: { orderNumber: string; status: string }[] } }).data
        .orders;
      expect(orders.map((o) => [o.orderNumber, o.status])).toEqual([
        [pending, 'pending'],
        [paid.orderNumber, 'completed'],
      ]);

      // Without the cookie: a uid header or an identity header from outside opens nothing, even
      // one signed with the right key (the gateway drops it).
      const forged = signIdentity(
        { sessionId: 'x', userId, email: 'stack.buyer@example.com' },
        identityKey(DEV_INTERNAL_TOKEN),
      );
      const outsiders: Record<string, string>[] = [{ uid: String(userId) }, { [IDENTITY_HEADER]: forged }];
      for (const headers of outsiders) {
        expect((await request(`${gatewayUrl}/api/user/get`, { headers })).status).toBe(401);
        expect((await request(`${gatewayUrl}/api/user/order/list/${userId}`, { headers })).status).toBe(401);
      }

      // Logout counts from the very next call (the gateway caches nothing).
      expect((await postJson(`${gatewayUrl}/api/user/logout`, {}, { cookie })).status).toBe(200);
      expect((await request(`${gatewayUrl}/api/user/get`, { headers: { cookie } })).status).toBe(401);
    }, 60_000);
  });
});
