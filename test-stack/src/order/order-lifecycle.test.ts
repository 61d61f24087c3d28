// Orders over real HTTP against the REAL exam service (issue 7): create with session check and
// idempotency, status, e-mail change, retry; hostile input changes nothing. PGlite and PostgreSQL.
import {
  createOrderResponseSchema,
  orderStatusResponseSchema,
  type CreateOrderResponse,
} from '@iq/contracts';
import {
  databaseTargets,
  describeFor,
  leaksInternals,
  postJson,
  request,
} from '@iq/service-common/src/testing';
import { dataOf, examAndOrderUnderTest, type Reply } from '../kits/endpoint-kit';
import { confirmedQuestionnaire, confirmedSession, countRows, startSession } from '../kits/order-test-kit';
let keySeq = 0;
const newKey = () => `test-key-${Date.now().toString(36)}-${(keySeq += 1)}`;

describe.each(databaseTargets())('orders on $name', (target) => {
  describeFor(target)('', () => {
    const { exam, order } = examAndOrderUnderTest(target);
    const bodies: string[] = [];
    let session: string;

    beforeAll(async () => {
      session = await confirmedSession(exam.url);
    });

    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const res = await postJson(`${order.url}${path}`, body, headers);
      bodies.push(res.text);
      return res;
    };
    const create = (body: unknown, key: string | null = newKey(), sessionId: string | null = session) =>
      post('/pay/pay/order/create', body, {
        ...(key === null ? {} : { 'Idempotency-Key': key }),
        ...(sessionId === null ? {} : { 'Exam-Session': sessionId }),
      });
    const status = (orderNumber: unknown) => post('/pay/pay/check/status', { orderNumber });
    const purchase = { skuId: 'sku2', email: 'buyer@example.com', payMethod: 'card', country: 'US' };
    const rows = () => countRows(order.database.db);

    test('create: the catalogue price, an unguessable number, a same-origin pay URL; then its status', async () => {
      const res = await create({ ...purchase, amountMinor: 1999, currency: 'USD' }, newKey());
      expect(res.status).toBe(200);
      const created = createOrderResponseSchema.parse(dataOf(res));
      expect(created).toMatchObject({ amountMinor: 1999, currency: 'USD', status: 'created' });
      expect(created.orderNumber).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(created.payUrl).toMatch(/^\/api\/pay\/pay\/page\/[A-Za-z0-9_-]{22}$/);

      const checked = await status(created.orderNumber);
      expect(checked.status).toBe(200);
      expect(orderStatusResponseSchema.parse(dataOf(checked))).toEqual({
        orderNumber: created.orderNumber,
        status: 'created',
        skuId: 'sku2',
        payMethod: 'card',
        amountMinor: 1999,
        currency: 'USD',
        reportPath: `/report/result/web-1?orderNumber=${created.orderNumber}`,
        failureReason: null,
        charges: [],
        netChargedMinor: 0,
      });

      const stored = await order.database.db
        .selectFrom('orders')
        .selectAll()
        .where('order_number', '=', created.orderNumber)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        exam_id: 1,
        exam_code: 'web',
        exam_session_id: session,
        email: 'buyer@example.com',
        total_minor: 1999,
        currency: 'USD',
        country: 'US',
        locale: 'en-US',
        status: 'created',
      });
    });

    test('the price is the country’s: JPY for JP, EUR for DE; hl header kept as the order locale', async () => {
      const jp = await post(
        '/pay/pay/order/create',
        { ...purchase, country: 'JP' },
        { 'Idempotency-Key': newKey(), 'Exam-Session': session, hl: 'ja' },
      );
      expect(dataOf(jp)).toMatchObject({ amountMinor: 298000, currency: 'JPY' });
      const { orderNumber } = dataOf<CreateOrderResponse>(jp);
      const row = await order.database.db
        .selectFrom('orders')
        .select(['locale'])
        .where('order_number', '=', orderNumber)
        .executeTakeFirstOrThrow();
      expect(row.locale).toBe('ja-JP');
      expect(dataOf(await create({ ...purchase, skuId: 'sku4', country: 'DE' }))).toMatchObject({
        amountMinor: 3999,
        currency: 'EUR',
      });
    });

    test('idempotency: the same key replays the first response exactly; other parameters → 422', async () => {
      const key = newKey();
      const first = await create(purchase, key);
      const before = await rows();
      const again = await create(purchase, key);
      expect(again.status).toBe(200);
      expect(again.text).toBe(first.text);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      // Key order in the body does not matter.
      const reordered = await create(
        { country: 'US', payMethod: 'card', email: 'buyer@example.com', skuId: 'sku2' },
        key,
      );
      expect(reordered.text).toBe(first.text);

      const other = await startSession(exam.url);
      const cases: Promise<Reply>[] = [
        create({ ...purchase, skuId: 'sku3' }, key),
        create({ ...purchase, email: 'other@example.com' }, key),
        create({ ...purchase, payMethod: 'paypal' }, key),
        create(purchase, key, other), // the same key from another session
        post(
          '/pay/pay/order/retry',
          { orderNumber: dataOf<CreateOrderResponse>(first).orderNumber, payMethod: 'card' },
          { 'Idempotency-Key': key },
        ),
      ];
      for (const res of await Promise.all(cases))
        expect(res).toMatchObject({
          status: 422,
          body: { result: 422, message: 'Idempotency-Key was already used with other parameters' },
        });
      expect(await rows()).toEqual(before);
    });

    test('20 concurrent identical creates with one key: one order, 20 identical responses', async () => {
      const before = await rows();
      const key = newKey();
      const replies = await Promise.all(Array.from({ length: 20 }, () => create(purchase, key)));
      expect(replies.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
      expect(new Set(replies.map((r) => r.text)).size).toBe(1);
      const after = await rows();
      expect(after.orders).toBe(before.orders! + 1);
      expect(after.payment_attempts).toBe(before.payment_attempts! + 1);
      expect(after.idempotency_keys).toBe(before.idempotency_keys! + 1);
    });

    test('only a confirmed, scored session can buy', async () => {
      const before = await rows();
      const unconfirmed = await startSession(exam.url);
      expect(await create(purchase, newKey(), unconfirmed)).toMatchObject({
        status: 409,
        body: { result: 409, message: 'Confirm the exam first' },
      });
      // Abnormal: the same option everywhere.
      const abnormal = await startSession(exam.url);
      const headers = { 'Exam-Session': abnormal };
      const list = await request(`${exam.url}/exam/question/list/1/en`, { headers });
      for (const q of dataOf<{ questions: { id: string; options: { id: string }[] }[] }>(list).questions)
        await postJson(
          `${exam.url}/exam/session/answer`,
          { questionId: q.id, optionId: q.options[0]!.id },
          headers,
        );
      await postJson(`${exam.url}/exam/session/confirm`, {}, headers);
      expect(await create(purchase, newKey(), abnormal)).toMatchObject({
        status: 409,
        body: { result: 409, message: 'Unable to analyze test results' },
      });
      // Too few answers for a report (issue 35): 14 of 30, at a reading pace, is abnormal.
      const tooFew = await startSession(exam.url);
      const tooFewHeaders = { 'Exam-Session': tooFew };
      const tooFewList = await request(`${exam.url}/exam/question/list/1/en`, { headers: tooFewHeaders });
      const questions = dataOf<{ questions: { id: string; options: { id: string }[] }[] }>(
        tooFewList,
      ).questions;
      for (const [i, q] of questions.slice(0, 14).entries())
        await postJson(
          `${exam.url}/exam/session/answer`,
          { questionId: q.id, optionId: q.options[i % 6]!.id },
          tooFewHeaders,
        );
      await postJson(`${exam.url}/exam/session/confirm`, {}, tooFewHeaders);
      expect(await create(purchase, newKey(), tooFew)).toMatchObject({
        status: 409,
        body: { result: 409, message: 'Unable to analyze test results' },
      });
      // A confirmed session of an exam with no IQ score to sell (brain dominance, a questionnaire).
      const questionnaire = await confirmedQuestionnaire(exam.url, 4);
      expect(await create(purchase, newKey(), questionnaire)).toMatchObject({
        status: 409,
        body: { result: 409 },
      });
      expect(await create(purchase, newKey(), 'no-such-session')).toMatchObject({
        status: 404,
        body: { result: 404, message: 'Exam session not found' },
      });
      expect(await rows()).toEqual(before);
    });

    test('tampered amount, currency or tier, and broken input: clear 4xx, every table unchanged', async () => {
      const before = await rows();
      const cases: [Promise<Reply>, number, string | RegExp][] = [
        [create({ ...purchase, amountMinor: 1 }), 409, /^Price mismatch: sku2 costs 1999 USD .* not 1\b/],
        [create({ ...purchase, amountMinor: 999 }), 409, /^Price mismatch/], // sku1's price for sku2
        [
          create({ ...purchase, skuId: 'sku4', amountMinor: 1999, currency: 'USD' }),
          409,
          /^Price mismatch: sku4/,
        ],
        [
          create({ ...purchase, currency: 'EUR' }),
          409,
          /^Price mismatch: orders from US are charged in USD, not EUR/,
        ],
        [create({ ...purchase, country: 'JP', amountMinor: 1999, currency: 'JPY' }), 409, /^Price mismatch/],
        [create({ ...purchase, amountMinor: -1 }), 400, /^amountMinor: /],
        [create({ ...purchase, amountMinor: 19.99 }), 400, /^amountMinor: /],
        [create({ ...purchase, amountMinor: '1999' }), 400, /^amountMinor: /],
        [create({ ...purchase, currency: 'usd' }), 400, /^currency: /],
        [create({ ...purchase, skuId: 'sku9' }), 400, /^skuId: /],
        [create({ ...purchase, payMethod: 'bitcoin' }), 400, /^payMethod: /],
        [create({ ...purchase, country: 'USA' }), 400, /^country: /],
        [create({ ...purchase, discount: 100 }), 400, /discount/],
        [create({ ...purchase, email: '' }), 400, 'Please input email address'],
        [create({ ...purchase, email: '   ' }), 400, 'Please input email address'],
        [create({ ...purchase, email: 'not-an-email' }), 400, 'Please input correct email address'],
        [create({ ...purchase, email: 'a@b.co'.padStart(400, 'x') }), 400, /^email: /],
        [create({ ...purchase, email: 42 }), 400, /^email: /],
        [create([purchase]), 400, /^body: /],
        [create(purchase, null), 400, 'Missing Idempotency-Key header'],
        [create(purchase, 'short'), 400, /^Idempotency-Key: /],
        [create(purchase, 'has spaces in it'), 400, /^Idempotency-Key: /],
        [create(purchase, newKey(), null), 400, 'Missing Exam-Session header'],
        [create(purchase, newKey(), '../../etc'), 404, 'Exam session not found'],
        [
          post('/pay/pay/order/create', '{"skuId":', {
            'Idempotency-Key': newKey(),
            'Exam-Session': session,
          }),
          400,
          'Malformed JSON body',
        ],
        [
          post(
            '/pay/pay/order/create',
            { pad: 'x'.repeat(1024 * 1024 + 1) },
            { 'Idempotency-Key': newKey() },
          ),
          413,
          /too large/,
        ],
      ];
      for (const [pending, code, message] of cases) {
        const res = await pending;
        expect({ status: res.status, body: res.body }).toEqual({
          status: code,
          body: {
            result: code,
            message: typeof message === 'string' ? message : expect.stringMatching(message),
          },
        });
      }
      expect(await rows()).toEqual(before);
    });

    test('status: unknown and malformed order numbers get the same 404; wrong types 400', async () => {
      const unknown = await status('A'.repeat(22));
      const malformed = await status('abc');
      const injection = await status("' or 1=1 --");
      for (const res of [unknown, malformed, injection])
        expect(res).toMatchObject({ status: 404, body: { result: 404, message: 'Order not found' } });
      expect(malformed.text).toBe(unknown.text);
      expect(await status(42)).toMatchObject({ status: 400, body: { message: /^orderNumber: / } });
      expect(await post('/pay/pay/check/status', {})).toMatchObject({ status: 400 });
      expect(await post('/pay/pay/check/status', { orderNumber: 'A'.repeat(22), x: 1 })).toMatchObject({
        status: 400,
      });
    });

    test('update e-mail of an unpaid order; spec §5 messages; 404 for unknown; nothing else changes', async () => {
      const { orderNumber } = dataOf<CreateOrderResponse>(await create(purchase));
      const email = (value: unknown, number: unknown = orderNumber) =>
        post('/exam/order/update/email', { orderNumber: number, email: value });
      expect(await email(' new@example.com ')).toMatchObject({
        status: 200,
        body: { result: 200, data: { orderNumber, email: 'new@example.com' } },
      });
      const stored = () =>
        order.database.db
          .selectFrom('orders')
          .select(['email', 'status'])
          .where('order_number', '=', orderNumber)
          .executeTakeFirstOrThrow();
      expect(await stored()).toEqual({ email: 'new@example.com', status: 'created' });
      expect(await email('bad')).toMatchObject({
        status: 400,
        body: { message: 'Please input correct email address' },
      });
      expect(await email('')).toMatchObject({ status: 400, body: { message: 'Please input email address' } });
      expect(await email('x@y.co', 'B'.repeat(22))).toMatchObject({
        status: 404,
        body: { message: 'Order not found' },
      });
      expect(await email('x@y.co', 'nope')).toMatchObject({
        status: 404,
        body: { message: 'Order not found' },
      });
      expect(await email(null)).toMatchObject({ status: 400 });
      expect(await stored()).toEqual({ email: 'new@example.com', status: 'created' });

      await order.database.db
        .updateTable('orders')
        .set({ status: 'paid' })
        .where('order_number', '=', orderNumber)
        .execute();
      expect(await email('late@example.com')).toMatchObject({ status: 409, body: { result: 409 } });
      expect((await stored()).email).toBe('new@example.com');
    });

    test('retry: a new attempt and pay URL on an unpaid order, replayed per key; 409 once paid', async () => {
      // A test of its own: the order is marked paid below, and a paid test's tier is sold once.
      const own = await confirmedSession(exam.url);
      const { orderNumber, payUrl } = dataOf<CreateOrderResponse>(await create(purchase, newKey(), own));
      const retry = (key: string, payMethod = 'paypal', number = orderNumber) =>
        post('/pay/pay/order/retry', { orderNumber: number, payMethod }, { 'Idempotency-Key': key });
      const key = newKey();
      const first = await retry(key);
      expect(first.status).toBe(200);
      const retried = createOrderResponseSchema.parse(dataOf(first));
      expect(retried).toMatchObject({ orderNumber, amountMinor: 1999, currency: 'USD', status: 'created' });
      expect(retried.payUrl).not.toBe(payUrl);
      expect((await retry(key)).text).toBe(first.text);
      expect(dataOf(await status(orderNumber))).toMatchObject({ payMethod: 'paypal', status: 'created' });
      expect(await retry(newKey(), 'card', 'C'.repeat(22))).toMatchObject({ status: 404 });
      expect(await retry(newKey(), 'card', 'short')).toMatchObject({
        status: 404,
        body: { message: 'Order not found' },
      });
      expect(await retry(newKey(), 'cash')).toMatchObject({ status: 400 });
      expect(await post('/pay/pay/order/retry', { orderNumber, payMethod: 'card' })).toMatchObject({
        status: 400,
        body: { message: 'Missing Idempotency-Key header' },
      });

      await order.database.db
        .updateTable('orders')
        .set({ status: 'paid' })
        .where('order_number', '=', orderNumber)
        .execute();
      const before = await rows();
      expect(await retry(newKey(), 'card')).toMatchObject({
        status: 409,
        body: { result: 409, message: 'This order is already paid' },
      });
      expect(await rows()).toEqual(before);
    });

    test('every JSON endpoint: malformed JSON 400, over 1 MB 413, an array or null body 400; nothing written', async () => {
      const before = await rows();
      for (const path of [
        '/pay/pay/order/create',
        '/pay/pay/order/retry',
        '/pay/pay/check/status',
        '/exam/order/update/email',
      ]) {
        const headers = { 'Idempotency-Key': newKey(), 'Exam-Session': session };
        expect(await post(path, '{"orderNumber":', headers)).toMatchObject({
          status: 400,
          body: { message: 'Malformed JSON body' },
        });
        expect(await post(path, { pad: 'x'.repeat(1024 * 1024 + 1) }, headers)).toMatchObject({
          status: 413,
          body: { result: 413 },
        });
        expect(await post(path, [1, 2], headers)).toMatchObject({ status: 400, body: { result: 400 } });
        expect(await post(path, 'null', headers)).toMatchObject({ status: 400, body: { result: 400 } });
      }
      expect(await rows()).toEqual(before);
    });

    test('no stack traces in any body', () => {
      for (const text of bodies) expect(leaksInternals(text)).toBe(false);
    });
  });
});
