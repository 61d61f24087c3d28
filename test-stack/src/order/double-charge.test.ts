// Issue 35, never a double charge: the four scenarios an outside probe found, over real HTTP
// against the REAL exam service, on PGlite and on PostgreSQL with two order-service instances on
// one database. What the buyer paid is read from check/status (charges, netChargedMinor), the
// mails from the outbox, and the provider calls from a provider edge that records them (it never
// reads our tables): one price each, whatever the order of events.
import {
  createOrderResponseSchema,
  orderStatusResponseSchema,
  type OrderStatusResponse,
} from '@iq/contracts';
import { databaseTargets, describeFor, postJson, request } from '@iq/service-common/src/testing';
import { createOrderScheduler } from '@iq/order-service/src/app';
import { DEFAULT_ORDER_CONFIG } from '@iq/order-service/src/config';
import { testModeReader } from '@iq/order-service/src/modules/payments/data-access/test-mode-records';
import { signPayload } from '@iq/order-service/src/modules/payments/domain/payment-events';
import { RECONCILE_AFTER_MS } from '@iq/order-service/src/modules/payments/entry-points/refund-and-reconcile-jobs';
import { dataOf, examAndOrderUnderTest, secondOrderInstance } from '../kits/endpoint-kit';
import {
  forwardingProviders,
  recordingProviders,
  type RecordingEdge,
} from '@iq/order-service/src/testing/money-edge';
import {
  confirmedSession,
  countRows,
  createOrder,
  formKeyOf,
  getPage,
  paidOrder,
  postForm,
  servicePath,
} from '../kits/order-test-kit';
import { movableClock } from '@iq/order-service/src/testing/subscription-kit';

