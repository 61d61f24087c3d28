// POST /pay/events (issue 7): HMAC-signed provider events, verified, deduplicated by id, safe in
// any order; with a secret of our own and production routes (no /dev/mail).
import { createOrderResponseSchema, orderStatusResponseSchema } from '@iq/contracts';
import {
  databaseTargets,
  describeFor,
  leaksInternals,
  postJson,
  request,
} from '@iq/service-common/src/testing';
import { DEFAULT_ORDER_CONFIG } from '@iq/order-service/src/config';
import { signPayload } from '@iq/order-service/src/modules/payments/domain/payment-events';
import { dataOf, examAndOrderUnderTest } from '../kits/endpoint-kit';
import { confirmedSession, countRows } from '../kits/order-test-kit';

const SECRET = 'a-webhook-secret-of-this-test-only-0123456789';
let seq = 0;
const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(seq += 1).toString().padStart(12, '0')}`;

describe.each(databaseTargets())('payment events on $name', (target) => {
  describeFor(target)('', () => {
    const { exam, order } = examAndOrderUnderTest(target, {
      config: {
        ...DEFAULT_ORDER_CONFIG,
        webhookSecret: SECRET,
        devRoutes: false,
        publicUrl: 'https://iq.example.com',
      },
    });
    const bodies: string[] = [];

    const createOrder = async () => {
      const res = await postJson(
        `${order.url}/pay/pay/order/create`,
        { skuId: 'sku1', email: 'events@example.com', payMethod: 'card', country: 'GB' },
        { 'Idempotency-Key': unique('evt-test-'), 'Exam-Session': await confirmedSession(exam.url) },
      );
      const created = createOrderResponseSchema.parse(dataOf(res));
      const attemptId = created.payUrl.split('/').pop()!;
      return { ...created, attemptId };
    };
    const eventFor = (
      o: { orderNumber: string; attemptId: string },
      type: 'payment.succeeded' | 'payment.failed',
      extra: Record<string, unknown> = {},
    ) => ({
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
        ...extra,
      },
    });
    const send = async (
      body: unknown,
      {
        secret = SECRET,
        at = Math.floor(Date.now() / 1000),
        header,
      }: { secret?: string; at?: number; header?: string } = {},
    ) => {
      const raw = typeof body === 'string' ? body : JSON.stringify(body);
      const res = await request(`${order.url}/pay/events`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'Payment-Signature': header ?? signPayload(secret, at, raw),
        },
        body: raw,
      });
      bodies.push(res.text);
      return res;
    };
    const status = async (orderNumber: string) =>
      orderStatusResponseSchema.parse(
        dataOf(await postJson(`${order.url}/pay/pay/check/status`, { orderNumber })),
      );

    test('a signed success pays the order once; its re-delivery is acknowledged and changes nothing', async () => {
      const o = await createOrder();
      const event = eventFor(o, 'payment.succeeded');
      expect(await send(event)).toMatchObject({
        status: 200,
        body: { result: 200, data: { received: true, duplicate: false } },
      });
      expect(await status(o.orderNumber)).toMatchObject({
        status: 'paid',
        amountMinor: 899,
        currency: 'GBP',
      });
      const before = await countRows(order.database.db);
      expect(await send(event)).toMatchObject({ status: 200, body: { data: { duplicate: true } } });
      expect(await countRows(order.database.db)).toEqual(before);
      const mails = await order.database.db
        .selectFrom('mail_outbox')
        .select(['kind', 'text_body'])
        .where('order_number', '=', o.orderNumber)
        .execute();
      expect(mails.map((m) => m.kind).sort()).toEqual(['receipt', 'report-link']);
      expect(mails.find((m) => m.kind === 'report-link')!.text_body).toContain(
        `https://iq.example.com/report/result/web-1?orderNumber=${o.orderNumber}`,
      );
    });

    test('out of order: a late failure never overrides paid; a superseded attempt’s failure leaves the order', async () => {
      const o = await createOrder();
      await send(eventFor(o, 'payment.succeeded'));
      expect(await send(eventFor(o, 'payment.failed'))).toMatchObject({
        status: 200,
        body: { data: { duplicate: false } },
      });
      expect(await status(o.orderNumber)).toMatchObject({ status: 'paid', failureReason: null });
      const notes = await order.database.db
        .selectFrom('payment_events')
        .select(['type', 'note'])
        .where('order_number', '=', o.orderNumber)
        .orderBy('received_at')
        .execute();
      expect(notes).toEqual([
        { type: 'payment.succeeded', note: null },
        { type: 'payment.failed', note: 'late failed: attempt already succeeded' },
      ]);

      // Failure first, then success on the same attempt (delivered out of order): paid.
      const o2 = await createOrder();
      await send(eventFor(o2, 'payment.failed'));
      expect((await status(o2.orderNumber)).status).toBe('failed');
      await send(eventFor(o2, 'payment.succeeded'));
      expect((await status(o2.orderNumber)).status).toBe('paid');

      // A retry replaces the attempt: the old one's late failure does not touch the new one.
      const o3 = await createOrder();
      const retried = await postJson(
        `${order.url}/pay/pay/order/retry`,
        { orderNumber: o3.orderNumber, payMethod: 'paypal' },
        { 'Idempotency-Key': unique('retry-') },
      );
      expect(retried.status).toBe(200);
      await send(eventFor(o3, 'payment.failed'));
      expect(await status(o3.orderNumber)).toMatchObject({
        status: 'created',
        failureReason: null,
        payMethod: 'paypal',
      });
    });

    test('refused with 400 and nothing written: bad signature, old or future timestamp, no header, bad content', async () => {
      const o = await createOrder();
      const event = eventFor(o, 'payment.succeeded');
      const now = Math.floor(Date.now() / 1000);
      const other = await createOrder();
      const before = await countRows(order.database.db);
      const cases: [Promise<Awaited<ReturnType<typeof send>>>, string | RegExp][] = [
        [send(event, { secret: DEFAULT_ORDER_CONFIG.webhookSecret }), 'Invalid payment event signature'],
        [send(event, { at: now - 6 * 60 }), 'Payment event timestamp outside the 5-minute tolerance'],
        [send(event, { at: now + 6 * 60 }), 'Payment event timestamp outside the 5-minute tolerance'],
        [send(event, { header: '' }), 'Missing Payment-Signature header'],
        [send(event, { header: `t=${now},v1=${'0'.repeat(64)}` }), 'Invalid payment event signature'],
        [send(event, { header: 'v1=abc' }), 'Malformed Payment-Signature header'],
        [send('{"id":'), 'Malformed JSON body'],
        [send({ ...event, type: 'payment.refunded' }), /^type: /],
        [
          send({
            ...event,
            data: { ...event.data, card: { brand: 'visa', last4: '4242', number: '4242424242424242' } },
          }),
          /^data\.card: /,
        ],
        [send({ ...event, data: { ...event.data, attemptId: 'Z'.repeat(22) } }), 'Unknown payment attempt'],
        [
          send({ ...event, data: { ...event.data, orderNumber: other.orderNumber } }),
          'Unknown payment attempt',
        ],
        [send({ ...event, data: { ...event.data, method: 'paypal' } }), 'Unknown payment attempt'],
      ];
      for (const [pending, message] of cases) {
        const res = await pending;
        expect({ status: res.status, body: res.body }).toEqual({
          status: 400,
          body: {
            result: 400,
            message: typeof message === 'string' ? message : expect.stringMatching(message),
          },
        });
      }
      // The tampered body with the original signature: still refused.
      const raw = JSON.stringify(event);
      const header = signPayload(SECRET, now, raw);
      expect(await send(raw.replace('"visa"', '"amex"'), { header })).toMatchObject({ status: 400 });
      expect(await countRows(order.database.db)).toEqual(before);
      expect((await status(o.orderNumber)).status).toBe('created');
    });

    test('production routes: no /dev/mail', async () => {
      expect(await request(`${order.url}/dev/mail`)).toMatchObject({ status: 404 });
      expect(await request(`${order.url}/dev/mail.json`)).toMatchObject({ status: 404 });
    });

    test('no stack traces', () => {
      for (const text of bodies) expect(leaksInternals(text)).toBe(false);
    });
  });
});
