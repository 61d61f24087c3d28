// Throttling over HTTP (issue 11): 20 wrong passwords in a row are slowed (429 + Retry-After)
// then refused even with the right password; a success resets the address's run; a client
// guessing across addresses slows down too; code mails are limited per address and per client.
// The waits are shortened through createUserApp's `throttles` so the test does not wait minutes.
import { databaseTargets, describeFor, request } from '@iq/service-common/src/testing';
import { DEFAULT_THROTTLES, type ThrottleSettings } from './data-access/throttles';
import {
  freshEmail,
  login,
  mailsTo,
  orderServiceAlone,
  register,
  ROOMY_THROTTLES,
  signUp,
  userServiceUnderTest,
  waitForMails,
  type Reply,
} from './testing/user-test-kit';

const PASSWORD = 'correct horse battery';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const FAST: ThrottleSettings = {
  ...ROOMY_THROTTLES,
  // The shipped counts (5 free, locked at the 20th), only the waits shortened; not below 0.2 s:
  // the next try must come within the wait, and a login takes up to ~0.1 s on a busy 2-core machine.
  loginByEmail: { ...DEFAULT_THROTTLES.loginByEmail, firstDelaySeconds: 0.2, maxDelaySeconds: 0.3 },
  loginByClient: {
    freeFailures: 8,
    firstDelaySeconds: 0.2,
    maxDelaySeconds: 0.3,
    lockAfter: 1000,
    lockSeconds: 600,
    memorySeconds: 3600,
  },
  codeByEmail: [
    { points: 1, seconds: 60 },
    { points: 5, seconds: 3600 },
  ],
  codeByClient: [{ points: 3, seconds: 3600 }],
  registerByEmail: [{ points: 2, seconds: 3600 }],
};

let clients = 0;
/** A client address of its own per test (the app believes the proxy's X-Forwarded-For). */
const fromClient = () => ({ 'X-Forwarded-For': `203.0.113.${(clients += 1)}` });

function expectSlowed(res: Reply, maxSeconds = 1) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(res.body).toMatchObject({
    result: 429,
    message: expect.stringMatching(/^Too many failed attempts\. Try again in \d+ (seconds|minutes)/),
  });
}

describe.each(databaseTargets())('throttling on $name', (target) => {
  describeFor(target)('', () => {
    const order = orderServiceAlone(target);
    const user = userServiceUnderTest(target, order, { throttles: FAST });

    test('20 wrong passwords in a row: 5 answered at once, then slowed with growing waits, then refused even with the right password', async () => {
      const email = freshEmail('guessed');
      await signUp(user.url, order.url, email, PASSWORD);
      const client = fromClient();
      let failures = 0;
      while (failures < 20) {
        const res = await login(user.url, email, `wrong password ${failures}`, client);
        expect(res).toMatchObject({ status: 401, body: { message: 'Incorrect email or password' } });
        failures += 1;
        if (failures < 5 || failures === 20) continue;
        // Past the free tries: the very next try, even the right password, must wait.
        expectSlowed(await login(user.url, email, PASSWORD, client));
        // Past the free tries the wait doubles (0.2 s, then the 0.3 s ceiling); then it has passed.
        if (failures < 20) await sleep(Math.min(300, 200 * 2 ** (failures - 5)) + 30);
      }
      // Locked: the right password, from another client too, is refused for the long block.
      await sleep(350); // past the last short wait (0.3 s): what answers now is the lock
      for (const from of [client, fromClient()]) {
        const locked = await login(user.url, email, PASSWORD, from);
        expect(locked.status).toBe(429);
        expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(3590);
        expect(locked.body).toMatchObject({
          message: 'Too many failed attempts. Try again in 60 minutes, or reset your password.',
        });
      }
    });

    test('an address without an account is throttled the same way (nothing to tell them apart)', async () => {
      const client = fromClient();
      const email = freshEmail('ghost');
      for (let i = 0; i < 5; i += 1)
        expect((await login(user.url, email, PASSWORD, client)).status).toBe(401);
      expectSlowed(await login(user.url, email, PASSWORD, client));
    });

    test("a success ends the address's run of failures", async () => {
      const email = freshEmail('forgetful');
      await signUp(user.url, order.url, email, PASSWORD);
      const client = fromClient();
      for (let i = 0; i < 4; i += 1)
        expect((await login(user.url, email, 'nope nope', client)).status).toBe(401);
      expect((await login(user.url, email, PASSWORD, client)).status).toBe(200);
      // Another client (this one's own count is not reset by a success): without the reset, the
      // address would be at 8 failures now and slowed.
      const other = fromClient();
      for (let i = 0; i < 4; i += 1)
        expect((await login(user.url, email, 'nope nope', other)).status).toBe(401);
      expect((await login(user.url, email, PASSWORD, other)).status).toBe(200);
    });

    test('one client guessing across many addresses slows down; another client does not', async () => {
      const client = fromClient();
      for (let i = 0; i < 8; i += 1)
        expect((await login(user.url, freshEmail('spray'), PASSWORD, client)).status).toBe(401);
      expectSlowed(await login(user.url, freshEmail('spray'), PASSWORD, client));
      expect((await login(user.url, freshEmail('spray'), PASSWORD, fromClient())).status).toBe(401);
    });

    test('register: a few a while per address (each sends a mail), the same for new and existing addresses', async () => {
      const taken = freshEmail('taken');
      await signUp(user.url, order.url, taken, PASSWORD);
      const fresh = freshEmail('fresh');
      for (const email of [taken, fresh]) {
        if (email === fresh)
          expect((await register(user.url, email, PASSWORD, {}, fromClient())).status).toBe(200);
        expect((await register(user.url, email, PASSWORD, {}, fromClient())).status).toBe(200);
        const refused = await register(user.url, email, PASSWORD, {}, fromClient());
        expect(refused).toMatchObject({
          status: 429,
          body: { result: 429, message: 'Too many attempts. Try again in 60 minutes.' },
        });
      }
      expect(await mailsTo(order.url, taken)).toHaveLength(2); // the confirmation and one notice
      expect(await mailsTo(order.url, fresh)).toHaveLength(2); // the confirmation and one notice
    });

    test('code mails: one a minute per address (known or not, the same answer), a few per client', async () => {
      const email = freshEmail('coded');
      await signUp(user.url, order.url, email, PASSWORD);
      const send = (address: string, client: Record<string, string>) =>
        request(`${user.url}/email/captcha/send?email=${encodeURIComponent(address)}`, { headers: client });

      const client = fromClient();
      expect(await send(email, client)).toMatchObject({ status: 200, body: { data: { sent: true } } });
      const again = await send(email, fromClient());
      expect(again.status).toBe(429);
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(50);
      expect(again.body).toMatchObject({ message: expect.stringMatching(/^Too many codes requested/) });
      const ghost = freshEmail('ghost');
      expect((await send(ghost, fromClient())).status).toBe(200);
      expect((await send(ghost, fromClient())).status).toBe(429);
      expect(await waitForMails(order.url, email, 2)).toHaveLength(2); // confirmation + one code
      expect(await mailsTo(order.url, ghost)).toEqual([]);

      const busy = fromClient();
      for (let i = 0; i < 3; i += 1) expect((await send(freshEmail('many'), busy)).status).toBe(200);
      expect((await send(freshEmail('many'), busy)).status).toBe(429);
    });
  });
});
