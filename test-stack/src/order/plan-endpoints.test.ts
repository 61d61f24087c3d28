// The subscription plans over real HTTP (issue 10; spec §3 plan, §7 secondPhase plan list, §9
// prices), on PGlite and PostgreSQL.
import { LOCALE_TAGS, planListResponseSchema } from '@iq/contracts';
import { databaseTargets, describeFor, leaksInternals, request } from '@iq/service-common/src/testing';
import { dataOf, orderServiceAlone } from '../kits/endpoint-kit';

describe.each(databaseTargets())('plan endpoints on $name', (target) => {
  describeFor(target)('', () => {
    const service = orderServiceAlone(target);
    const get = (path: string, headers: Record<string, string> = {}) =>
      request(`${service.url}${path}`, { headers });

    test('three plans in USD: weekly 19.99 with a free 3-day trial, monthly 49.99, 0.71 a day billed 19.99 per 4 weeks', async () => {
      const res = await get('/secondPhase/plan/sku/list/1/US');
      expect(res.status).toBe(200);
      const list = planListResponseSchema.parse(dataOf(res));
      expect(list).toMatchObject({ examId: 1, region: 'US', currency: 'USD' });
      expect(
        list.plans.map((p) => [
          p.planId,
          p.priceMinor,
          p.timeUnit,
          p.trialDays,
          p.trialPriceMinor,
          p.billing,
        ]),
      ).toEqual([
        ['weekly', 1999, 'WEEK', 3, 0, { amountMinor: 1999, intervalCount: 1, intervalUnit: 'WEEK' }],
        ['monthly', 4999, 'MONTH', 0, 0, { amountMinor: 4999, intervalCount: 1, intervalUnit: 'MONTH' }],
        ['daily', 71, 'DAY', 0, 0, { amountMinor: 1999, intervalCount: 4, intervalUnit: 'WEEK' }],
      ]);
      expect(list.plans.map((p) => p.limitedTimeOffer)).toEqual([false, false, true]);
      expect(list.plans[0]!.title).toBe('Weekly plan');
      expect(list.plans[0]!.features.map((f) => f.key)).toEqual([
        'fullReports',
        'trainingGuide',
        'cancelAnytime',
      ]);
    });

    test('every locale has its own words (hl query or header); the numbers never change with it', async () => {
      const english = planListResponseSchema.parse(dataOf(await get('/secondPhase/plan/sku/list/1/US')));
      const seen = new Set<string>();
      for (const tag of LOCALE_TAGS) {
        const list = planListResponseSchema.parse(
          dataOf(await get(`/secondPhase/plan/sku/list/1/US?hl=${tag}`)),
        );
        expect(list.plans.map((p) => [p.priceMinor, p.trialDays, p.billing])).toEqual(
          english.plans.map((p) => [p.priceMinor, p.trialDays, p.billing]),
        );
        const words = JSON.stringify(list.plans.map((p) => [p.title, p.features.map((f) => f.text)]));
        seen.add(words);
      }
      expect(seen.size).toBe(LOCALE_TAGS.length);
      const chinese = planListResponseSchema.parse(
        dataOf(await get('/secondPhase/plan/sku/list/1/us', { hl: 'zh-CN' })),
      );
      expect(chinese.plans[0]).toMatchObject({ title: '周度会员', priceMinor: 1999, trialDays: 3 });
      const german = planListResponseSchema.parse(
        dataOf(await get('/secondPhase/plan/sku/list/1/US?hl=gr-DE')),
      );
      expect(german.plans[1]!.title).toBe('Monatsabo');
    });

    test('bad parameters: 400 for malformed, 404 for an exam or region without plans, never a stack', async () => {
      const cases: [string, number, string | RegExp][] = [
        ['/secondPhase/plan/sku/list/abc/US', 400, /^examId: /],
        ['/secondPhase/plan/sku/list/1/USA', 400, /^country: /],
        ['/secondPhase/plan/sku/list/2/US', 404, 'No plans for exam 2'],
        ['/secondPhase/plan/sku/list/1/DE', 404, 'No plans for region DE'],
      ];
      for (const [path, status, message] of cases) {
        const res = await get(path);
        expect(res.status).toBe(status);
        expect(res.body).toMatchObject({ result: status, message: expect.stringMatching(message) });
        expect(leaksInternals(res.text)).toBe(false);
      }
    });
  });
});
