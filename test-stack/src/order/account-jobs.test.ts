// Issue 11, account after purchase: a paid order schedules ONE durable job (in the paying
// transaction, whatever the number of payment events), and the scheduler asks the user service
// to ensure an account, with back-off while it fails. The user service here is a small HTTP
// server standing in for POST /internal/account/ensure (the order service's edge): it records
// what it was asked and answers as scripted.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOrderResponseSchema } from '@iq/contracts';
import { DEV_INTERNAL_TOKEN } from '@iq/service-common';
import { databaseTargets, describeFor, postJson, request } from '@iq/service-common/src/testing';
import { createOrderScheduler } from '@iq/order-service/src/app';
import { DEFAULT_ORDER_CONFIG } from '@iq/order-service/src/config';
import { createUserAccountsClient } from '@iq/order-service/src/modules/accounts/data-access/user-accounts';
import { ACCOUNT_RETRY_BACKOFF_MS } from '@iq/order-service/src/modules/accounts/domain/account-ensure';
import { signPayload } from '@iq/order-service/src/modules/payments/domain/payment-events';
import { dataOf, examAndOrderUnderTest } from '../kits/endpoint-kit';
import { confirmedSession } from '../kits/order-test-kit';
import { HOUR_MS, movableClock } from '@iq/order-service/src/testing/subscription-kit';

const SECRET = 'a-webhook-secret-of-the-account-job-test-0123456789';

interface EnsureCall {
  token: string | undefined;
  body: unknown;
}

