// The ranking's comparison figures from the platform's own paid, scored tests (issue 8): a group
// shows as ours from 30 tests on, the seed figures stand in below. PGlite and PostgreSQL.
import { orderReportSchema } from '@iq/contracts';
import { databaseTargets, describeFor, request } from '@iq/service-common/src/testing';
import { dataOf, examAndOrderUnderTest } from '../kits/endpoint-kit';
import { confirmedSession, countRows, createOrder, paidOrder } from '../kits/order-test-kit';

describe.each(databaseTargets())('ranking on $name', (target) => {
  describeFor(target)('', () => {
    const { exam, order } = examAndOrderUnderTest(target);

    test('29 earlier Swedish tests plus this paid one: Sweden and 25–34 are ours, the rest seed', async () => {
      const year = new Date().getUTCFullYear();
      // Earlier paid, scored sessions as the service keeps them (one row per session).
      await order.database.db
        .insertInto('report_scores')
        .values(
          Array.from({ length: 29 }, (_, i) => ({
            exam_session_id: `earlier-${i}`,
            outcome: 'scored',
            confirmed_at: new Date(),
            question_count: 30,
            score: null,
            iq: 150,
            country: 'SE',
            birth_year: year - 30,
          })),
        )
        .execute();

      const session = await confirmedSession(exam.url, 1, 31);
      const { orderNumber } = await paidOrder(order.url, session, {
        skuId: 'sku1',
        country: 'SE',
        birthYear: year - 28,
      });
      const report = orderReportSchema.parse(
        dataOf(await request(`${order.url}/exam/order/info/${orderNumber}`)),
      );
      if (report.ranking.locked || report.iq.locked) throw new Error('locked');
      const own = report.iq.score;
      const expected = Math.round(((29 * 150 + own) / 30) * 10) / 10;
      expect(report.ranking.source).toBe('mixed');
      expect(report.ranking.countries).toHaveLength(10);
      expect(report.ranking.countries[0]).toEqual({
        code: 'SE',
        averageIq: expected,
        sample: 30,
        seed: false,
      });
      expect(report.ranking.countries.slice(1).every((c) => c.seed && c.sample === 0)).toBe(true);
      expect(report.ranking.ages.find((a) => a.group === '25-34')).toEqual({
        group: '25-34',
        averageIq: expected,
        sample: 30,
        seed: false,
      });
      expect(report.ranking.ages.filter((a) => a.seed).map((a) => a.group)).toEqual([
        '<18',
        '18-24',
        '35-44',
        '45-54',
        '55-64',
        '65+',
      ]);
      const kept = await order.database.db
        .selectFrom('report_scores')
        .select(['country', 'birth_year', 'iq'])
        .where('exam_session_id', '=', session)
        .executeTakeFirstOrThrow();
      expect(kept).toEqual({ country: 'SE', birth_year: year - 28, iq: own });
    });

    test('an implausible birth year is a 400 and writes nothing', async () => {
      const session = await confirmedSession(exam.url, 1, 33);
      const before = await countRows(order.database.db);
      const year = new Date().getUTCFullYear();
      for (const birthYear of [year, year - 4, 1900, 1850, 2500])
        expect(await createOrder(order.url, session, { skuId: 'sku1', birthYear })).toMatchObject({
          status: 400,
          body: { result: 400, message: expect.stringMatching(/^birthYear: /) },
        });
      expect(await countRows(order.database.db)).toEqual(before);
    });
  });
});
