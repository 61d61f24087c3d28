// GET /mf/version (spec §7 new-version detection) against the real app: the live shell build
// and remote versions, never cached; a page carries the same shell build id; a new shell build
// or a swapped remote changes the answer.
import type { AddressInfo } from 'node:net';
import http, { type Server } from 'node:http';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildVersionSchema, SHELL_BUILD_ID } from '@iq/contracts';
import { createGatewayApp } from './app';

let dir: string;
let server: Server;
let base: string;
const manifestFile = () => path.join(dir, 'manifest.json');
const writeShell = (main: string) =>
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><script defer src="/${main}"></script></head><body><div id="root"></div></body></html>`,
  );
const writeManifest = (landing: string) =>
  writeFileSync(
    manifestFile(),
    JSON.stringify({
      remotes: {
        landing: { version: landing, entry: `/remotes/landing/${landing}/mf-manifest.json` },
        exam: { version: 'e1', entry: '/remotes/exam/e1/mf-manifest.json' },
      },
    }),
  );

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-version-'));
  writeShell('main.aaaaaaaaaa.js');
  writeManifest('l1');
  const app = createGatewayApp({
    serviceUrls: { exam: 'http://127.0.0.1:9', order: 'http://127.0.0.1:9', user: 'http://127.0.0.1:9' },
    shellDir: dir,
    remotesDir: dir,
    manifestFile: manifestFile(),
  });
  server = await new Promise((resolve) => {
    const s = http.createServer(app).listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

async function version() {
  const res = await fetch(`${base}/mf/version`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return buildVersionSchema.parse(await res.json());
}

async function pageBuild(): Promise<string> {
  const html = await (await fetch(`${base}/`, { headers: { accept: 'text/html' } })).text();
  const block = new RegExp(`<script type="application/json" id="${SHELL_BUILD_ID}">(.*?)</script>`).exec(
    html,
  );
  return (JSON.parse(block![1]!) as { shell: string }).shell;
}

test('the live versions, never cached, and the page carries the same shell build', async () => {
  const live = await version();
  expect(live.remotes).toEqual({ landing: 'l1', exam: 'e1' });
  expect(live.shell).toMatch(/^[0-9a-f]{16}$/);
  expect(await pageBuild()).toBe(live.shell);
});

test('a swapped remote and a new shell build change the answer (and the next page)', async () => {
  const before = await version();
  writeManifest('l2');
  expect((await version()).remotes.landing).toBe('l2');
  writeShell('main.bbbbbbbbbb.js');
  // The cached hash is keyed by mtime: make sure the rewrite is seen as a change.
  utimesSync(path.join(dir, 'index.html'), new Date(), new Date(Date.now() + 5_000));
  const after = await version();
  expect(after.shell).not.toBe(before.shell);
  expect(await pageBuild()).toBe(after.shell);
});

test('a broken manifest is a 503 envelope (the page backs off), still never cached', async () => {
  writeFileSync(manifestFile(), '{ not json');
  const res = await fetch(`${base}/mf/version`);
  expect(res.status).toBe(503);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(await res.json()).toMatchObject({ result: expect.anything() });
});
