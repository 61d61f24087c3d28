// Issue 10, hostile and broken input on the subscription calls: a clear envelope, nothing
// changed (ARCHITECTURE.md). Start (planSku), the cancellation code and link, and their limits.
import { subscriptionViewSchema } from '@iq/contracts';
import {
  databaseTargets,
  describeFor,
  leaksInternals,
  postJson,
  request,
} from '@iq/service-common/src/testing';
import { DEFAULT_ORDER_CONFIG } from '@iq/order-service/src/config';
import { dataOf, examAndOrderUnderTest, secondOrderInstance, unpaidOrder } from '../kits/endpoint-kit';
import { confirmedSession, countRows, paidOrder } from '../kits/order-test-kit';
import {
  mailedCode,
  mailsTo,
  movableClock,
  providerEdge,
  startSubscription,
  subscriptionKey,
} from '@iq/order-service/src/testing/subscription-kit';

describe.each(databaseTargets())('subscription calls refuse bad input on $name', (target) => {
  describeFor(target)('', () => {
    const edge = providerEdge();
    const clock = movableClock('2027-05-01T08:00:00.000Z');
    const { exam, order } = examAndOrderUnderTest(target, { providers: edge.providers, now: clock.now });
    let session: string;
    let orderNumber: string;
    const email = `owner-${Date.now().toString(36)}@example.com`;
    beforeAll(async () => {
      session = await confirmedSession(exam.url, 1, 21);
      ({ orderNumber } = await paidOrder(order.url, session, { skuId: 'sku2', email }));
    });

    const unchanged = async (
      attempt: () => Promise<{ status: number; body: unknown; text: string }>,
      status: number,
      message: string | RegExp,
    ) => {
      const before = await countRows(order.database.db);
      const res = await attempt();
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ result: status, message: expect.stringMatching(message) });
      expect(leaksInternals(res.text)).toBe(false);
      const after = await countRows(order.database.db);
      // A refused call writes nothing; rate-limit counters are the one thing counted on purpose.
      expect({ ...after, rate_limit_counters: 0 }).toEqual({ ...before, rate_limit_counters: 0 });
      return res;
    };

    test('start: malformed JSON, wrong types, terms not ticked, missing headers', async () => {
      const url = `${order.url}/pay/secondPhase/pay/planSku`;
      const headers = {
        'content-type': 'application/json',
        'Idempotency-Key': subscriptionKey(),
        'Exam-Session': session,
      };
      await unchanged(
        () => request(url, { method: 'POST', headers, body: '{"orderNumber": ' }),
        400,
        'Malformed JSON body',
      );
      await unchanged(
        () => startSubscription(order.url, session, { orderNumber, planId: 'weekly', termsAccepted: 'yes' }),
        400,
        /^termsAccepted: /,
      );
      await unchanged(
        () => startSubscription(order.url, session, { orderNumber, planId: 'yearly', termsAccepted: true }),
        400,
        /^planId: /,
      );
      await unchanged(
        () =>
          startSubscription(order.url, session, { orderNumber: 42, planId: 'weekly', termsAccepted: true }),
        400,
        /^orderNumber: /,
      );
      await unchanged(
        () =>
          startSubscription(order.url, session, {
            orderNumber,
            planId: 'weekly',
            termsAccepted: true,
            price: 1,
          }),
        400,
        /Unrecognized key/,
      );
      await unchanged(
        () => startSubscription(order.url, session, { orderNumber, planId: 'weekly', termsAccepted: false }),
        400,
        'Please check "I have read and agree to the terms" to proceed',
      );
      await unchanged(
        () =>
          postJson(url, { orderNumber, planId: 'weekly', termsAccepted: true }, { 'Exam-Session': session }),
        400,
        /Idempotency-Key/,
      );
    });

    test("start: an unknown order, another person's order, an unpaid order: refused, nothing charged", async () => {
      await unchanged(
        () =>
          startSubscription(order.url, session, {
            orderNumber: 'A'.repeat(22),
            planId: 'weekly',
            termsAccepted: true,
          }),
        404,
        'Order not found',
      );
      await unchanged(
        () =>
          startSubscription(order.url, session, {
            orderNumber: 'not an order',
            planId: 'weekly',
            termsAccepted: true,
          }),
        404,
        'Order not found',
      );
      // Someone else's browser (another exam session) cannot subscribe with this buyer's card.
      const stranger = await confirmedSession(exam.url, 1, 22);
      await unchanged(
        () => startSubscription(order.url, stranger, { orderNumber, planId: 'monthly', termsAccepted: true }),
        404,
        'Order not found',
      );
      const unpaid = await unpaidOrder(order.url, stranger, { skuId: 'sku1', email: 'other@example.com' });
      await unchanged(
        () =>
          startSubscription(order.url, stranger, {
            orderNumber: unpaid,
            planId: 'weekly',
            termsAccepted: true,
          }),
        409,
        'Pay the order first',
      );
      expect(edge.calls).toHaveLength(0);
    });

    test('start: a declined first charge (skip trial) creates nothing; then one subscription per order', async () => {
      edge.decline(1);
      await unchanged(
        () =>
          startSubscription(order.url, session, {
            orderNumber,
            planId: 'weekly',
            skipTrial: true,
            termsAccepted: true,
          }),
        402,
        'Payment failed',
      );
      expect(edge.calls).toHaveLength(1);
      const key = subscriptionKey();
      const res = await startSubscription(
        order.url,
        session,
        { orderNumber, planId: 'weekly', skipTrial: true, termsAccepted: true },
        key,
      );
      expect(res.status).toBe(200);
      // Skipping the trial: charged at once, the amount of the plan, no activation fee.
      expect(subscriptionViewSchema.parse(dataOf(res))).toMatchObject({
        status: 'active',
        trialEndsAt: null,
        amountMinor: 1999,
      });
      expect(edge.calls.map((c) => c.amountMinor)).toEqual([1999, 1999]);
      // The same request again replays; no second charge.
      const again = await startSubscription(
        order.url,
        session,
        { orderNumber, planId: 'weekly', skipTrial: true, termsAccepted: true },
        key,
      );
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(edge.calls).toHaveLength(2);
      await unchanged(
        () => startSubscription(order.url, session, { orderNumber, planId: 'monthly', termsAccepted: true }),
        409,
        'This order already has a subscription',
      );
      expect(edge.calls).toHaveLength(2);
    });

    test("unsubscribe: unknown address, bad e-mail, wrong types, another address's code, wrong and used codes", async () => {
      const check = (body: unknown) => postJson(`${order.url}/pay/unsubscribe/check/email`, body);
      const cancel = (body: unknown) => postJson(`${order.url}/pay/unsubscribe/cancel`, body);
      // Issue 37: an unknown address gets the subscriber's answer; only its mailbox learns there
      // is nothing to cancel (the spec's "Email not found" told anyone who subscribes).
      const nobody = 'nobody-here@example.com';
      const answer = await check({ email: nobody });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ result: 200, data: { sent: true, expiresInSeconds: 1800 } });
      const mails = await mailsTo(order.database.db, nobody);
      expect(mails.map((m) => [m.kind, m.subject])).toEqual([
        ['subscription-none', 'No subscription uses this address'],
      ]);
      expect(mails[0]!.text).not.toMatch(/\b\d{6}\b/);
      await unchanged(() => check({ email: 'not-an-address' }), 400, 'Please input correct email address');
      await unchanged(() => check({ email: 7 }), 400, /^email: /);
      await unchanged(
        () =>
          request(`${order.url}/pay/unsubscribe/check/email`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{',
          }),
        400,
        'Malformed JSON body',
      );
      await unchanged(() => cancel({ email, code: 'abc' }), 400, /code/);
      await unchanged(
        () => cancel({ token: 'x'.repeat(32) }),
        400,
        'This code is not valid or has expired. Ask for a new one.',
      );
      // No code asked yet.
      await unchanged(() => cancel({ email, code: '123456' }), 400, 'This code is not valid or has expired');

      expect((await check({ email })).status).toBe(200);
      const code = await mailedCode(order.database.db, email);
      // The code belongs to its address: with another address it opens nothing.
      const other = `other-${Date.now().toString(36)}@example.com`;
      await unchanged(() => cancel({ email: other, code }), 400, 'This code is not valid or has expired');
      const wrong = code === '000000' ? '000001' : '000000';
      const refused = await cancel({ email, code: wrong });
      expect(refused.status).toBe(400);
      const live = await order.database.db
        .selectFrom('subscriptions')
        .select('status')
        .where('order_number', '=', orderNumber)
        .executeTakeFirstOrThrow();
      expect(live.status).toBe('active');

      const done = await cancel({ email, code });
      expect(done).toMatchObject({ status: 200, body: { data: { message: 'Cancellation successful' } } });
      // Single use.
      await unchanged(() => cancel({ email, code }), 400, 'This code is not valid or has expired');
      expect(await mailsTo(order.database.db, email, 'subscription-cancelled')).toHaveLength(1);
    });

    // An instance started with RATE_LIMIT_FACTOR=2 on the same database and clock.
    const widened = secondOrderInstance(target, order, exam, {
      providers: edge.providers,
      now: clock.now,
      config: { ...DEFAULT_ORDER_CONFIG, rateLimitFactor: 2 },
    });
    test('unsubscribe: 10 code requests an hour per client across addresses; 20 at RATE_LIMIT_FACTOR=2', async () => {
      let addresses = 0;
      const checkFrom = (base: string, client: string) =>
        postJson(
          `${base}/pay/unsubscribe/check/email`,
          { email: `nobody-${target.name}-${(addresses += 1)}@example.com` },
          { 'X-Forwarded-For': client },
        );
      for (const [base, client, limit] of [
        [order.url, '198.18.7.1', 10],
        [widened.url(), '198.18.7.2', 20],
      ] as const) {
        for (let i = 0; i < limit; i += 1) expect((await checkFrom(base, client)).status).toBe(200);
        expect(await checkFrom(base, client)).toMatchObject({ status: 429, body: { result: 429 } });
      }
    });

    test('unsubscribe: codes expire, wrong tries are limited, sending is rate-limited', async () => {
      const buyer = `limits-${Date.now().toString(36)}@example.com`;
      const own = await confirmedSession(exam.url, 1, 23);
      const paid = await paidOrder(order.url, own, { skuId: 'sku1', email: buyer });
      expect(
        (
          await startSubscription(order.url, own, {
            orderNumber: paid.orderNumber,
            planId: 'weekly',
            termsAccepted: true,
          })
        ).status,
      ).toBe(200);
      const check = () => postJson(`${order.url}/pay/unsubscribe/check/email`, { email: buyer });
      const cancel = (code: string) =>
        postJson(`${order.url}/pay/unsubscribe/cancel`, { email: buyer, code });

      expect((await check()).status).toBe(200);
      const expiring = await mailedCode(order.database.db, buyer);
      clock.advance(31 * 60 * 1000);
      expect((await cancel(expiring)).status).toBe(400);

      expect((await check()).status).toBe(200);
      const code = await mailedCode(order.database.db, buyer);
      const wrong = code === '000000' ? '000001' : '000000';
      for (let i = 0; i < 5; i += 1) expect((await cancel(wrong)).status).toBe(400);
      // Five wrong tries spend the code, even the right one now.
      expect(await cancel(code)).toMatchObject({
        status: 429,
        body: { message: 'Too many attempts. Please try again later.' },
      });

      // Three codes per address per hour: the fourth is refused with Retry-After.
      expect((await check()).status).toBe(200);
      const limited = await check();
      expect(limited).toMatchObject({ status: 429, body: { result: 429 } });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      const sub = await order.database.db
        .selectFrom('subscriptions')
        .select('status')
        .where('order_number', '=', paid.orderNumber)
        .executeTakeFirstOrThrow();
      expect(sub.status).toBe('trialing');
    });
  });
});
