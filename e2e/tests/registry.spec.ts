// Issue 14 (remote registry), the gateway side: with REGISTRY=on, a campaign manager's promote,
// variant assignment and 50 % canary change what each visitor is served, with no shell rebuild
// or restart. The suite's stack runs with the registry off, so this spec starts a second gateway
// beside it (same services, same shell and remote builds) with REGISTRY=on and its own DATA_DIR,
// after adding a campaign manager with the registry CLI (embedded PGlite is one process's alone).
// The manager's changes go through the CLI, the campaign managers' real client; CI's publish and
// the anonymous checks are raw HTTP.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { E2E_DEPLOY_DIR, E2E_ENV, E2E_PORT, REPO_ROOT } from '../stack-env';

const REGISTRY_PORT = E2E_PORT + 20;
const BASE = `http://localhost:${REGISTRY_PORT}`;
const API = `${BASE}/admin/api`;
const PUBLISH_TOKEN = 'e2e-registry-publish-token-0123456789';
const MANAGER = { email: 'campaigns@example.com', password: 'e2e campaign manager pass' };

const run = promisify(execFile);
let gateway: ChildProcess | undefined;
let tmp = '';
let cliEnv: NodeJS.ProcessEnv = {};

/** The environment of this spec's gateway and CLI: the e2e stack's, with its own registry database. */
function registryEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...E2E_ENV,
    PORT: String(REGISTRY_PORT),
    DATA_DIR: dataDir,
    REGISTRY: 'on',
    REGISTRY_PUBLISH_TOKEN: PUBLISH_TOKEN,
    PUBLIC_URL: BASE,
    ADMIN_ORIGINS: BASE,
  };
  delete env.DATABASE_URL;
  return env;
}

/** Runs the registry CLI (`npm run registry -- …`) and returns its output; fails on a non-zero exit. */
async function cli(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/registry.mjs', ...args], {
    cwd: REPO_ROOT,
    env: cliEnv,
  });
  return stdout;
}

