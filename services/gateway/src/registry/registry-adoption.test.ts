// Issue 40: on a fresh registry the first promote can be undone. The deploy file's live build
// (read from the store by the registry itself) becomes the registry's live build before its first
// change of that remote, audited once as `adopt`; a rollback then returns to it, and the original
// build can be promoted again. On PGlite and PostgreSQL.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseTargets, describeFor } from '@iq/service-common/src/testing';
import type { AuditAction } from '@iq/contracts';
import { deployFileBuild } from './data-access/stored-build';
import {
  adminPost,
  dataOf,
  freshVersion,
  publish,
  registryUnderTest,
  rowCounts,
  signIn,
} from './testing/registry-test-kit';

/** A store with one landing build as `npm run remotes -- publish` leaves it, and the deploy file. */
function storeWithLandingBuild() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'iq-adopt-'));
  const version = 'filebuild0001';
  const dir = path.join(root, 'remotes', 'landing', version);
  // What the build wrote, in the order the CLI hashes (path order): the content hash covers these.
  const built: [string, string][] = [
    [
      'mf-manifest.json',
      JSON.stringify({ shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' }] }),
    ],
    [path.join('static', 'js', 'main.js'), 'console.log("landing")'],
  ];
  // What the store added when it published it (compressed copies, prerendered pages): not hashed.
  const added: [string, string][] = [
    [path.join('static', 'js', 'main.js.br'), 'brotli bytes'],
    [path.join('prerendered', 'home', 'en-US.html'), '<main>home</main>'],
  ];
  for (const [file, text] of [...built, ...added]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const expectedHash = createHash('sha256');
  for (const [file, text] of [...built].sort(([a], [b]) => (a < b ? -1 : 1))) {
    expectedHash.update(file);
    expectedHash.update(text);
  }
  const entry = `/remotes/landing/${version}/mf-manifest.json`;
  const manifestFile = path.join(root, 'manifest.json');
  fs.writeFileSync(manifestFile, JSON.stringify({ remotes: { landing: { version, entry } } }));
  return {
    root,
    version,
    entry,
    manifestFile,
    remotesDir: path.join(root, 'remotes'),
    contentHash: `sha256-${expectedHash.digest('hex')}`,
  };
}

const store = storeWithLandingBuild();
afterAll(() => fs.rmSync(store.root, { recursive: true, force: true }));

test('the deploy file’s build is read from the store: its hash as built, its shared needs', async () => {
  expect(await deployFileBuild(store.manifestFile, store.remotesDir, 'landing')).toEqual({
    version: store.version,
    entry: store.entry,
    contentHash: store.contentHash,
    shared: { react: '^19.0.0' },
  });
  // Nothing to adopt: a remote the file does not name, or a name that is no remote.
  expect(await deployFileBuild(store.manifestFile, store.remotesDir, 'exam')).toBeNull();
  expect(await deployFileBuild(store.manifestFile, store.remotesDir, '../landing')).toBeNull();
});

describe.each(databaseTargets())('a fresh registry on $name', (target) => {
  describeFor(target)('', () => {
    const sut = registryUnderTest(target, {
      fileBuild: (remote) => deployFileBuild(store.manifestFile, store.remotesDir, remote),
    });
    const audit = (action: AuditAction) =>
      sut.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', action)
        .orderBy('id')
        .execute();

    test('a refused first change adopts nothing', async () => {
      const manager = await signIn(sut, 'manager');
      const before = await rowCounts(sut.database);
      const res = await adminPost(
        sut,
        '/promote',
        { remote: 'landing', version: 'never-published', reason: 'typo' },
        manager,
      );
      expect(res.status).toBe(404);
      expect(await rowCounts(sut.database)).toEqual(before);
    });

    test('the first promote is rolled back to the deploy file’s build, which can be promoted again', async () => {
      const manager = await signIn(sut, 'manager');
      const next = freshVersion('landing');
      expect((await publish(sut, 'landing', next)).status).toBe(200);

      const promoted = await adminPost(
        sut,
        '/promote',
        { remote: 'landing', version: next, reason: 'new hero' },
        manager,
      );
      expect(promoted.status).toBe(200);
      const [adopted] = await audit('adopt');
      expect(adopted).toMatchObject({
        actor: 'registry',
        remote: 'landing',
        target: 'live:landing',
        before: null,
      });
      expect(adopted!.after).toMatchObject({ version: store.version, contentHash: store.contentHash });
      const [promote] = await audit('promote');
      expect(promote!.before).toMatchObject({ version: store.version });
      const row = await sut.database.db
        .selectFrom('builds')
        .selectAll()
        .where('version', '=', store.version)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        remote: 'landing',
        entry: store.entry,
        content_hash: store.contentHash,
        shared: { react: '^19.0.0' },
      });

      const back = await adminPost(sut, '/rollback', { remote: 'landing', reason: 'hero broke' }, manager);
      expect(back.status).toBe(200);
      expect(dataOf<{ build: { version: string } }>(back).build.version).toBe(store.version);

      // The original build is a build the registry knows: promoting it again is an ordinary promote.
      for (const version of [next, store.version]) {
        const res = await adminPost(
          sut,
          '/promote',
          { remote: 'landing', version, reason: 'again' },
          manager,
        );
        expect(res.status).toBe(200);
      }
      // Adopted once: later changes find a live build and adopt nothing.
      expect(await audit('adopt')).toHaveLength(1);
    });

    test('a remote the deploy file does not name has nothing to return to, as before', async () => {
      const manager = await signIn(sut, 'manager');
      const version = freshVersion('report');
      expect((await publish(sut, 'report', version)).status).toBe(200);
      const res = await adminPost(sut, '/promote', { remote: 'report', version, reason: 'first' }, manager);
      expect(res.status).toBe(200);
      const back = await adminPost(sut, '/rollback', { remote: 'report', reason: 'undo' }, manager);
      expect(back.status).toBe(409);
      expect((await audit('adopt')).filter((a) => a.remote === 'report')).toEqual([]);
    });
  });
});
