// Accounts over HTTP (issue 11), the real user and order services on PGlite and PostgreSQL:
// register (no enumeration), confirm, login, logout, password change, profile, bad input.
import { IDENTITY_HEADER, userProfileSchema, type UserProfile } from '@iq/contracts';
import {
  databaseTargets,
  describeFor,
  leaksInternals,
  postJson,
  request,
} from '@iq/service-common/src/testing';
import {
  asGateway,
  dataOf,
  freshEmail,
  linkParam,
  login,
  mailsTo,
  orderServiceAlone,
  register,
  sessionTokenOf,
  signUp,
  userServiceUnderTest,
} from '../kits/user-test-kit';

const PASSWORD = 'correct horse battery';

describe.each(databaseTargets())('accounts on $name', (target) => {
  describeFor(target)('', () => {
    const order = orderServiceAlone(target);
    const user = userServiceUnderTest(target, order);
    const users = () => user.database.db.selectFrom('users').selectAll().execute();

    test('register: a new and an existing address answer alike; the owner gets a notice, not a second account', async () => {
      const email = freshEmail('ada');
      const first = await register(user.url, email, PASSWORD);
      const before = await users();
      const again = await register(user.url, email, 'another password 1', { name: 'Mallory' });
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(dataOf(first)).toMatchObject({ accepted: true });
      expect(await users()).toEqual(before); // nothing changed: same name, same hash
      const row = before.find((u) => u.email === email)!;
      expect(row.confirmed_at).toBeNull();
      expect(row.password_hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
      expect(row.password_hash).not.toContain(PASSWORD);

      const [notice, confirm] = await mailsTo(order.url, email);
      expect(confirm!.subject).toBe('Confirm your e-mail address');
      expect(confirm!.text).toMatch(/\/user\/login\?confirm=[\w-]{43}/);
      expect(notice!.subject).toBe('Someone tried to register with your address');
      expect(notice!.text).toContain('/user/forgot-password');
      for (const m of [notice!, confirm!]) {
        expect(m.text).not.toContain(PASSWORD);
        expect(m.text).not.toContain('another password');
        expect(m.text).not.toContain('Mallory'); // nothing typed by a stranger reaches the inbox
      }
    });

    test('register in another language mails in it (hl)', async () => {
      const email = freshEmail('fr');
      await register(user.url, email, PASSWORD, { hl: 'fr' });
      const [mail] = await mailsTo(order.url, email);
      expect(mail!.subject).toBe('Confirmez votre adresse e-mail');
    });

    test("register validation: the spec's messages, nothing created", async () => {
      const email = freshEmail('bad');
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ passwordRepeat: 'something else' }, 'Passwords do not match'],
        [{ privacyAgreed: false }, 'Please agree to the privacy policy'],
        [{ email: 'not-an-email' }, 'Incorrect email format'],
      ];
      for (const [change, message] of cases) {
        const res = await postJson(`${user.url}/user/register`, {
          name: 'Ada',
          email,
          password: PASSWORD,
          passwordRepeat: PASSWORD,
          privacyAgreed: true,
          ...change,
        });
        expect(res).toMatchObject({ status: 400, body: { result: 400, message } });
      }
      expect((await users()).some((u) => u.email === email)).toBe(false);
      expect(await mailsTo(order.url, email)).toEqual([]);
    });

    test('an unconfirmed account cannot log in (the generic answer); the link confirms and signs in, once', async () => {
      const email = freshEmail('confirm');
      await register(user.url, email, PASSWORD);
      const early = await login(user.url, email, PASSWORD);
      expect(early).toMatchObject({
        status: 401,
        body: { result: 401, message: 'Incorrect email or password' },
      });
      expect(sessionTokenOf(early)).toBeUndefined();

      const token = linkParam((await mailsTo(order.url, email))[0]!.text, 'confirm');
      const confirmed = await postJson(`${user.url}/user/confirm`, { token });
      expect(confirmed.status).toBe(200);
      expect(userProfileSchema.parse(dataOf<{ user: UserProfile }>(confirmed).user)).toMatchObject({
        email,
        name: 'Ada',
        hasPassword: true,
      });
      const cookie = confirmed.headers.getSetCookie()[0]!;
      expect(cookie).toMatch(/^IQ-session=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
      expect(await postJson(`${user.url}/user/confirm`, { token })).toMatchObject({ status: 400 });

      const res = await login(user.url, email, PASSWORD);
      expect(res).toMatchObject({
        status: 200,
        body: { result: 200, data: { message: 'Login successful' } },
      });
      expect(sessionTokenOf(res)).toBeDefined();
      expect(await login(user.url, email, 'wrong password!')).toMatchObject({
        status: 401,
        body: { message: 'Incorrect email or password' },
      });
      expect(await login(user.url, freshEmail('nobody'), PASSWORD)).toMatchObject({
        status: 401,
        body: { message: 'Incorrect email or password' },
      });
    });

    test('login rotates: a new session each time, the one the browser came with ends', async () => {
      const email = freshEmail('rotate');
      const first = await signUp(user.url, order.url, email, PASSWORD);
      const again = await login(user.url, email, PASSWORD, { cookie: `IQ-session=${first}` });
      const second = sessionTokenOf(again)!;
      expect(second).not.toBe(first);
      expect(await asGateway(user.url, first)).toEqual({});
      const me = await request(`${user.url}/user/get`, { headers: await asGateway(user.url, second) });
      expect(me).toMatchObject({ status: 200, body: { data: { email } } });
    });

    test('logout ends the session at once: the same signed identity no longer works', async () => {
      const session = await signUp(user.url, order.url, freshEmail('logout'), PASSWORD);
      const headers = await asGateway(user.url, session);
      expect((await request(`${user.url}/user/get`, { headers })).status).toBe(200);
      const out = await postJson(`${user.url}/user/logout`, {}, headers);
      expect(out.status).toBe(200);
      expect(out.headers.getSetCookie()[0]).toMatch(
        /^IQ-session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/,
      );
      // The header was signed before the logout and is still within its minute: refused anyway.
      expect(await request(`${user.url}/user/get`, { headers })).toMatchObject({
        status: 401,
        body: { result: 401, message: 'Not signed in' },
      });
      expect(await asGateway(user.url, session)).toEqual({});
    });

    test('a password change ends every session, opens a new one here; old password out, new one in', async () => {
      const email = freshEmail('change');
      const here = await signUp(user.url, order.url, email, PASSWORD);
      const elsewhere = sessionTokenOf(await login(user.url, email, PASSWORD))!;
      const headers = await asGateway(user.url, here);
      const otherHeaders = await asGateway(user.url, elsewhere);

      const wrongOld = await postJson(
        `${user.url}/user/password/update`,
        {
          oldPassword: 'not my password',
          newPassword: 'a new password',
          newPasswordRepeat: 'a new password',
        },
        headers,
      );
      expect(wrongOld).toMatchObject({ status: 400, body: { message: 'The current password is incorrect' } });
      const mismatch = await postJson(
        `${user.url}/user/password/update`,
        { oldPassword: PASSWORD, newPassword: 'a new password', newPasswordRepeat: 'a new passwore' },
        headers,
      );
      expect(mismatch).toMatchObject({ status: 400, body: { message: 'Passwords do not match' } });

      const changed = await postJson(
        `${user.url}/user/password/update`,
        { oldPassword: PASSWORD, newPassword: 'a new password', newPasswordRepeat: 'a new password' },
        headers,
      );
      expect(changed.status).toBe(200);
      const fresh = sessionTokenOf(changed)!;
      expect([here, elsewhere]).not.toContain(fresh);
      for (const dead of [headers, otherHeaders])
        expect((await request(`${user.url}/user/get`, { headers: dead })).status).toBe(401);
      expect(await asGateway(user.url, here)).toEqual({});
      expect(await asGateway(user.url, elsewhere)).toEqual({});
      expect(
        (await request(`${user.url}/user/get`, { headers: await asGateway(user.url, fresh) })).status,
      ).toBe(200);
      expect((await login(user.url, email, PASSWORD)).status).toBe(401);
      expect((await login(user.url, email, 'a new password')).status).toBe(200);
    });

    test("profile: read, update ('Saved successfully'), invalid values change nothing", async () => {
      const email = freshEmail('profile');
      const headers = await asGateway(user.url, await signUp(user.url, order.url, email, PASSWORD));
      const saved = await postJson(
        `${user.url}/user/update`,
        { nickname: 'Countess', phone: '+44 20 7946 0000', birthday: '1815-12-10', sex: 'female' },
        headers,
      );
      expect(saved).toMatchObject({ status: 200, body: { data: { message: 'Saved successfully' } } });
      const after = await request(`${user.url}/user/get`, { headers });
      expect(userProfileSchema.parse(dataOf(after))).toEqual({
        userId: expect.any(Number),
        name: 'Ada',
        email,
        nickname: 'Countess',
        phone: '+44 20 7946 0000',
        birthday: '1815-12-10',
        sex: 'female',
        hasPassword: true,
      });
      const bad: Array<[Record<string, unknown>, string]> = [
        [{ birthday: '2020-02-30' }, 'Invalid date'],
        [{ birthday: '10/12/1815' }, 'Invalid date'],
        [{ sex: 'other' }, 'Sex must be male, female or confidential'],
        [{ phone: 'call me' }, 'Incorrect phone number'],
        [{ nickname: 42 }, 'nickname: Invalid input: expected string, received number'],
        [{ userId: 1 }, 'body: Unrecognized key: "userId"'],
      ];
      for (const [body, message] of bad)
        expect(await postJson(`${user.url}/user/update`, body, headers)).toMatchObject({
          status: 400,
          body: { result: 400, message },
        });
      expect(dataOf(await request(`${user.url}/user/get`, { headers }))).toEqual(dataOf(after));
      // null clears a field
      await postJson(`${user.url}/user/update`, { nickname: null, birthday: null }, headers);
      expect(dataOf(await request(`${user.url}/user/get`, { headers }))).toMatchObject({
        nickname: null,
        birthday: null,
        sex: 'female',
      });
    });

    test('bad input: malformed JSON, wrong types, huge bodies, unknown tokens get an envelope and change nothing', async () => {
      const before = await users();
      const replies = [
        await postJson(`${user.url}/user/login`, '{"email":'),
        await postJson(`${user.url}/user/login`, { email: ['a@b.c'], password: 1 }),
        await postJson(`${user.url}/user/register`, { name: 'x'.repeat(2_000_000) }),
        await postJson(`${user.url}/user/confirm`, { token: 'A'.repeat(43) }),
        await postJson(`${user.url}/user/password/reset`, {
          resetToken: 'A'.repeat(43),
          password: PASSWORD,
          passwordRepeat: PASSWORD,
        }),
        await request(`${user.url}/email/captcha/send?email=a@b.c&email=d@e.f`, { method: 'POST' }),
        await postJson(`${user.url}/user/login`, { email: 'a@example.com', password: 'x'.repeat(129) }),
      ];
      expect(replies.map((r) => r.status)).toEqual([400, 400, 413, 400, 400, 400, 400]);
      for (const r of replies) {
        expect(r.body).toMatchObject({ result: r.status, message: expect.any(String) });
        expect(leaksInternals(r.text)).toBe(false);
      }
      expect(await users()).toEqual(before);
      expect((await request(`${user.url}/user/get`, { headers: { [IDENTITY_HEADER]: 'x' } })).status).toBe(
        401,
      );
    });
  });
});