/** The user service's ensure endpoint at the edge: answers from `script` (then 200 created). */
async function userServiceEdge() {
  const calls: EnsureCall[] = [];
  const script: Array<{ status: number; body: unknown }> = [];
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      req.on('end', () => resolve(text));
    });
  const server: Server = createServer((req, res) => {
    void readBody(req).then((text) => {
      if (req.method !== 'POST' || req.url !== '/internal/account/ensure') {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end('{"result":404,"message":"Not found"}');
        return;
      }
      calls.push({ token: req.headers['internal-token'] as string | undefined, body: JSON.parse(text) });
      const answer = script.shift() ?? { status: 200, body: { result: 200, data: { created: true } } };
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    script,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let seq = 0;
const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(seq += 1).toString().padStart(10, '0')}`;

describe.each(databaseTargets())('account jobs after a purchase on $name', (target) => {
  describeFor(target)('', () => {
    let paidSignals = 0;
    const { exam, order } = examAndOrderUnderTest(target, {
      config: { ...DEFAULT_ORDER_CONFIG, webhookSecret: SECRET },
      onJobsDue: () => (paidSignals += 1),
    });
    let edge: Awaited<ReturnType<typeof userServiceEdge>>;
    beforeAll(async () => {
      edge = await userServiceEdge();
    }, 60_000);
    afterAll(() => edge.close());

    const createOrder = async (email: string) => {
      const res = await postJson(
        `${order.url}/pay/pay/order/create`,
        { skuId: 'sku1', email, payMethod: 'card', country: 'US' },
        { 'Idempotency-Key': unique('acct-'), 'Exam-Session': await confirmedSession(exam.url), hl: 'de' },
      );
      const created = createOrderResponseSchema.parse(dataOf(res));
      return { ...created, attemptId: created.payUrl.split('/').pop()! };
    };
    /** A provider event as POST /pay/events receives it; the same body twice is a re-delivery. */
    const event = (
      o: { orderNumber: string; attemptId: string },
      type: 'payment.succeeded' | 'payment.failed',
    ) =>
      JSON.stringify({
        id: unique('evt_'),
        type,
        created: Math.floor(Date.now() / 1000),
        data: {
          attemptId: o.attemptId,
          orderNumber: o.orderNumber,
          method: 'card',
          ...(type === 'payment.failed'
            ? { failureReason: 'declined' }
            : { card: { brand: 'visa', last4: '4242' } }),
        },
      });
    const deliver = async (raw: string) => {
      const res = await request(`${order.url}/pay/events`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'Payment-Signature': signPayload(SECRET, Math.floor(Date.now() / 1000), raw),
        },
        body: raw,
      });
      expect(res.status).toBe(200);
    };
    const accountJobs = (orderNumber: string) =>
      order.database.db
        .selectFrom('scheduled_jobs')
        .select(['run_at as runAt', 'done_at as doneAt', 'claims', 'last_error as lastError', 'period'])
        .where('kind', '=', 'account')
        .where('order_number', '=', orderNumber)
        .execute();
    const schedulerAt = (clock: ReturnType<typeof movableClock>, userUrl = edge.url) =>
      createOrderScheduler({
        database: order.database,
        now: clock.now,
        userAccounts: createUserAccountsClient(userUrl),
      });

    test('one job per paid order, however many success events; none for a failed or unpaid order', async () => {
      const paid = await createOrder('Once.Only@Example.com');
      const signalsBefore = paidSignals;
      const success = event(paid, 'payment.succeeded');
      await deliver(success);
      await deliver(success); // the provider re-delivers the same event
      await deliver(event(paid, 'payment.succeeded')); // a late second success
      const jobs = await accountJobs(paid.orderNumber);
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({ doneAt: null, claims: 0, period: 0 });
      // main.ts runs the scheduler on this signal: once per order that became paid.
      expect(paidSignals - signalsBefore).toBe(1);

      const failed = await createOrder('failed@example.com');
      await deliver(event(failed, 'payment.failed'));
      const unpaid = await createOrder('unpaid@example.com');
      expect(await accountJobs(failed.orderNumber)).toHaveLength(0);
      expect(await accountJobs(unpaid.orderNumber)).toHaveLength(0);
    });

    /** Runs every account job left by earlier tests (answered 200), so a script is this test's own. */
    const settle = () =>
      schedulerAt(movableClock(new Date(Date.now() + 24 * HOUR_MS).toISOString())).runDue();

    test('the user service is asked with the token and the order; failures are retried after a growing back-off; done once it answers', async () => {
      await settle();
      const o = await createOrder('Retry.Me@Example.com');
      await deliver(event(o, 'payment.succeeded'));
      const [job] = await accountJobs(o.orderNumber);
      const clock = movableClock(new Date(job!.runAt.getTime() + 1000).toISOString());
      const scheduler = schedulerAt(clock);
      const mine = () =>
        edge.calls.filter((c) => (c.body as { orderNumber?: string }).orderNumber === o.orderNumber);

      // 1st try: the user service fails.
      edge.script.push({ status: 503, body: { result: 503, message: 'Service unavailable' } });
      await scheduler.runDue();
      expect(mine()).toEqual([
        {
          token: DEV_INTERNAL_TOKEN,
          body: { email: 'retry.me@example.com', hl: expect.any(String), orderNumber: o.orderNumber },
        },
      ]);
      let [row] = await accountJobs(o.orderNumber);
      expect(row!.doneAt).toBeNull();
      expect(row!.lastError).toContain('503');
      expect(row!.runAt.getTime()).toBe(clock.now().getTime() + ACCOUNT_RETRY_BACKOFF_MS[0]!);

      // Before the back-off is over nothing is asked.
      clock.advance(ACCOUNT_RETRY_BACKOFF_MS[0]! - 1000);
      await scheduler.runDue();
      expect(mine()).toHaveLength(1);

      // 2nd try: an answer that is not the contract's → retried again, later.
      clock.advance(2000);
      edge.script.push({ status: 200, body: { result: 200, data: { unexpected: 1 } } });
      await scheduler.runDue();
      expect(mine()).toHaveLength(2);
      [row] = await accountJobs(o.orderNumber);
      expect(row!.runAt.getTime()).toBe(clock.now().getTime() + ACCOUNT_RETRY_BACKOFF_MS[1]!);

      // 3rd try: it answers → done, never asked again.
      clock.advance(ACCOUNT_RETRY_BACKOFF_MS[1]!);
      await scheduler.runDue();
      expect(mine()).toHaveLength(3);
      [row] = await accountJobs(o.orderNumber);
      expect(row!.doneAt).not.toBeNull();
      expect(row!.lastError).toBeNull();
      for (let i = 0; i < 5; i += 1) {
        clock.advance(12 * HOUR_MS);
        await scheduler.runDue();
      }
      expect(mine()).toHaveLength(3);
    });

    test('a user service that cannot be reached: retried, and done once it can', async () => {
      await settle();
      const o = await createOrder('down@example.com');
      await deliver(event(o, 'payment.succeeded'));
      const [job] = await accountJobs(o.orderNumber);
      const clock = movableClock(new Date(job!.runAt.getTime() + 1000).toISOString());
      // Nothing listens at port 9.
      await schedulerAt(clock, 'http://127.0.0.1:9').runDue();
      const [row] = await accountJobs(o.orderNumber);
      expect(row!.doneAt).toBeNull();
      expect(row!.lastError).toContain('unreachable');
      clock.advance(ACCOUNT_RETRY_BACKOFF_MS[0]!);
      await schedulerAt(clock).runDue();
      expect((await accountJobs(o.orderNumber))[0]!.doneAt).not.toBeNull();
      expect(
        edge.calls.filter((c) => (c.body as { email?: string }).email === 'down@example.com'),
      ).toHaveLength(1);
    });

    test('a 400 from the user service is not retried (asking again changes nothing)', async () => {
      await settle();
      const o = await createOrder('refused@example.com');
      await deliver(event(o, 'payment.succeeded'));
      const [job] = await accountJobs(o.orderNumber);
      const clock = movableClock(new Date(job!.runAt.getTime() + 1000).toISOString());
      const scheduler = schedulerAt(clock);
      edge.script.push({ status: 400, body: { result: 400, message: 'email: Invalid email' } });
      await scheduler.runDue();
      clock.advance(24 * HOUR_MS);
      await scheduler.runDue();
      const [row] = await accountJobs(o.orderNumber);
      expect(row!.doneAt).not.toBeNull();
      expect(row!.lastError).toContain('email: Invalid email');
      expect(
        edge.calls.filter((c) => (c.body as { email?: string }).email === 'refused@example.com'),
      ).toHaveLength(1);
    });

    test('a scheduler without the user service leaves account jobs to one that has it', async () => {
      await settle();
      const o = await createOrder('later@example.com');
      await deliver(event(o, 'payment.succeeded'));
      const [job] = await accountJobs(o.orderNumber);
      const clock = movableClock(new Date(job!.runAt.getTime() + 1000).toISOString());
      await createOrderScheduler({ database: order.database, now: clock.now }).runDue();
      expect(await accountJobs(o.orderNumber)).toMatchObject([{ doneAt: null, claims: 0 }]);
      await schedulerAt(clock).runDue();
      expect((await accountJobs(o.orderNumber))[0]!.doneAt).not.toBeNull();
    });
  });
});
