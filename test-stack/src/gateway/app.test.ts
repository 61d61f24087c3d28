import http from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express, { type Express } from 'express';
import { DEV_INTERNAL_TOKEN, type Database, type RunningServer, type ServiceName } from '@iq/service-common';
import {
  createTestDatabase,
  DATABASE_SETUP_TIMEOUT,
  leaksInternals,
  postJson,
  request,
  startServer,
} from '@iq/service-common/src/testing';
import { createExamApp } from '@iq/exam-service/src/app';
import { examMigrations } from '@iq/exam-service/src/data-access/migrations';
import type { ExamDB } from '@iq/exam-service/src/data-access/schema';
import { createOrderApp } from '@iq/order-service/src/app';
import { createExamSessionsClient } from '@iq/order-service/src/modules/orders/data-access/exam-sessions';
import { orderMigrations } from '@iq/order-service/src/data-access/migrations';
import type { OrderDB } from '@iq/order-service/src/data-access/schema';
import { confirmedSession, formKeyOf, getPage, postForm } from '../kits/order-test-kit';
import { createUserApp } from '@iq/user-service/src/app';
import { userMigrations } from '@iq/user-service/src/data-access/migrations';
import { createOrderMailSender, createOrderService } from '@iq/user-service/src/data-access/order-service';
import type { UserDB } from '@iq/user-service/src/data-access/schema';
import { createGatewayApp } from '@iq/gateway/src/app';
import { AFTER_PAINT_SCRIPT_HASH } from '@iq/gateway/src/domain/after-paint';
import { buildManifestText, TEST_PAGES } from '@iq/contracts/src/testing/test-pages';

const pglite = { name: 'pglite', available: true } as const;
const CSP = `default-src 'self';script-src 'self' ${AFTER_PAINT_SCRIPT_HASH};style-src 'self';img-src 'self' data:;connect-src 'self';font-src 'self';object-src 'none';base-uri 'self';frame-ancestors 'none'`;
const SECRET = 'TOP-SECRET-OUTSIDE-REMOTES';

/** What each real service saw: which path, with which logid. */
const hits: { service: ServiceName; url: string; logid?: string }[] = [];
function observed(service: ServiceName, app: Express): Express {
  return express().use((req, _res, next) => {
    hits.push({ service, url: req.url, logid: req.get('logid') });
    next();
  }, app);
}

/** A raw request: fetch would normalise `..` away before it ever reached the server. */
function rawRequest(
  url: string,
  rawPath: string,
  options: http.RequestOptions = {},
  body?: (req: http.ClientRequest) => void,
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>(
    (resolve, reject) => {
      const { hostname, port } = new URL(url);
      const req = http.request({ hostname, port, path: rawPath, ...options }, (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      });
      req.on('error', reject);
      if (body) body(req);
      else req.end();
    },
  );
}

