import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { manifestRouteTable, validPageMatch } from '@iq/contracts';
import { withDeclaredPages } from './declared-pages';
import { buildManifestText, TEST_PAGES } from '@iq/contracts/src/testing/test-pages';

describe('withDeclaredPages: the served manifest carries what each build declares', () => {
  let remotesDir: string;
  const write = (name: string, version: string, text: string) => {
    fs.mkdirSync(path.join(remotesDir, name, version), { recursive: true });
    fs.writeFileSync(path.join(remotesDir, name, version, 'mf-manifest.json'), text);
  };
  const build = (name: string, version: string) => ({
    version,
    entry: `/remotes/${name}/${version}/mf-manifest.json`,
  });

  beforeAll(() => {
    remotesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iq-declared-'));
    write('landing', 'v1', buildManifestText('landing'));
    write('exam', 'e1', JSON.stringify({ name: 'exam', pages: { pages: [{ id: 'x', path: 'nope' }] } }));
    write('report', 'r1', '{not json');
    fs.writeFileSync(path.join(remotesDir, 'mf-manifest.json'), buildManifestText('checkout'));
  });

  test('each build with its pages; a malformed, unreadable or missing declaration adds none', () => {
    const read = withDeclaredPages(
      {
        ok: true,
        manifest: {
          remotes: {
            landing: build('landing', 'v1'),
            exam: build('exam', 'e1'),
            report: build('report', 'r1'),
            account: build('account', 'gone'),
          },
        },
      },
      remotesDir,
    );
    expect(read).toEqual({
      ok: true,
      manifest: {
        remotes: {
          landing: { ...build('landing', 'v1'), pages: TEST_PAGES.landing },
          exam: build('exam', 'e1'),
          report: build('report', 'r1'),
          account: build('account', 'gone'),
        },
      },
    });
  });

  test('the entry names the files: a registry build may carry another version name', () => {
    const read = withDeclaredPages(
      {
        ok: true,
        manifest: {
          remotes: { landing: { version: 'e2e-copy', entry: '/remotes/landing/v1/mf-manifest.json' } },
        },
      },
      remotesDir,
    );
    expect(read.ok && read.manifest.remotes.landing?.pages).toEqual(TEST_PAGES.landing);
  });

  test('a version that leaves the build folder reads nothing', () => {
    for (const outside of [
      { version: '..', entry: 'https://cdn.example/checkout/mf-manifest.json' },
      { version: '..', entry: '/remotes/checkout/../mf-manifest.json' },
    ]) {
      const read = withDeclaredPages({ ok: true, manifest: { remotes: { checkout: outside } } }, remotesDir);
      expect(read.ok && read.manifest.remotes.checkout).toEqual(outside);
    }
  });

  test('a new build that declares a new page routes it as soon as it is served', () => {
    const before = withDeclaredPages(
      { ok: true, manifest: { remotes: { landing: build('landing', 'v1') } } },
      remotesDir,
    );
    expect(
      validPageMatch(manifestRouteTable(before.ok ? before.manifest : null), '/spring/web-1'),
    ).toBeNull();
    const pages = {
      ...TEST_PAGES.landing,
      pages: [
        ...TEST_PAGES.landing.pages,
        { id: 'spring', path: '/spring', module: './Landing', suffix: 'required', variant: 'matrix' },
      ],
    };
    write('landing', 'v2', JSON.stringify({ name: 'landing', pages }));
    const after = withDeclaredPages(
      { ok: true, manifest: { remotes: { landing: build('landing', 'v2') } } },
      remotesDir,
    );
    const match = validPageMatch(manifestRouteTable(after.ok ? after.manifest : null), '/spring/web-1');
    expect(match?.route).toMatchObject({ id: 'spring', remote: 'landing', variant: 'matrix' });
  });

  test("a build's files gone after its declaration was read: it still routes (builds are immutable)", () => {
    write('account', 'a1', buildManifestText('account'));
    const manifest = { remotes: { account: build('account', 'a1') } };
    const first = withDeclaredPages({ ok: true, manifest }, remotesDir);
    expect(first.ok && first.manifest.remotes.account?.pages).toEqual(TEST_PAGES.account);
    fs.rmSync(path.join(remotesDir, 'account', 'a1'), { recursive: true });
    const later = withDeclaredPages({ ok: true, manifest }, remotesDir);
    expect(later.ok && later.manifest.remotes.account?.pages).toEqual(TEST_PAGES.account);
    // Never read while present: nothing to route.
    const never = withDeclaredPages(
      { ok: true, manifest: { remotes: { account: build('account', 'a0') } } },
      remotesDir,
    );
    expect(never.ok && never.manifest.remotes.account?.pages).toBeUndefined();
  });

  test("the deploy file's read (frozen, one per text): the same answer while the declarations stay, frozen", () => {
    write('landing', 'k1', buildManifestText('landing'));
    const read = Object.freeze({
      ok: true as const,
      manifest: Object.freeze({ remotes: Object.freeze({ landing: Object.freeze(build('landing', 'k1')) }) }),
    });
    const first = withDeclaredPages(read, remotesDir);
    expect(first.ok && first.manifest.remotes.landing?.pages).toEqual(TEST_PAGES.landing);
    expect(withDeclaredPages(read, remotesDir)).toBe(first);
    expect(() => {
      (first as { ok: boolean }).ok = false;
    }).toThrow(TypeError);
    expect(() => {
      if (first.ok) first.manifest.remotes.landing!.version = 'x';
    }).toThrow(TypeError);
    // The build's declaration rewritten in place (a new mtime): a new answer with it.
    const pages = { ...TEST_PAGES.landing, pages: TEST_PAGES.landing.pages.slice(0, 1) };
    write('landing', 'k1', JSON.stringify({ name: 'landing', pages }));
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(remotesDir, 'landing', 'k1', 'mf-manifest.json'), later, later);
    const second = withDeclaredPages(read, remotesDir);
    expect(second).not.toBe(first);
    expect(second.ok && second.manifest.remotes.landing?.pages).toEqual(pages);
  });

  test('a read of its own (a registry visitor): an answer of its own each time, as before', () => {
    const read = { ok: true as const, manifest: { remotes: { landing: build('landing', 'v1') } } };
    const first = withDeclaredPages(read, remotesDir);
    const second = withDeclaredPages(read, remotesDir);
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
    expect(Object.isFrozen(first)).toBe(false);
  });

  test('an unreadable manifest stays unreadable', () => {
    expect(withDeclaredPages({ ok: false, reason: 'not JSON' }, remotesDir)).toEqual({
      ok: false,
      reason: 'not JSON',
    });
  });
});
