// Tiers and payment methods over real HTTP (spec §7 sku and payment calls), on PGlite and PostgreSQL.
import { paymentMethodListSchema, skuInfoResponseSchema, skuListResponseSchema } from '@iq/contracts';
import { databaseTargets, describeFor, leaksInternals, request } from '@iq/service-common/src/testing';
import { dataOf, orderServiceAlone } from '../kits/endpoint-kit';

describe.each(databaseTargets())('catalogue endpoints on $name', (target) => {
  describeFor(target)('', () => {
    const service = orderServiceAlone(target);
    const get = (path: string, headers: Record<string, string> = {}) =>
      request(`${service.url}${path}`, { headers });

    test('sku list: four tiers with their items in the locale, priced for the country', async () => {
      const res = await get('/exam/sku/list/1/US/en');
      expect(res.status).toBe(200);
      const list = skuListResponseSchema.parse(dataOf(res));
      expect(list).toMatchObject({ examId: 1, country: 'US', currency: 'USD' });
      expect(list.skus.map((s) => [s.skuId, s.items.length, s.priceMinor])).toEqual([
        ['sku1', 3, 999],
        ['sku2', 4, 1999],
        ['sku3', 5, 2999],
        ['sku4', 7, 3999],
      ]);
      expect(list.skus[0]!.items.map((i) => i.name)).toEqual(['IQ score', 'IQ ranking', '21-page report']);

      const german = skuListResponseSchema.parse(dataOf(await get('/exam/sku/list/1/de/gr-DE')));
      expect(german).toMatchObject({ country: 'DE', currency: 'EUR' });
      expect(german.skus[0]!.items[0]!.name).toBe('IQ-Wert');

      const japan = skuListResponseSchema.parse(dataOf(await get('/exam/sku/list/1/JP/ja')));
      expect(japan.currency).toBe('JPY');
      expect(japan.skus[1]!.priceMinor).toBe(298000);
      expect(japan.skus[0]!.items[0]!.name).toBe('IQスコア');

      const hongKong = skuListResponseSchema.parse(dataOf(await get('/exam/sku/list/1/HK/zh-TW')));
      expect(hongKong.currency).toBe('HKD');
      expect(hongKong.skus[3]!.items.find((i) => i.key === 'discount20')!.name).toBe('永久 VIP 會員（8 折）');

      // Unknown country → USD; unknown locale → English.
      const unknown = skuListResponseSchema.parse(dataOf(await get('/exam/sku/list/1/ZZ/xx-YY')));
      expect(unknown).toMatchObject({ country: 'ZZ', currency: 'USD' });
      expect(unknown.skus[0]!.items[0]!.name).toBe('IQ score');

      // Only ASCII letters are a country: the ligature ﬁ (U+FB01) upper-cases to "FI" in
      // JavaScript and was taken for Finland (found by the fuzz suite).
      const ligature = await get(`/exam/sku/list/1/${encodeURIComponent('\ufb01')}/en`);
      expect(ligature.status).toBe(400);
    });

    test('the questionnaires (exams 2–4) sell nothing: an empty list, free with an account', async () => {
      for (const examId of [2, 3, 4]) {
        const res = await get(`/exam/sku/list/${examId}/DE/de-DE`);
        expect(res.status).toBe(200);
        expect(skuListResponseSchema.parse(dataOf(res))).toEqual({
          examId,
          country: 'DE',
          currency: 'EUR',
          skus: [],
          freeWithAccount: true,
        });
      }
      // The IQ test's list says it is not free.
      expect(dataOf(await get('/exam/sku/list/1/US/en'))).toMatchObject({ freeWithAccount: false });
      // The parameters are still checked.
      expect((await get('/exam/sku/list/2/USA/en')).status).toBe(400);
    });

    test('sku info: one tier with exam and country', async () => {
      const res = await get('/exam/sku/info/1/sku3/FR/fr');
      expect(res.status).toBe(200);
      const info = skuInfoResponseSchema.parse(dataOf(res));
      expect(info).toMatchObject({
        examId: 1,
        country: 'FR',
        skuId: 'sku3',
        currency: 'EUR',
        priceMinor: 2999,
        listPriceMinor: 2999,
        discountTenths: null,
      });
      expect(info.items.map((i) => i.key)).toEqual([
        'iqScore',
        'iqRank',
        'report21',
        'wrongAnalysis',
        'certificate',
      ]);
      expect(info.items.find((i) => i.key === 'certificate')!.name).toBe('Certificat personnalisé');
    });

    test('payment methods: card and PayPal, named in the hl of the query or header', async () => {
      const english = paymentMethodListSchema.parse(dataOf(await get('/app/payment/list/1/US')));
      expect(english).toEqual([
        { id: 'card', name: 'Credit or debit card' },
        { id: 'paypal', name: 'PayPal' },
      ]);
      const viaQuery = paymentMethodListSchema.parse(dataOf(await get('/app/payment/list/1/FR?hl=fr')));
      expect(viaQuery[0]!.name).toBe('Carte bancaire');
      const viaHeader = paymentMethodListSchema.parse(
        dataOf(await get('/app/payment/list/1/KR', { hl: 'ko-KR' })),
      );
      expect(viaHeader[0]!.name).toBe('신용카드 또는 체크카드');
    });

    test('country list is still there', async () => {
      expect(await get('/exam/order/country/list')).toMatchObject({ status: 200, body: { result: 200 } });
    });

    test('bad parameters: 400 for malformed, 404 for unknown, never a stack', async () => {
      const cases: [string, number, string | RegExp][] = [
        ['/exam/sku/list/abc/US/en', 400, /^examId: /],
        ['/exam/sku/list/0/US/en', 400, /^examId: /],
        ['/exam/sku/list/99999999/US/en', 400, /^examId: /],
        ['/exam/sku/list/5/US/en', 404, 'No report tiers for exam 5'],
        ['/exam/sku/info/2/sku1/US/en', 404, 'No report tiers for exam 2'],
        ['/app/payment/list/3/US', 404, 'No report tiers for exam 3'],
        ['/exam/sku/list/1/USA/en', 400, /^country: /],
        ['/exam/sku/list/1/1A/en', 400, /^country: /],
        ['/exam/sku/list/1/%E0%A4%A/en', 400, 'Malformed URL'],
        ['/exam/sku/info/1/sku9/US/en', 404, 'Tier not found'],
        ['/exam/sku/info/1/__proto__/US/en', 404, 'Tier not found'],
        ['/exam/sku/info/7/sku1/US/en', 404, 'No report tiers for exam 7'],
        ['/exam/sku/info/1/sku1/U/en', 400, /^country: /],
        ['/app/payment/list/x/US', 400, /^examId: /],
        ['/app/payment/list/1/USD', 400, /^country: /],
        ['/exam/sku/list/1/US', 404, /^Not Found/],
      ];
      for (const [path, status, message] of cases) {
        const res = await get(path);
        expect({ path, status: res.status, body: res.body }).toEqual({
          path,
          status,
          body: {
            result: status,
            message: typeof message === 'string' ? message : expect.stringMatching(message),
          },
        });
        expect(leaksInternals(res.text)).toBe(false);
      }
    });
  });
});
