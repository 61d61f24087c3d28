// The certificate's name, share links and certificate verification over real HTTP against the
// REAL exam service (issue 8). PGlite and PostgreSQL.
import {
  certificateResponseSchema,
  certificateVerificationSchema,
  orderReportSchema,
  shareReportResponseSchema,
  sharedReportSchema,
  type OrderReport,
} from '@iq/contracts';
import {
  databaseTargets,
  describeFor,
  leaksInternals,
  postJson,
  request,
} from '@iq/service-common/src/testing';
import { printedCode } from '@iq/order-service/src/modules/reports/domain/verification-code';
import { DEFAULT_ORDER_CONFIG } from '@iq/order-service/src/config';
import {
  dataOf,
  examAndOrderUnderTest,
  paidAbnormalOrder,
  secondOrderInstance,
  unpaidOrder,
} from '../kits/endpoint-kit';
import { confirmedSession, countRows, dumpAllRows, paidOrder } from '../kits/order-test-kit';

const envelope = (status: number, message: string | RegExp) => ({
  status,
  body: { result: status, message: typeof message === 'string' ? message : expect.stringMatching(message) },
});
const NOT_IN_SKU3 = 'This is not included in your report: it comes with sku3 and above';
const NOT_IN_SKU1 = 'This is not included in your report: it comes with sku1 and above';