describe('gateway', () => {
  let tmp: string;
  let manifestFile: string;
  const databases: Pick<Database<unknown>, 'close'>[] = [];
  const services: Partial<Record<ServiceName, RunningServer>> = {};
  let gateway: RunningServer;
  let brokenGateway: RunningServer;
  const bodies: string[] = [];
  const manifest = {
    remotes: {
      landing: { version: '1.0.0', entry: '/remotes/landing/1.0.0/mf-manifest.json' },
      exam: { version: '2.0.0', entry: '/remotes/exam/2.0.0/mf-manifest.json?</script>' },
      report: { version: '3.0.0', entry: '/remotes/report/3.0.0/mf-manifest.json' },
    },
  };
  // As served: each build with the pages its mf-manifest.json declares (issue 14).
  const served = {
    remotes: {
      landing: { ...manifest.remotes.landing, pages: TEST_PAGES.landing },
      exam: { ...manifest.remotes.exam, pages: TEST_PAGES.exam },
      report: { ...manifest.remotes.report, pages: TEST_PAGES.report },
    },
  };
  const get = async (p: string, headers: Record<string, string> = {}) => {
    const res = await request(`${gateway.url}${p}`, { headers });
    bodies.push(res.text);
    return res;
  };

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'iq-gateway-'));
    const shellDir = path.join(tmp, 'shell');
    // Inside a dot folder, as in .deploy/remotes: the store's own path must not count as a dotfile.
    const remotesDir = path.join(tmp, '.deploy', 'remotes');
    manifestFile = path.join(tmp, 'manifest.json');
    mkdirSync(shellDir);
    writeFileSync(
      path.join(shellDir, 'index.html'),
      '<!doctype html><html><head><script defer src=/main.3f2a1b9c.js></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(shellDir, 'main.3f2a1b9c.js'), 'console.log("shell")');
    writeFileSync(path.join(shellDir, 'favicon.ico'), 'icon');
    const landing = path.join(remotesDir, 'landing', '1.0.0');
    mkdirSync(path.join(landing, 'static', 'js'), { recursive: true });
    writeFileSync(path.join(landing, 'mf-manifest.json'), buildManifestText('landing'));
    for (const [name, version] of [
      ['exam', '2.0.0'],
      ['report', '3.0.0'],
    ] as const) {
      mkdirSync(path.join(remotesDir, name, version), { recursive: true });
      writeFileSync(path.join(remotesDir, name, version, 'mf-manifest.json'), buildManifestText(name));
    }
    writeFileSync(path.join(landing, 'remoteEntry.js'), 'var landing;');
    writeFileSync(path.join(landing, 'static', 'js', 'Home.1a2b3c4d.js'), 'export default 1;');
    writeFileSync(path.join(landing, '.env'), SECRET);
    writeFileSync(path.join(tmp, 'secret.txt'), SECRET);
    writeFileSync(manifestFile, JSON.stringify(manifest));

    const [exam, order, user] = await Promise.all([
      createTestDatabase<ExamDB>(pglite, 'exam', examMigrations),
      createTestDatabase<OrderDB>(pglite, 'order', orderMigrations),
      createTestDatabase<UserDB>(pglite, 'user', userMigrations),
    ]);
    databases.push(exam, order, user);
    // Answers count however fast they come, so a test can take a session to a score and buy.
    const examConfig = { timeLimitSeconds: 1200, minSecondsPerItem: 0 };
    services.exam = await startServer(
      observed('exam', createExamApp({ database: exam, config: examConfig })),
    );
    const examSessions = createExamSessionsClient(services.exam.url);
    services.order = await startServer(observed('order', createOrderApp({ database: order, examSessions })));
    // The user service asks the order service for orders and sends its mail through it.
    const toOrder = { internalToken: DEV_INTERNAL_TOKEN };
    services.user = await startServer(
      observed(
        'user',
        createUserApp({
          database: user,
          orders: createOrderService(services.order.url, toOrder),
          mail: createOrderMailSender(services.order.url, toOrder),
        }),
      ),
    );
    const serviceUrls = { exam: services.exam.url, order: services.order.url, user: services.user.url };
    gateway = await startServer(
      createGatewayApp({ serviceUrls, shellDir, remotesDir, manifestFile, devMail: true }),
    );

    // The same gateway with the user service "down" (a port nobody listens on any more).
    const gone = await startServer(express());
    await gone.close();
    brokenGateway = await startServer(
      createGatewayApp({
        serviceUrls: { ...serviceUrls, user: gone.url },
        shellDir,
        remotesDir,
        manifestFile,
      }),
    );
  }, DATABASE_SETUP_TIMEOUT);

  afterAll(async () => {
    await gateway?.close();
    await brokenGateway?.close();
    for (const server of Object.values(services)) await server?.close();
    for (const database of databases) await database.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  describe('/api routing table', () => {
    test.each([
      ['/api/app/language/list/1', 'exam', '/app/language/list/1'],
      ['/api/app/v2/view?hl=en', 'exam', '/app/v2/view?hl=en'],
      ['/api/exam/question/list/1/en', 'exam', '/exam/question/list/1/en'],
      ['/api/exam/category/list', 'exam', '/exam/category/list'],
      ['/api/exam/info/1', 'exam', '/exam/info/1'],
      ['/api/exam/session/x', 'exam', '/exam/session/x'],
      ['/api/exam/order/country/list', 'order', '/exam/order/country/list'],
      ['/api/exam/sku/list/1/US/en', 'order', '/exam/sku/list/1/US/en'],
      ['/api/exam/extra/package/list/1', 'order', '/exam/extra/package/list/1'],
      ['/api/secondPhase/order/1', 'order', '/secondPhase/order/1'],
      ['/api/vip/pay/status/1', 'order', '/vip/pay/status/1'],
      ['/api/app/payment/list/1/US', 'order', '/app/payment/list/1/US'],
      ['/api/unsubscribe/check/email', 'order', '/unsubscribe/check/email'],
      ['/api/pay/pay/order/create', 'order', '/pay/pay/order/create'],
      ['/api/user/get', 'user', '/user/get'],
      ['/api/email/captcha/send', 'user', '/email/captcha/send'],
      ['/api/privilege/vip/detail', 'user', '/privilege/vip/detail'],
    ])('%s → %s as %s', async (apiPath, service, upstreamPath) => {
      hits.length = 0;
      await get(apiPath);
      expect(hits).toEqual([expect.objectContaining({ service, url: upstreamPath })]);
    });

    test('real calls through the gateway: envelope, POST body, session header', async () => {
      expect(await get('/api/exam/category/list')).toMatchObject({ status: 200, body: { result: 200 } });
      expect(await get('/api/user/get')).toMatchObject({ status: 401, body: { result: 401 } });
      const raw = await rawRequest(gateway.url, '/api/exam/category/list');
      expect(raw.headers.connection).not.toBe('close'); // upstream connections are kept alive
      const started = await postJson(`${gateway.url}/api/exam/session/start`, { examId: 1, code: 'web' });
      expect(started).toMatchObject({ status: 200, body: { result: 200 } });
      const { sessionId } = (started.body as { data: { sessionId: string } }).data;
      const questions = await get('/api/exam/question/list/1/en', { 'Exam-Session': sessionId });
      expect(questions).toMatchObject({ status: 200, body: { data: { hl: 'en-US' } } });
      expect(await get('/api/exam/question/list/1/en')).toMatchObject({ status: 400, body: { result: 400 } });
      const malformed = await postJson(`${gateway.url}/api/exam/session/start`, '{"examId":');
      expect(malformed).toMatchObject({ status: 400, body: { result: 400, message: 'Malformed JSON body' } });
    });

    test('a body just under 1 MB is forwarded intact', async () => {
      const res = await postJson(`${gateway.url}/api/exam/session/start`, {
        examId: 1,
        code: 'web',
        pad: 'x'.repeat(1000 * 1000),
      });
      expect(res).toMatchObject({ status: 200, body: { result: 200 } });
    });

    test('unknown /api prefixes → 404 envelope from the gateway', async () => {
      hits.length = 0;
      for (const p of [
        '/api/nope/x',
        '/api/exam/report/1',
        '/api',
        '/api/app/../user/get',
        '/api/app/%2e%2e/user/get',
      ]) {
        const res = await rawRequest(gateway.url, p);
        expect(res.status).toBe(404);
        expect(JSON.parse(res.text)).toMatchObject({ result: 404 });
      }
      expect(hits).toEqual([]);
    });

    test('bodies over 1 MB → 413, by Content-Length and by streamed bytes', async () => {
      hits.length = 0;
      const declared = await postJson(`${gateway.url}/api/exam/session/start`, {
        pad: 'x'.repeat(1024 * 1024),
      });
      expect(declared).toMatchObject({ status: 413, body: { result: 413 } });
      expect(hits).toEqual([]); // refused by Content-Length before anything was forwarded
      const streamed = await rawRequest(
        gateway.url,
        '/api/exam/session/start',
        { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
        (req) => {
          const chunk = Buffer.alloc(64 * 1024, 'x');
          let sent = 0;
          const pump = () => {
            while (sent < 20) {
              sent += 1;
              if (!req.write(chunk)) return void req.once('drain', pump);
            }
            req.end();
          };
          req.on('error', () => undefined); // the gateway may close early; the response is what counts
          pump();
        },
      );
      expect(streamed.status).toBe(413);
      expect(JSON.parse(streamed.text)).toMatchObject({ result: 413 });
      // The body streams (issue 15): the service may have seen the call start, never its end
      // (api-hardening.test.ts counts the bytes an upstream gets).
      expect(hits.length).toBeLessThanOrEqual(1);
    });

    test('upstream down → 502 envelope', async () => {
      const res = await request(`${brokenGateway.url}/api/user/get`);
      expect(res).toMatchObject({
        status: 502,
        body: { result: 502, message: 'The user service is unavailable' },
      });
    });
  });

  describe('logid', () => {
    test('generated when absent, kept when valid, replaced when not; forwarded to the service', async () => {
      hits.length = 0;
      const generated = await get('/api/exam/category/list');
      const logid = generated.headers.get('logid');
      expect(logid).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      expect(hits[0]?.logid).toBe(logid);

      const kept = await get('/api/exam/category/list', { logid: 'campaign_42-abc' });
      expect(kept.headers.get('logid')).toBe('campaign_42-abc');
      expect(hits[1]?.logid).toBe('campaign_42-abc');

      const replaced = await get('/healthz', { logid: 'x'.repeat(65) });
      expect(replaced.headers.get('logid')).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      expect(replaced.headers.get('logid')).not.toBe('x'.repeat(65));
      expect((await get('/nope')).headers.get('logid')).toBeTruthy();
    });
  });

  describe('/healthz', () => {
    test('200 when all three services are ready', async () => {
      expect(await get('/healthz')).toMatchObject({
        status: 200,
        body: { result: 200, data: { gateway: 'ok', exam: 'ok', order: 'ok', user: 'ok' } },
      });
    });

    test('503 naming the one that is down', async () => {
      const res = await request(`${brokenGateway.url}/healthz`);
      expect(res).toMatchObject({ status: 503, body: { result: 503, message: 'Not ready: user' } });
    });
  });

  describe('/mf/manifest', () => {
    test('never cached, re-read after the file changes, 503 when missing or invalid', async () => {
      const first = await get('/mf/manifest');
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-store');
      expect(first.body).toEqual(served);

      const next = {
        remotes: { landing: { version: '1.0.1', entry: '/remotes/landing/1.0.1/mf-manifest.json' } },
      };
      writeFileSync(manifestFile, JSON.stringify(next));
      expect((await get('/mf/manifest')).body).toEqual(next);

      writeFileSync(manifestFile, '{ not json');
      const invalid = await get('/mf/manifest');
      expect(invalid).toMatchObject({ status: 503, body: { result: 503 } });
      expect(invalid.headers.get('cache-control')).toBe('no-store');
      writeFileSync(manifestFile, JSON.stringify({ remotes: { landing: { version: '../x', entry: '/x' } } }));
      expect(await get('/mf/manifest')).toMatchObject({ status: 503 });

      unlinkSync(manifestFile);
      expect(await get('/mf/manifest')).toMatchObject({
        status: 503,
        body: { result: 503, message: 'Remote manifest unavailable' },
      });
      writeFileSync(manifestFile, JSON.stringify(manifest));
    });
  });

  describe('/remotes', () => {
    test.each([
      ['/remotes/landing/1.0.0/mf-manifest.json', 'no-cache'],
      ['/remotes/landing/1.0.0/remoteEntry.js', 'no-cache'],
      ['/remotes/landing/1.0.0/static/js/Home.1a2b3c4d.js', 'public, max-age=31536000, immutable'],
    ])('%s → Cache-Control %s, readable cross-origin', async (p, cacheControl) => {
      const res = await get(p);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(cacheControl);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    });

    test('a missing file is a plain 404, never cached as immutable', async () => {
      const res = await get('/remotes/landing/1.0.0/static/js/Missing.1a2b3c4d.js');
      expect(res).toMatchObject({ status: 404, body: { result: 404 } });
      expect(res.headers.get('cache-control') ?? '').not.toContain('immutable');
    });

    test.each([
      '/remotes/landing/1.0.0/../../../secret.txt',
      '/remotes/landing/1.0.0/%2e%2e/%2e%2e/%2e%2e/secret.txt',
      '/remotes/landing/%2e%2e/%2e%2e/secret.txt',
      '/remotes/landing/1.0.0/..%2f..%2f..%2fsecret.txt',
      '/remotes/landing/1.0.0/..%5c..%5c..%5csecret.txt',
      '/remotes/%2e%2e/x/secret.txt',
      '/remotes/landing/1.0.0/.env',
      '/remotes/landing/1.0.0/%2eenv',
      '/remotes/landing/1.0.0/static/%00.js',
      '/remotes/landing/1.0.0/%E0%A4%A',
    ])('traversal attempt %s is rejected', async (p) => {
      const res = await rawRequest(gateway.url, p);
      expect([400, 404]).toContain(res.status);
      expect(res.text).not.toContain(SECRET);
      expect(() => JSON.parse(res.text)).not.toThrow();
      bodies.push(res.text);
    });
  });

  describe('the shell', () => {
    const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

    test('page requests get index.html with the live manifest as a JSON data block, strict CSP', async () => {
      for (const p of ['/', '/landing_page/girl/web-1', '/report/result', '/index.html']) {
        const res = await get(p, html);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        expect(res.headers.get('cache-control')).toBe('no-cache');
        expect(res.headers.get('content-security-policy')).toBe(CSP);
        // HTTPS only, for a year, subdomains included (browsers ignore it over plain http).
        const hsts = res.headers.get('strict-transport-security') ?? '';
        expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 3600);
        expect(hsts).toMatch(/includeSubDomains/);
        const block = /<script type="application\/json" id="mf-manifest">(.*?)<\/script>/.exec(res.text);
        expect(JSON.parse(block![1]!)).toEqual(served);
        expect(block![1]).not.toContain('</script>'); // `<` escaped as \u003c
      }
    });

    test('the IQ question page starts its session with the HTML, for this visitor alone (issue 38)', async () => {
      const res = await get('/answer_question/standard/fb_1-1?hl=ja-JP', html);
      expect(res.status).toBe(200);
      // It holds a session id: never stored by a cache, the browser's included.
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.text).not.toContain('iq-early-start');
      const block = /<script type="application\/json" id="iq-first-question">(.*?)<\/script>/.exec(res.text);
      const served = JSON.parse(block![1]!) as {
        request: unknown;
        started: { sessionId: string; questionList: { questions: unknown[] } };
      };
      expect(served.request).toEqual({ examId: 1, code: 'fb_1', hl: 'ja-JP' });
      expect(served.started.questionList.questions).toHaveLength(30);
      // A real session of the exam service, its clock started (the list was served).
      const state = await get('/api/exam/session/state', { 'Exam-Session': served.started.sessionId });
      expect(state.status).toBe(200);
      expect(
        (JSON.parse(state.text) as { data: { startedAt: string | null } }).data.startedAt,
      ).not.toBeNull();
      // Another request, another session; HEAD starts none.
      const again = await get('/answer_question/standard/fb_1-1?hl=ja-JP', html);
      expect(again.text).not.toContain(served.started.sessionId);
      const head = await request(`${gateway.url}/answer_question/standard/fb_1-1`, {
        method: 'HEAD',
        headers: html,
      });
      expect(head.headers.get('cache-control')).not.toBe('private, no-store');
    });

    test('with a tab that holds a session, the IQ question page carries the early start; other pages and the questionnaires do not', async () => {
      const tab = { ...html, cookie: 'iq-exam-tab=1' };
      const res = await get('/answer_question/standard/fb_1-1?hl=ja-JP', tab);
      expect(res.text).not.toContain('iq-first-question');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe(CSP);
      const block = /<script type="application\/json" id="iq-early-start">(.*?)<\/script>/.exec(res.text);
      expect(JSON.parse(block![1]!)).toEqual({ examId: 1, code: 'fb_1', hl: 'ja-JP' });
      expect(res.text).toMatch(
        /<script defer src="\/iq-early-start.js"><\/script><script defer src="?\/main\./,
      );
      for (const p of ['/', '/answer_question/standard/web-2', '/answer_question/start_loading/web-1'])
        expect((await get(p, html)).text).not.toContain('iq-early-start');
      const script = await get('/iq-early-start.js');
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(script.text).toContain('/api/exam/session/start');
    });

    test('an unknown page still gets the shell (it shows Page Not Found), with status 404', async () => {
      const res = await get('/no/such/page', html);
      expect(res.status).toBe(404);
      expect(res.text).toContain('id="mf-manifest"');
    });

    test("the shell's own admin page is a page (200); a path below it is not", async () => {
      expect((await get('/admin', html)).status).toBe(200);
      expect((await get('/admin/nothing', html)).status).toBe(404);
    });

    test('/verify/{code} is a page for a well-formed code (printed or raw, any case); anything else the 404 page', async () => {
      for (const p of [
        '/verify/ABCD-EFGH-JKMN',
        '/verify/abcdefghjkmn',
        '/report/shared/Abc_def-1234567890',
      ]) {
        const res = await get(p, html);
        expect([p, res.status]).toEqual([p, 200]);
        expect(res.text).toContain('id="mf-manifest"');
      }
      for (const p of [
        '/verify/not-a-code',
        '/verify/ABCD-EFGH-JKMU',
        '/verify',
        '/verify/ABCD-EFGH-JKMN/web-1',
      ]) {
        const res = await get(p, html);
        expect([p, res.status]).toEqual([p, 404]);
        expect(res.text).toContain('id="mf-manifest"'); // the shell, which shows Page Not Found
      }
    });

    test('the page reflects a manifest change at once; null when the manifest is unavailable', async () => {
      const next = {
        remotes: { landing: { version: '9.9.9', entry: '/remotes/landing/9.9.9/mf-manifest.json' } },
      };
      writeFileSync(manifestFile, JSON.stringify(next));
      expect((await get('/', html)).text).toContain('9.9.9');
      unlinkSync(manifestFile);
      expect((await get('/', html)).text).toContain(
        '<script type="application/json" id="mf-manifest">null</script>',
      );
      writeFileSync(manifestFile, JSON.stringify(manifest));
    });

    test('shell files: hashed immutable, others no-cache; CSP on everything', async () => {
      const hashed = await get('/main.3f2a1b9c.js');
      expect(hashed.status).toBe(200);
      expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await get('/favicon.ico')).headers.get('cache-control')).toBe('no-cache');
      expect((await get('/healthz')).headers.get('content-security-policy')).toBe(CSP);
    });

    test('scripts and style sheets go without the document-only headers; pages and SVG keep them', async () => {
      for (const p of ['/main.3f2a1b9c.js', '/remotes/landing/1.0.0/static/js/Home.1a2b3c4d.js']) {
        const res = await get(p);
        expect([p, res.status]).toEqual([p, 200]);
        for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy'])
          expect([p, name, res.headers.get(name)]).toEqual([p, name, null]);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('cross-origin-resource-policy')).toMatch(/^(same|cross)-origin$/);
        expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/);
      }
      const page = await get('/', html);
      expect(page.headers.get('content-security-policy')).toBe(CSP);
      expect(page.headers.get('x-frame-options')).toBe('DENY'); // as frame-ancestors 'none' (issue 15)
    });

    test('reserved paths and non-HTML requests never get the shell', async () => {
      for (const p of ['/dev/other', '/remotes/landing/9/x.js', '/mf/other', '/healthz/x']) {
        const res = await get(p, html);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ result: 404 });
      }
      expect(await get('/api/user/get', html)).toMatchObject({ status: 401 }); // proxied, not the shell
      expect(await get('/missing-chunk.1a2b3c4d.js', { accept: '*/*' })).toMatchObject({
        status: 404,
        body: { result: 404 },
      });
      expect(await get('/..%2f..%2fsecret.txt', html)).toMatchObject({ status: 404 });
    });

    test('a client that states no preference (curl) gets the page too', async () => {
      for (const accept of ['*/*', undefined]) {
        const res = await get('/', accept ? { accept } : {});
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      }
    });
  });

  describe('payment pages and /dev/mail (issue 7)', () => {
    test('the card page through the gateway keeps its own strict CSP; paying puts two mails in /dev/mail.json', async () => {
      const session = await confirmedSession(`${gateway.url}/api`);
      const created = await postJson(
        `${gateway.url}/api/pay/pay/order/create`,
        { skuId: 'sku1', email: 'gateway@example.com', payMethod: 'card', country: 'US' },
        { 'Idempotency-Key': `gateway-test-${Date.now()}`, 'Exam-Session': session },
      );
      expect(created).toMatchObject({ status: 200, body: { data: { amountMinor: 999, currency: 'USD' } } });
      const { orderNumber, payUrl } = (created.body as { data: { orderNumber: string; payUrl: string } })
        .data;
      expect(payUrl.startsWith('/api/pay/pay/page/')).toBe(true);

      const page = await getPage(`${gateway.url}${payUrl}`);
      expect(page.status).toBe(200);
      const csp = page.headers.get('content-security-policy')!;
      expect(csp).toMatch(
        /^default-src 'none'; style-src 'nonce-[A-Za-z0-9+/=]+'; img-src data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'$/,
      );
      // The order service's helmet says SAMEORIGIN; the gateway makes it match frame-ancestors 'none'.
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.text).toContain('<label for="cardNumber">Card number</label>');

      const paid = await postForm(`${gateway.url}${payUrl}`, {
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
        name: 'Gate Way',
        idempotencyKey: formKeyOf(page.text),
      });
      expect(paid).toMatchObject({ status: 303, location: `/paying/check/web-1?orderNumber=${orderNumber}` });
      const status = await postJson(`${gateway.url}/api/pay/pay/check/status`, { orderNumber });
      expect(status).toMatchObject({ status: 200, body: { data: { status: 'paid' } } });

      const mail = await request(`${gateway.url}/dev/mail.json`);
      // (mail is kept out of `bodies`: "… at any time" and a time of day look like a stack frame)
      expect(mail.status).toBe(200);
      const mails = mail.body as { to: string; subject: string }[];
      expect(mails.slice(0, 2).map((m) => m.to)).toEqual(['gateway@example.com', 'gateway@example.com']);
      const html = await request(`${gateway.url}/dev/mail`, { headers: { accept: 'text/html' } });
      expect(html.status).toBe(200);
      expect(html.text).toContain('Your IQ test report is ready');
      expect(html.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
      expect(html.headers.get('x-frame-options')).toBe('DENY'); // as its frame-ancestors 'none' (issue 15)
    });

    test('/dev/mail is not proxied without devMail (production); other /dev paths never are', async () => {
      expect(await request(`${brokenGateway.url}/dev/mail.json`)).toMatchObject({
        status: 404,
        body: { result: 404 },
      });
      expect(await request(`${brokenGateway.url}/dev/mail`)).toMatchObject({ status: 404 });
      expect(await get('/dev/other')).toMatchObject({ status: 404, body: { result: 404 } });
    });
  });

  test('no stack traces in any body', () => {
    expect(bodies.length).toBeGreaterThan(30);
    for (const body of bodies) {
      expect(leaksInternals(body)).toBe(false);
      expect(body).not.toContain(SECRET);
    }
  });
});
