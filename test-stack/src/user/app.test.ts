import {
  databaseTargets,
  describeFor,
  leaksInternals,
  postJson,
  request,
} from '@iq/service-common/src/testing';
import { sql } from 'kysely';
import { orderServiceAlone, userServiceUnderTest } from '../kits/user-test-kit';

describe.each(databaseTargets())('user service on $name', (target) => {
  describeFor(target)('', () => {
    const service = userServiceUnderTest(target, orderServiceAlone(target));

    test('GET /user/get without a session → 401 envelope', async () => {
      const res = await request(`${service.url}/user/get`);
      expect(res).toMatchObject({ status: 401, body: { result: 401, message: 'Not signed in' } });
    });

    test('users table exists in the service schema', async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from users`.execute(
        service.database.db,
      );
      expect(rows[0]?.n).toBe(0);
    });

    test('errors: unknown path 404, malformed JSON 400, > 1 MB 413, no stack traces', async () => {
      const notFound = await request(`${service.url}/user/nope`);
      expect(notFound).toMatchObject({ status: 404, body: { result: 404 } });
      const malformed = await postJson(`${service.url}/user/login`, '[1,');
      expect(malformed).toMatchObject({ status: 400, body: { result: 400 } });
      const tooLarge = await postJson(`${service.url}/user/login`, { pad: 'x'.repeat(1024 * 1024 + 1) });
      expect(tooLarge).toMatchObject({ status: 413, body: { result: 413 } });
      for (const res of [notFound, malformed, tooLarge]) expect(leaksInternals(res.text)).toBe(false);
    });
  });
});
