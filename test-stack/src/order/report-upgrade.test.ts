// Upgrades over real HTTP against the REAL exam service (issue 8): the difference of the tier
// prices, refusals that write nothing, idempotency, and both order numbers showing every paid
// tier of the session. PGlite and PostgreSQL.
import {
  createOrderResponseSchema,
  orderReportSchema,
  upgradeQuoteSchema,
  type OrderReport,
} from '@iq/contracts';
import {
  databaseTargets,
  describeFor,
  leaksInternals,
  postJson,
  request,
} from '@iq/service-common/src/testing';
import { dataOf, examAndOrderUnderTest, unpaidOrder, type Reply } from '../kits/endpoint-kit';
import {
  confirmedSession,
  countRows,
  createOrder,
  paidOrder,
  payByCard,
  purchaseKey,
} from '../kits/order-test-kit';

describe.each(databaseTargets())('upgrades on $name', (target) => {
  describeFor(target)('', () => {
    const { exam, order } = examAndOrderUnderTest(target);
    const bodies: string[] = [];

    const report = async (orderNumber: string): Promise<OrderReport> => {
      const res = await request(`${order.url}/exam/order/info/${orderNumber}`);
      bodies.push(res.text);
      return orderReportSchema.parse(dataOf(res));
    };
    const questionsStatus = async (orderNumber: string) =>
      (await request(`${order.url}/exam/order/questions/${orderNumber}`)).status;
    const rows = () => countRows(order.database.db);

    test('the quote shown before paying: the difference, in the currency paid; refusals as for create', async () => {
      const session = await confirmedSession(exam.url, 1, 43);
      const base = await paidOrder(order.url, session, { skuId: 'sku1', country: 'DE' });
      const quote = await request(`${order.url}/exam/order/upgrade/${base.orderNumber}/sku3`);
      expect(quote.status).toBe(200);
      const data = upgradeQuoteSchema.parse(dataOf(quote));
      expect(data).toEqual({
        upgradeFrom: base.orderNumber,
        fromSkuId: 'sku1',
        skuId: 'sku3',
        amountMinor: expect.any(Number),
        currency: base.currency,
        country: 'DE',
      });
      expect(base.currency).toBe('EUR');
      // The create call accepts exactly the quoted sum, from the quoted country.
      const created = await createOrder(order.url, session, {
        skuId: 'sku3',
        upgradeFrom: base.orderNumber,
        amountMinor: data.amountMinor,
        currency: data.currency,
        country: data.country,
      });
      expect(created.status).toBe(200);
      expect(createOrderResponseSchema.parse(dataOf(created)).amountMinor).toBe(data.amountMinor);

      const before = await rows();
      // Not above the paid tier; an unknown tier; unknown, malformed and unpaid orders.
      expect((await request(`${order.url}/exam/order/upgrade/${base.orderNumber}/sku1`)).status).toBe(409);
      expect((await request(`${order.url}/exam/order/upgrade/${base.orderNumber}/sku9`)).status).toBe(400);
      expect((await request(`${order.url}/exam/order/upgrade/${'x'.repeat(22)}/sku2`)).status).toBe(404);
      expect((await request(`${order.url}/exam/order/upgrade/not-an-order/sku2`)).status).toBe(404);
      const unpaid = createOrderResponseSchema.parse(dataOf(created)).orderNumber;
      expect((await request(`${order.url}/exam/order/upgrade/${unpaid}/sku4`)).status).toBe(409);
      expect(await rows()).toEqual(before);
    });

    test('sku1 → sku2 costs the difference; once paid, both order numbers show the analysis', async () => {
      const session = await confirmedSession(exam.url, 1, 41);
      const base = await paidOrder(order.url, session, { skuId: 'sku1' });
      expect(base).toMatchObject({ amountMinor: 999, currency: 'USD' });
      expect(await questionsStatus(base.orderNumber)).toBe(403);

      // Claiming the full price (or sku1's) is a mismatch: the upgrade costs the difference only.
      const before = await rows();
      for (const amountMinor of [1999, 999])
        expect(
          await createOrder(order.url, session, {
            skuId: 'sku2',
            upgradeFrom: base.orderNumber,
            amountMinor,
          }),
        ).toMatchObject({
          status: 409,
          body: {
            message: expect.stringMatching(/^Price mismatch: the upgrade from sku1 to sku2 costs 1000 USD/),
          },
        });
      expect(await rows()).toEqual(before);

      const created = await createOrder(order.url, session, {
        skuId: 'sku2',
        upgradeFrom: base.orderNumber,
        amountMinor: 1000,
        currency: 'USD',
      });
      expect(created.status).toBe(200);
      const upgrade = createOrderResponseSchema.parse(dataOf(created));
      expect(upgrade).toMatchObject({ amountMinor: 1000, currency: 'USD', status: 'created' });
      const stored = await order.database.db
        .selectFrom('orders')
        .select(['upgrade_from', 'total_minor', 'sku_id'])
        .where('order_number', '=', upgrade.orderNumber)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ upgrade_from: base.orderNumber, total_minor: 1000, sku_id: 'sku2' });

      // Not paid yet: nothing more is open, on either number.
      for (const number of [base.orderNumber, upgrade.orderNumber]) {
        expect((await report(number)).skuId).toBe('sku1');
        expect(await questionsStatus(number)).toBe(403);
      }

      await payByCard(order.url, upgrade.payUrl);
      for (const number of [base.orderNumber, upgrade.orderNumber]) {
        const shown = await report(number);
        expect(shown).toMatchObject({
          orderNumber: number,
          skuId: 'sku2',
          state: 'completed',
          status: 'paid',
        });
        expect(shown.items.find((i) => i.key === 'wrongAnalysis')).toEqual({
          key: 'wrongAnalysis',
          locked: false,
          unlockedBy: null,
          upgradable: false,
        });
        expect(await questionsStatus(number)).toBe(200);
      }
      // The same score on both: one session.
      const [a, b] = [await report(base.orderNumber), await report(upgrade.orderNumber)];
      expect(a.iq).toEqual(b.iq);
    });

    test('refused with a clear 409 (or 404 for an unknown order), nothing written', async () => {
      const session = await confirmedSession(exam.url, 1, 43);
      // Created before anything of the test was paid: a first purchase then.
      const unpaid = await unpaidOrder(order.url, session, { skuId: 'sku3' });
      const paid2 = await paidOrder(order.url, session, { skuId: 'sku2' });
      const otherSession = await confirmedSession(exam.url, 1, 45);
      const foreign = await paidOrder(order.url, otherSession, { skuId: 'sku1' });
      const report2 = `/report/result/web-1?orderNumber=${paid2.orderNumber}`;
      const before = await rows();
      const cases: [Promise<Reply>, number, RegExp, string?][] = [
        // Issue 35: what the test owns is never sold again; the refusal names the report.
        [
          createOrder(order.url, session, { skuId: 'sku2', upgradeFrom: paid2.orderNumber }),
          409,
          /^You already own this report \(sku2\) for this test: open your report\.$/,
          report2,
        ],
        [
          createOrder(order.url, session, { skuId: 'sku1', upgradeFrom: paid2.orderNumber }),
          409,
          /already own this report/,
          report2,
        ],
        [createOrder(order.url, session, { skuId: 'sku2' }), 409, /already own this report/, report2],
        // A first purchase of a higher tier by a buyer who owns a lower one: upgrade instead.
        [
          createOrder(order.url, session, { skuId: 'sku3' }),
          409,
          /^You already own sku2 for this test: upgrade from your report and pay only the difference\.$/,
          report2,
        ],
        [
          createOrder(order.url, session, { skuId: 'sku2', upgradeFrom: unpaid }),
          409,
          /^Only a paid order can be upgraded$/,
        ],
        [
          createOrder(order.url, session, { skuId: 'sku4', upgradeFrom: foreign.orderNumber }),
          409,
          /same test/,
        ],
        [
          createOrder(order.url, session, { skuId: 'sku3', upgradeFrom: paid2.orderNumber, country: 'JP' }),
          409,
          /charged in USD/,
        ],
        [
          createOrder(order.url, session, { skuId: 'sku3', upgradeFrom: 'Z'.repeat(22) }),
          404,
          /^Order not found$/,
        ],
        [createOrder(order.url, session, { skuId: 'sku3', upgradeFrom: 'short' }), 400, /^upgradeFrom: /],
      ];
      for (const [pending, status, message, reportPath] of cases) {
        const res = await pending;
        bodies.push(res.text);
        expect({ status: res.status, body: res.body }).toEqual({
          status,
          body: {
            result: status,
            message: expect.stringMatching(message),
            ...(reportPath && { reportPath }),
          },
        });
      }
      expect(await rows()).toEqual(before);
    });

    test('idempotent: the same key replays the upgrade; another upgradeFrom with it is 422', async () => {
      const session = await confirmedSession(exam.url, 1, 47);
      const base = await paidOrder(order.url, session, { skuId: 'sku1', country: 'JP' });
      expect(base).toMatchObject({ amountMinor: 150000, currency: 'JPY' });
      const key = purchaseKey();
      const body = {
        skuId: 'sku3',
        email: 'b@example.com',
        payMethod: 'card',
        country: 'JP',
        upgradeFrom: base.orderNumber,
      };
      const headers = { 'Idempotency-Key': key, 'Exam-Session': session };
      const first = await postJson(`${order.url}/pay/pay/order/create`, body, headers);
      expect(dataOf(first)).toMatchObject({ amountMinor: 448000 - 150000, currency: 'JPY' });
      const again = await postJson(`${order.url}/pay/pay/order/create`, body, headers);
      expect(again.text).toBe(first.text);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      const other = await postJson(
        `${order.url}/pay/pay/order/create`,
        { ...body, upgradeFrom: undefined },
        headers,
      );
      expect(other).toMatchObject({ status: 422 });
    });

    test('sku3 → sku4 keeps the certificate already issued', async () => {
      const session = await confirmedSession(exam.url, 1, 49);
      const base = await paidOrder(order.url, session, { skuId: 'sku3' });
      const code = (await report(base.orderNumber)).certificate;
      const upgrade = await paidOrder(order.url, session, { skuId: 'sku4', upgradeFrom: base.orderNumber });
      expect(upgrade.amountMinor).toBe(1000);
      const shown = await report(upgrade.orderNumber);
      expect(shown.skuId).toBe('sku4');
      expect(shown.items.every((i) => !i.locked)).toBe(true);
      expect(shown.certificate).toEqual(code);
    });

    test('no stack traces in any body', () => {
      for (const text of bodies) expect(leaksInternals(text)).toBe(false);
    });
  });
});
