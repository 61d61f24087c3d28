// Issue 41 through the real gateway on PGlite and PostgreSQL: POST /api/rum refuses what is
// malformed and counts what is not, a build's health is read back from the counts, and a canary
// started with its analysis is rolled back, stepped up, promoted or stopped by the job, each
// decision audited with its numbers; two jobs looking at once decide once.
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AnalysisConfig, AnalysisView, BuildHealthView, RumView } from '@iq/contracts';
import { createLogger, hashPassword, type Database, type RunningServer } from '@iq/service-common';
import {
  createTestDatabase,
  databaseTargets,
  DATABASE_SETUP_TIMEOUT,
  describeFor,
  postJson,
  request,
  startServer,
} from '@iq/service-common/src/testing';
import { createGatewayApp, REGISTRY_API_MOUNT } from '../app';
import { adminStore } from './data-access/admin-store';
import { storeHasBuild } from './data-access/stored-build';
import { createRumRecorder, type RumRecorder } from './jobs/rum-recorder';
import { createAnalysisJob } from './jobs/canary-analysis-job';
import { registryMigrations } from './migrations';
import type { RegistryDB } from './schema';
import {
  adminCookieOf,
  ADMINS,
  PUBLISH_TOKEN,
  SHELL_SHARED,
  TEST_PASSWORD_COST,
} from './testing/registry-test-kit';

jest.setTimeout(60_000);

