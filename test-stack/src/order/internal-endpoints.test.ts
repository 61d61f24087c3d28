// What the user service asks of the order service (issue 11): GET /internal/orders?email= (a
// mailbox's orders, newest first) and POST /internal/mail (one outbox row per dedupe key), both
// behind the internal token, which when wrong answers like a missing route.
import { devMailListSchema, internalOrderListResponseSchema, type InternalMailRequest } from '@iq/contracts';
import { DEV_INTERNAL_TOKEN } from '@iq/service-common';
import { databaseTargets, describeFor, postJson, request } from '@iq/service-common/src/testing';
import { dataOf, examAndOrderUnderTest, unpaidOrder } from '../kits/endpoint-kit';
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

const TOKEN = { 'Internal-Token': DEV_INTERNAL_TOKEN };

describe.each(databaseTargets())('internal endpoints for the user service on $name', (target) => {
  describeFor(target)('', () => {
    const { exam, order } = examAndOrderUnderTest(target);

    describe('GET /internal/orders?email=', () => {
      const list = (email: string, headers: Record<string, string> = TOKEN) =>
        request(`${order.url}/internal/orders?email=${encodeURIComponent(email)}`, { headers });
      const numbers = (res: { body: unknown }) =>
        internalOrderListResponseSchema.parse(dataOf(res)).orders.map((o) => o.orderNumber);

      const mine: { paid: string; created: string; failed: string } = { paid: '', created: '', failed: '' };
      let theirs = '';
      beforeAll(async () => {
        // A test each (a test's tier is sold once, issue 35).
        const session = () => confirmedSession(exam.url);
        // The same mailbox typed three ways; another mailbox's order between them.
        mine.paid = (
          await paidOrder(order.url, await session(), { skuId: 'sku1', email: 'Ada.Lovelace@Example.com' })
        ).orderNumber;
        theirs = (await paidOrder(order.url, await session(), { skuId: 'sku3', email: 'grace@example.com' }))
          .orderNumber;
        mine.created = await unpaidOrder(order.url, await session(), {
          skuId: 'sku2',
          email: 'ada.lovelace@example.com',
        });
        const declined = await createOrder(order.url, await session(), {
          skuId: 'sku4',
          email: 'ADA.LOVELACE@EXAMPLE.COM',
        });
        const { orderNumber, payUrl } = dataOf<{ orderNumber: string; payUrl: string }>(declined);
        const page = await getPage(`${order.url}${servicePath(payUrl)}`);
        await postForm(`${order.url}${servicePath(payUrl)}`, {
          cardNumber: '4000 0000 0000 9995',
          expiry: '12/34',
          cvc: '123',
          name: 'Ada Lovelace',
          idempotencyKey: formKeyOf(page.text),
        });
        mine.failed = orderNumber;
      }, 60_000);

      test("the mailbox's orders in any case, newest first, each status as it is; no one else's", async () => {
        const res = await list('  ada.LOVELACE@example.COM ');
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-store');
        const { orders } = internalOrderListResponseSchema.parse(dataOf(res));
        expect(orders.map((o) => [o.orderNumber, o.status])).toEqual([
          [mine.failed, 'failed'],
          [mine.created, 'created'],
          [mine.paid, 'paid'],
        ]);
        expect(orders.map((o) => o.skuId)).toEqual(['sku4', 'sku2', 'sku1']);
        for (const o of orders) {
          expect(o).toMatchObject({ examId: 1, code: 'web' });
          expect(o.amountMinor).toBeGreaterThan(0);
          expect(new Date(o.createdAt).toISOString()).toBe(o.createdAt);
        }
        expect(numbers(res)).not.toContain(theirs);
        // The other mailbox sees its own order only.
        expect(numbers(await list('grace@example.com'))).toEqual([theirs]);
        // A mailbox without orders: an empty list, not an error.
        expect(numbers(await list('nobody@example.com'))).toEqual([]);
      });

      test('no token or a wrong one: 404 like no route, nothing listed', async () => {
        const wrong: Record<string, string>[] = [
          {},
          { 'Internal-Token': 'x'.repeat(DEV_INTERNAL_TOKEN.length) },
          { 'Internal-Token': '' },
        ];
        for (const headers of wrong) {
          const res = await list('ada.lovelace@example.com', headers);
          expect(res.status).toBe(404);
          expect(res.text).not.toContain(mine.paid);
          expect(res.body).toMatchObject({ result: 404 });
        }
        // The token is checked first: a bad address without it is a 404 too.
        expect((await list('not-an-address', {})).status).toBe(404);
      });

      test('a missing or malformed address: a 400 envelope', async () => {
        for (const url of [
          `${order.url}/internal/orders`,
          `${order.url}/internal/orders?email=`,
          `${order.url}/internal/orders?email=not-an-address`,
          `${order.url}/internal/orders?email=${'a'.repeat(320)}%40example.com`,
          `${order.url}/internal/orders?email=a%40b.co&email=c%40d.co`,
        ]) {
          const res = await request(url, { headers: TOKEN });
          expect(res.status).toBe(400);
          expect(res.body).toMatchObject({ result: 400, message: expect.stringContaining('email') });
        }
      });
    });

    describe('POST /internal/mail', () => {
      const mail = (overrides: Partial<InternalMailRequest> = {}): InternalMailRequest => ({
        to: 'reader@example.com',
        kind: 'account-reset-code',
        dedupeKey: `reset-${Math.random().toString(36).slice(2)}`,
        subject: 'Your verification code',
        text: 'Your code is 123456.\n\nIt expires in 15 minutes.',
        ...overrides,
      });
      const send = (body: unknown, headers: Record<string, string> = TOKEN) =>
        postJson(`${order.url}/internal/mail`, body, headers);
      const rowsWithKey = (key: string) =>
        order.database.db
          .selectFrom('mail_outbox')
          .select([
            'kind',
            'to_address as to',
            'subject',
            'text_body as text',
            'html_body as html',
            'order_number',
          ])
          .where('dedupe_key', '=', key)
          .execute();

      test('queued once per dedupe key: a retry queues nothing twice; another key is another mail', async () => {
        const first = mail({ to: 'Reader@Example.com' });
        const res = await send(first);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ result: 200, data: { queued: true } });
        // A retried call (even with other text) answers the same and queues nothing.
        expect((await send(first)).body).toEqual({ result: 200, data: { queued: true } });
        expect((await send({ ...first, subject: 'Changed' })).status).toBe(200);
        const rows = await rowsWithKey(first.dedupeKey);
        expect(rows).toEqual([
          {
            kind: 'account-reset-code',
            to: 'reader@example.com',
            subject: 'Your verification code',
            text: first.text,
            html: '<!doctype html><html><body><p>Your code is 123456.</p><p>It expires in 15 minutes.</p></body></html>',
            order_number: null,
          },
        ]);
        const second = mail({ kind: 'account-welcome', subject: 'Welcome', html: '<p>Welcome</p>' });
        await send(second);
        expect(await rowsWithKey(second.dedupeKey)).toMatchObject([
          { kind: 'account-welcome', html: '<p>Welcome</p>' },
        ]);
        // The outbox shows them (/dev/mail.json), where the e2e reads codes.
        const outbox = devMailListSchema.parse((await request(`${order.url}/dev/mail.json`)).body);
        expect(
          outbox.filter((m) => m.subject === 'Your verification code' && m.to === 'reader@example.com'),
        ).toHaveLength(1);
      });

      test('text is escaped into the HTML part when none is given', async () => {
        const body = mail({ text: 'Hello <script>alert(1)</script> & bye' });
        await send(body);
        const [row] = await rowsWithKey(body.dedupeKey);
        expect(row!.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; &amp; bye');
        expect(row!.html).not.toContain('<script>');
      });

      test('no token or a wrong one: 404, nothing queued', async () => {
        const before = await countRows(order.database.db);
        const wrong: Record<string, string>[] = [{}, { 'Internal-Token': `${DEV_INTERNAL_TOKEN}x` }];
        for (const headers of wrong) {
          const res = await send(mail(), headers);
          expect(res.status).toBe(404);
          expect(res.body).toMatchObject({ result: 404 });
        }
        expect(await countRows(order.database.db)).toEqual(before);
      });

      test('a bad body: a 400 envelope naming the field, nothing queued', async () => {
        const before = await countRows(order.database.db);
        const cases: unknown[] = [
          { ...mail(), to: 'not-an-address' },
          { ...mail(), kind: 'Bad Kind' },
          { ...mail(), dedupeKey: '' },
          { ...mail(), text: '' },
          { ...mail(), extra: true },
          (({ subject: _subject, ...rest }) => rest)(mail()),
          '{"to":',
          [],
        ];
        for (const body of cases) {
          const res = await send(body);
          expect(res.status).toBe(400);
          expect(res.body).toMatchObject({ result: 400, message: expect.any(String) });
        }
        expect(await countRows(order.database.db)).toEqual(before);
      });
    });
  });
});
