// Issue 41: progressive delivery of a remote on real-user metrics, end to end. Two gateways with
// REGISTRY=on share one PostgreSQL database (their own, created for this spec) beside the e2e
// stack's services; each counts the beacons of the phone visits it serves and runs the analysis
// job. A landing build from outside the repo that throws on its CTA tap is put on a 50 % canary
// with its analysis and rolled back automatically under synthetic traffic, the audit naming the
// failed gate and its numbers; a healthy one under the same traffic is stepped up to 100 % and
// becomes live. The /admin page's chart of each is screenshotted (test-results/).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser } from '@playwright/test';
import { E2E_DEPLOY_DIR, E2E_ENV, E2E_PORT, REPO_ROOT } from '../stack-env';

const PORTS = [E2E_PORT + 30, E2E_PORT + 31];
const BASES = PORTS.map((port) => `http://localhost:${port}`);
const [A] = BASES as [string, string];
const PUBLISH_TOKEN = 'e2e-canary-publish-token-0123456789';
const MANAGER = { email: 'canaries@example.com', password: 'e2e canary manager pass' };
const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const run = promisify(execFile);
const gateways: ChildProcess[] = [];
let tmp = '';
let databaseUrl = '';
let cliEnv: NodeJS.ProcessEnv = {};
let postgres: typeof import('../../scripts/lib/postgres.mjs');

function gatewayEnv(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...E2E_ENV,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    REGISTRY: 'on',
    REGISTRY_PUBLISH_TOKEN: PUBLISH_TOKEN,
    PUBLIC_URL: A,
    ADMIN_ORIGINS: BASES.join(','),
    // Decisions within seconds of the visits, as a demo would want them.
    RUM_FLUSH_MS: '500',
    REGISTRY_ANALYSIS_INTERVAL_MS: '1000',
  };
}

async function cli(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/registry.mjs', ...args], {
    cwd: REPO_ROOT,
    env: cliEnv,
  });
  return stdout;
}

interface AuditEntry {
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  reason: string;
}
interface Analysis {
  state: string;
  share: number;
  version: string;
  reason: string | null;
  gates: Array<{ gate: string; outcome: string; summary: string }>;
}

const history = async (): Promise<AuditEntry[]> =>
  JSON.parse(await cli('history', '--remote', 'landing', '--json', '--limit', '500'));
const analysis = async (): Promise<Analysis> => JSON.parse(await cli('analysis', 'landing', '--json'));

/** The landing build a fresh visitor of `/` gets from gateway `base`. */
async function servedLanding(base: string): Promise<string | undefined> {
  const res = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
  return /(?:^|,)landing=([^,]+)/.exec(res.headers.get('x-remote-versions') ?? '')?.[1];
}

/**
 * Rounds of phone visits, half through each gateway, until the analysis has decided (or `rounds`
 * ran out); the summaries of the rounds.
 */
async function trafficUntilDecided(rounds: number, visitsPerGateway: number) {
  const summaries: Array<{ visits: number; loaded: number; tapped: number; reachedTest: number }> = [];
  for (let round = 0; round < rounds; round += 1) {
    // The script as a demo runs it (its own process: Playwright's loader would transpile its imports).
    const results = await Promise.all(
      BASES.map(async (url) => {
        const args = ['scripts/synthetic-traffic.mjs', '--url', url, '--visits', String(visitsPerGateway)];
        const { stdout } = await run(process.execPath, [...args, '--concurrency', '2'], { cwd: REPO_ROOT });
        return JSON.parse(stdout) as (typeof summaries)[number];
      }),
    );
    summaries.push(...results);
    // The last beacons' flush (0.5 s) and a job's look (1 s) on either gateway.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    if ((await analysis()).state !== 'running') break;
  }
  return summaries;
}

/** The /admin page of gateway A as the manager sees it, with `version`'s chart open; a screenshot. */
async function chartScreenshot(browser: Browser, version: string, file: string) {
  const context = await browser.newContext({ baseURL: A, viewport: { width: 1280, height: 1600 } });
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(MANAGER.email);
  await page.getByLabel('Password', { exact: true }).fill(MANAGER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page
    .locator('[data-remote="landing"]')
    .getByRole('button', { name: `Health of landing ${version}` })
    .click();
  const chart = page.getByTestId('health-chart');
  await expect(chart).toHaveAttribute('data-version', version);
  const totals = page.getByTestId('health-totals');
  await expect(totals).toContainText(version);
  await chart.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(file), fullPage: true });
  const text = (await totals.textContent()) ?? '';
  const panel = (await page.getByTestId('analysis-panel').first().getAttribute('data-state')) ?? '';
  await context.close();
  return { text, panel };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  postgres = await import('../../scripts/lib/postgres.mjs');
  const name = `e2e_canary_${Date.now().toString(36)}`;
  databaseUrl = postgres.databaseUrlOn(SERVER_URL, name);
  try {
    await postgres.ensureDatabase(databaseUrl);
  } catch (error) {
    test.skip(true, `PostgreSQL does not answer at ${SERVER_URL}: ${(error as Error).message}`);
  }
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'iq-e2e-canary-'));
  cliEnv = {
    ...gatewayEnv(PORTS[0]!),
    REGISTRY_SESSION: path.join(tmp, 'session.json'),
    REGISTRY_PASSWORD: MANAGER.password,
    REGISTRY_URL: A,
    DEPLOY_DIR: E2E_DEPLOY_DIR,
  };
  // The two flavours of the outside team's landing build (e2e/fixtures/canary-landing).
  await run(process.execPath, ['e2e/fixtures/canary-landing/build.cjs', '--out', path.join(tmp, 'builds')], {
    cwd: REPO_ROOT,
  });
  // Migrated by the first gateway; the account is added once the schema is there.
  const tsx = createRequire(__filename).resolve('tsx/cli', { paths: [REPO_ROOT] });
  for (const port of PORTS) {
    gateways.push(
      spawn(process.execPath, [tsx, path.join(REPO_ROOT, 'services/gateway/src/main.ts')], {
        cwd: REPO_ROOT,
        env: gatewayEnv(port),
        stdio: 'ignore',
      }),
    );
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status, {
        timeout: 60_000,
      })
      .toBe(200);
  }
  expect(await cli('admin', 'add', MANAGER.email, '--role', 'campaign-manager')).toContain('added');
  expect(await cli('login', '--url', A, '--email', MANAGER.email)).toContain('campaign-manager');
});

