// The order-number calls of spec §7 that were missing (issue 35), over real HTTP against the REAL
// exam service, on PGlite and PostgreSQL: POST /exam/order/info, GET /exam/order/sku/check,
// GET /exam/extra/package/list, GET /exam/order/presenter/list, POST /exam/extra/order/submit.
// The free pack costs 0 and charges nothing; bad input is a clear envelope and changes nothing.
import { randomBytes } from 'node:crypto';
import {
  EXAM_SESSION_HEADER,
  EXTRA_PATHS,
  extraOrderSubmitResponseSchema,
  extraPackageListSchema,
  FREE_TEST_MESSAGES,
  FREE_TEST_PATHS,
  presentedTestsSchema,
  skuCheckSchema,
} from '@iq/contracts';
import {
  databaseTargets,
  describeFor,
  leaksInternals,
  postJson,
  request,
} from '@iq/service-common/src/testing';
import { dataOf, examAndOrderUnderTest, unpaidOrder } from '../kits/endpoint-kit';
import { confirmedQuestionnaire, confirmedSession, countRows, paidOrder } from '../kits/order-test-kit';

describe.each(databaseTargets())('extra order calls on $name', (target) => {
  describeFor(target)('', () => {
    const { exam, order } = examAndOrderUnderTest(target);
    const bodies: string[] = [];
    const get = async (path: string) => {
      const res = await request(`${order.url}${path}`);
      bodies.push(res.text);
      return res;
    };
    const post = async (path: string, body: unknown) => {
      const res = await postJson(`${order.url}${path}`, body);
      bodies.push(res.text);
      return res;
    };
    /** The 404 every unknown order gets (the report's own bytes). */
    const unknownOrderText = async () =>
      (await get(`/exam/order/info/${randomBytes(16).toString('base64url')}`)).text;

    // One paid sku3 order in EUR (includes EQ and brain dominance), one unpaid sku2 order.
    let paid: string;
    let unpaid: string;
    beforeAll(async () => {
      paid = (
        await paidOrder(order.url, await confirmedSession(exam.url, 1, 51), { skuId: 'sku3', country: 'DE' })
      ).orderNumber;
      unpaid = await unpaidOrder(order.url, await confirmedSession(exam.url, 1, 52), { skuId: 'sku2' });
    }, 60_000);

    test('POST /exam/order/info answers exactly what GET /exam/order/info/{orderNumber} does', async () => {
      for (const orderNumber of [paid, unpaid]) {
        const viaGet = await get(`/exam/order/info/${orderNumber}`);
        const viaPost = await post(EXTRA_PATHS.orderInfo, { orderNumber, hl: 'de-DE' });
        expect(viaGet.status).toBe(200);
        expect(viaPost.status).toBe(200);
        expect(viaPost.headers.get('cache-control')).toBe('no-store');
        expect(viaPost.body).toEqual(viaGet.body);
      }
      expect(dataOf<{ state: string }>(await post(EXTRA_PATHS.orderInfo, { orderNumber: paid })).state).toBe(
        'completed',
      );
    });

    test('sku check: a paid sku3 owns sku1–3 items and sku4 costs the difference in EUR', async () => {
      const res = await get(EXTRA_PATHS.skuCheck(paid));
      expect(res.status).toBe(200);
      const check = skuCheckSchema.parse(dataOf(res));
      expect(check).toMatchObject({
        orderNumber: paid,
        orderStatus: 'paid',
        skuId: 'sku3',
        currency: 'EUR',
        owned: ['sku3'],
        highest: 'sku3',
        unlocksWhenPaid: [],
        upgrades: [{ skuId: 'sku4', amountMinor: 1000, currency: 'EUR' }],
      });
      expect(check.items).toEqual(expect.arrayContaining(['certificate', 'eqTest', 'wrongAnalysis']));
      // The upgrade quote the payment screen asks for says the same.
      const quote = dataOf<{ amountMinor: number }>(await get(`/exam/order/upgrade/${paid}/sku4`));
      expect(quote.amountMinor).toBe(1000);
    });

    test('sku check: an unpaid order owns nothing and names what it would unlock', async () => {
      const check = skuCheckSchema.parse(dataOf(await get(EXTRA_PATHS.skuCheck(unpaid))));
      expect(check).toMatchObject({
        orderStatus: 'created',
        skuId: 'sku2',
        currency: 'USD',
        owned: [],
        highest: null,
        items: [],
        upgrades: [],
      });
      expect(check.unlocksWhenPaid).toEqual(
        expect.arrayContaining(['iqScore', 'wrongAnalysis', 'brainTest']),
      );
    });

    test('the free pack and the presented tests: three questionnaires at 0, their state for this order', async () => {
      const list = extraPackageListSchema.parse(dataOf(await get(EXTRA_PATHS.packageList(paid))));
      expect(list).toMatchObject({ orderNumber: paid, orderPaid: true });
      expect(list.packages).toHaveLength(1);
      const pack = list.packages[0]!;
      expect(pack).toMatchObject({ packageId: 'free-evaluation-pack', priceMinor: 0, currency: 'EUR' });
      expect(pack.tests.map((t) => [t.examId, t.priceMinor, t.currency, t.state])).toEqual([
        [2, 0, 'EUR', 'not-taken'],
        [3, 0, 'EUR', 'not-taken'],
        [4, 0, 'EUR', 'not-taken'],
      ]);
      const eq = pack.tests.find((t) => t.examId === 3)!;
      expect(eq).toMatchObject({
        unlocksWith: 'order',
        takePath: `/answer_question/start_loading/web-3?orderNumber=${paid}`,
        resultPath: null,
      });

      // The presented tests are the same tests, from the same function.
      const presented = presentedTestsSchema.parse(dataOf(await get(EXTRA_PATHS.presenterList(paid))));
      expect(presented).toEqual({ orderNumber: paid, tests: pack.tests });

      // EQ taken with the order: unlocked for its report, with its date and where it shows.
      const session = await confirmedQuestionnaire(exam.url, 3);
      const claimed = await postJson(
        `${order.url}${FREE_TEST_PATHS.claim}`,
        { orderNumber: paid },
        { [EXAM_SESSION_HEADER]: session },
      );
      expect(claimed.status).toBe(200);
      const after = presentedTestsSchema.parse(dataOf(await get(EXTRA_PATHS.presenterList(paid))));
      expect(after.tests.find((t) => t.examId === 3)).toMatchObject({
        state: 'unlocked',
        takenAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        resultPath: `/report/result/web-1?orderNumber=${paid}`,
      });
      expect(after.tests.find((t) => t.examId === 4)!.state).toBe('not-taken');

      // An unpaid order: the tests, free with an account, and the pack not available to add yet.
      const unpaidList = extraPackageListSchema.parse(dataOf(await get(EXTRA_PATHS.packageList(unpaid))));
      expect(unpaidList.orderPaid).toBe(false);
      expect(unpaidList.packages[0]!.tests.map((t) => [t.state, t.unlocksWith, t.currency])).toEqual([
        ['not-taken', 'account', 'USD'],
        ['not-taken', 'account', 'USD'],
        ['not-taken', 'account', 'USD'],
      ]);
    }, 30_000);

    test('submit: a paid order gets the pack for nothing, once; a second submit answers the same', async () => {
      const before = await countRows(order.database.db);
      const first = await post(EXTRA_PATHS.submit, { orderNumber: paid, packageId: 'free-evaluation-pack' });
      expect(first.status).toBe(200);
      const added = extraOrderSubmitResponseSchema.parse(dataOf(first));
      expect(added).toMatchObject({ orderNumber: paid, priceMinor: 0, currency: 'EUR', charged: false });
      expect(added.tests.map((t) => t.takePath)).toHaveLength(3);
      const second = await post(EXTRA_PATHS.submit, { orderNumber: paid });
      expect(second.body).toEqual(first.body);
      // One row saying when; nothing that looks like a charge (no order, attempt, event or mail).
      expect(await countRows(order.database.db)).toEqual({
        ...before,
        free_pack_orders: before.free_pack_orders! + 1,
      });
      const list = extraPackageListSchema.parse(dataOf(await get(EXTRA_PATHS.packageList(paid))));
      expect(list.packages[0]!.orderedAt).toBe(added.orderedAt);
    });

    test('submit refused: unpaid 409, unknown and malformed orders 404 (the report bytes), bad bodies 400; nothing changed', async () => {
      const before = await countRows(order.database.db);
      expect(await post(EXTRA_PATHS.submit, { orderNumber: unpaid })).toMatchObject({
        status: 409,
        body: { result: 409, message: FREE_TEST_MESSAGES.orderNotPaid },
      });
      const unknown = await unknownOrderText();
      for (const orderNumber of [
        randomBytes(16).toString('base64url'),
        'not-an-order',
        "' or 1=1 --",
        'A'.repeat(65),
      ]) {
        const res = await post(EXTRA_PATHS.submit, { orderNumber });
        expect(res.status).toBe(404);
        expect(res.text).toBe(unknown);
        const info = await post(EXTRA_PATHS.orderInfo, { orderNumber });
        expect(info.text).toBe(unknown);
      }
      const bad: unknown[] = [
        '{"orderNumber":',
        'not json',
        [paid],
        {},
        { orderNumber: 123 },
        { orderNumber: null },
        { orderNumber: [paid] },
        { orderNumber: paid, packageId: 'premium-bundle' },
        { orderNumber: paid, amountMinor: 0 },
        { orderNumber: paid, pad: 'x'.repeat(200_000) },
      ];
      for (const body of bad)
        for (const path of [EXTRA_PATHS.submit, EXTRA_PATHS.orderInfo]) {
          const res = await post(path, body);
          expect({ path, body: String(body).slice(0, 20), status: res.status }).toMatchObject({
            status: 400,
          });
          expect(res.body).toMatchObject({ result: 400, message: expect.any(String) });
        }
      expect((await post(EXTRA_PATHS.orderInfo, { orderNumber: paid, hl: 7 })).status).toBe(400);
      // Over the body limit.
      const huge = await post(EXTRA_PATHS.submit, { orderNumber: paid, pad: 'x'.repeat(1_100_000) });
      expect(huge).toMatchObject({ status: 413, body: { result: 413 } });
      expect(await countRows(order.database.db)).toEqual(before);
    });

    test('the GET calls: unknown and malformed order numbers get the report’s 404 bytes', async () => {
      const unknown = await unknownOrderText();
      for (const raw of [
        randomBytes(16).toString('base64url'),
        'abc',
        encodeURIComponent("' or 1=1 --"),
        'A'.repeat(65),
      ])
        for (const path of [
          EXTRA_PATHS.skuCheck(raw),
          EXTRA_PATHS.packageList(raw),
          EXTRA_PATHS.presenterList(raw),
        ]) {
          const res = await get(path.replace(encodeURIComponent(raw), raw));
          expect({ path, status: res.status }).toEqual({ path, status: 404 });
          expect(res.text).toBe(unknown);
        }
    });

    test('no stack traces in any body', () => {
      expect(bodies.length).toBeGreaterThanOrEqual(60);
      for (const body of bodies) expect(leaksInternals(body)).toBe(false);
    });
  });
});
