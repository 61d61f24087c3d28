// The registry wired into the gateway (issue 14), against the real app and a real PGlite
// registry: off, nothing changes; on, each visitor's manifest (pages, /mf/manifest, /mf/version)
// comes from the registry's live builds, variant assignments and a sticky canary bucket.
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  declarePage,
  definePages,
  examplePaths,
  manifestRouteTable,
  remoteManifestSchema,
  validPageMatch,
} from '@iq/contracts';
import type { Database, RunningServer } from '@iq/service-common';
import {
  createTestDatabase,
  DATABASE_SETUP_TIMEOUT,
  postJson,
  request,
  startServer,
} from '@iq/service-common/src/testing';
import { createGatewayApp, REGISTRY_API_MOUNT, type GatewayOptions } from '../app';
import { adminStore } from './data-access/admin-store';
import { createLogger, DEV_INTERNAL_TOKEN, hashPassword } from '@iq/service-common';
import { registryMigrations } from './migrations';
import type { RegistryDB } from './schema';
import {
  adminCookieOf,
  ADMINS,
  PUBLISH_TOKEN,
  SHELL_SHARED,
  TEST_PASSWORD_COST,
} from './testing/registry-test-kit';

const FILE_MANIFEST = {
  remotes: {
    landing: { version: 'l-file', entry: '/remotes/landing/l-file/mf-manifest.json' },
    exam: { version: 'e-file', entry: '/remotes/exam/e-file/mf-manifest.json' },
  },
};

/** A seeded sequence of buckets (mulberry32), so the split is the same on every run. */
function seededBuckets(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * 100);
  };
}

let tmp: string;
let manifestFile: string;
let registryDb: Database<RegistryDB>;
let off: RunningServer;
let on: RunningServer;
let manager: string;

type Remotes = Record<string, { version: string; entry: string; fallback?: { version: string } }>;

