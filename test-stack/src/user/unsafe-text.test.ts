// Issue 15: a control character or an unpaired surrogate in the user service's text fields is a
// 400 naming the field, and nothing is stored. The real user and order services, on PGlite and
// PostgreSQL.
import { databaseTargets, describeFor, postJson, request } from '@iq/service-common/src/testing';
import {
  asGateway,
  dataOf,
  freshEmail,
  login,
  orderServiceAlone,
  register,
  signUp,
  userServiceUnderTest,
} from '../kits/user-test-kit';

const PASSWORD = 'correct horse battery';
const REFUSED = 'must not contain control characters or unpaired surrogates';

describe.each(databaseTargets())('user service refuses unsafe text on $name', (target) => {
  describeFor(target)('', () => {
    const order = orderServiceAlone(target);
    const user = userServiceUnderTest(target, order);
    const users = () => user.database.db.selectFrom('users').selectAll().execute();

    test('register and login: a NUL or a lone surrogate in the e-mail or the name is a 400 naming it, no account', async () => {
      const before = await users();
      const cases: Array<[string, Record<string, unknown>, string]> = [
        [`a\u0000b.${freshEmail()}`, {}, `email: ${REFUSED}`],
        [`\ud800${freshEmail()}`, {}, `email: ${REFUSED}`],
        [freshEmail(), { name: 'Ada\u0000' }, `name: ${REFUSED}`],
        [freshEmail(), { name: 'Ada\udc00' }, `name: ${REFUSED}`],
        [freshEmail(), { name: 'Ada\u009b' }, `name: ${REFUSED}`],
      ];
      for (const [email, extra, message] of cases)
        expect(await register(user.url, email, PASSWORD, extra)).toMatchObject({
          status: 400,
          body: { result: 400, message },
        });
      expect(await users()).toEqual(before);
      expect(await login(user.url, `a\u0000b@example.com`, PASSWORD)).toMatchObject({
        status: 400,
        body: { message: `email: ${REFUSED}` },
      });
      expect(await login(user.url, freshEmail(), `${PASSWORD}\u007f`)).toMatchObject({
        status: 400,
        body: { message: `password: ${REFUSED}` },
      });
    });

    test('profile: a control character or a lone surrogate in the nickname changes nothing', async () => {
      const headers = await asGateway(
        user.url,
        await signUp(user.url, order.url, freshEmail('nick'), PASSWORD),
      );
      expect(await postJson(`${user.url}/user/update`, { nickname: 'Countess 😀' }, headers)).toMatchObject({
        status: 200,
      });
      const after = dataOf(await request(`${user.url}/user/get`, { headers }));
      expect(after).toMatchObject({ nickname: 'Countess 😀' });
      for (const nickname of ['Count\u0001ess', 'Count\ness', 'Count\tess', '\ud83d', 'x\u0085'])
        expect(await postJson(`${user.url}/user/update`, { nickname }, headers)).toMatchObject({
          status: 400,
          body: { result: 400, message: expect.stringMatching(/^nickname: /) },
        });
      expect(dataOf(await request(`${user.url}/user/get`, { headers }))).toEqual(after);
    });
  });
});
