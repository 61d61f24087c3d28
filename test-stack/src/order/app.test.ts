import { countryListSchema } from '@iq/contracts';
import {
  databaseTargets,
  describeFor,
  leaksInternals,
  postJson,
  request,
} from '@iq/service-common/src/testing';
import { sql } from 'kysely';
import { orderServiceAlone } from '../kits/endpoint-kit';

describe.each(databaseTargets())('order service on $name', (target) => {
  describeFor(target)('', () => {
    const service = orderServiceAlone(target);

    test('country list: the ten-entry sample in the envelope', async () => {
      const res = await request(`${service.url}/exam/order/country/list`);
      expect(res.status).toBe(200);
      const { result, data } = res.body as { result: number; data: unknown };
      expect(result).toBe(200);
      expect(countryListSchema.parse(data).map((c) => c.key)).toEqual([
        'CN',
        'JA',
        'EN',
        'BR',
        'DE',
        'UK',
        'PT',
        'FR',
        'ES',
        'CA',
      ]);
    });

    test('orders table exists in the service schema', async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from orders`.execute(
        service.database.db,
      );
      expect(rows[0]?.n).toBe(0);
    });

    test('errors: unknown path 404, malformed JSON 400, > 1 MB 413, no stack traces', async () => {
      const notFound = await request(`${service.url}/pay/order/create`);
      expect(notFound).toMatchObject({ status: 404, body: { result: 404 } });
      const malformed = await postJson(`${service.url}/pay/order/create`, '{oops');
      expect(malformed).toMatchObject({ status: 400, body: { result: 400, message: 'Malformed JSON body' } });
      const tooLarge = await postJson(`${service.url}/pay/order/create`, {
        pad: 'x'.repeat(1024 * 1024 + 1),
      });
      expect(tooLarge).toMatchObject({ status: 413, body: { result: 413 } });
      for (const res of [notFound, malformed, tooLarge]) expect(leaksInternals(res.text)).toBe(false);
    });

    test('healthz', async () => {
      expect(await request(`${service.url}/healthz`)).toMatchObject({ status: 200, body: { result: 200 } });
    });
  });
});
