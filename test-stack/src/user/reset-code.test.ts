// Forgot password over HTTP (issue 11; spec §2 three steps): a mailed 6-digit code works once,
// expires after 15 minutes (moved clock), dies after 5 wrong tries, is replaced by a newer one;
// the reset token it gives works once, sets the password and ends every session.
import { databaseTargets, describeFor, postJson, request } from '@iq/service-common/src/testing';
import {
  asGateway,
  dataOf,
  freshEmail,
  login,
  mailsTo,
  orderServiceAlone,
  register,
  signUp,
  testClock,
  userServiceUnderTest,
  waitForMails,
} from '../kits/user-test-kit';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new password';
const DEAD = 'The code has expired or been used too many times. Request a new one.';
const WRONG = 'Incorrect verification code';

describe.each(databaseTargets())('reset by code on $name', (target) => {
  describeFor(target)('', () => {
    const clock = testClock();
    const order = orderServiceAlone(target);
    const user = userServiceUnderTest(target, order, { now: clock.now });

    /** Asks for a code and reads it from the outbox (the `nth` mail to the address). */
    async function codeFor(email: string, nth: number, hl?: string): Promise<string> {
      const query = `email=${encodeURIComponent(email)}${hl ? `&hl=${hl}` : ''}`;
      const sent = await request(`${user.url}/email/captcha/send?${query}`, { method: 'POST' });
      expect(sent).toMatchObject({
        status: 200,
        body: { data: { sent: true, message: 'Verification code sent' } },
      });
      const mails = await waitForMails(order.url, email, nth);
      const code = /\b(\d{6})\b/.exec(mails[0]!.text)?.[1];
      if (!code) throw new Error(`no code in ${mails[0]?.text}`);
      return code;
    }
    const verify = (email: string, code: string) => postJson(`${user.url}/user/verify`, { email, code });
    const reset = (resetToken: string, password = NEW_PASSWORD) =>
      postJson(`${user.url}/user/password/reset`, { resetToken, password, passwordRepeat: password });
    const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    test('a code works once; its reset token works once, sets the password and ends every session', async () => {
      const email = freshEmail('reset');
      const session = await signUp(user.url, order.url, email, PASSWORD);
      const headers = await asGateway(user.url, session, clock.now());
      const code = await codeFor(email, 2);
      const [mail] = await waitForMails(order.url, email, 2);
      expect(mail!.subject).toBe('Your verification code');
      expect(mail!.text).toContain('15 minutes');

      const verified = await verify(email, code);
      expect(verified.status).toBe(200);
      const { resetToken } = dataOf<{ resetToken: string }>(verified);
      expect(resetToken).toMatch(/^[\w-]{43}$/);
      expect(await verify(email, code)).toMatchObject({ status: 400, body: { message: DEAD } });

      expect(await reset(resetToken)).toMatchObject({
        status: 200,
        body: { data: { message: 'Password reset successful' } },
      });
      expect(await reset(resetToken, 'yet another password')).toMatchObject({ status: 400 });
      expect((await request(`${user.url}/user/get`, { headers })).status).toBe(401);
      expect(await asGateway(user.url, session, clock.now())).toEqual({});
      expect((await login(user.url, email, PASSWORD)).status).toBe(401);
      expect((await login(user.url, email, NEW_PASSWORD)).status).toBe(200);
      const rows = await user.database.db.selectFrom('reset_codes').selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(code); // stored hashed
    });

    test('a code expires after 15 minutes (moved clock); so does its reset token', async () => {
      const email = freshEmail('slow');
      await signUp(user.url, order.url, email, PASSWORD);
      const code = await codeFor(email, 2);
      clock.advance(15 * 60 * 1000 + 1000);
      expect(await verify(email, code)).toMatchObject({ status: 400, body: { result: 400, message: DEAD } });

      const fresh = await codeFor(email, 3);
      const { resetToken } = dataOf<{ resetToken: string }>(await verify(email, fresh));
      clock.advance(15 * 60 * 1000 + 1000);
      expect(await reset(resetToken)).toMatchObject({ status: 400 });
      expect((await login(user.url, email, PASSWORD)).status).toBe(200);
    });

    test('5 wrong tries kill the code, even for the right digits afterwards', async () => {
      const email = freshEmail('guess');
      await signUp(user.url, order.url, email, PASSWORD);
      const code = await codeFor(email, 2);
      for (let i = 0; i < 4; i += 1)
        expect(await verify(email, otherThan(code))).toMatchObject({ status: 400, body: { message: WRONG } });
      expect(await verify(email, otherThan(code))).toMatchObject({ status: 400, body: { message: DEAD } });
      expect(await verify(email, code)).toMatchObject({ status: 400, body: { message: DEAD } });
      // A new code starts again.
      const next = await codeFor(email, 3);
      expect((await verify(email, next)).status).toBe(200);
    });

    // Issue 37: a mail-sending GET was outside the gateway's cross-site write check.
    test('a GET sends nothing: 405 naming POST', async () => {
      const email = freshEmail('get');
      await signUp(user.url, order.url, email, PASSWORD);
      const before = (await mailsTo(order.url, email)).length;
      const got = await request(`${user.url}/email/captcha/send?email=${encodeURIComponent(email)}`);
      expect(got.status).toBe(405);
      expect(got.headers.get('allow')).toBe('POST');
      expect(got.body).toMatchObject({ result: 405 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await mailsTo(order.url, email)).length).toBe(before);
    });

    test('without hl in the query, the hl request header picks the language', async () => {
      const email = freshEmail('header');
      await signUp(user.url, order.url, email, PASSWORD);
      await request(`${user.url}/email/captcha/send?email=${encodeURIComponent(email)}`, {
        method: 'POST',
        headers: { hl: 'ko' },
      });
      const [mail] = await waitForMails(order.url, email, 2);
      expect(mail!.subject).toBe('인증 코드');
    });

    test('a new code replaces the old one; codes are mailed in the asked language', async () => {
      const email = freshEmail('twice');
      await signUp(user.url, order.url, email, PASSWORD);
      const first = await codeFor(email, 2);
      const second = await codeFor(email, 3, 'de');
      const [latest] = await waitForMails(order.url, email, 3);
      expect(latest!.subject).toBe('Ihr Bestätigungscode');
      if (first !== second)
        expect(await verify(email, first)).toMatchObject({ status: 400, body: { message: WRONG } });
      expect((await verify(email, second)).status).toBe(200);
    });

    test('an address without an account: the same answers, no mail; a reset confirms an unconfirmed account', async () => {
      const ghost = freshEmail('ghost');
      const sent = await request(`${user.url}/email/captcha/send?email=${encodeURIComponent(ghost)}`, {
        method: 'POST',
      });
      expect(sent).toMatchObject({ status: 200, body: { data: { sent: true } } });
      expect(await verify(ghost, '123456')).toMatchObject({ status: 400, body: { message: WRONG } });
      expect(await waitForMails(order.url, ghost, 1, 300)).toEqual([]);

      const email = freshEmail('unconfirmed');
      await register(user.url, email, PASSWORD);
      expect((await login(user.url, email, PASSWORD)).status).toBe(401);
      const code = await codeFor(email, 2);
      const { resetToken } = dataOf<{ resetToken: string }>(await verify(email, code));
      expect((await reset(resetToken)).status).toBe(200);
      expect((await login(user.url, email, NEW_PASSWORD)).status).toBe(200);
    });

    test('bad input: wrong shapes get the messages, nothing is spent', async () => {
      const email = freshEmail('shape');
      await signUp(user.url, order.url, email, PASSWORD);
      const code = await codeFor(email, 2);
      expect(await verify(email, '12345')).toMatchObject({
        status: 400,
        body: { message: 'The verification code is 6 digits' },
      });
      expect(await verify('nope', code)).toMatchObject({
        status: 400,
        body: { message: 'Incorrect email format' },
      });
      expect(await request(`${user.url}/email/captcha/send?email=nope`, { method: 'POST' })).toMatchObject({
        status: 400,
        body: { message: 'Incorrect email format' },
      });
      const { resetToken } = dataOf<{ resetToken: string }>(await verify(email, code));
      expect(
        await postJson(`${user.url}/user/password/reset`, {
          resetToken,
          password: NEW_PASSWORD,
          passwordRepeat: 'different',
        }),
      ).toMatchObject({ status: 400, body: { message: 'Passwords do not match' } });
      expect(await reset(resetToken, 'short')).toMatchObject({
        status: 400,
        body: { message: 'The password must be 8 to 128 characters' },
      });
      // Not spent by the refused tries.
      expect((await reset(resetToken)).status).toBe(200);
    });
  });
});