const SECRET = 'a-webhook-secret-of-the-double-charge-test-0123';
const CARD = { expiry: '12/34', cvc: '123', name: 'Ada Lovelace' };
let seq = 0;
const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(seq += 1).toString().padStart(12, '0')}`;

describe.each(databaseTargets())('never a double charge on $name', (target) => {
  describeFor(target)('', () => {
    const clock = movableClock('2027-03-01T10:00:00.000Z');
    const config = { ...DEFAULT_ORDER_CONFIG, webhookSecret: SECRET };
    let edge: RecordingEdge;
    const providers = forwardingProviders(() => edge.providers);
    // The edge is built over the service's own database once it exists (beforeAll below).
    const { exam, order } = examAndOrderUnderTest(target, { config, now: clock.now, providers });
    /** A second instance of the service on the same database (its own pool on PostgreSQL). */
    const instance = secondOrderInstance(target, order, exam, { config, now: clock.now, providers });
    beforeAll(() => {
      edge = recordingProviders(testModeReader(order.database.db));
    });

    const scheduler = () =>
      createOrderScheduler({ database: order.database, config, providers, now: clock.now });
    const url = (base: string, publicPath: string) => `${base}${servicePath(publicPath)}`;
    const status = async (orderNumber: string): Promise<OrderStatusResponse> =>
      orderStatusResponseSchema.parse(
        dataOf(await postJson(`${order.url}/pay/pay/check/status`, { orderNumber })),
      );
    const payByCard = async (base: string, payUrl: string, cardNumber = '4242 4242 4242 4242') => {
      const page = await getPage(url(base, payUrl));
      expect(page.status).toBe(200);
      return postForm(url(base, payUrl), { ...CARD, cardNumber, idempotencyKey: formKeyOf(page.text) });
    };
    const created = async (session: string, purchase: Parameters<typeof createOrder>[2]) => {
      const res = await createOrder(order.url, session, purchase);
      expect(res.status).toBe(200);
      const data = createOrderResponseSchema.parse(dataOf(res));
      return { ...data, attemptId: data.payUrl.split('/').pop()! };
    };
    const retry = async (orderNumber: string, payMethod: 'card' | 'paypal') => {
      const res = await postJson(
        `${order.url}/pay/pay/order/retry`,
        { orderNumber, payMethod },
        { 'Idempotency-Key': unique('retry-') },
      );
      expect(res.status).toBe(200);
      return createOrderResponseSchema.parse(dataOf(res));
    };
    const mailsOf = (orderNumber: string) =>
      order.database.db
        .selectFrom('mail_outbox')
        .select(['kind', 'subject', 'text_body as text'])
        .where('order_number', '=', orderNumber)
        .orderBy('id')
        .execute();
    /** A provider event as a real provider's webhook sends it. */
    const deliver = async (
      o: { orderNumber: string; attemptId: string },
      method: 'card' | 'paypal',
      type: 'payment.succeeded' | 'payment.failed' = 'payment.succeeded',
    ) => {
      const at = Math.floor(clock.now().getTime() / 1000);
      const raw = JSON.stringify({
        id: unique('evt_'),
        type,
        created: at,
        data: {
          attemptId: o.attemptId,
          orderNumber: o.orderNumber,
          method,
          ...(type === 'payment.failed' && { failureReason: 'declined' }),
        },
      });
      return request(`${order.url}/pay/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Payment-Signature': signPayload(SECRET, at, raw) },
        body: raw,
      });
    };

    test('PayPal approved, a card retry pays, then PayPal’s return: the approval is released, one price charged', async () => {
      const session = await confirmedSession(exam.url);
      const o = await created(session, { skuId: 'sku2', payMethod: 'paypal', email: 'pp-late@example.com' });
      // Approve at PayPal, and do not come back.
      const approved = await postForm(url(order.url, o.payUrl), { decision: 'approve' });
      expect(approved.location).toBe(`/api/pay/pay/paypal/return/${o.attemptId}`);
      // Retry by card (on the other instance) and pay 4242.
      const byCard = await retry(o.orderNumber, 'card');
      expect((await payByCard(instance.url(), byCard.payUrl)).status).toBe(303);
      expect((await status(o.orderNumber)).status).toBe('paid');
      // Now PayPal's return URL opens: nothing is captured.
      const back = await getPage(`${order.url}/pay/pay/paypal/return/${o.attemptId}`);
      expect(back.status).toBe(303);
      await scheduler().runDue();
      expect(edge.releases.map((r) => r.attemptId)).toEqual([o.attemptId]);
      const after = await status(o.orderNumber);
      expect(after.netChargedMinor).toBe(1999);
      expect(after.charges.map((c) => [c.method, c.state, c.amountMinor, c.refundedMinor])).toEqual([
        ['paypal', 'voided', 1999, 0],
        ['card', 'captured', 1999, 0],
      ]);
      const mails = await mailsOf(o.orderNumber);
      expect(mails.map((m) => m.kind.replace(/^refund-.*/, 'refund'))).toEqual([
        'receipt',
        'report-link',
        'refund',
      ]);
      expect(mails[2]!.subject).toBe('Your PayPal approval was released: nothing was charged');
      expect(mails[2]!.text).toContain('Total charged for this order: $19.99');
      // A reload of the return changes nothing.
      await getPage(`${order.url}/pay/pay/paypal/return/${o.attemptId}`);
      await scheduler().runDue();
      expect((await status(o.orderNumber)).netChargedMinor).toBe(1999);
      expect(edge.releases).toHaveLength(1);
    });

    test('a late PayPal capture for an order paid by card is refunded at once, and mailed', async () => {
      const session = await confirmedSession(exam.url);
      const o = await created(session, {
        skuId: 'sku1',
        payMethod: 'paypal',
        email: 'pp-capture@example.com',
      });
      await postForm(url(order.url, o.payUrl), { decision: 'approve' });
      const byCard = await retry(o.orderNumber, 'card');
      await payByCard(order.url, byCard.payUrl);
      // The provider captured anyway (a real processor's webhook): money taken twice.
      expect((await deliver(o, 'paypal')).status).toBe(200);
      const pending = await status(o.orderNumber);
      expect(pending.charges.map((c) => c.state)).toEqual(['refund-pending', 'captured']);
      expect(pending.netChargedMinor).toBe(999 * 2);
      await scheduler().runDue();
      expect(edge.refunds.filter((r) => r.orderNumber === o.orderNumber)).toEqual([
        expect.objectContaining({ chargeRef: o.attemptId, amountMinor: 999, currency: 'USD' }),
      ]);
      const after = await status(o.orderNumber);
      expect(after.netChargedMinor).toBe(999);
      expect(after.charges.map((c) => [c.method, c.state, c.refundedMinor])).toEqual([
        ['paypal', 'refunded', 999],
        ['card', 'captured', 0],
      ]);
      const refund = (await mailsOf(o.orderNumber)).find((m) => m.kind.startsWith('refund-'))!;
      expect(refund.subject).toBe('Refund of $9.99 for your IQ test order');
      expect(refund.text).toContain('Your order was paid twice.');
      expect(refund.text).toContain('Total charged for this order: $9.99');
      // The same event again, or the scheduler again: nothing more.
      await scheduler().runDue();
      expect(edge.refunds.filter((r) => r.orderNumber === o.orderNumber)).toHaveLength(1);
    });

    test('a test that owns sku1 cannot buy sku1 again: 409 naming the report, nothing written', async () => {
      const session = await confirmedSession(exam.url);
      const paid = await paidOrder(order.url, session, { skuId: 'sku1', email: 'twice@example.com' });
      const before = await countRows(order.database.db);
      const again = await createOrder(order.url, session, { skuId: 'sku1', email: 'twice@example.com' });
      expect(again).toMatchObject({
        status: 409,
        body: {
          result: 409,
          message: expect.stringMatching(/already own/),
          reportPath: `/report/result/web-1?orderNumber=${paid.orderNumber}`,
        },
      });
      expect(await countRows(order.database.db)).toEqual(before);
    });

    test('two upgrade orders opened before either is paid: the second cannot be paid, and a forced one is refunded', async () => {
      const session = await confirmedSession(exam.url);
      const base = await paidOrder(order.url, session, { skuId: 'sku1', email: 'two-tabs@example.com' });
      const upgrade = (key: string) =>
        postJson(
          `${order.url}/pay/pay/order/create`,
          {
            skuId: 'sku2',
            upgradeFrom: base.orderNumber,
            email: 'two-tabs@example.com',
            payMethod: 'card',
            country: 'US',
          },
          { 'Idempotency-Key': key, 'Exam-Session': session },
        );
      const [a, b] = (await Promise.all([upgrade(unique('tab-a-')), upgrade(unique('tab-b-'))])).map(
        (res) => {
          expect(res.status).toBe(200);
          const data = createOrderResponseSchema.parse(dataOf(res));
          expect(data.amountMinor).toBe(1000);
          return { ...data, attemptId: data.payUrl.split('/').pop()! };
        },
      );
      expect((await payByCard(order.url, a!.payUrl)).status).toBe(303);
      // Tab B: the page now says the buyer owns it already; nothing can be paid there.
      const pageB = await getPage(url(instance.url(), b!.payUrl));
      expect(pageB.status).toBe(409);
      expect(pageB.text).toContain('You already own part of this order');
      expect(pageB.text).toContain(`/report/result/web-1?orderNumber=`);
      // A success for B arrives anyway (a race at the provider): it is refunded in full.
      expect((await deliver(b!, 'card')).status).toBe(200);
      await scheduler().runDue();
      const [sa, sb] = [await status(a!.orderNumber), await status(b!.orderNumber)];
      expect(sa.netChargedMinor + sb.netChargedMinor).toBe(1000);
      expect(sb.charges.map((c) => [c.state, c.refundedMinor])).toEqual([['refunded', 1000]]);
      const refund = (await mailsOf(b!.orderNumber)).find((m) => m.kind.startsWith('refund-'))!;
      expect(refund.text).toContain('already yours');
      // The report still shows sku2 (from A), nothing lost.
      const report = await request(`${order.url}/exam/order/info/${base.orderNumber}`);
      expect(dataOf<{ skuId: string }>(report).skuId).toBe('sku2');
    });

    test('reconciliation: a card submit whose result never arrived is settled from the provider', async () => {
      const session = await confirmedSession(exam.url);
      const o = await created(session, { skuId: 'sku1', email: 'lost-event@example.com' });
      // What a process that died after the submit's commit leaves: the attempt pending, the
      // processor's own record of its decision, the reconcile job armed; no event.
      const at = clock.now();
      await order.database.db
        .updateTable('payment_attempts')
        .set({ status: 'pending', card_brand: 'visa', card_last4: '4242' })
        .where('id', '=', o.attemptId)
        .execute();
      await order.database.db
        .updateTable('orders')
        .set({ status: 'pending' })
        .where('order_number', '=', o.orderNumber)
        .execute();
      await order.database.db
        .insertInto('test_mode_payments')
        .values({
          attempt_id: o.attemptId,
          state: 'succeeded',
          failure_reason: null,
          card_brand: 'visa',
          card_last4: '4242',
          decided_at: at,
        })
        .execute();
      await order.database.db
        .insertInto('scheduled_jobs')
        .values({
          kind: 'reconcile',
          order_number: o.orderNumber,
          period: 0,
          run_at: new Date(at.getTime() + RECONCILE_AFTER_MS),
        })
        .execute();
      await scheduler().runDue();
      expect((await status(o.orderNumber)).status).toBe('pending'); // not due yet
      clock.advance(RECONCILE_AFTER_MS);
      await scheduler().runDue();
      const after = await status(o.orderNumber);
      expect(after).toMatchObject({ status: 'paid', netChargedMinor: 999 });
      expect((await mailsOf(o.orderNumber)).map((m) => m.kind)).toEqual(['receipt', 'report-link']);
    });

    test('reconciliation: an open 3-D Secure challenge waits, then expires; a PayPal approval never brought back is released', async () => {
      const threeDs = await created(await confirmedSession(exam.url), {
        skuId: 'sku1',
        email: '3ds@example.com',
      });
      expect((await payByCard(order.url, threeDs.payUrl, '4000 0027 6000 3184')).location).toContain('/3ds');
      const paypal = await created(await confirmedSession(exam.url), {
        skuId: 'sku1',
        payMethod: 'paypal',
        email: 'gone@example.com',
      });
      await postForm(url(order.url, paypal.payUrl), { decision: 'approve' });

      clock.advance(RECONCILE_AFTER_MS);
      await scheduler().runDue();
      // The challenge is still the buyer's to answer; the approval was never brought back.
      expect((await status(threeDs.orderNumber)).status).toBe('pending');
      const released = await status(paypal.orderNumber);
      expect(released).toMatchObject({ status: 'failed', failureReason: 'cancelled', netChargedMinor: 0 });
      expect(released.charges.map((c) => c.state)).toEqual(['voided']);
      expect(edge.releases.map((r) => r.attemptId)).toContain(paypal.attemptId);
      // Coming back to PayPal's return later captures nothing.
      await getPage(`${order.url}/pay/pay/paypal/return/${paypal.attemptId}`);
      expect((await status(paypal.orderNumber)).netChargedMinor).toBe(0);

      clock.advance(15 * 60 * 1000);
      await scheduler().runDue();
      expect(await status(threeDs.orderNumber)).toMatchObject({
        status: 'failed',
        failureReason: 'authentication-failed',
        netChargedMinor: 0,
      });
    });
  });
});
