// Issue 38 point 3: the price call the landings and instructions make before a test starts
// (GET /api/exam/sku/list/{examId}/{country}/{hl}), through the gateway as the browser makes it,
// for each test sold or free and the country of each of the nine locales. The expected currencies
// and lowest prices are written out by hand (spec §9 and docs/decisions/2026-11-23-tier-prices-and-currencies.md), not read
// from the order service's price table.
import { skuListResponseSchema } from '@iq/contracts';
import {
  databaseTargets,
  DATABASE_SETUP_TIMEOUT,
  describeFor,
  leaksInternals,
  request,
} from '@iq/service-common/src/testing';
import { dataOf, startAccessStack, type AccessStack } from '../kits/access-stack';

/** The nine locales, the country their pages ask prices for, its currency and sku1's price. */
const LOCALE_PRICES: [hl: string, country: string, currency: string, lowestMinor: number][] = [
  ['en-US', 'US', 'USD', 999],
  ['zh-CN', 'CN', 'CNY', 6800],
  ['zh-HK', 'HK', 'HKD', 7800],
  ['ja-JP', 'JP', 'JPY', 150000],
  ['ko-KR', 'KR', 'KRW', 1390000],
  ['fr-FR', 'FR', 'EUR', 999],
  ['es-ES', 'ES', 'EUR', 999],
  ['de-DE', 'DE', 'EUR', 999],
  ['pt-PT', 'PT', 'EUR', 999],
];

describe.each(databaseTargets())('the price call before a test, through the gateway, on $name', (target) => {
  describeFor(target)('', () => {
    let stack: AccessStack;
    const get = (path: string) => request(`${stack.gateway}/api${path}`);

    beforeAll(async () => {
      stack = await startAccessStack(target);
    }, DATABASE_SETUP_TIMEOUT + 30_000);

    afterAll(async () => {
      await stack?.close();
    });

    test('the IQ test: four tiers from the lowest price, in the currency of each locale', async () => {
      for (const [hl, country, currency, lowestMinor] of LOCALE_PRICES) {
        const res = await get(`/exam/sku/list/1/${country}/${hl}`);
        expect({ hl, status: res.status }).toEqual({ hl, status: 200 });
        const list = skuListResponseSchema.parse(dataOf(res));
        expect(list).toMatchObject({ examId: 1, country, currency, freeWithAccount: false });
        expect(list.skus).toHaveLength(4);
        expect(Math.min(...list.skus.map((sku) => sku.priceMinor))).toBe(lowestMinor);
        expect(new Set(list.skus.map((sku) => sku.currency))).toEqual(new Set([currency]));
      }
    });

    test('the questionnaires (types, EQ, brain dominance): 200, nothing sold, free with an account', async () => {
      for (const examId of [2, 3, 4])
        for (const [hl, country, currency] of LOCALE_PRICES) {
          const res = await get(`/exam/sku/list/${examId}/${country}/${hl}`);
          expect({ examId, hl, status: res.status }).toEqual({ examId, hl, status: 200 });
          expect(skuListResponseSchema.parse(dataOf(res))).toEqual({
            examId,
            country,
            currency,
            skus: [],
            freeWithAccount: true,
          });
        }
    });

    test('an unknown test or a bad country: a clear envelope error, never a stack', async () => {
      const cases: [path: string, status: number, message: string | RegExp][] = [
        ['/exam/sku/list/5/US/en-US', 404, 'No report tiers for exam 5'],
        ['/exam/sku/list/999/DE/de-DE', 404, 'No report tiers for exam 999'],
        ['/exam/sku/list/types/US/en-US', 400, /^examId: /],
        ['/exam/sku/list/2/USA/en-US', 400, /^country: /],
        ['/exam/sku/info/2/sku1/US/en-US', 404, 'No report tiers for exam 2'],
        ['/exam/sku/info/1/sku9/US/en-US', 404, 'Tier not found'],
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
