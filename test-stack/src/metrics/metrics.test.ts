// GET /metrics on each of the four processes (issue 42), composed as in production: exam, order
// and user on their own embedded databases, the gateway in front. With the internal token, the
// process's series in Prometheus text; without it (or with another), the 404 envelope of an unknown
// path and no series. Route labels are templates, never a path with its ids. And every series a
// process exposes is named in the operator's guide (docs/operations/metrics.md).
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, type Database, type RunningServer } from '@iq/service-common';
import {
  createTestDatabase,
  DATABASE_SETUP_TIMEOUT,
  databaseTargets,
  describeFor,
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
import { enqueueMailboxMail } from '@iq/order-service/src/modules/mail/data-access/mail-outbox';
import type { OrderDB } from '@iq/order-service/src/data-access/schema';
import { createUserApp } from '@iq/user-service/src/app';
import { userMigrations } from '@iq/user-service/src/data-access/migrations';
import { createOrderMailSender, createOrderService } from '@iq/user-service/src/data-access/order-service';
import type { UserDB } from '@iq/user-service/src/data-access/schema';
import { createGatewayApp } from '@iq/gateway/src/app';
import { ABUSE_RULES } from '@iq/gateway/src/domain/abuse-limits';
import { TEST_PASSWORD_COST } from '../kits/user-test-kit';

/** Not the development token: the processes must check the one they were given. */
const TOKEN = 'metrics-test-internal-token-0123456789abcdef';
const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';
const GUIDE = path.join(REPO_ROOT, 'docs', 'operations', 'metrics.md');

type Process = 'gateway' | 'exam' | 'order' | 'user';
const PROCESSES: readonly Process[] = ['gateway', 'exam', 'order', 'user'];

/** The series names a scrape declares (`# TYPE <name> <type>`). */
const seriesNames = (text: string) => [...text.matchAll(/^# TYPE (\S+) \S+$/gm)].map((m) => m[1]!);

/** The samples of one series whose labels include all of `labels`. */
function samples(text: string, name: string, labels: Record<string, string>): number[] {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) && wanted.every((pair) => line.includes(pair)))
    .map((line) => Number(line.slice(line.lastIndexOf(' ') + 1)));
}

describe.each(databaseTargets())('GET /metrics on every process (issue 42), on $name', (target) => {
  describeFor(target)('', () => {
    let tmp: string;
    const databases: Pick<Database<unknown>, 'close'>[] = [];
    const servers = {} as Record<Process, RunningServer>;
    let orderDatabase: Database<OrderDB>;

    const scrape = async (process: Process, headers: Record<string, string> = { 'Internal-Token': TOKEN }) =>
      request(`${servers[process].url}/metrics`, { headers });

    beforeAll(async () => {
      tmp = mkdtempSync(path.join(os.tmpdir(), 'iq-metrics-'));
      const shellDir = path.join(tmp, 'shell');
      mkdirSync(shellDir);
      writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
      const manifestFile = path.join(tmp, 'manifest.json');
      writeFileSync(manifestFile, JSON.stringify({ remotes: {} }));

      const [exam, order, user] = await Promise.all([
        createTestDatabase<ExamDB>(target, 'exam', examMigrations),
        createTestDatabase<OrderDB>(target, 'order', orderMigrations),
        createTestDatabase<UserDB>(target, 'user', userMigrations),
      ]);
      databases.push(exam, order, user);
      orderDatabase = order;
      servers.exam = await startServer(createExamApp({ database: exam, internalToken: TOKEN }));
      servers.order = await startServer(
        createOrderApp({
          database: order,
          examSessions: createExamSessionsClient(servers.exam.url, { internalToken: TOKEN }),
          internalToken: TOKEN,
        }),
      );
      const toOrder = { internalToken: TOKEN };
      servers.user = await startServer(
        createUserApp({
          database: user,
          internalToken: TOKEN,
          orders: createOrderService(servers.order.url, toOrder),
          mail: createOrderMailSender(servers.order.url, toOrder),
          passwordCost: TEST_PASSWORD_COST,
        }),
      );
      // One test start per client, so the second is refused by the abuse rule.
      const rules = ABUSE_RULES.map((rule) =>
        rule.name === 'session-start' ? { ...rule, points: 1 } : rule,
      );
      servers.gateway = await startServer(
        createGatewayApp({
          serviceUrls: { exam: servers.exam.url, order: servers.order.url, user: servers.user.url },
          shellDir,
          remotesDir: path.join(tmp, 'remotes'),
          manifestFile,
          internalToken: TOKEN,
          abuse: { rules },
        }),
      );
    }, DATABASE_SETUP_TIMEOUT);

    afterAll(async () => {
      await Promise.all(Object.values(servers).map((server) => server.close()));
      await Promise.all(databases.map((database) => database.close()));
      rmSync(tmp, { recursive: true, force: true });
    });

    test.each(PROCESSES)(
      '%s: with the token, Prometheus text with the request histogram',
      async (process) => {
        expect((await request(`${servers[process].url}/healthz`)).status).toBe(200);
        const res = await scrape(process);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe(PROMETHEUS_TEXT);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.text).toContain('# TYPE iq_http_request_duration_seconds histogram');
        // The /healthz call just made, by its route template, as a 2xx.
        expect(
          samples(res.text, 'iq_http_request_duration_seconds_count', {
            method: 'GET',
            route: '/healthz',
            status_class: '2xx',
            service: process,
          })[0],
        ).toBeGreaterThanOrEqual(1);
        // The process's own figures start with the first scrape.
        expect(seriesNames(res.text)).toEqual(
          expect.arrayContaining(['iq_process_cpu_seconds_total', 'iq_nodejs_eventloop_lag_seconds']),
        );
      },
    );

    test.each(PROCESSES)(
      '%s: without the token, or with another, the 404 envelope and no series',
      async (process) => {
        const refused = [
          await scrape(process, {}),
          await scrape(process, { 'Internal-Token': `${TOKEN}x` }),
          await scrape(process, { 'Internal-Token': 'dev-only-internal-token-not-for-production' }),
          await scrape(process, { Authorization: 'Bearer wrong-token' }),
        ];
        for (const res of refused) {
          expect(res).toMatchObject({ status: 404, body: { result: 404, message: 'Not Found: /metrics' } });
          expect(res.headers.get('content-type')).toMatch(/^application\/json/);
          expect(res.text).not.toContain('iq_');
          expect(leaksInternals(res.text)).toBe(false);
        }
      },
    );

    test('the token as a bearer token (Prometheus `authorization`) is taken too', async () => {
      const res = await scrape('gateway', { Authorization: `Bearer ${TOKEN}` });
      expect(res.status).toBe(200);
      expect(res.text).toContain('iq_http_request_duration_seconds');
    });

    test('the gateway never proxies /metrics: /api/metrics is an unknown API path, token or not', async () => {
      for (const headers of [{}, { 'Internal-Token': TOKEN }] as Record<string, string>[]) {
        const res = await request(`${servers.gateway.url}/api/metrics`, { headers });
        expect(res).toMatchObject({ status: 404, body: { result: 404 } });
        expect(res.text).not.toContain('iq_');
      }
    });

    test('a route with an id is labelled by its template, never by the id', async () => {
      expect((await request(`${servers.exam.url}/exam/info/1`)).status).toBe(200);
      expect((await request(`${servers.gateway.url}/api/exam/info/2`)).status).toBe(200);
      const exam = (await scrape('exam')).text;
      expect(samples(exam, 'iq_http_request_duration_seconds_count', { route: '/exam/info/:id' })).toEqual([
        2,
      ]);
      expect(exam).not.toMatch(/route="\/exam\/info\/\d/);
      const gateway = (await scrape('gateway')).text;
      expect(
        samples(gateway, 'iq_http_request_duration_seconds_count', { route: '/api/exam/info/*' }),
      ).toEqual([1]);
      expect(gateway).not.toMatch(/route="[^"]*\d"/);
      // A path no route takes is one label, whatever the path.
      await request(`${servers.exam.url}/no/such/path/12345`);
      expect(
        samples((await scrape('exam')).text, 'iq_http_request_duration_seconds_count', {
          route: 'unrouted',
          status_class: '4xx',
        }),
      ).toEqual([1]);
    });

    test('abuse-limit refusals are counted by rule', async () => {
      const start = () =>
        postJson(`${servers.gateway.url}/api/exam/session/start`, { examId: 1, code: 'web' });
      expect((await start()).status).toBe(200);
      expect((await start()).status).toBe(429);
      const text = (await scrape('gateway')).text;
      expect(samples(text, 'iq_rate_limit_refusals_total', { rule: 'session-start' })).toEqual([1]);
    });

    test('the services count their own limits by rule: login tries, certificate checks', async () => {
      // The default budget of one device on one account: 5 tries, then refused.
      const login = () =>
        postJson(`${servers.user.url}/user/login`, { email: 'guess@example.com', password: 'wrong' });
      for (let i = 0; i < 5; i++) expect((await login()).status).toBe(401);
      expect((await login()).status).toBe(429);
      const user = (await scrape('user')).text;
      expect(samples(user, 'iq_rate_limit_refusals_total', { rule: 'login-pair' })).toEqual([1]);
      // 10 certificate checks a minute per client.
      const verify = () => request(`${servers.order.url}/exam/order/certificate/verify/NOSUCHCODE`);
      for (let i = 0; i < 10; i++) expect((await verify()).status).toBe(404);
      expect((await verify()).status).toBe(429);
      const order = (await scrape('order')).text;
      expect(samples(order, 'iq_rate_limit_refusals_total', { rule: 'verify' })).toEqual([1]);
    });

    test('order: the mail queue and the job queues, and the PDF pool, read when scraped', async () => {
      const due = new Date(Date.now() - 90_000);
      await enqueueMailboxMail(
        orderDatabase.db,
        { kind: 'report-retrieve', to: 'queue@example.com', subject: 's', text: 't', html: '<p>t</p>' },
        due,
      );
      const text = (await scrape('order')).text;
      expect(samples(text, 'iq_job_queue_depth', { queue: 'mail' })).toEqual([1]);
      expect(samples(text, 'iq_job_queue_oldest_age_seconds', { queue: 'mail' })[0]).toBeGreaterThanOrEqual(
        90,
      );
      for (const queue of ['renewal', 'reminder', 'account', 'refund', 'reconcile'])
        expect(samples(text, 'iq_job_queue_depth', { queue })).toEqual([0]);
      // No renderer given to this app: a pool of no threads.
      expect(text).toMatch(/^iq_pdf_pool_workers\{service="order"\} 0$/m);
    });

    test('the database pool: its size, and nothing waiting between calls', async () => {
      for (const process of ['exam', 'order', 'user'] as const) {
        const text = (await scrape(process)).text;
        const [idle] = samples(text, 'iq_db_pool_connections', { state: 'idle' });
        const [busy] = samples(text, 'iq_db_pool_connections', { state: 'busy' });
        expect(samples(text, 'iq_db_pool_waiting_requests', {})).toEqual([0]);
        if (target.name === 'pglite') {
          // One connection taken in turn, idle between calls.
          expect(samples(text, 'iq_db_pool_max_connections', {})).toEqual([1]);
          expect([idle, busy]).toEqual([1, 0]);
        } else {
          expect(samples(text, 'iq_db_pool_max_connections', {})).toEqual([10]);
          expect(idle! + busy!).toBeGreaterThanOrEqual(1);
          expect(idle! + busy!).toBeLessThanOrEqual(10);
        }
      }
    });

    test("every series a process exposes is named in the operator's guide", async () => {
      const guide = readFileSync(GUIDE, 'utf8');
      const named = new Set([...guide.matchAll(/`(iq_[a-z0-9_]+)`/g)].map((m) => m[1]!));
      const missing: string[] = [];
      for (const process of PROCESSES) {
        const res = await scrape(process);
        expect(res.status).toBe(200);
        for (const name of seriesNames(res.text)) if (!named.has(name)) missing.push(`${process}: ${name}`);
      }
      expect(missing).toEqual([]);
    });
  });
});