/** The CLI's refusal: exit code and stderr. */
async function cliRefused(...args: string[]): Promise<{ code: number; stderr: string }> {
  try {
    await cli(...args);
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
  throw new Error(`registry ${args.join(' ')} was not refused`);
}

interface AuditEntry {
  actor: string;
  action: string;
  target: string;
  reason: string;
}

async function history(): Promise<AuditEntry[]> {
  return JSON.parse(await cli('history', '--json', '--limit', '500'));
}

/** The live landing build the global setup put in the deploy file. */
function fileBuild(name: string): { version: string; entry: string } {
  const manifest = JSON.parse(fs.readFileSync(path.join(E2E_DEPLOY_DIR, 'manifest.json'), 'utf8'));
  return manifest.remotes[name];
}

/** The store folder a store entry names (`/remotes/landing/<folder>/mf-manifest.json`). */
const folderOf = (entry: string) => path.join(E2E_DEPLOY_DIR, path.dirname(entry));

/**
 * What a build's files say, computed here from the publishing contract (not the registry's code):
 * the sha256 of each file's path and bytes in path order, leaving out what the store adds
 * (compressed copies, prerendered pages), and each shared package's first required range.
 */
function claimsOf(entry: string): { contentHash: string; shared: Record<string, string> } {
  const dir = folderOf(entry);
  const files = (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .filter((file) => !/\.(br|gz)$/.test(file) && !file.startsWith(`prerendered${path.sep}`))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(fs.readFileSync(path.join(dir, file)));
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as {
    shared: Array<{ name: string; requiredVersion?: unknown }>;
  };
  const shared: Record<string, string> = {};
  for (const { name, requiredVersion } of manifest.shared) {
    const pkg = name
      .split('/')
      .slice(0, name.startsWith('@') ? 2 : 1)
      .join('/');
    if (typeof requiredVersion === 'string' && requiredVersion && !(pkg in shared))
      shared[pkg] = requiredVersion;
  }
  return { contentHash: `sha256-${hash.digest('hex')}`, shared };
}

/** CI registers a build: `version` may name the same files as another (the split only needs two names). */
async function registration(version: string, entry: string, claims: Record<string, unknown> = {}) {
  const res = await fetch(`${API}/builds`, {
    method: 'POST',
    headers: { authorization: `Bearer ${PUBLISH_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      remote: 'landing',
      version,
      entry,
      ...claimsOf(entry),
      publishedBy: 'e2e',
      reason: 'e2e registry spec',
      ...claims,
    }),
  });
  return { status: res.status, text: await res.text() };
}

async function register(version: string, entry: string) {
  const res = await registration(version, entry);
  expect(res.status, res.text).toBe(200);
}

/** A copy of the live landing build's manifest, changed, as a build of its own in the store. */
interface BuildManifest {
  shared: Array<{ name: string; requiredVersion?: unknown }>;
  pages: { pages: Array<{ id: string }> };
}

function storeVariantOfLive(name: string, change: (manifest: BuildManifest) => void): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(folderOf(live().entry), 'mf-manifest.json'), 'utf8'),
  ) as BuildManifest;
  change(manifest);
  const entry = `/remotes/landing/${name}/mf-manifest.json`;
  fs.mkdirSync(folderOf(entry), { recursive: true });
  fs.writeFileSync(path.join(folderOf(entry), 'mf-manifest.json'), JSON.stringify(manifest));
  return entry;
}

/** A page as a visitor gets it: the landing build named in the versions header, and the bucket cookie. */
async function visit(pagePath: string, cookie?: string) {
  const res = await fetch(`${BASE}${pagePath}`, {
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const landing = /(?:^|,)landing=([^,]+)/.exec(res.headers.get('x-remote-versions') ?? '')?.[1];
  const bucket = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('iq_bucket='))
    ?.split(';')[0];
  return { landing, bucket };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'iq-e2e-registry-'));
  const dataDir = path.join(tmp, 'data');
  cliEnv = {
    ...registryEnv(dataDir),
    REGISTRY_SESSION: path.join(tmp, 'session.json'),
    REGISTRY_PASSWORD: MANAGER.password,
  };
  delete cliEnv.REGISTRY_URL;
  // Before the gateway starts: embedded PGlite is one process's alone.
  expect(await cli('admin', 'add', MANAGER.email, '--role', 'campaign-manager')).toContain(
    `added campaign-manager ${MANAGER.email}`,
  );
  const tsx = createRequire(__filename).resolve('tsx/cli', { paths: [REPO_ROOT] });
  gateway = spawn(process.execPath, [tsx, path.join(REPO_ROOT, 'services/gateway/src/main.ts')], {
    cwd: REPO_ROOT,
    env: registryEnv(dataDir),
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${REGISTRY_PORT}/healthz`).catch(() => null))?.status, {
      timeout: 60_000,
    })
    .toBe(200);
  expect(await cli('login', '--url', BASE, '--email', MANAGER.email)).toContain(
    `as ${MANAGER.email} (campaign-manager)`,
  );
});

test.afterAll(async () => {
  if (gateway && gateway.exitCode === null) {
    const exited = new Promise((resolve) => gateway!.once('exit', resolve));
    gateway.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const live = () => fileBuild('landing');
const stamp = Date.now().toString(36);
const liveName = `live-${stamp}`;
const variantName = `variant-${stamp}`;
const canaryName = `canary-${stamp}`;

test('without a session every write under /admin/api answers 401 and nothing changes', async () => {
  const before = await history();
  const writes: Array<[string, Record<string, unknown>]> = [
    ['promote', { remote: 'landing', version: live().version, reason: 'no session' }],
    ['rollback', { remote: 'landing', reason: 'no session' }],
    ['rollback', { remote: 'landing', variant: 'girl', reason: 'no session' }],
    ['assign', { variant: 'girl', remote: 'landing', version: live().version, reason: 'no session' }],
    ['canary', { remote: 'landing', version: live().version, share: 50, reason: 'no session' }],
    ['builds', { remote: 'landing', version: 'anonymous' }],
  ];
  for (const [action, body] of writes) {
    const res = await fetch(`${API}/${action}`, {
      method: 'POST',
      headers: { origin: BASE, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status, action).toBe(401);
    expect(await res.json(), action).toEqual({ result: 401, message: expect.any(String) });
  }
  // A forged session cookie is no session either.
  const forged = await fetch(`${API}/promote`, {
    method: 'POST',
    headers: { origin: BASE, 'content-type': 'application/json', cookie: 'iq_admin=forged' },
    body: JSON.stringify(writes[0]![1]),
  });
  expect(forged.status).toBe(401);
  expect(await history()).toEqual(before);
  expect((await visit('/', 'iq_bucket=0')).landing).toBe(live().version);
});

test('a build assigned to one variant serves only that variant, renders, and rolls back', async ({
  browser,
}) => {
  // The deploy file's build, registered and promoted: the registry's own live build from now on.
  await register(liveName, live().entry);
  expect(await cli('promote', 'landing', liveName, '--reason', 'e2e: the live build')).toContain(
    `live: landing ${liveName}`,
  );
  expect((await visit('/')).landing).toBe(liveName);
  await register(variantName, live().entry);
  expect(
    await cli('assign', 'girl', 'landing', variantName, '--reason', 'e2e: girl tries the new build'),
  ).toContain(`variant girl: landing ${variantName}`);
  expect((await visit('/landing_page/girl/web-1')).landing).toBe(variantName);
  // Issue 40: the variant's legacy pages are the same page, so the assignment serves them too.
  expect((await visit('/landing_page/girl_old/web-1')).landing).toBe(variantName);
  expect((await visit('/girlPage/web-1')).landing).toBe(variantName);
  expect((await visit('/landing_page/matrix/web-1')).landing).toBe(liveName);
  expect((await visit('/')).landing).toBe(liveName);

  // The variant's build renders in a browser: no shell rebuild, no restart.
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  const response = await page.goto('/landing_page/girl/web-1');
  expect(response?.headers()['x-remote-versions']).toContain(`landing=${variantName}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();

  expect(await cli('rollback', 'landing', '--variant', 'girl', '--reason', 'e2e: back to live')).toContain(
    'variant girl: landing follows the live build again',
  );
  expect((await visit('/landing_page/girl/web-1')).landing).toBe(liveName);
  expect((await visit('/girlPage/web-1')).landing).toBe(liveName);
});

test('a 50 % canary splits fresh visitors 40–60 % and keeps each on its side across reloads', async () => {
  test.setTimeout(180_000);
  await register(canaryName, live().entry);
  expect(await cli('canary', 'landing', canaryName, '50', '--reason', 'e2e: half the visitors')).toContain(
    `canary: landing ${canaryName} for 50 % of visitors`,
  );
  let canaried = 0;
  const visitors: Array<{ bucket: string; landing: string | undefined }> = [];
  for (let i = 0; i < 200; i += 1) {
    const first = await visit('/');
    expect(first.bucket).toMatch(/^iq_bucket=\d{1,2}$/);
    expect([liveName, canaryName]).toContain(first.landing);
    if (first.landing === canaryName) canaried += 1;
    if (visitors.length < 20) visitors.push({ bucket: first.bucket!, landing: first.landing });
  }
  expect(canaried).toBeGreaterThanOrEqual(80);
  expect(canaried).toBeLessThanOrEqual(120);
  for (const visitor of visitors)
    for (let reload = 0; reload < 5; reload += 1) {
      const again = await visit('/', visitor.bucket);
      expect(again.landing).toBe(visitor.landing);
      expect(again.bucket).toBeUndefined(); // the cookie is kept, not re-drawn
    }
  expect(await cli('canary', 'landing', canaryName, '0', '--reason', 'e2e: canary over')).toContain(
    'canary of landing ended',
  );
  expect((await visit('/', 'iq_bucket=0')).landing).toBe(liveName);
});

test('a registration whose shared requirements or hash disagree with its files is refused', async () => {
  // Issue 40: the registry reads the build in the store itself instead of believing the publisher.
  const before = await history();
  const said = await registration(`claims-${stamp}`, live().entry, { shared: {} });
  expect(said.status).toBe(400);
  expect(said.text).toContain("shared: the build's mf-manifest.json needs");
  const hashed = await registration(`hash-${stamp}`, live().entry, { contentHash: 'sha256-anything123' });
  expect(hashed.status).toBe(400);
  expect(hashed.text).toContain('not sha256-anything123');
  expect(await history()).toEqual(before);
});

test('a build whose shared requirements clash with the shell is refused on promote, nothing changes', async () => {
  const clashing = `react18-${stamp}`;
  // A React 18 build, registered truthfully: the registry reads its needs and refuses to serve it.
  const entry = storeVariantOfLive(clashing, (manifest) => {
    for (const shared of manifest.shared)
      if (/^react(-dom)?(\/|$)/.test(shared.name)) shared.requiredVersion = '^18.3.1';
  });
  try {
    await register(clashing, entry);
    const before = await history();
    const refused = await cliRefused('promote', 'landing', clashing, '--reason', 'e2e: old react');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/Refused: landing react18-\S+: .*react/);
    expect(await history()).toEqual(before);
    expect((await visit('/', 'iq_bucket=0')).landing).toBe(liveName);
    expect((await visit('/landing_page/girl/web-1', 'iq_bucket=0')).landing).toBe(liveName);
  } finally {
    fs.rmSync(folderOf(entry), { recursive: true, force: true });
  }
});

test('a build that declares only its variant page is refused for promote with the pages it would drop', async () => {
  // Issue 40: the live build's own manifest, its pages cut to the variant page, as a team that
  // forgot the others would ship it.
  const name = `only-variant-${stamp}`;
  const entry = storeVariantOfLive(name, (manifest) => {
    manifest.pages.pages = manifest.pages.pages.filter((page) => page.id === 'landing_page');
  });
  try {
    await register(name, entry);
    const before = await history();
    const refused = await cliRefused('promote', 'landing', name, '--reason', 'e2e: variant page only');
    expect(refused.code).toBe(1);
    const listed = /declares no page for (.+?), which landing serves now/
      .exec(refused.stderr)?.[1]
      ?.split(', ');
    expect(listed).toEqual(
      expect.arrayContaining(['/', '/privacy', '/girlPage/:codeExam', '/help/:codeExam', '/free/:codeExam']),
    );
    expect(listed).not.toContain('/landing_page/girl/:codeExam');
    expect(await history()).toEqual(before);
    expect((await visit('/privacy', 'iq_bucket=0')).landing).toBe(liveName);
  } finally {
    fs.rmSync(folderOf(entry), { recursive: true, force: true });
  }
});

test('every change is in the history with who made it and why', async () => {
  const entries = await history();
  const mine = entries.filter((e) => e.actor === MANAGER.email);
  expect(mine.map((e) => [e.action, e.reason])).toEqual([
    ['canary', 'e2e: canary over'],
    ['canary', 'e2e: half the visitors'],
    ['rollback', 'e2e: back to live'],
    ['assign', 'e2e: girl tries the new build'],
    ['promote', 'e2e: the live build'],
  ]);
  // CI's registrations are in it too, under ci:<publishedBy>.
  expect(entries.filter((e) => e.actor === 'ci:e2e').length).toBeGreaterThanOrEqual(4);
  // The CLI's table shows the same, newest first.
  const table = await cli('history');
  const managerLines = table.split('\n').filter((line) => line.includes(`  ${MANAGER.email}  `));
  expect(managerLines).toHaveLength(5);
  expect(managerLines[0]).toMatch(
    / {2}canary {4}canary:landing {2}canary-\S+ \(50 %\) → — {2}"e2e: canary over"$/,
  );
  expect(table).toContain('"e2e: girl tries the new build"');
});

test("a campaign manager promotes a build from the shell's /admin page and sees the answer and the history", async ({
  browser,
}) => {
  const reason = 'e2e: promoted from the admin page';
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(MANAGER.email);
  await page.getByLabel('Password', { exact: true }).fill(MANAGER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${MANAGER.email}`)).toBeVisible();
  await expect(page.getByText('Role: campaign manager')).toBeVisible();

  // The landing builds registered above, the live one marked.
  const landing = page.getByRole('table', { name: 'Builds of landing' });
  const rowOf = (version: string) =>
    landing.getByRole('row').filter({ has: page.getByText(version, { exact: true }) });
  await expect(rowOf(liveName)).toHaveAttribute('data-live', 'true');
  await expect(rowOf(variantName)).not.toHaveAttribute('data-live');

  await rowOf(variantName).getByRole('button', { name: 'Promote' }).click();
  const form = page.getByRole('form', { name: `Promote landing ${variantName} to live` });
  await form.getByLabel('Reason').fill(reason);
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Done: landing ${variantName} is live.`)).toBeVisible();

  // The lists reloaded: the promoted build is live, and the history's latest entry is this change.
  await expect(rowOf(variantName)).toHaveAttribute('data-live', 'true');
  await expect(rowOf(liveName)).not.toHaveAttribute('data-live');
  const latest = page.getByRole('region', { name: 'History' }).getByRole('listitem').first();
  await expect(latest).toContainText('promoted');
  await expect(latest).toContainText('live:landing');
  await expect(latest).toContainText(MANAGER.email);
  await expect(latest).toContainText(`Reason: ${reason}`);

  // The server agrees: visitors get the promoted build, and the CLI's history has the change.
  expect((await visit('/', 'iq_bucket=0')).landing).toBe(variantName);
  expect((await history())[0]).toMatchObject({ actor: MANAGER.email, action: 'promote', reason });

  // For a human to look at: the page as it is, and at a phone's width (admin-registry*.png).
  const shots = path.resolve(REPO_ROOT, process.env.E2E_SCREENSHOTS_DIR ?? 'e2e/artifacts');
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, 'admin-registry-wide.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(shots, 'admin-registry.png'), fullPage: true });
  await context.close();
});

test("the first promote rolls back to the deploy file's build, which the registry adopted", async () => {
  // Issue 40: before its first change of landing, the registry took the file's build as live.
  const adopted = (await history()).filter((e) => e.action === 'adopt');
  expect(adopted).toEqual([expect.objectContaining({ actor: 'registry', target: 'live:landing' })]);
  // Back past the /admin page's promote, then past the first promote of all.
  expect(await cli('rollback', 'landing', '--reason', 'e2e: undo the admin page promote')).toContain(
    liveName,
  );
  expect(await cli('rollback', 'landing', '--reason', 'e2e: back to the deployed build')).toContain(
    live().version,
  );
  expect((await visit('/', 'iq_bucket=0')).landing).toBe(live().version);
});

test("another team's landing build, made from docs/publishing-a-remote.md alone, goes live and back", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // Issue 40. The team's folder: the document's files (e2e/fixtures/outside-landing).
  const work = path.join(REPO_ROOT, '.e2e-tmp', `team-landing-${stamp}`);
  fs.cpSync(path.join(REPO_ROOT, 'e2e', 'fixtures', 'outside-landing'), work, { recursive: true });
  try {
    // Step 1: the pages the live landing build declares, as the gateway publishes them.
    const served = (await (await fetch(`${BASE}/mf/manifest`)).json()) as {
      remotes: { landing: { pages: unknown } };
    };
    fs.writeFileSync(path.join(work, 'pages.json'), JSON.stringify(served.remotes.landing.pages));
    // Step 4: the build; step 5: publish and register it, with CI's token.
    await run(process.execPath, ['build.cjs'], { cwd: work });
    const registered = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/registry.mjs',
        'register',
        'landing',
        path.join(work, 'dist'),
        '--by',
        'team',
      ],
      {
        cwd: REPO_ROOT,
        env: {
          ...cliEnv,
          DEPLOY_DIR: E2E_DEPLOY_DIR,
          REGISTRY_URL: BASE,
          REGISTRY_PUBLISH_TOKEN: PUBLISH_TOKEN,
        },
      },
    );
    const version = /registered landing (\S+) at/.exec(registered.stdout)?.[1];
    expect(version, registered.stdout).toBeTruthy();
    // The numbers its team should see: no prerendered HTML, an entry bigger than the platform's.
    expect(registered.stdout).toMatch(/remote entry: [\d.]+ KB \(the live build \S+: [\d.]+ KB\)/);
    expect(registered.stderr).toContain('warning: no prerendered pages');
    expect(registered.stderr).toMatch(/warning: the remote entry is [\d.]+× the live build's/);

    const problems: string[] = [];
    const context = await browser.newContext({ baseURL: BASE });
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
    const teamPage = page.getByTestId('screen-landing-team');

    // A variant first: only its visitors get the team's build.
    await cli('assign', 'girl', 'landing', version!, '--reason', 'e2e: the team tries girl');
    expect((await visit('/landing_page/girl/web-1')).landing).toBe(version);
    expect((await visit('/')).landing).toBe(live().version);
    await page.goto('/landing_page/girl/web-1');
    await expect(teamPage).toHaveAttribute('data-variant', 'girl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A landing page from another team');

    // A canary: the visitors of its share.
    await cli('canary', 'landing', version!, '50', '--reason', 'e2e: half try the team build');
    expect((await visit('/', 'iq_bucket=0')).landing).toBe(version);
    expect((await visit('/', 'iq_bucket=99')).landing).toBe(live().version);
    await cli('canary', 'landing', version!, '0', '--reason', 'e2e: canary over');

    // Live for everyone, then rolled back: the original page again, with no hand step.
    expect(await cli('promote', 'landing', version!, '--reason', 'e2e: the team build')).toContain(version);
    expect((await visit('/')).landing).toBe(version);
    await page.goto('/');
    await expect(teamPage).toBeVisible();
    expect(await cli('rollback', 'landing', '--reason', 'e2e: back to ours')).toContain(live().version);
    expect((await visit('/')).landing).toBe(live().version);
    await page.goto('/');
    await expect(page.getByTestId('start-test').first()).toBeVisible();
    await expect(teamPage).toHaveCount(0);
    await cli('rollback', 'landing', '--variant', 'girl', '--reason', 'e2e: girl follows live');
    expect((await visit('/landing_page/girl/web-1')).landing).toBe(live().version);
    expect(problems).toEqual([]);
    await context.close();
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});