describe.each(databaseTargets())('certificate and sharing on $name', (target) => {
  describeFor(target)('', () => {
    let clockOffset = 0;
    const { exam, order } = examAndOrderUnderTest(target, {
      now: () => new Date(Date.now() + clockOffset),
    });
    const bodies: string[] = [];
    let clients = 0;
    /** Each call its own client (X-Forwarded-For as the gateway sets it) unless one is named. */
    const verify = async (code: string, client = `203.0.113.${(clients += 1)}`) => {
      const res = await request(`${order.url}/exam/order/certificate/verify/${encodeURIComponent(code)}`, {
        headers: { 'X-Forwarded-For': client },
      });
      bodies.push(res.text);
      return res;
    };
    const post = async (path: string, body: unknown) => {
      const res = await postJson(`${order.url}${path}`, body);
      bodies.push(res.text);
      return res;
    };
    const reportOf = async (orderNumber: string): Promise<OrderReport> => {
      const res = await request(`${order.url}/exam/order/info/${orderNumber}`);
      expect(res.status).toBe(200);
      return orderReportSchema.parse(dataOf(res));
    };
    const unlockedIq = (report: OrderReport) => {
      if (report.iq.locked) throw new Error('score locked');
      return report.iq;
    };
    const certificateOf = (report: OrderReport) => {
      if (report.certificate.locked) throw new Error('certificate locked');
      return report.certificate;
    };
    const shared = (token: string) => request(`${order.url}/exam/order/shared/${encodeURIComponent(token)}`);

    afterAll(() => {
      for (const body of bodies) expect(leaksInternals(body)).toBe(false);
    });

    describe('POST /exam/order/certificate', () => {
      test('sku3: sets the printed name (trimmed, spaces collapsed), and corrects it', async () => {
        const session = await confirmedSession(exam.url, 1, 61);
        const { orderNumber } = await paidOrder(order.url, session, { skuId: 'sku3' });
        const { code } = certificateOf(await reportOf(orderNumber));

        // A tab is a control character: refused like any other (issue 15), and nothing is set.
        const tabbed = await post('/exam/order/certificate', { orderNumber, name: 'Ada\tLovelace' });
        expect(tabbed.status).toBe(400);
        expect(certificateOf(await reportOf(orderNumber)).name).toBeNull();
        const set = await post('/exam/order/certificate', { orderNumber, name: '  Ada \u00a0  Lovelace ' });
        expect(set.status).toBe(200);
        expect(certificateResponseSchema.strict().parse(dataOf(set))).toEqual({ code, name: 'Ada Lovelace' });
        expect(set.headers.get('cache-control')).toBe('no-store');
        expect(certificateOf(await reportOf(orderNumber))).toEqual({
          locked: false,
          code,
          name: 'Ada Lovelace',
        });

        const corrected = await post('/exam/order/certificate', { orderNumber, name: 'Zoë O’Brien-Łukasz' });
        expect(dataOf(corrected)).toEqual({ code, name: 'Zoë O’Brien-Łukasz' });
        expect(certificateOf(await reportOf(orderNumber)).name).toBe('Zoë O’Brien-Łukasz');
        // Any script: the name is printed as given.
        const cjk = await post('/exam/order/certificate', { orderNumber, name: '山田 太郎' });
        expect(dataOf(cjk)).toEqual({ code, name: '山田 太郎' });
      });

      test('refused without the certificate in the paid tiers (403 naming sku3); unknown order: the report 404', async () => {
        const sku1 = (await paidOrder(order.url, await confirmedSession(exam.url, 1, 63), { skuId: 'sku1' }))
          .orderNumber;
        const sku2 = (await paidOrder(order.url, await confirmedSession(exam.url, 1, 65), { skuId: 'sku2' }))
          .orderNumber;
        const unpaid = await unpaidOrder(order.url, await confirmedSession(exam.url, 1, 67), {
          skuId: 'sku3',
        });
        for (const orderNumber of [sku1, sku2, unpaid]) await reportOf(orderNumber);
        const before = await countRows(order.database.db);

        for (const orderNumber of [sku1, sku2, unpaid]) {
          const res = await post('/exam/order/certificate', { orderNumber, name: 'Ada Lovelace' });
          expect({ status: res.status, body: res.body }).toEqual(envelope(403, NOT_IN_SKU3));
        }
        const unknownInfo = await request(`${order.url}/exam/order/info/${'Q'.repeat(22)}`);
        expect(unknownInfo.status).toBe(404);
        for (const orderNumber of ['Q'.repeat(22), 'nope', '../../etc']) {
          const res = await post('/exam/order/certificate', { orderNumber, name: 'Ada Lovelace' });
          expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: unknownInfo.body });
        }
        expect(await countRows(order.database.db)).toEqual(before);
      });

      test('paid sku3 but no score (abnormal): 409, nothing issued', async () => {
        const { orderNumber } = await paidAbnormalOrder(exam, order, { skuId: 'sku3' }, 62);
        expect((await reportOf(orderNumber)).state).toBe('incomplete');
        const res = await post('/exam/order/certificate', { orderNumber, name: 'Ada Lovelace' });
        expect({ status: res.status, body: res.body }).toEqual(
          envelope(409, 'Unable to analyze test results'),
        );
      });

      test('bad input: 400 envelope, nothing written', async () => {
        const session = await confirmedSession(exam.url, 1, 69);
        const { orderNumber } = await paidOrder(order.url, session, { skuId: 'sku3' });
        await post('/exam/order/certificate', { orderNumber, name: 'Grace Hopper' });
        const before = await countRows(order.database.db);
        const cases: [unknown, RegExp][] = [
          [{ orderNumber, name: '' }, /^name: Please enter the name to print/],
          [{ orderNumber, name: '   ' }, /^name: Please enter the name to print/],
          [{ orderNumber, name: 'x'.repeat(61) }, /^name: must be at most 60 characters/],
          [{ orderNumber, name: 'x'.repeat(201) }, /^name: /],
          [{ orderNumber, name: '<script>alert(1)</script>' }, /^name: may contain letters/],
          [{ orderNumber, name: 'R2-D2' }, /^name: may contain letters/],
          [{ orderNumber, name: '-Ada' }, /^name: may contain letters/],
          [{ orderNumber, name: 42 }, /^name: /],
          [{ orderNumber }, /^name: /],
          [{ orderNumber, name: 'Ada', extra: true }, /extra/],
          [[orderNumber], /^body: /],
          ['not json at all', /Malformed JSON body|^body: /],
        ];
        for (const [body, message] of cases) {
          const res = await post('/exam/order/certificate', body);
          expect([JSON.stringify(body), res.status, res.body]).toEqual([
            JSON.stringify(body),
            400,
            { result: 400, message: expect.stringMatching(message) },
          ]);
        }
        expect(await countRows(order.database.db)).toEqual(before);
        expect(certificateOf(await reportOf(orderNumber)).name).toBe('Grace Hopper');
      });
    });

    describe('share links', () => {
      test('the shared view has ONLY the chosen parts: no order number, e-mail, answers or anything else', async () => {
        const session = await confirmedSession(exam.url, 1, 71);
        const { orderNumber } = await paidOrder(order.url, session, {
          skuId: 'sku3',
          email: 'private.person@example.com',
        });
        const report = await reportOf(orderNumber);
        const iq = unlockedIq(report);
        const { code } = certificateOf(report);
        await post('/exam/order/certificate', { orderNumber, name: 'Secret Name' });

        const created = await post('/exam/order/info/share', { orderNumber, parts: ['percentile', 'score'] });
        expect(created.status).toBe(200);
        const { token, path } = shareReportResponseSchema.strict().parse(dataOf(created));
        expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/); // 192 random bits
        expect(path).toBe(`/report/shared/${token}`);
        expect(created.text).not.toContain(orderNumber);

        const view = await shared(token);
        expect(view.status).toBe(200);
        expect(view.headers.get('cache-control')).toBe('no-store');
        expect(sharedReportSchema.strict().parse(dataOf(view))).toEqual({
          parts: ['score', 'percentile'],
          score: iq.bound ? expect.any(Number) : iq.score,
          band: null,
          percentile: iq.bound ? expect.any(Number) : iq.percentile,
          bound: iq.bound,
          certificateCode: null,
          completedAt: report.completedAt,
        });
        // Scan the raw bytes: nothing of the order, the buyer, the answers or the other parts.
        for (const secret of [
          orderNumber,
          session,
          'private.person',
          'example.com',
          code,
          printedCode(code),
          'Secret Name',
          'sku3',
          'interval90',
          'ranking',
          'dimensions',
          'questions',
          'svg',
          'email',
          'orderNumber',
        ])
          expect([secret, view.text.includes(secret)]).toEqual([secret, false]);
        expect(Object.keys(JSON.parse(view.text) as object).sort()).toEqual(['data', 'result']);

        // Every part, the certificate as printed.
        const all = await post('/exam/order/info/share', {
          orderNumber,
          parts: ['certificate', 'band', 'score', 'percentile', 'band'],
        });
        const everything = sharedReportSchema
          .strict()
          .parse(dataOf(await shared(dataOf<{ token: string }>(all).token)));
        expect(everything).toMatchObject({
          parts: ['score', 'band', 'percentile', 'certificate'],
          certificateCode: printedCode(code),
        });
        expect(everything.band).not.toBeNull();

        // The certificate alone shows nothing of the score.
        const certOnly = await post('/exam/order/info/share', { orderNumber, parts: ['certificate'] });
        expect(dataOf(await shared(dataOf<{ token: string }>(certOnly).token))).toEqual({
          parts: ['certificate'],
          score: null,
          band: null,
          percentile: null,
          bound: null,
          certificateCode: printedCode(code),
          completedAt: report.completedAt,
        });

        // The token is never stored as such.
        expect(await dumpAllRows(order.database.db)).not.toContain(token);
      });

      test('each call makes a new token; every one keeps its own choice', async () => {
        const session = await confirmedSession(exam.url, 1, 73);
        const { orderNumber } = await paidOrder(order.url, session, { skuId: 'sku1' });
        const tokens: string[] = [];
        for (const parts of [['score'], ['score'], ['band']]) {
          const res = await post('/exam/order/info/share', { orderNumber, parts });
          expect(res.status).toBe(200);
          tokens.push(dataOf<{ token: string }>(res).token);
        }
        expect(new Set(tokens).size).toBe(3);
        const parts = [];
        for (const token of tokens) parts.push(dataOf<{ parts: string[] }>(await shared(token)).parts);
        expect(parts).toEqual([['score'], ['score'], ['band']]);
      });

      test('refusals: parts the tiers lack 403, unpaid 403, unknown order 404, bad input 400; nothing written', async () => {
        const session = await confirmedSession(exam.url, 1, 75);
        const { orderNumber } = await paidOrder(order.url, session, { skuId: 'sku1' });
        const unpaid = await unpaidOrder(order.url, await confirmedSession(exam.url, 1, 77), {
          skuId: 'sku3',
        });
        const abnormal = (await paidAbnormalOrder(exam, order, { skuId: 'sku3' }, 76)).orderNumber;
        for (const number of [orderNumber, unpaid, abnormal]) await reportOf(number);
        const unknownInfo = await request(`${order.url}/exam/order/info/${'Q'.repeat(22)}`);
        const before = await countRows(order.database.db);
        const cases: [unknown, ReturnType<typeof envelope>][] = [
          [{ orderNumber, parts: ['score', 'certificate'] }, envelope(403, NOT_IN_SKU3)],
          [{ orderNumber: unpaid, parts: ['score'] }, envelope(403, NOT_IN_SKU1)],
          [{ orderNumber: abnormal, parts: ['score'] }, envelope(409, 'Unable to analyze test results')],
          [
            { orderNumber: 'Q'.repeat(22), parts: ['score'] },
            { status: 404, body: unknownInfo.body as never },
          ],
          [
            { orderNumber: 'nope', parts: ['score'] },
            { status: 404, body: unknownInfo.body as never },
          ],
          [{ orderNumber, parts: [] }, envelope(400, /^parts: /)],
          [{ orderNumber, parts: ['ranking'] }, envelope(400, /^parts/)],
          [{ orderNumber, parts: 'score' }, envelope(400, /^parts: /)],
          [{ orderNumber }, envelope(400, /^parts: /)],
          [{ orderNumber, parts: ['score'], email: 'x@example.com' }, envelope(400, /email/)],
        ];
        for (const [body, expected] of cases) {
          const res = await post('/exam/order/info/share', body);
          expect([JSON.stringify(body), res.status, res.body]).toEqual([
            JSON.stringify(body),
            expected.status,
            expected.body,
          ]);
        }
        expect(await countRows(order.database.db)).toEqual(before);
      });

      test('an unknown or malformed token: the same 404 envelope', async () => {
        const unknown = await shared('A'.repeat(32));
        expect({ status: unknown.status, body: unknown.body }).toEqual(
          envelope(404, 'This shared link does not exist'),
        );
        for (const token of ['short', 'x'.repeat(129), 'bad token!', '..%2F..%2Fetc']) {
          const res = await shared(token);
          expect([token, res.status, res.body]).toEqual([token, 404, unknown.body]);
        }
      });
    });

    describe('GET /exam/order/certificate/verify/{code}', () => {
      test('a real code, printed or raw, any case: what the certificate states and nothing more', async () => {
        const session = await confirmedSession(exam.url, 1, 81);
        const { orderNumber } = await paidOrder(order.url, session, {
          skuId: 'sku3',
          email: 'holder@example.com',
        });
        const report = await reportOf(orderNumber);
        const iq = unlockedIq(report);
        const { code } = certificateOf(report);
        await post('/exam/order/certificate', { orderNumber, name: 'Ada Lovelace' });

        const expected = {
          code: printedCode(code),
          name: 'Ada Lovelace',
          band: iq.band,
          score:
            iq.bound === 'above'
              ? `> ${iq.measurable.high}`
              : iq.bound === 'below'
                ? `< ${iq.measurable.low}`
                : String(iq.score),
          testedAt: report.completedAt,
        };
        for (const typed of [printedCode(code), code, printedCode(code).toLowerCase(), code.toLowerCase()]) {
          const res = await verify(typed);
          expect([typed, res.status]).toEqual([typed, 200]);
          expect(certificateVerificationSchema.strict().parse(dataOf(res))).toEqual(expected);
          expect(res.headers.get('cache-control')).toBe('no-store');
          for (const secret of [orderNumber, session, 'holder@', 'sku3', 'percentile', 'interval', 'email'])
            expect([secret, res.text.includes(secret)]).toEqual([secret, false]);
        }
      });

      test('a made-up code, a malformed one: 404 "No certificate has this code"', async () => {
        for (const typed of [
          'ZZZZ-ZZZZ-ZZZZ',
          '0000-0000-0000',
          'hello',
          'ABCD-EFGH-JKMU',
          'x'.repeat(300),
        ]) {
          const res = await verify(typed);
          expect([typed, res.status, res.body]).toEqual([
            typed,
            404,
            { result: 404, message: 'No certificate has this code' },
          ]);
        }
      });

      test('only while a PAID order of the session includes the certificate', async () => {
        // A certificate whose session's sku3 order is no longer paid (a refund).
        const session = await confirmedSession(exam.url, 1, 83);
        const { orderNumber } = await paidOrder(order.url, session, { skuId: 'sku3' });
        const { code } = certificateOf(await reportOf(orderNumber));
        expect((await verify(code)).status).toBe(200);
        await order.database.db
          .updateTable('orders')
          .set({ status: 'failed' })
          .where('exam_session_id', '=', session)
          .execute();
        expect((await verify(code)).body).toEqual({ result: 404, message: 'No certificate has this code' });

        // A code for a session whose paid tier has no certificate (sku1).
        const other = await confirmedSession(exam.url, 1, 85);
        const sku1 = (await paidOrder(order.url, other, { skuId: 'sku1' })).orderNumber;
        await reportOf(sku1); // keeps the score
        await order.database.db
          .insertInto('certificates')
          .values({ code: 'ABCDEFGHJKMN', exam_session_id: other, band: 'normal', tested_at: new Date() })
          .execute();
        expect((await verify('ABCD-EFGH-JKMN')).body).toEqual({
          result: 404,
          message: 'No certificate has this code',
        });
      });

      test('rate limited per client: the 11th lookup in a minute is a 429 with Retry-After', async () => {
        const session = await confirmedSession(exam.url, 1, 87);
        const { orderNumber } = await paidOrder(order.url, session, { skuId: 'sku3' });
        const { code } = certificateOf(await reportOf(orderNumber));
        const client = '198.51.100.7';
        for (let i = 0; i < 10; i += 1)
          expect((await verify(i % 2 ? code : 'ZZZZ-ZZZZ-ZZZZ', client)).status).toBe(i % 2 ? 200 : 404);
        const limited = await verify(code, client);
        expect(limited.status).toBe(429);
        expect(limited.body).toEqual({
          result: 429,
          message: expect.stringMatching(/^Too many certificate checks/),
          retryAfterSeconds: expect.any(Number),
        });
        const retryAfter = Number(limited.headers.get('retry-after'));
        expect((limited.body as { retryAfterSeconds: number }).retryAfterSeconds).toBe(retryAfter);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(60);
        // A spoofed X-Forwarded-For prefix does not make a new client: the gateway's entry is last.
        expect((await verify(code, `10.0.0.1, ${client}`)).status).toBe(429);
        // Another client is unaffected.
        expect((await verify(code, '198.51.100.8')).status).toBe(200);
        // The window passes.
        clockOffset += 61_000;
        expect((await verify(code, client)).status).toBe(200);
      });

      // An instance started with RATE_LIMIT_FACTOR=2 (the browser tests' stack runs 50): twice the
      // lookups per client, counted in the same table.
      const widened = secondOrderInstance(target, order, exam, {
        config: { ...DEFAULT_ORDER_CONFIG, rateLimitFactor: 2 },
      });
      test('RATE_LIMIT_FACTOR widens the per-client count: the 21st lookup at factor 2 is the 429', async () => {
        const client = '198.51.100.9';
        const lookup = () =>
          request(`${widened.url()}/exam/order/certificate/verify/ZZZZ-ZZZZ-ZZZZ`, {
            headers: { 'X-Forwarded-For': client },
          });
        for (let i = 0; i < 20; i += 1) expect((await lookup()).status).toBe(404);
        expect(await lookup()).toMatchObject({
          status: 429,
          body: { result: 429, message: expect.stringMatching(/^Too many certificate checks/) },
        });
      });
    });
  });
});
