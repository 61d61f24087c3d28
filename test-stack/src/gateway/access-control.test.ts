// Issue 15, access control: the whole site in-process (exam, order, user, registry, gateway), two
// real visitors. Visitor A has an account, a paid report, a share link and a download link; B
// (and a stranger with no account) try every id-bearing endpoint through the gateway with A's ids,
// guessed ids, expired and tampered links and tokens, a forged `uid`, and forged internal headers.
// Every answer must be a 4xx envelope holding none of A's data. Order numbers, exam session ids,
// share tokens and file links are bearer capabilities by design (128+ random bits; spec §7): for
// them the sweep guesses and tampers; user ids are small integers, so there B uses A's real one.
// Then the cross-site write rule (a cookie-carrying POST from another origin is refused).
import { randomBytes } from 'node:crypto';
import { FREE_TEST_PATHS, IDENTITY_HEADER, INTERNAL_TOKEN_HEADER, SESSION_COOKIE } from '@iq/contracts';
import { DEV_INTERNAL_TOKEN, identityKey, signIdentity } from '@iq/service-common';
import {
  databaseTargets,
  DATABASE_SETUP_TIMEOUT,
  describeFor,
  postJson,
  request,
} from '@iq/service-common/src/testing';
import { DEFAULT_ORDER_CONFIG } from '@iq/order-service/src/config';
import { signFileLink } from '@iq/order-service/src/modules/reports/domain/file-links';
import {
  PAYMENT_SIGNATURE_HEADER,
  signPayload,
} from '@iq/order-service/src/modules/payments/domain/payment-events';
import { confirmedSession, createOrder } from '../kits/order-test-kit';
import {
  ADMIN,
  cookiePairOf,
  dataOf,
  newVisitor,
  purchaseFor,
  sessionHeader,
  startAccessStack,
  type AccessStack,
  type Purchase,
  type Visitor,
} from '../kits/access-stack';

const PASSWORD = 'correct horse battery';