test.afterAll(async () => {
  await Promise.all(
    gateways.map(async (gateway) => {
      if (gateway.exitCode !== null) return;
      const exited = new Promise((resolve) => gateway.once('exit', resolve));
      gateway.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }),
  );
  if (databaseUrl) await postgres?.dropDatabase(databaseUrl).catch(() => undefined);
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** Registers a built flavour as CI would; its version. */
async function register(flavour: 'healthy' | 'throwing'): Promise<string> {
  const out = await cli('register', 'landing', path.join(tmp, 'builds', flavour), '--by', 'team-canary');
  const version = /registered landing (\S+) at|landing (\S+) was already registered/.exec(out);
  expect(version, out).not.toBeNull();
  return (version![1] ?? version![2])!;
}

// A small sample for a test's minutes; LCP may double before it fails (a loaded 2-core machine).
const START = ['--steps', '50,100', '--min-sample', '10', '--gates', 'errorRate=1,conversion=5,lcpP75=1'];

test('a landing build that throws on its CTA tap is rolled back by the analysis', async ({ browser }) => {
  test.setTimeout(360_000);
  const throwing = await register('throwing');
  const started = await cli('analysis', 'landing', '--start', throwing, '--reason', 'e2e: new CTA', ...START);
  expect(started).toContain(`landing ${throwing} against live`);
  expect(started).toContain('running at 50 %');

  const traffic = await trafficUntilDecided(6, 12);
  expect(traffic.reduce((sum, t) => sum + t.loaded, 0)).toBeGreaterThan(0);
  const decided = await analysis();
  test.info().annotations.push({ type: 'decision', description: decided.reason ?? '' });
  expect(decided.state).toBe('rolled-back');
  // Nobody gets the throwing build any more, on either gateway.
  for (const base of BASES) expect(await servedLanding(base)).not.toBe(throwing);

  const [entry] = (await history()).filter((e) => e.actor === 'analysis');
  expect(entry).toMatchObject({ action: 'rollback', target: 'canary:landing', after: null });
  expect(entry!.before).toMatchObject({ version: throwing, share: 50 });
  // The failed gate and its numbers: the canary's rate, the live build's, the test's p.
  expect(entry!.reason).toMatch(/(errorRate|conversion) failed: canary \d+\.\d % \(\d+ of \d+/);
  expect(entry!.reason).toMatch(/vs live \d+\.\d % \(\d+ of \d+/);
  expect(entry!.reason).toMatch(/p [=<] /);

  const shot = await chartScreenshot(browser, throwing, 'throwing-canary-chart.png');
  expect(shot.panel).toBe('rolled-back');
});

test('a healthy landing build under the same traffic is stepped up to 100 % and becomes live', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const healthy = await register('healthy');
  await cli('analysis', 'landing', '--start', healthy, '--reason', 'e2e: plain CTA', ...START);
  await trafficUntilDecided(6, 12);
  const decided = await analysis();
  test.info().annotations.push({ type: 'decision', description: decided.reason ?? '' });
  expect(decided.state, decided.reason ?? '').toBe('promoted');
  for (const base of BASES) expect(await servedLanding(base)).toBe(healthy);

  const entries = (await history()).filter((e) => e.actor === 'analysis');
  expect(entries[0]).toMatchObject({ action: 'canary', after: null });
  expect(entries[1]).toMatchObject({
    action: 'promote',
    target: 'live:landing',
    after: { version: healthy },
  });
  expect(entries[1]!.reason).toMatch(/^All 3 gates held/);

  // The build it replaced, charted against the new live build (the live build has no Health of its own).
  const replaced = (entries[1]!.before as { version: string }).version;
  const shot = await chartScreenshot(browser, replaced, 'healthy-canary-chart.png');
  expect(shot.panel).toBe('promoted');
  expect(shot.text).toContain(healthy);
});