const LANDING_PAGES = {
  pages: [{ id: 'home', path: '/', module: './Home', suffix: 'none' }],
};
const REACT_19 = [{ name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' }];
const CONFIG: AnalysisConfig = {
  gates: { errorRate: 1, lcpP75: 0.2, conversion: 5 },
  minSample: 20,
  steps: [50, 100],
  alpha: 0.01,
};
const silent = createLogger('gateway', { level: 'silent' });

/** One clock for the admin API, the recorder and the jobs: a step is judged on slots after it began. */
let clock = Date.UTC(2026, 10, 30, 9, 0, 0);
const now = () => new Date(clock);
const later = (ms = 11_000) => (clock += ms);

describe.each(databaseTargets())('real-user metrics and canary analysis on $name', (target) => {
  describeFor(target)('', () => {
    let tmp: string;
    let remotesDir: string;
    let db: Database<RegistryDB>;
    let gateway: RunningServer;
    let recorder: RumRecorder;
    let manager: string;

    /** A landing build in the store and registered, as CI leaves it. */
    async function publish(version: string) {
      const dir = path.join(remotesDir, 'landing', version);
      mkdirSync(dir, { recursive: true });
      const text = JSON.stringify({ name: 'mfe_landing', shared: REACT_19, pages: LANDING_PAGES });
      writeFileSync(path.join(dir, 'mf-manifest.json'), text);
      const hash = createHash('sha256').update('mf-manifest.json').update(text).digest('hex');
      const res = await postJson(
        `${gateway.url}${REGISTRY_API_MOUNT}/builds`,
        {
          remote: 'landing',
          version,
          contentHash: `sha256-${hash}`,
          entry: `/remotes/landing/${version}/mf-manifest.json`,
          shared: { react: '^19.0.0' },
          publishedBy: 'ci-landing',
          reason: `build ${version}`,
        },
        { authorization: `Bearer ${PUBLISH_TOKEN}` },
      );
      expect(res.status).toBe(200);
    }

    const admin = (action: string, body: Record<string, unknown>, cookie = manager) =>
      postJson(
        `${gateway.url}${REGISTRY_API_MOUNT}/${action}`,
        { reason: `test ${action}`, ...body },
        {
          origin: gateway.url,
          cookie,
        },
      );
    const adminGet = (pathname: string) =>
      request(`${gateway.url}${REGISTRY_API_MOUNT}${pathname}`, { headers: { cookie: manager } });

    /** A beacon as a browser sends it: text/plain from the site's own page. */
    const send = (body: unknown, headers: Record<string, string> = {}) =>
      request(`${gateway.url}/api/rum`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: gateway.url, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    /** A document's beacon of the given views. */
    const beacon = (...views: RumView[]) => send({ v: 2, views });

    /** `n` landing page views of a build; `erring` of them throw, `converting` reach the test. */
    async function views(
      version: string,
      n: number,
      options: { erring?: number; converting?: number; lcp?: number },
    ) {
      later();
      for (let i = 0; i < n; i += 1) {
        const landing: RumView = {
          route: 'home',
          remote: 'landing',
          locale: 'en-US',
          builds: { landing: version, exam: 'e-file' },
          step: 'landing',
          vitals: { lcp: (options.lcp ?? 1200) + (i % 7) * 40, cls: 0, ttfb: 200 },
          ...(i < (options.erring ?? 0) ? { errors: { landing: 1 } } : {}),
        };
        const started: RumView = {
          route: 'answer_question-start_loading',
          remote: 'exam',
          locale: 'en-US',
          builds: { landing: version, exam: 'e-file' },
          step: 'test-started',
        };
        // A visitor who reaches the test does so in the same document: one beacon for both views.
        const document = i < (options.converting ?? 0) ? [landing, started] : [landing];
        expect((await beacon(...document)).status).toBe(202);
      }
      await recorder.flush();
    }

    const canaryRow = () =>
      db.db.selectFrom('canaries').selectAll().where('remote', '=', 'landing').executeTakeFirst();
    const liveVersion = async () =>
      (
        await db.db
          .selectFrom('live_builds')
          .innerJoin('builds', 'builds.id', 'live_builds.build_id')
          .select('builds.version')
          .where('live_builds.remote', '=', 'landing')
          .executeTakeFirst()
      )?.version;
    const analysisAudit = () =>
      db.db.selectFrom('audit_log').selectAll().where('actor', '=', 'analysis').orderBy('id').execute();
    const rumRows = async () =>
      Number(
        (
          await db.db
            .selectFrom('rum_counts')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const job = () => createAnalysisJob({ db: db.db, logger: silent, now });
    /** A look by a job a moment after the visits. */
    const look = () => {
      later(1000);
      return job().runNow();
    };

    beforeAll(async () => {
      tmp = mkdtempSync(path.join(os.tmpdir(), 'iq-gateway-rum-'));
      const shellDir = path.join(tmp, 'shell');
      remotesDir = path.join(tmp, 'remotes');
      mkdirSync(shellDir);
      mkdirSync(remotesDir);
      writeFileSync(
        path.join(shellDir, 'index.html'),
        '<!doctype html><html><head></head><body></body></html>',
      );
      const manifestFile = path.join(tmp, 'manifest.json');
      writeFileSync(manifestFile, JSON.stringify({ remotes: {} }));
      db = await createTestDatabase<RegistryDB>(target, 'registry', registryMigrations);
      for (const who of ['manager', 'viewer'] as const) {
        const hash = await hashPassword(ADMINS[who].password, TEST_PASSWORD_COST);
        await adminStore.addAdmin(db.db, ADMINS[who].email, hash, ADMINS[who].role, new Date());
      }
      recorder = createRumRecorder({
        db: db.db,
        inStore: (remote, version) => storeHasBuild(remotesDir, remote, version),
        logger: silent,
        now,
      });
      gateway = await startServer(
        createGatewayApp({
          serviceUrls: {
            exam: 'http://127.0.0.1:9',
            order: 'http://127.0.0.1:9',
            user: 'http://127.0.0.1:9',
          },
          shellDir,
          remotesDir,
          manifestFile,
          registry: {
            db: db.db,
            shellShared: () => SHELL_SHARED,
            publishToken: PUBLISH_TOKEN,
            passwordCost: TEST_PASSWORD_COST,
            secureCookies: false,
            rumRecorder: recorder,
            now,
          },
        }),
      );
      const login = await postJson(
        `${gateway.url}${REGISTRY_API_MOUNT}/login`,
        { email: ADMINS.manager.email, password: ADMINS.manager.password },
        { origin: gateway.url },
      );
      manager = adminCookieOf(login)!;
      await publish('l-live');
      expect((await admin('promote', { remote: 'landing', version: 'l-live' })).status).toBe(200);
    }, DATABASE_SETUP_TIMEOUT);

    afterAll(async () => {
      await gateway?.close();
      await db?.close();
      rmSync(tmp, { recursive: true, force: true });
    });

    describe('POST /api/rum', () => {
      const view: RumView = {
        route: 'home',
        remote: 'landing',
        locale: 'en-US',
        builds: { landing: 'l-live' },
        vitals: { lcp: 900 },
      };
      const valid = { v: 2, views: [view] };
      const withView = (changes: Record<string, unknown>) => ({ v: 2, views: [{ ...view, ...changes }] });

      test.each([
        ['not JSON', 400, '{"v":2,', {}],
        ['a wrong type', 400, withView({ vitals: { lcp: 'fast' } }), {}],
        ['an unknown remote', 400, withView({ remote: 'admin' }), {}],
        ['a version with a slash', 400, withView({ builds: { landing: '../x' } }), {}],
        ['a negative count', 400, withView({ errors: { landing: -1 } }), {}],
        ['one bad view of two', 400, { v: 2, views: [view, { ...view, route: '<b>' }] }, {}],
        ['no views', 400, { v: 2, views: [] }, {}],
        ['more than 20 views', 400, { v: 2, views: Array.from({ length: 21 }, () => view) }, {}],
        ['the one-view beacon of before', 400, { v: 1, ...view }, {}],
        ['a form body', 415, valid, { 'content-type': 'application/x-www-form-urlencoded' }],
        ["another site's page", 403, valid, { origin: 'https://evil.example' }],
        ['a cross-site fetch', 403, valid, { 'sec-fetch-site': 'cross-site' }],
        ['more than 8 KB', 413, { ...valid, pad: 'x'.repeat(9000) }, {}],
      ])('%s gets a %d envelope and counts nothing', async (_what, status, body, headers) => {
        const before = await rumRows();
        const res = await send(body, headers as Record<string, string>);
        expect(res.status).toBe(status);
        expect(res.body).toMatchObject({ result: status, message: expect.any(String) });
        await recorder.flush();
        expect(await rumRows()).toBe(before);
      });

      test('GET is a 405 with Allow: POST', async () => {
        const res = await request(`${gateway.url}/api/rum`);
        expect(res.status).toBe(405);
        expect(res.headers.get('allow')).toBe('POST');
      });

      test('a valid beacon is counted under the build that served the page, and read back as its health', async () => {
        const res = await beacon({
          ...view,
          builds: { landing: 'l-live', exam: 'never-built' },
          step: 'landing',
        });
        expect(res.status).toBe(202);
        expect(res.body).toEqual({ result: 200, data: { recorded: true } });
        await recorder.flush();
        const health = await adminGet('/remotes/landing/builds/l-live/health?minutes=5');
        expect(health.status).toBe(200);
        const figures = (health.body as { data: BuildHealthView }).data;
        expect(figures.points).toHaveLength(5);
        expect(figures.totals.views).toBe(1);
        expect(figures.totals.errorRate).toBe(0);
        // 900 ms lies in the bucket whose bound is the first power of 1.1 at or above it.
        const bound = 1.1 ** Math.ceil(Math.log(900) / Math.log(1.1));
        expect(figures.totals.vitals.lcp.p75).toBeGreaterThanOrEqual(900);
        expect(figures.totals.vitals.lcp.p75).toBeLessThanOrEqual(bound * 1.0001);
        expect(figures.totals.conversion).toMatchObject({
          from: 'landing',
          to: 'test-started',
          of: 1,
          reached: 0,
        });
        // A build nobody published nor stored is not counted at all.
        const unknown = await db.db
          .selectFrom('rum_counts')
          .select('version')
          .where('version', '=', 'never-built')
          .execute();
        expect(unknown).toEqual([]);
      });
    });

    test('a throwing canary is rolled back by the analysis, with the failed gate and its numbers audited', async () => {
      await publish('l-bad');
      const started = await admin('analysis', { remote: 'landing', version: 'l-bad', config: CONFIG });
      expect(started.status).toBe(200);
      expect((started.body as { data: { analysis: AnalysisView } }).data.analysis).toMatchObject({
        state: 'running',
        share: 50,
        liveVersion: 'l-live',
      });
      expect(await canaryRow()).toMatchObject({ share: 50 });
      // One analysis per remote at a time; a viewer may not start one.
      expect((await admin('analysis', { remote: 'landing', version: 'l-bad', config: CONFIG })).status).toBe(
        409,
      );

      await views('l-live', 24, { converting: 12 });
      await views('l-bad', 24, { erring: 24 });
      const decided = await look();
      expect(decided.map((d) => d.kind)).toEqual(['rolled-back']);
      expect(await canaryRow()).toBeUndefined();
      expect(await liveVersion()).toBe('l-live');
      const [audit] = await analysisAudit();
      expect(audit).toMatchObject({ action: 'rollback', target: 'canary:landing', after: null });
      expect(audit!.reason).toMatch(/errorRate failed/);
      expect(audit!.reason).toMatch(/24 of 24/);
      const shown = (await adminGet('/remotes/landing/analysis')).body as {
        data: { analysis: AnalysisView };
      };
      expect(shown.data.analysis.state).toBe('rolled-back');
      expect(shown.data.analysis.gates.find((g) => g.gate === 'errorRate')).toMatchObject({
        outcome: 'fail',
        canary: { value: 1, count: 24 },
        live: { value: 0, count: 24 },
      });
    });

    test('a healthy canary is stepped up, then promoted; a hand change stops an analysis', async () => {
      await publish('l-good');
      const steps = { ...CONFIG, steps: [25, 50, 100] };
      expect((await admin('analysis', { remote: 'landing', version: 'l-good', config: steps })).status).toBe(
        200,
      );
      await views('l-live', 24, { converting: 12 });
      await views('l-good', 24, { converting: 12 });
      expect((await look()).map((d) => d.kind)).toEqual(['stepped']);
      expect(await canaryRow()).toMatchObject({ share: 50 });
      // The next step is judged on its own visits: none yet.
      expect(await look()).toEqual([]);

      // A campaign manager changes the canary by hand: the analysis steps aside.
      expect((await admin('canary', { remote: 'landing', version: 'l-good', share: 10 })).status).toBe(200);
      expect((await look()).map((d) => d.kind)).toEqual(['stopped']);
      expect(await canaryRow()).toMatchObject({ share: 10 });

      expect((await admin('canary', { remote: 'landing', version: 'l-good', share: 0 })).status).toBe(200);
      expect((await admin('analysis', { remote: 'landing', version: 'l-good', config: CONFIG })).status).toBe(
        200,
      );
      await views('l-live', 24, { converting: 12 });
      await views('l-good', 24, { converting: 12 });
      // Two gateways' jobs look at once: one decision, audited once.
      const before = (await analysisAudit()).length;
      later(1000);
      const [a, b] = await Promise.all([job().runNow(), job().runNow()]);
      expect([...a, ...b].map((d) => d.kind)).toEqual(['promoted']);
      expect(await liveVersion()).toBe('l-good');
      expect(await canaryRow()).toBeUndefined();
      const added = (await analysisAudit()).slice(before);
      expect(added.map((row) => row.action)).toEqual(['promote', 'canary']);
      expect(added[0]!.reason).toMatch(/All 3 gates held/);
    });

    test('a bad configuration or a viewer changes nothing', async () => {
      await publish('l-other');
      const before = await db.db.selectFrom('canary_analyses').select('id').execute();
      const refused = await admin('analysis', {
        remote: 'landing',
        version: 'l-other',
        config: { ...CONFIG, steps: [50, 40] },
      });
      expect(refused.status).toBe(400);
      expect(await canaryRow()).toBeUndefined();
      const viewerLogin = await postJson(
        `${gateway.url}${REGISTRY_API_MOUNT}/login`,
        { email: ADMINS.viewer.email, password: ADMINS.viewer.password },
        { origin: gateway.url },
      );
      const viewer = adminCookieOf(viewerLogin)!;
      const asViewer = await admin(
        'analysis',
        { remote: 'landing', version: 'l-other', config: CONFIG },
        viewer,
      );
      expect(asViewer.status).toBe(403);
      expect(await db.db.selectFrom('canary_analyses').select('id').execute()).toEqual(before);
    });
  });
});
