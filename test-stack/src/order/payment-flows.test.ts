// The whole purchase in its other shapes (issue 7): 3-D Secure approve and fail, PayPal approve
// (return + capture) and cancel, retry after a failure, one key across two service instances.
import {
  createOrderResponseSchema,
  orderStatusResponseSchema,
  type OrderStatusResponse,
} from '@iq/contracts';
import { createDatabase, type Database } from '@iq/service-common';
import {
  databaseTargets,
  describeFor,
  postJson,
  startServer,
  TEST_DATABASE_URL,
} from '@iq/service-common/src/testing';
import { createOrderApp } from '@iq/order-service/src/app';
import { createExamSessionsClient } from '@iq/order-service/src/modules/orders/data-access/exam-sessions';
import type { OrderDB } from '@iq/order-service/src/data-access/schema';
import { dataOf, examAndOrderUnderTest } from '../kits/endpoint-kit';
import {
  confirmedSession,
  countRows,
  formKeyOf,
  getPage,
  postForm,
  servicePath,
} from '../kits/order-test-kit';
let keys = 0;
const newKey = () => `flow-test-${Date.now().toString(36)}-${(keys += 1)}`;
const CARD = { expiry: '12/34', cvc: '123', name: 'Ada Lovelace' };

describe.each(databaseTargets())('payment flows on $name', (target) => {
  describeFor(target)('', () => {
    const { exam, order } = examAndOrderUnderTest(target);
    // Each order is for a test of its own (issue 35: a test's tier is sold once).
    const createOrder = async (payMethod = 'card', url = order.url, key = newKey()) => {
      const res = await postJson(
        `${url}/pay/pay/order/create`,
        { skuId: 'sku3', email: 'flow@example.com', payMethod, country: 'FR' },
        { 'Idempotency-Key': key, 'Exam-Session': await confirmedSession(exam.url) },
      );
      expect(res.status).toBe(200);
      return createOrderResponseSchema.parse(dataOf(res));
    };
    const url = (publicPath: string) => `${order.url}${servicePath(publicPath)}`;
    const status = async (orderNumber: string): Promise<OrderStatusResponse> =>
      orderStatusResponseSchema.parse(
        dataOf(await postJson(`${order.url}/pay/pay/check/status`, { orderNumber })),
      );
    const payByCard = async (payUrl: string, cardNumber: string) => {
      const page = await getPage(url(payUrl));
      expect(page.status).toBe(200);
      return postForm(url(payUrl), { ...CARD, cardNumber, idempotencyKey: formKeyOf(page.text) });
    };
    const retry = async (orderNumber: string, payMethod: string) => {
      const res = await postJson(
        `${order.url}/pay/pay/order/retry`,
        { orderNumber, payMethod },
        { 'Idempotency-Key': newKey() },
      );
      return res;
    };
    const mailCount = async (orderNumber: string) =>
      (
        await order.database.db
          .selectFrom('mail_outbox')
          .select('id')
          .where('order_number', '=', orderNumber)
          .execute()
      ).length;
    const check = (orderNumber: string) => `/paying/check/web-1?orderNumber=${orderNumber}`;

    test('3-D Secure: the challenge page, Approve → paid (once, however often it is clicked)', async () => {
      const { orderNumber, payUrl } = await createOrder();
      const attemptId = payUrl.split('/').pop()!;
      const submitted = await payByCard(payUrl, '4000 0027 6000 3184');
      expect(submitted).toMatchObject({ status: 303, location: `/api/pay/pay/page/${attemptId}/3ds` });
      expect(await status(orderNumber)).toMatchObject({ status: 'pending', failureReason: null });
      // The card page now leads to the open challenge.
      expect(await getPage(url(payUrl))).toMatchObject({
        status: 303,
        location: `/api/pay/pay/page/${attemptId}/3ds`,
      });

      const challenge = await getPage(url(submitted.location!));
      expect(challenge.status).toBe(200);
      expect(challenge.headers.get('content-security-policy')).toMatch(
        /^default-src 'none'; style-src 'nonce-/,
      );
      expect(challenge.text).toContain('Your bank asks you to confirm the payment of');
      expect(challenge.text).toContain(
        '<button type="submit" name="decision" value="approve">Approve</button>',
      );
      expect(challenge.text).toContain(
        '<button type="submit" name="decision" value="fail" class="secondary">Fail</button>',
      );
      expect(challenge.text).not.toMatch(/<script/i);

      const [first, second] = await Promise.all([
        postForm(url(submitted.location!), { decision: 'approve' }),
        postForm(url(submitted.location!), { decision: 'approve' }),
      ]);
      expect(first).toMatchObject({ status: 303, location: check(orderNumber) });
      expect(second).toMatchObject({ status: 303, location: check(orderNumber) });
      expect(await status(orderNumber)).toMatchObject({ status: 'paid', amountMinor: 2999, currency: 'EUR' });
      expect(await mailCount(orderNumber)).toBe(2);
      const row = await order.database.db
        .selectFrom('orders')
        .select(['card_brand', 'card_last4'])
        .where('order_number', '=', orderNumber)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ card_brand: 'visa', card_last4: '3184' });
      // The challenge is over: its page points at the status check.
      expect(await getPage(url(submitted.location!))).toMatchObject({
        status: 303,
        location: check(orderNumber),
      });
      expect(await retry(orderNumber, 'card')).toMatchObject({
        status: 409,
        body: { message: 'This order is already paid' },
      });
    });

    test('3-D Secure Fail → failed (authentication-failed); retry with another card → paid', async () => {
      const { orderNumber, payUrl } = await createOrder();
      const submitted = await payByCard(payUrl, '4000002760003184');
      expect((await postForm(url(submitted.location!), { decision: 'fail' })).location).toBe(
        check(orderNumber),
      );
      expect(await status(orderNumber)).toMatchObject({
        status: 'failed',
        failureReason: 'authentication-failed',
      });
      expect(await mailCount(orderNumber)).toBe(0);
      expect((await postForm(url(submitted.location!), { decision: 'maybe' })).status).toBe(400);

      const retried = await retry(orderNumber, 'card');
      expect(retried.status).toBe(200);
      const { payUrl: again } = createOrderResponseSchema.parse(dataOf(retried));
      expect(again).not.toBe(payUrl);
      expect(await status(orderNumber)).toMatchObject({ status: 'created', failureReason: null });
      // The old attempt's page is spent.
      expect((await getPage(url(payUrl))).status).toBe(303);
      expect(await payByCard(again, '4242 4242 4242 4242')).toMatchObject({
        status: 303,
        location: check(orderNumber),
      });
      expect(await status(orderNumber)).toMatchObject({ status: 'paid', failureReason: null });
      expect(await mailCount(orderNumber)).toBe(2);
    });

    test('PayPal: the test page, Approve → back to the site → capture → paid; a reload captures nothing more', async () => {
      const { orderNumber, payUrl } = await createOrder('paypal');
      const attemptId = payUrl.split('/').pop()!;
      const page = await getPage(url(payUrl));
      expect(page.status).toBe(200);
      expect(page.text).toContain('<h1>PayPal</h1>');
      expect(page.text).toContain('Pay €29,99 with PayPal.');
      expect(page.text).toContain('<button type="submit" name="decision" value="approve">Approve</button>');
      expect(page.text).toContain(
        '<button type="submit" name="decision" value="cancel" class="secondary">Cancel</button>',
      );
      expect(page.text).not.toContain('Card number');

      const approved = await postForm(url(payUrl), { decision: 'approve' });
      expect(approved).toMatchObject({ status: 303, location: `/api/pay/pay/paypal/return/${attemptId}` });
      expect(await status(orderNumber)).toMatchObject({ status: 'pending', payMethod: 'paypal' });
      const captured = await getPage(url(approved.location!));
      expect(captured).toMatchObject({ status: 303, location: check(orderNumber) });
      expect(await status(orderNumber)).toMatchObject({ status: 'paid' });
      expect(await getPage(url(approved.location!))).toMatchObject({
        status: 303,
        location: check(orderNumber),
      });
      const events = await order.database.db
        .selectFrom('payment_events')
        .select('type')
        .where('order_number', '=', orderNumber)
        .execute();
      expect(events).toEqual([{ type: 'payment.succeeded' }]);
      const receipt = await order.database.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('order_number', '=', orderNumber)
        .where('kind', '=', 'receipt')
        .executeTakeFirstOrThrow();
      expect(receipt.text_body).toContain('Paid with: PayPal');
    });

    test('PayPal Cancel → back to the payment screen with cancelled=1, nothing charged; then card pays', async () => {
      const { orderNumber, payUrl } = await createOrder('paypal');
      const cancelled = await postForm(url(payUrl), { decision: 'cancel' });
      expect(cancelled).toMatchObject({
        status: 303,
        location: `/paying/payment/web-1?orderNumber=${orderNumber}&cancelled=1`,
      });
      expect(await status(orderNumber)).toMatchObject({ status: 'failed', failureReason: 'cancelled' });
      expect(await mailCount(orderNumber)).toBe(0);
      expect((await postForm(url(payUrl), { decision: 'approve' })).location).toBe(check(orderNumber)); // spent
      expect((await postForm(url(payUrl), { decision: 'nope' })).status).toBe(400);

      const { payUrl: card } = createOrderResponseSchema.parse(dataOf(await retry(orderNumber, 'card')));
      expect(await status(orderNumber)).toMatchObject({ status: 'created', payMethod: 'card' });
      await payByCard(card, '4242424242424242');
      expect(await status(orderNumber)).toMatchObject({ status: 'paid', payMethod: 'card' });
    });

    test('an abandoned challenge (pending) can be retried; its late approval still pays, the new page then refuses', async () => {
      const { orderNumber, payUrl } = await createOrder();
      const challenge = (await payByCard(payUrl, '4000 0027 6000 3184')).location!;
      const { payUrl: fresh } = createOrderResponseSchema.parse(dataOf(await retry(orderNumber, 'card')));
      await postForm(url(challenge), { decision: 'approve' });
      expect((await status(orderNumber)).status).toBe('paid');
      expect(await getPage(url(fresh))).toMatchObject({ status: 303, location: check(orderNumber) });
    });

    test('one key, 20 concurrent creates spread over two service instances on one database: one order', async () => {
      // A second instance: its own app and (on PostgreSQL) its own connection pool, same schema.
      let second: Database<OrderDB> = order.database;
      if (target.name === 'postgres')
        second = await createDatabase<OrderDB>({
          service: 'order',
          schema: order.database.schema,
          databaseUrl: TEST_DATABASE_URL,
        });
      const instance = await startServer(
        createOrderApp({ database: second, examSessions: createExamSessionsClient(exam.url) }),
      );
      try {
        const session = await confirmedSession(exam.url);
        const before = await countRows(order.database.db);
        const key = newKey();
        const replies = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            postJson(
              `${i % 2 ? instance.url : order.url}/pay/pay/order/create`,
              { skuId: 'sku3', email: 'flow@example.com', payMethod: 'card', country: 'FR' },
              { 'Idempotency-Key': key, 'Exam-Session': session },
            ),
          ),
        );
        expect(replies.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
        expect(new Set(replies.map((r) => r.text)).size).toBe(1);
        const after = await countRows(order.database.db);
        expect(after.orders).toBe(before.orders! + 1);
        expect(after.payment_attempts).toBe(before.payment_attempts! + 1);
      } finally {
        await instance.close();
        if (second !== order.database) await second.close();
      }
    });
  });
});
