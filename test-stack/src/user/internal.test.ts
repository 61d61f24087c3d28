// The internal calls (issue 11), with the internal token only: the gateway resolves the session
// cookie; the order service ensures an account after a purchase (a set-password link, never a
// password; once per order). A wrong or missing token answers like no route.
import { DEV_INTERNAL_TOKEN } from '@iq/service-common';
import { databaseTargets, describeFor, postJson, request } from '@iq/service-common/src/testing';
import {
  dataOf,
  freshEmail,
  linkParam,
  login,
  mailsTo,
  orderServiceAlone,
  register,
  signUp,
  testClock,
  userServiceUnderTest,
} from '../kits/user-test-kit';

const PASSWORD = 'correct horse battery';
const TOKEN = { 'Internal-Token': DEV_INTERNAL_TOKEN };

describe.each(databaseTargets())('internal calls on $name', (target) => {
  describeFor(target)('', () => {
    const clock = testClock();
    const order = orderServiceAlone(target);
    const user = userServiceUnderTest(target, order, { now: clock.now });
    const resolve = (token: unknown, headers: Record<string, string> = TOKEN) =>
      postJson(`${user.url}/internal/session/resolve`, { token }, headers);
    const ensure = (body: Record<string, unknown>, headers: Record<string, string> = TOKEN) =>
      postJson(`${user.url}/internal/account/ensure`, body, headers);
    let orderNumbers = 0;
    const orderNumber = () => `ORD_${Date.now()}_${String((orderNumbers += 1)).padStart(8, '0')}`;

    test('a wrong or missing token answers like no route, whatever the body', async () => {
      const session = await signUp(user.url, order.url, freshEmail('probe'), PASSWORD);
      for (const headers of [
        {} as Record<string, string>,
        { 'Internal-Token': 'x' },
        { 'Internal-Token': `${DEV_INTERNAL_TOKEN}x` },
      ]) {
        expect(await resolve(session, headers)).toMatchObject({
          status: 404,
          body: { result: 404, message: 'Not Found: /internal/session/resolve' },
        });
        expect(await ensure({ email: freshEmail('x'), orderNumber: orderNumber() }, headers)).toMatchObject({
          status: 404,
          body: { result: 404, message: 'Not Found: /internal/account/ensure' },
        });
      }
      expect(await user.database.db.selectFrom('account_ensures').selectAll().execute()).toEqual([]);
    });

    test('session/resolve: a live session → who; unknown or expired (moved clock) → 404, bad body → 400', async () => {
      const email = freshEmail('resolve');
      const session = await signUp(user.url, order.url, email, PASSWORD);
      const live = await resolve(session);
      expect(live.status).toBe(200);
      expect(dataOf(live)).toEqual({
        sessionId: expect.stringMatching(/^[\w-]{22}$/),
        userId: expect.any(Number),
        email,
      });
      expect((await resolve('A'.repeat(43))).status).toBe(404);
      expect((await resolve(42)).status).toBe(400);

      const other = /IQ-session=([\w-]+)/.exec(
        (await login(user.url, email, PASSWORD)).headers.getSetCookie()[0]!,
      )![1]!;
      clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
      expect((await resolve(session)).status).toBe(404);
      expect((await resolve(other)).status).toBe(404);
    });

    test('account/ensure: a password-less confirmed account and a set-password link, once per order', async () => {
      const email = freshEmail('buyer');
      const first = orderNumber();
      expect(await ensure({ email, hl: 'ja', orderNumber: first })).toMatchObject({
        status: 200,
        body: { data: { created: true } },
      });
      expect(await ensure({ email, hl: 'ja', orderNumber: first })).toMatchObject({
        status: 200,
        body: { data: { created: true } },
      });
      const mails = await mailsTo(order.url, email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('アカウントの準備ができました');
      expect(mails[0]!.text).toMatch(/\/user\/forgot-password\?token=[\w-]{43}/);
      const row = await user.database.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ password_hash: null, confirmed_at: expect.any(Date) });
      expect((await login(user.url, email, PASSWORD)).status).toBe(401);

      // A second order before a password is set: not created, a fresh link.
      expect(await ensure({ email: email.toUpperCase(), orderNumber: orderNumber() })).toMatchObject({
        body: { data: { created: false } },
      });
      const [latest] = await mailsTo(order.url, email);
      expect(await mailsTo(order.url, email)).toHaveLength(2);

      // The link sets the password (the earlier one ends with it).
      const set = await postJson(`${user.url}/user/password/reset`, {
        resetToken: linkParam(latest!.text, 'token'),
        password: PASSWORD,
        passwordRepeat: PASSWORD,
      });
      expect(set.status).toBe(200);
      expect(
        (
          await postJson(`${user.url}/user/password/reset`, {
            resetToken: linkParam(mails[0]!.text, 'token'),
            password: 'someone else',
            passwordRepeat: 'someone else',
          })
        ).status,
      ).toBe(400);
      expect((await login(user.url, email, PASSWORD)).status).toBe(200);

      // With a password: nothing to mail.
      expect(await ensure({ email, orderNumber: orderNumber() })).toMatchObject({
        body: { data: { created: false } },
      });
      expect(await mailsTo(order.url, email)).toHaveLength(2);
    });

    test('account/ensure for a registered account: not created, no mail, the password untouched', async () => {
      const email = freshEmail('member');
      await signUp(user.url, order.url, email, PASSWORD);
      const before = await mailsTo(order.url, email);
      expect(await ensure({ email, orderNumber: orderNumber() })).toMatchObject({
        body: { data: { created: false } },
      });
      expect(await mailsTo(order.url, email)).toEqual(before);
      expect((await login(user.url, email, PASSWORD)).status).toBe(200);
    });

    test('account/ensure for an address registered but never confirmed: the buyer gets the set-password link', async () => {
      const email = freshEmail('squatted');
      await register(user.url, email, 'a stranger password');
      expect(await ensure({ email, orderNumber: orderNumber() })).toMatchObject({
        body: { data: { created: false } },
      });
      const [link] = await mailsTo(order.url, email);
      expect(link!.subject).toBe('Your account is ready');
      const set = await postJson(`${user.url}/user/password/reset`, {
        resetToken: linkParam(link!.text, 'token'),
        password: PASSWORD,
        passwordRepeat: PASSWORD,
      });
      expect(set.status).toBe(200);
      expect((await login(user.url, email, 'a stranger password')).status).toBe(401);
      expect((await login(user.url, email, PASSWORD)).status).toBe(200);
    });

    test('account/ensure bad input: 400, nothing created', async () => {
      const email = freshEmail('bad');
      for (const body of [
        { email },
        { email: 'nope', orderNumber: orderNumber() },
        { email, orderNumber: 'x', extra: 1 },
      ])
        expect(await ensure(body)).toMatchObject({ status: 400, body: { result: 400 } });
      expect(
        await user.database.db.selectFrom('users').select('id').where('email', '=', email).execute(),
      ).toEqual([]);
      expect((await request(`${user.url}/internal/nothing`, { headers: TOKEN })).status).toBe(404);
    });
  });
});