interface Probe {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

interface Answer {
  status: number;
  text: string;
  body: unknown;
}

async function send(base: string, probe: Probe): Promise<Answer> {
  const method = probe.method ?? (probe.body === undefined ? 'GET' : 'POST');
  const response = await fetch(`${base}${probe.path}`, {
    method,
    redirect: 'manual',
    headers: {
      accept: 'application/json',
      ...(probe.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...probe.headers,
    },
    body: probe.body === undefined ? undefined : JSON.stringify(probe.body),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the envelope assertion says so
  }
  return { status: response.status, text, body };
}

/** A well-formed but made-up order number, attempt id or share token (22 base64url characters). */
const guess = () => randomBytes(16).toString('base64url');
const flipLast = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;

describe.each(databaseTargets())('access control through the gateway on $name', (target) => {
  describeFor(target)('', () => {
    let stack: AccessStack;
    let a: Visitor;
    let b: Visitor;
    let aBought: Purchase;
    /** A's data that no probe may return (unless the probe itself sent it). */
    let secrets: Record<string, string>;

    beforeAll(async () => {
      stack = await startAccessStack(target);
      a = await newVisitor(stack, 'alice.owner@example.com', PASSWORD);
      b = await newVisitor(stack, 'bob.other@example.com', PASSWORD);
      aBought = await purchaseFor(stack, a.email);
      secrets = {
        email: a.email,
        orderNumber: aBought.orderNumber,
        examSession: aBought.examSession,
        openExamSession: a.examSession,
        score: aBought.scoreJson,
        shareToken: aBought.shareToken,
        fileToken: aBought.fileUrl.split('/').pop()!,
        sessionCookie: a.cookie.split('=')[1]!,
        adminEmail: ADMIN.email,
      };
    }, DATABASE_SETUP_TIMEOUT * 3);

    afterAll(async () => {
      await stack?.close();
    });

    /** Sends each probe; the ones that broke the rule, described (empty when none did). */
    async function leaks(probes: Probe[]): Promise<string[]> {
      const found: string[] = [];
      for (const probe of probes) {
        const answer = await send(stack.gateway, probe);
        const sent = JSON.stringify(probe);
        const envelope = answer.body as { result?: unknown; message?: unknown } | null;
        if (answer.status < 400 || answer.status > 499) found.push(`${probe.name}: HTTP ${answer.status}`);
        else if (typeof envelope?.result !== 'number' || typeof envelope.message !== 'string')
          found.push(`${probe.name}: not an envelope: ${answer.text.slice(0, 120)}`);
        for (const [what, value] of Object.entries(secrets))
          if (!sent.includes(value) && answer.text.includes(value)) found.push(`${probe.name}: A's ${what}`);
      }
      return found;
    }

    test("A's own calls show A's data (the sweep's detector sees it when it is there)", async () => {
      const own = await send(stack.gateway, {
        name: 'own orders',
        path: `/api/user/order/list/${a.userId}`,
        headers: { cookie: a.cookie },
      });
      expect(own.status).toBe(200);
      expect(own.text).toContain(aBought.orderNumber);
      const report = await send(stack.gateway, {
        name: 'own report',
        path: `/api/exam/order/info/${aBought.orderNumber}`,
      });
      expect(report.text).toContain(aBought.scoreJson);
      expect(b.userId).not.toBe(a.userId);
    });

    test("B with A's user id, with a forged uid (header or query) or a forged identity: 4xx, none of A's data", async () => {
      const forged = signIdentity(
        { sessionId: 'forged', userId: a.userId, email: a.email },
        identityKey(DEV_INTERNAL_TOKEN),
      );
      const asB = { cookie: b.cookie };
      const probes: Probe[] = [
        { name: "B → A's order list", path: `/api/user/order/list/${a.userId}`, headers: asB },
        {
          name: "B + uid header → A's order list",
          path: `/api/user/order/list/${a.userId}`,
          headers: { ...asB, uid: String(a.userId) },
        },
        {
          name: "B + uid query → A's order list",
          path: `/api/user/order/list/${a.userId}?uid=${a.userId}`,
          headers: asB,
        },
        {
          name: "B + identity header → A's order list",
          path: `/api/user/order/list/${a.userId}`,
          headers: { ...asB, [IDENTITY_HEADER]: forged },
        },
        {
          name: 'B → a guessed user id',
          path: `/api/user/order/list/${a.userId + b.userId + 1000}`,
          headers: asB,
        },
        {
          name: "B → A's id with a path trick",
          path: `/api/user/order/list/${a.userId}%2F..%2F${b.userId}`,
          headers: asB,
        },
      ];
      // No cookie: a uid or an identity header names A and opens nothing at all.
      const strangers: Record<string, string>[] = [
        { uid: String(a.userId) },
        { [IDENTITY_HEADER]: forged },
        { [INTERNAL_TOKEN_HEADER]: DEV_INTERNAL_TOKEN },
        { [INTERNAL_TOKEN_HEADER]: DEV_INTERNAL_TOKEN, [IDENTITY_HEADER]: forged, uid: String(a.userId) },
        {
          'x-forwarded-for': '127.0.0.1',
          'x-real-ip': '127.0.0.1',
          'x-forwarded-host': 'localhost',
          forwarded: 'for=127.0.0.1',
        },
        { cookie: `${SESSION_COOKIE}=${flipLast(secrets.sessionCookie!)}` },
        { cookie: `${SESSION_COOKIE}=${guess()}${guess()}` },
      ];
      for (const [i, headers] of strangers.entries())
        for (const path of [
          '/api/user/get',
          `/api/user/order/list/${a.userId}`,
          `/api/user/order/list/${a.userId}?uid=${a.userId}`,
          '/api/user/isVIP',
          '/api/user/privilege',
          '/api/privilege/vip/detail',
          `/api${FREE_TEST_PATHS.list}`,
        ])
          probes.push({ name: `stranger #${i} ${path}`, path, headers });
      probes.push(
        {
          name: 'stranger changes A via uid',
          path: '/api/user/update',
          headers: { uid: String(a.userId) },
          body: { nickname: 'pwned' },
        },
        {
          name: 'stranger changes A via identity',
          path: '/api/user/update',
          headers: { [IDENTITY_HEADER]: forged },
          body: { nickname: 'pwned' },
        },
      );
      expect(await leaks(probes)).toEqual([]);

      // With B's cookie, a uid or a forged identity naming A still gets B's own profile.
      for (const headers of [{ uid: String(a.userId) }, { [IDENTITY_HEADER]: forged }] as Record<
        string,
        string
      >[]) {
        const me = await request(`${stack.gateway}/api/user/get?uid=${a.userId}`, {
          headers: { ...asB, ...headers },
        });
        expect(me).toMatchObject({ status: 200, body: { data: { email: b.email, userId: b.userId } } });
        expect(me.text).not.toContain(a.email);
      }
      // And A's name is as it was.
      const aMe = await request(`${stack.gateway}/api/user/get`, { headers: { cookie: a.cookie } });
      expect(aMe.text).not.toContain('pwned');
    });

    test('guessed order numbers, attempt ids, share tokens and exam sessions: 4xx, none of A data', async () => {
      const g = guess();
      const asB = { cookie: b.cookie, ...sessionHeader(b.examSession) };
      const idem = () => ({ 'Idempotency-Key': `probe-${guess()}` });
      const probes: Probe[] = [
        { name: 'report', path: `/api/exam/order/info/${g}`, headers: asB },
        { name: 'answer analysis', path: `/api/exam/order/questions/${g}`, headers: asB },
        { name: 'second-phase order', path: `/api/secondPhase/order/${g}`, headers: asB },
        {
          name: "second-phase order of A's with B's session",
          path: `/api/secondPhase/order/${aBought.orderNumber}`,
          headers: asB,
        },
        { name: 'VIP status', path: `/api/vip/pay/status/${g}`, headers: asB },
        { name: 'upgrade quote', path: `/api/exam/order/upgrade/${g}/sku3`, headers: asB },
        { name: 'report (POST)', path: '/api/exam/order/info', body: { orderNumber: g } },
        { name: 'tiers owned', path: `/api/exam/order/sku/check/${g}`, headers: asB },
        { name: 'free pack', path: `/api/exam/extra/package/list/${g}`, headers: asB },
        { name: 'presented tests', path: `/api/exam/order/presenter/list/${g}`, headers: asB },
        { name: 'free pack submit', path: '/api/exam/extra/order/submit', body: { orderNumber: g } },
        { name: 'shared view', path: `/api/exam/order/shared/${guess()}` },
        { name: 'check status', path: '/api/pay/pay/check/status', body: { orderNumber: g } },
        {
          name: 'update e-mail',
          path: '/api/exam/order/update/email',
          body: { orderNumber: g, email: 'evil@example.com' },
        },
        { name: 'share', path: '/api/exam/order/info/share', body: { orderNumber: g, parts: ['score'] } },
        {
          name: 'file request',
          path: '/api/exam/order/file/down/info',
          body: { orderNumber: g, file: 'report' },
        },
        { name: 'certificate', path: '/api/exam/order/certificate', body: { orderNumber: g, name: 'X' } },
        {
          name: 'retry payment',
          path: '/api/pay/pay/order/retry',
          headers: idem(),
          body: { orderNumber: g, payMethod: 'card' },
        },
        {
          name: 'free tests of a guessed order',
          path: `/api${FREE_TEST_PATHS.list}?orderNumber=${g}`,
          headers: asB,
        },
        {
          name: 'handoff claim',
          path: '/api/exam/session/handoff/claim',
          body: { code: randomBytes(32).toString('base64url') },
        },
        { name: 'order list (user id 0)', path: '/api/user/order/list/0', headers: { cookie: b.cookie } },
      ];
      const noSession = sessionHeader(guess());
      for (const path of [
        '/api/exam/session/state',
        '/api/exam/session/summary',
        '/api/exam/session/result',
        '/api/exam/question/list/1/en',
      ])
        probes.push({ name: `guessed exam session ${path}`, path, headers: noSession });
      for (const path of [
        '/api/exam/session/confirm',
        '/api/exam/session/email',
        '/api/exam/session/handoff',
      ])
        probes.push({
          name: `guessed exam session ${path}`,
          path,
          headers: noSession,
          body: { email: 'evil@example.com' },
        });
      expect(await leaks(probes)).toEqual([]);

      // The card page of a guessed attempt is a page, not JSON: a 4xx without A's data.
      const page = await fetch(`${stack.gateway}/api/pay/pay/page/${g}`, { redirect: 'manual' });
      expect(page.status).toBeGreaterThanOrEqual(400);
      expect(page.status).toBeLessThan(500);
      expect(await page.text()).not.toContain(a.email);
    });

    test('tampered and expired links and tokens: 4xx, none of A data', async () => {
      const token = secrets.fileToken!;
      const [payload, signature] = token.split('.') as [string, string];
      const { k: key } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { k: string };
      // Genuinely signed with the order service's key, ten minutes past its expiry.
      const expired = signFileLink(
        DEFAULT_ORDER_CONFIG.linkSecret,
        key,
        new Date(Date.now() - 20 * 60_000),
      ).token;
      const longer = Buffer.from(JSON.stringify({ k: key, e: 4_102_444_800 })).toString('base64url');
      const probes: Probe[] = [
        {
          name: 'file link, signature changed',
          path: `/api/exam/order/file/${payload}.${flipLast(signature)}`,
        },
        { name: 'file link, expiry pushed out', path: `/api/exam/order/file/${longer}.${signature}` },
        { name: 'file link, expired', path: `/api/exam/order/file/${expired}` },
        { name: 'file link, truncated', path: `/api/exam/order/file/${payload}` },
        { name: 'share link, changed', path: `/api/exam/order/shared/${flipLast(aBought.shareToken)}` },
        { name: 'confirm token, made up', path: '/api/user/confirm', body: { token: guess() + guess() } },
        {
          name: 'reset token, made up',
          path: '/api/user/password/reset',
          body: {
            resetToken: guess() + guess(),
            password: 'another pass 123',
            passwordRepeat: 'another pass 123',
          },
        },
        {
          name: 'session cookie, changed',
          path: '/api/user/get',
          headers: { cookie: `${SESSION_COOKIE}=${flipLast(secrets.sessionCookie!)}` },
        },
      ];
      expect(await leaks(probes)).toEqual([]);
      // The untouched link still downloads (the probes above were refused for their change alone).
      expect((await fetch(`${stack.gateway}${aBought.fileUrl}`)).status).toBe(200);
    });

    test('internal paths and forged internal headers reach nothing', async () => {
      const internal = { [INTERNAL_TOKEN_HEADER]: DEV_INTERNAL_TOKEN };
      const probes: Probe[] = [];
      for (const path of [
        '/api/internal/session/resolve',
        '/api/user/internal/session/resolve',
        '/api/user/..%2Finternal%2Fsession%2Fresolve',
        '/api/user/%2e%2e/internal/session/resolve',
        '/api/pay/%2e%2e/internal/orders',
        `/api/pay/..%2Finternal/vip/status?email=${a.email}`,
        `/api/exam/..%2F..%2Finternal/orders?email=${a.email}`,
        '/internal/orders',
      ])
        probes.push({ name: path, path, headers: internal, body: { token: secrets.sessionCookie } });
      for (const path of [
        `/api/pay/..%2Finternal/orders?email=${encodeURIComponent(a.email)}`,
        `/internal/vip/status?email=${a.email}`,
      ])
        probes.push({ name: `GET ${path}`, path, headers: internal });
      // The probe itself names A's e-mail and cookie token here: only what it did not send counts.
      expect(await leaks(probes)).toEqual([]);
    });

    test("the registry's /admin/api: nothing without a campaign manager's cookie, whatever else is forged", async () => {
      const forged = signIdentity(
        { sessionId: 'x', userId: a.userId, email: a.email },
        identityKey(DEV_INTERNAL_TOKEN),
      );
      const origin = { origin: stack.gateway };
      const credentials: Record<string, string>[] = [
        {},
        { cookie: `iq_admin=${guess()}${guess()}` },
        { cookie: `iq_admin=${secrets.sessionCookie}` }, // a site session is not an admin session
        { cookie: b.cookie },
        { authorization: `Bearer ${DEV_INTERNAL_TOKEN}` },
        { [INTERNAL_TOKEN_HEADER]: DEV_INTERNAL_TOKEN, [IDENTITY_HEADER]: forged, uid: '1' },
        { 'x-forwarded-for': '127.0.0.1', 'x-forwarded-user': ADMIN.email, 'x-forwarded-proto': 'https' },
      ];
      const probes: Probe[] = [];
      for (const [i, headers] of credentials.entries()) {
        for (const path of ['/admin/api/me', '/admin/api/history', '/admin/api/remotes/landing/builds'])
          probes.push({ name: `#${i} ${path}`, path, headers });
        for (const path of [
          '/admin/api/promote',
          '/admin/api/rollback',
          '/admin/api/canary',
          '/admin/api/builds',
        ])
          probes.push({
            name: `#${i} POST ${path}`,
            path,
            headers: { ...origin, ...headers },
            body: { remote: 'landing' },
          });
      }
      expect(await leaks(probes)).toEqual([]);

      // Control: the real sign-in opens /me, so the probes above were refused for their credentials.
      const login = await fetch(`${stack.gateway}/admin/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...origin },
        body: JSON.stringify(ADMIN),
      });
      expect(login.status).toBe(200);
      const me = await request(`${stack.gateway}/admin/api/me`, {
        headers: { cookie: cookiePairOf(login.headers, 'iq_admin') },
      });
      expect(me).toMatchObject({ status: 200, body: { data: { email: ADMIN.email } } });
    });

    describe('cross-site writes (a cookie and another origin)', () => {
      const profile = async (cookie: string) =>
        dataOf<{ nickname: string | null }>(
          await request(`${stack.gateway}/api/user/get`, { headers: { cookie } }),
        );

      test('refused with a 403 envelope, nothing changed; the same origin, no cookie and old clients pass', async () => {
        const before = await profile(b.cookie);
        const update = (headers: Record<string, string>, nickname: string) =>
          postJson(`${stack.gateway}/api/user/update`, { nickname }, headers);

        for (const headers of <Record<string, string>[]>[
          { cookie: b.cookie, origin: 'https://evil.example' },
          { cookie: b.cookie, origin: 'null' },
          { cookie: b.cookie, origin: stack.gateway.replace('127.0.0.1', 'localhost') }, // another host
          { cookie: b.cookie, 'sec-fetch-site': 'cross-site' },
        ]) {
          const refused = await update(headers, 'cross-site');
          expect(refused).toMatchObject({
            status: 403,
            body: { result: 403, message: 'Cross-site request refused' },
          });
        }
        expect(await profile(b.cookie)).toEqual(before);

        // The site's own page (its Origin, or Sec-Fetch-Site: same-origin) changes it.
        const own = await update({ cookie: b.cookie, origin: stack.gateway }, 'same site');
        expect(own.status).toBe(200);
        expect((await profile(b.cookie)).nickname).toBe('same site');
        const sameOrigin = await update(
          { cookie: b.cookie, 'sec-fetch-site': 'same-origin' },
          'fetch metadata',
        );
        expect(sameOrigin.status).toBe(200);
        // Without a cookie nothing is ambient: a foreign Origin reaches the service (which wants a session).
        const noCookie = await update({ origin: 'https://evil.example' }, 'x');
        expect(noCookie).toMatchObject({ status: 401 });
        // curl and server-to-server: no Origin, no cookie.
        expect(
          (await postJson(`${stack.gateway}/api/exam/session/start`, { examId: 1, code: 'web' })).status,
        ).toBe(200);
        // Reads are not refused.
        const read = await request(`${stack.gateway}/api/user/get`, {
          headers: { cookie: b.cookie, origin: 'https://evil.example' },
        });
        expect(read.status).toBe(200);
      });

      test("the payment provider's webhook is never refused, stray cookie and foreign Origin included", async () => {
        const api = `${stack.gateway}/api`;
        const session = await confirmedSession(api);
        const created = await createOrder(api, session, {
          skuId: 'sku1',
          email: 'webhook.buyer@example.com',
        });
        const { orderNumber, payUrl } = dataOf<{ orderNumber: string; payUrl: string }>(created);
        const attemptId = payUrl.split('/').pop()!;
        const raw = JSON.stringify({
          id: `evt_${guess()}`,
          type: 'payment.succeeded',
          created: Math.floor(Date.now() / 1000),
          data: { attemptId, orderNumber, method: 'card', card: { brand: 'visa', last4: '4242' } },
        });
        const signature = signPayload(DEFAULT_ORDER_CONFIG.webhookSecret, Math.floor(Date.now() / 1000), raw);
        const delivered = await fetch(`${api}/pay/events`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [PAYMENT_SIGNATURE_HEADER]: signature,
            cookie: 'psp_affinity=1',
            origin: 'https://psp.example',
          },
          body: raw,
        });
        expect(delivered.status).toBe(200);
        const status = await postJson(`${api}/pay/pay/check/status`, { orderNumber });
        expect(status.text).toMatch(/"status":"(paid|completed)"/);
      });
    });
  });
});

// Cookie flags and headers (issue 15) on a deployment behind a TLS balancer: TRUST_PROXY=loopback,
// the request says X-Forwarded-Proto: https, PUBLIC_URL is https (the services' Secure switch).
describe('cookie flags and security headers behind https', () => {
  let stack: AccessStack;

  beforeAll(async () => {
    stack = await startAccessStack(
      databaseTargets()[0]!,
      { trustProxy: ['loopback'], ownOrigins: ['https://iq.example'] },
      { publicUrl: 'https://iq.example', redisUrl: undefined, secureCookies: true },
    );
  }, DATABASE_SETUP_TIMEOUT * 2);

  afterAll(async () => {
    await stack?.close();
  });

  const attributes = (setCookie: string) =>
    new Map(
      setCookie
        .split(';')
        .slice(1)
        .map((part) => {
          const [name = '', value = ''] = part.trim().split('=');
          return [name.toLowerCase(), value] as const;
        }),
    );

  test('the session cookie: HttpOnly, SameSite=Lax, Secure, Path=/ (signing in and out); the admin cookie Strict on /admin', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const visitor = await newVisitor(stack, 'flags.visitor@example.com', PASSWORD, https);
    const signIn = attributes(visitor.setCookie);
    expect(signIn.has('httponly')).toBe(true);
    expect(signIn.get('samesite')).toBe('Lax');
    expect(signIn.has('secure')).toBe(true);
    expect(signIn.get('path')).toBe('/');

    const logout = await fetch(`${stack.gateway}/api/user/logout`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: visitor.cookie,
        origin: 'https://iq.example',
        ...https,
      },
      body: '{}',
    });
    expect(logout.status).toBe(200);
    const cleared = logout.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=;`))!;
    expect(Object.fromEntries(attributes(cleared))).toMatchObject({
      httponly: '',
      secure: '',
      samesite: 'Lax',
      path: '/',
    });

    const login = await fetch(`${stack.gateway}/admin/api/login`, {
      method: 'POST',
      // The browser's page is https (the balancer's side): its Origin says so.
      headers: {
        'content-type': 'application/json',
        origin: stack.gateway.replace('http:', 'https:'),
        ...https,
      },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const admin = attributes(login.headers.getSetCookie().find((c) => c.startsWith('iq_admin='))!);
    expect(Object.fromEntries(admin)).toMatchObject({
      httponly: '',
      secure: '',
      samesite: 'Strict',
      path: '/admin',
    });
  });

  test('no response allows inline scripts; nothing may be framed but, at most, the payment page by our own origin', async () => {
    const api = `${stack.gateway}/api`;
    const session = await confirmedSession(api);
    const created = await createOrder(api, session, { skuId: 'sku1', email: 'frames@example.com' });
    const { payUrl } = dataOf<{ payUrl: string }>(created);
    const responses: [string, string, Record<string, string>][] = [
      ['page', '/', { accept: 'text/html' }],
      ['unknown page', '/no/such/page', { accept: 'text/html' }],
      ['manifest', '/mf/manifest', {}],
      ['API answer', '/api/exam/category/list', {}],
      ['API 404', '/api/nowhere', {}],
      ['API refusal', '/api/user/get', {}],
      ['admin API', '/admin/api/me', {}],
      ['payment page', payUrl, { accept: 'text/html' }],
    ];
    for (const [name, path, headers] of responses) {
      const response = await fetch(`${stack.gateway}${path}`, { headers, redirect: 'manual' });
      await response.arrayBuffer();
      const csp = response.headers.get('content-security-policy') ?? '';
      const directives = new Map(
        csp.split(';').map((d) => {
          const [key = '', ...sources] = d.trim().split(/\s+/);
          return [key.toLowerCase(), sources] as const;
        }),
      );
      const scripts = directives.get('script-src') ?? directives.get('default-src');
      const context = `${name} (${path}): ${csp}`;
      expect([context, scripts && scripts.length > 0]).toEqual([context, true]);
      expect([context, scripts!.filter((s) => /unsafe-(inline|eval)/.test(s))]).toEqual([context, []]);
      const ancestors = directives.get('frame-ancestors');
      const frameOptions = response.headers.get('x-frame-options');
      if (name === 'payment page') {
        expect([context, ancestors]).toEqual([
          context,
          expect.arrayContaining([expect.stringMatching(/^'(none|self)'$/)]),
        ]);
        expect(ancestors).toHaveLength(1);
        expect(frameOptions).toBe(ancestors![0] === "'self'" ? 'SAMEORIGIN' : 'DENY');
      } else {
        expect([context, ancestors, frameOptions]).toEqual([context, ["'none'"], 'DENY']);
      }
    }
  });
});
