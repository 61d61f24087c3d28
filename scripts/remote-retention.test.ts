// Retention of published builds (issue 14): the rule alone, then `npm run remotes -- prune` on a
// store in a temp folder (the real CLI, as a campaign manager runs it).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ADMINS,
  freshVersion,
  publish,
  registryUnderTest,
} from '../services/gateway/src/registry/testing/registry-test-kit';
import { registryProtection } from './lib/registry-retention.mjs';
import { runRegistryCli } from './lib/registry-cli.mjs';
import { versionsToPrune } from './lib/remote-retention.mjs';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-26T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

describe('versionsToPrune', () => {
  const versions = [
    { version: 'v1', builtAt: daysAgo(40) },
    { version: 'v2', builtAt: daysAgo(30), lastServedAt: daysAgo(2) },
    { version: 'v3', builtAt: daysAgo(20) },
    { version: 'v4', builtAt: daysAgo(10) },
    { version: 'v5', builtAt: daysAgo(3) },
  ];

  test('only what serves nobody, is past the newest kept and past the grace period', () => {
    expect(versionsToPrune(versions, new Set(['v4']), { now, keepNewest: 1, graceDays: 7 })).toEqual([
      'v3',
      'v1',
    ]);
  });

  test('a build that stopped serving two days ago stays, though published a month ago', () => {
    expect(versionsToPrune(versions, new Set(), { now, keepNewest: 0, graceDays: 7 })).not.toContain('v2');
  });

  test('the newest builds stay whatever their age (rollback targets); serving ones always', () => {
    expect(versionsToPrune(versions, new Set(['v1']), { now, keepNewest: 5, graceDays: 0 })).toEqual([]);
    expect(versionsToPrune(versions, new Set(['v1']), { now, keepNewest: 0, graceDays: 0 })).toEqual([
      'v5',
      'v4',
      'v3',
      'v2',
    ]);
  });
});

describe('npm run remotes -- prune', () => {
  const deploy = fs.mkdtempSync(path.join(os.tmpdir(), 'iq-retention-'));
  afterAll(() => fs.rmSync(deploy, { recursive: true, force: true }));
  const remotes = (...args: string[]) =>
    execFileSync(process.execPath, [path.join(__dirname, 'remotes.mjs'), ...args], {
      env: { ...process.env, DEPLOY_DIR: deploy },
      encoding: 'utf8',
    });
  const publish = (version: string, ageDays: number) => {
    const dir = path.join(deploy, 'remotes', 'landing', version);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
    const at = new Date(Date.now() - ageDays * DAY);
    fs.utimesSync(path.join(dir, 'mf-manifest.json'), at, at);
  };
  const stored = () => fs.readdirSync(path.join(deploy, 'remotes', 'landing')).sort();

  test('keeps the live build, the newest and the recently replaced; a dry run deletes nothing', () => {
    for (const [version, age] of [
      ['old1', 60],
      ['old2', 50],
      ['old3', 40],
      ['new1', 1],
    ] as const)
      publish(version, age);
    remotes('use', 'landing', 'old2');
    remotes('use', 'landing', 'old1'); // old2 stops serving now: its grace period starts today
    expect(remotes('prune', '--keep', '1', '--dry-run')).toContain('would prune landing old3');
    expect(stored()).toEqual(['new1', 'old1', 'old2', 'old3']);
    const out = remotes('prune', '--keep', '1');
    expect(out).toContain('1 version(s) pruned');
    expect(stored()).toEqual(['new1', 'old1', 'old2']);
    expect(() => remotes('prune', '--keep', 'many')).toThrow(/--keep takes a whole number/);
  });
});

describe('--registry: what the registry serves is never pruned (PGlite)', () => {
  const sut = registryUnderTest({ name: 'pglite', available: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'iq-retention-registry-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  test('live, canary and assigned builds are protected; the replaced one counts from its last change', async () => {
    const [v1, v2, v3, v4] = ['r1', 'r2', 'r3', 'r4'].map((label) => freshVersion(label));
    for (const version of [v1, v2, v3, v4]) expect((await publish(sut, 'landing', version)).status).toBe(200);
    const env = {
      REGISTRY_SESSION: path.join(tmp, 'session.json'),
      REGISTRY_PASSWORD: ADMINS.manager.password,
    };
    const quiet = { env, out: () => {}, err: () => {} };
    expect(await runRegistryCli(['login', '--url', sut.url, '--email', ADMINS.manager.email], quiet)).toBe(0);
    const cli = (...args: string[]) => runRegistryCli([...args, '--reason', 'retention test'], quiet);
    expect(await cli('promote', 'landing', v1!)).toBe(0);
    expect(await cli('promote', 'landing', v2!)).toBe(0); // v1 stops serving now
    expect(await cli('canary', 'landing', v3!, '10')).toBe(0);
    expect(await cli('assign', 'girl', 'landing', v4!)).toBe(0);

    const { protect, lastServed } = await registryProtection(env);
    expect([...protect.landing!].sort()).toEqual([v2, v3, v4].sort());
    expect(lastServed.landing!.get(v1!)!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    await expect(registryProtection({ REGISTRY_SESSION: path.join(tmp, 'none.json') })).rejects.toThrow(
      /log in first/,
    );
  });
});