async function manifestOf(base: string, query = '', cookie?: string) {
  const res = await request(`${base}/mf/manifest${query}`, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return { res, remotes: (res.body as { remotes: Remotes }).remotes };
}

/** The manifest a page embeds (the JSON data block). */
async function pageManifest(base: string, pagePath: string, cookie?: string) {
  const res = await request(`${base}${pagePath}`, {
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
  const json = /<script type="application\/json" id="mf-manifest">(.*?)<\/script>/.exec(res.text)?.[1];
  if (!json) throw new Error(`${pagePath}: no manifest block`);
  return { res, remotes: (JSON.parse(json) as { remotes: Remotes }).remotes };
}

const bucketCookieOf = (res: { headers: Headers }) =>
  res.headers.getSetCookie().find((c) => c.startsWith('iq_bucket='));

/** The landing builds' declared pages (as the repo's landing declares its variants and aliases). */
const LANDING_PAGES = definePages({
  variants: ['founder', 'free'],
  variantAliases: { founder_old: 'founder' },
  pages: [
    declarePage('home', '/', './Home', { suffix: 'none' }),
    declarePage('landing_page', '/landing_page/:variant', './Landing'),
    declarePage('founder', '/founder', './Landing', { variant: 'founder' }),
    declarePage('free', '/free', './Landing', { variant: 'free' }),
  ],
});

/**
 * A build in the store as the deploy CLI leaves it (one file: its mf-manifest.json), and the
 * content hash of its files, computed here as the CLI defines it (each path, then its bytes).
 */
function storeBuild(remote: string, version: string, manifest: Record<string, unknown>): string {
  const dir = path.join(tmp, '.deploy', 'remotes', remote, version);
  mkdirSync(dir, { recursive: true });
  const text = JSON.stringify(manifest);
  writeFileSync(path.join(dir, 'mf-manifest.json'), text);
  return `sha256-${createHash('sha256').update('mf-manifest.json').update(text).digest('hex')}`;
}

const REACT_19 = [{ name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' }];

/** CI registers a build it put in the store, with what its files say (the registry checks). */
function publish(remote: string, version: string, pages: unknown = LANDING_PAGES, claims = {}) {
  const contentHash = storeBuild(remote, version, { name: `mfe_${remote}`, shared: REACT_19, pages });
  return postJson(
    `${on.url}${REGISTRY_API_MOUNT}/builds`,
    {
      remote,
      version,
      contentHash,
      entry: `/remotes/${remote}/${version}/mf-manifest.json`,
      shared: { react: '^19.0.0' },
      publishedBy: 'ci-landing',
      reason: `build ${version}`,
      ...claims,
    },
    { authorization: `Bearer ${PUBLISH_TOKEN}` },
  );
}

async function change(action: string, body: Record<string, unknown>) {
  const res = await postJson(
    `${on.url}${REGISTRY_API_MOUNT}/${action}`,
    { reason: `test ${action}`, ...body },
    { origin: on.url, cookie: manager },
  );
  if (res.status !== 200) throw new Error(`${action}: ${res.status} ${res.text}`);
}

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'iq-gateway-registry-'));
  const shellDir = path.join(tmp, 'shell');
  const remotesDir = path.join(tmp, '.deploy', 'remotes');
  mkdirSync(shellDir);
  mkdirSync(remotesDir, { recursive: true });
  writeFileSync(
    path.join(shellDir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  manifestFile = path.join(tmp, 'manifest.json');
  writeFileSync(manifestFile, JSON.stringify(FILE_MANIFEST));
  registryDb = await createTestDatabase<RegistryDB>(
    { name: 'pglite', available: true },
    'registry',
    registryMigrations,
  );
  const hash = await hashPassword(ADMINS.manager.password, TEST_PASSWORD_COST);
  await adminStore.addAdmin(registryDb.db, ADMINS.manager.email, hash, 'campaign-manager', new Date());
  const common: GatewayOptions = {
    serviceUrls: { exam: 'http://127.0.0.1:9', order: 'http://127.0.0.1:9', user: 'http://127.0.0.1:9' },
    shellDir,
    remotesDir,
    manifestFile,
  };
  off = await startServer(createGatewayApp(common));
  on = await startServer(
    createGatewayApp({
      ...common,
      logger: createLogger('gateway', { destination: { write: (line: string) => void logLines.push(line) } }),
      registry: {
        db: registryDb.db,
        shellShared: () => SHELL_SHARED,
        publishToken: PUBLISH_TOKEN,
        passwordCost: TEST_PASSWORD_COST,
        secureCookies: false,
        newBucket: seededBuckets(14),
        poolStats: () => registryDb.poolStats(),
      },
    }),
  );
  const login = await postJson(
    `${on.url}${REGISTRY_API_MOUNT}/login`,
    { email: ADMINS.manager.email, password: ADMINS.manager.password },
    { origin: on.url },
  );
  manager = adminCookieOf(login)!;
  expect(manager).toBeDefined();
}, DATABASE_SETUP_TIMEOUT);

const logLines: string[] = [];

afterAll(async () => {
  await off?.close();
  await on?.close();
  await registryDb?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('registry off (the default)', () => {
  test('/mf/manifest is the deploy file, byte for byte as before, with no cookie or versions header', async () => {
    const res = await request(`${off.url}/mf/manifest`);
    expect(res.text).toBe(JSON.stringify(remoteManifestSchema.parse(FILE_MANIFEST)));
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('vary') ?? '').not.toMatch(/cookie/i);
    expect(res.headers.get('x-remote-versions')).toBeNull();
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  test('pages keep no-cache and the admin API is not mounted', async () => {
    const page = await request(`${off.url}/`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect((await request(`${off.url}${REGISTRY_API_MOUNT}/me`)).status).toBe(404);
  });
});

/** The gateway's iq_db_pool_* series at /metrics (issue 42), as `name{labels} value` lines. */
async function poolSeries(url: string): Promise<string[]> {
  const res = await request(`${url}/metrics`, { headers: { 'Internal-Token': DEV_INTERNAL_TOKEN } });
  expect(res.status).toBe(200);
  return res.text.split('\n').filter((line) => line.startsWith('iq_db_pool_'));
}

describe('registry on', () => {
  test("/metrics has the registry database's pool gauges; a gateway without the registry has none", async () => {
    await request(`${on.url}/mf/manifest`); // the registry read once
    const lines = await poolSeries(on.url);
    const value = (name: string) =>
      lines.filter((line) => line.startsWith(name)).map((line) => Number(line.split(' ').pop()));
    // The embedded database: one connection, taken in turn, idle between calls.
    expect(value('iq_db_pool_max_connections{')).toEqual([1]);
    expect(value('iq_db_pool_connections{state="idle"')).toEqual([1]);
    expect(value('iq_db_pool_connections{state="busy"')).toEqual([0]);
    expect(value('iq_db_pool_waiting_requests{')).toEqual([0]);
    expect(await poolSeries(off.url)).toEqual([]);
  });

  test("a page's own request log line names the remote builds that served it", async () => {
    const res = await request(`${on.url}/landing_page/matrix/web-1`, { headers: { accept: 'text/html' } });
    const served = res.headers.get('x-remote-versions');
    expect(served).toMatch(/^landing=/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const requestLine = logLines
      .map((line) => JSON.parse(line) as { req?: { url?: string }; res?: unknown; remoteVersions?: string })
      .find((entry) => entry.req?.url === '/landing_page/matrix/web-1' && entry.res);
    expect(requestLine?.remoteVersions).toBe(served);
  });

  test('a fresh registry serves the deploy file choice', async () => {
    const { res, remotes } = await manifestOf(on.url);
    expect(remotes).toEqual(FILE_MANIFEST.remotes);
    expect(res.headers.get('x-remote-versions')).toBe('landing=l-file,exam=e-file');
  });

  test('answers are never cached and vary on the cookie; a new visitor gets a sticky bucket cookie', async () => {
    for (const res of [
      (await manifestOf(on.url)).res,
      (await pageManifest(on.url, '/')).res,
      await request(`${on.url}/mf/version`),
    ]) {
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('vary')).toMatch(/\bCookie\b/i);
      expect(res.headers.get('x-remote-versions')).toMatch(/^landing=[^,]+,exam=/);
      expect(bucketCookieOf(res)).toMatch(
        /^iq_bucket=\d{1,2}; Max-Age=2592000; Path=\/; Expires=.*; SameSite=Lax$/,
      );
    }
    const again = (await manifestOf(on.url, '', 'iq_bucket=7')).res;
    expect(bucketCookieOf(again)).toBeUndefined();
  });

  test('the admin API is mounted: without a session a change is 401', async () => {
    const res = await postJson(
      `${on.url}${REGISTRY_API_MOUNT}/promote`,
      { remote: 'landing', version: 'x', reason: 'r' },
      { origin: on.url },
    );
    expect(res.status).toBe(401);
  });

  test('a promoted build is served to everyone, on pages and /mf/manifest; the file keeps other remotes', async () => {
    expect((await publish('landing', 'l2')).status).toBe(200);
    await change('promote', { remote: 'landing', version: 'l2' });
    const { res, remotes } = await manifestOf(on.url);
    expect(remotes.landing).toEqual({
      version: 'l2',
      entry: '/remotes/landing/l2/mf-manifest.json',
      pages: LANDING_PAGES,
    });
    expect(remotes.exam).toEqual(FILE_MANIFEST.remotes.exam);
    expect(res.headers.get('x-remote-versions')).toBe('landing=l2,exam=e-file');
    expect((await pageManifest(on.url, '/', 'iq_bucket=3')).remotes.landing?.version).toBe('l2');
    const version = await request(`${on.url}/mf/version`, { headers: { cookie: 'iq_bucket=3' } });
    expect((version.body as { remotes: Record<string, string> }).remotes).toEqual({
      landing: 'l2',
      exam: 'e-file',
    });
    // The registry off: still the file.
    expect((await manifestOf(off.url)).remotes.landing?.version).toBe('l-file');
  });

  test("a variant assignment changes only that variant's pages", async () => {
    expect((await publish('landing', 'l3')).status).toBe(200);
    await change('assign', { variant: 'founder', remote: 'landing', version: 'l3' });
    const cookie = 'iq_bucket=3';
    expect((await pageManifest(on.url, '/landing_page/founder', cookie)).remotes.landing?.version).toBe('l3');
    const founderPage = await pageManifest(on.url, '/landing_page/founder/', cookie);
    expect(founderPage.res.headers.get('x-remote-versions')).toBe('landing=l3,exam=e-file');
    // The page says which variant it was composed for: the shell polls /mf/version?variant= with it.
    expect(/"variant":"founder"/.test(founderPage.res.text)).toBe(true);
    const polled = await request(`${on.url}/mf/version?variant=founder`, { headers: { cookie } });
    expect((polled.body as { remotes: Record<string, string> }).remotes.landing).toBe('l3');
    expect((await pageManifest(on.url, '/landing_page/free', cookie)).remotes.landing?.version).toBe('l2');
    expect((await pageManifest(on.url, '/', cookie)).remotes.landing?.version).toBe('l2');
    expect((await manifestOf(on.url, '?variant=founder', cookie)).remotes.landing?.version).toBe('l3');
    expect((await manifestOf(on.url, '', cookie)).remotes.landing?.version).toBe('l2');
  });

  test("a variant's aliases are its pages: its assignment serves them too (issue 40)", async () => {
    // The live landing build (l2) declares the variant's legacy pages (LANDING_PAGES).
    const cookie = 'iq_bucket=3';
    const served = async (page: string) =>
      (await pageManifest(on.url, page, cookie)).remotes.landing?.version;
    // founder has l3 assigned (the test above); its aliases get it, other variants' pages do not.
    expect(await served('/founder/web-1')).toBe('l3');
    expect(await served('/landing_page/founder_old/web-1')).toBe('l3');
    expect(await served('/landing_page/founder/web-1')).toBe('l3');
    expect(await served('/free/web-1')).toBe('l2');
    expect(await served('/')).toBe('l2');
    const alias = await pageManifest(on.url, '/founder/web-1', cookie);
    expect(/"variant":"founder"/.test(alias.res.text)).toBe(true);
  });

  test('a 50 % canary splits 200 new visitors within 40–60 %, each keeps its side across 5 reloads', async () => {
    expect((await publish('landing', 'l4')).status).toBe(200);
    await change('canary', { remote: 'landing', version: 'l4', share: 50 });
    let canaried = 0;
    for (let visitor = 0; visitor < 200; visitor += 1) {
      const first = await manifestOf(on.url);
      const cookie = bucketCookieOf(first.res)!.split(';')[0]!;
      const side = first.remotes.landing!.version;
      expect(['l2', 'l4']).toContain(side);
      if (side === 'l4') {
        canaried += 1;
        // The live build is the canary's fallback (the shell loads it when l4's entry fails).
        expect(first.remotes.landing!.fallback).toEqual({
          version: 'l2',
          entry: '/remotes/landing/l2/mf-manifest.json',
        });
      } else expect(first.remotes.landing!.fallback).toBeUndefined();
      for (let reload = 0; reload < 5; reload += 1) {
        const again = await manifestOf(on.url, '', cookie);
        expect(again.remotes.landing!.version).toBe(side);
        expect(bucketCookieOf(again.res)).toBeUndefined();
      }
    }
    expect(canaried).toBeGreaterThanOrEqual(80);
    expect(canaried).toBeLessThanOrEqual(120);
    // A variant's assignment beats the canary.
    expect((await manifestOf(on.url, '?variant=founder', 'iq_bucket=0')).remotes.landing?.version).toBe('l3');
  }, 60_000);

  test('a build that takes served pages away is refused with their list, unless exactly those are confirmed (issue 40)', async () => {
    // l5 declares only the variant page: /, /founder/… and /free/… would answer 404.
    const onlyVariant = definePages({
      variants: ['founder', 'free'],
      variantAliases: { founder_old: 'founder' },
      pages: [declarePage('landing_page', '/landing_page/:variant', './Landing')],
    });
    expect((await publish('landing', 'l5', onlyVariant)).status).toBe(200);
    const send = (action: string, body: Record<string, unknown>) =>
      postJson(
        `${on.url}${REGISTRY_API_MOUNT}/${action}`,
        { reason: 'only the variant page', ...body },
        { origin: on.url, cookie: manager },
      );
    const before = await registryDb.db.selectFrom('audit_log').select('id').execute();
    // What would go, found by the route matcher (not the rule's own pattern sets): every example
    // path of today's table that l5's table does not serve.
    const table = (pages: typeof onlyVariant) =>
      manifestRouteTable({ remotes: { landing: { version: 'x', entry: 'x', pages } } });
    const today = table(LANDING_PAGES);
    const lost = examplePaths(today).filter(({ path: p }) => !validPageMatch(table(onlyVariant), p));
    expect(lost.map(({ path: p }) => p).sort()).toEqual(['/', '/founder/web-1', '/free/web-1']);

    for (const [action, body] of [
      ['promote', { remote: 'landing', version: 'l5' }],
      ['canary', { remote: 'landing', version: 'l5', share: 10 }],
      ['assign', { variant: 'free', remote: 'landing', version: 'l5' }],
      // A confirmation of other pages than those is no confirmation.
      ['promote', { remote: 'landing', version: 'l5', dropPages: ['/'] }],
    ] as const) {
      const res = await send(action, body);
      expect(res.status).toBe(409);
      expect((res.body as { message: string }).message).toContain(
        'declares no page for /, /founder/:codeExam, /free/:codeExam',
      );
    }
    expect(await registryDb.db.selectFrom('audit_log').select('id').execute()).toEqual(before);
    expect((await pageManifest(on.url, '/', 'iq_bucket=99')).remotes.landing?.version).toBe('l2');

    // Confirmed, with the reason: promoted, and the audit row names what went.
    const dropPages = ['/free/:codeExam', '/', '/founder/:codeExam'];
    const res = await send('promote', { remote: 'landing', version: 'l5', dropPages });
    expect(res.status).toBe(200);
    const [row] = await registryDb.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(row).toMatchObject({ action: 'promote', reason: 'only the variant page' });
    expect(row!.after).toMatchObject({ version: 'l5', droppedPages: [...dropPages].sort() });
  });

  test('a registration whose claims disagree with its files in the store is refused, and nothing is recorded (issue 40)', async () => {
    const audit = async () => (await registryDb.db.selectFrom('audit_log').select('id').execute()).length;
    const builds = async () => (await registryDb.db.selectFrom('builds').select('id').execute()).length;
    const before = [await audit(), await builds()];
    const refusals: Array<[string, Promise<{ status: number; body: unknown }>, RegExp]> = [
      [
        'a made-up hash',
        publish('landing', 'r1', LANDING_PAGES, { contentHash: 'sha256-anything123' }),
        /contentHash: the files hash to sha256-[0-9a-f]{64}, not sha256-anything123/,
      ],
      // A React build registered as needing nothing: the shell could not refuse it later.
      [
        'no shared requirements',
        publish('landing', 'r2', LANDING_PAGES, { shared: {} }),
        /shared: the build's mf-manifest.json needs react \^19\.0\.0; the registration said react \(nothing\)/,
      ],
      [
        'another React',
        publish('landing', 'r3', LANDING_PAGES, { shared: { react: '^18.0.0' } }),
        /needs react \^19\.0\.0; the registration said react \^18\.0\.0/,
      ],
      [
        'an entry outside the store',
        publish('landing', 'r4', LANDING_PAGES, {
          entry: 'https://cdn.example.com/landing/mf-manifest.json',
        }),
        /no landing build in the store/,
      ],
      [
        "another remote's build",
        publish('landing', 'r5', LANDING_PAGES, { entry: '/remotes/exam/e-file/mf-manifest.json' }),
        /no landing build in the store/,
      ],
    ];
    for (const [what, sent, message] of refusals) {
      const res = await sent;
      expect([what, res.status]).toEqual([what, 400]);
      expect((res.body as { message: string }).message).toMatch(message);
    }
    // A build whose container is not the remote's (another team's exam build put under landing).
    const contentHash = storeBuild('landing', 'r6', {
      name: 'mfe_exam',
      shared: REACT_19,
      pages: LANDING_PAGES,
    });
    const wrongContainer = await postJson(
      `${on.url}${REGISTRY_API_MOUNT}/builds`,
      {
        remote: 'landing',
        version: 'r6',
        contentHash,
        entry: '/remotes/landing/r6/mf-manifest.json',
        shared: { react: '^19.0.0' },
        publishedBy: 'ci',
        reason: 'x',
      },
      { authorization: `Bearer ${PUBLISH_TOKEN}` },
    );
    expect(wrongContainer.status).toBe(400);
    expect((wrongContainer.body as { message: string }).message).toContain(
      "container: the build's container is mfe_exam, not mfe_landing",
    );
    expect([await audit(), await builds()]).toEqual(before);
  });
});
