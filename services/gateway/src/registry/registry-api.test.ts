// The registry admin API over HTTP (issue 14) on PGlite and PostgreSQL: sessions and roles,
// promote / rollback / assign / canary with their audit rows, refusals that change nothing.
import { RateLimiterMemory } from 'rate-limiter-flexible';
import {
  databaseTargets,
  describeFor,
  leaksInternals,
  postJson,
  startServer,
} from '@iq/service-common/src/testing';
import type { AuditEntryView, BuildView } from './contract';
import {
  ADMINS,
  MOUNT,
  adminCookieOf,
  adminGet,
  adminPost,
  dataOf,
  freshVersion,
  latestAudit,
  publish,
  registryApp,
  registryUnderTest,
  rowCounts,
  servingSnapshot,
  signIn,
  type RegistryUnderTest,
} from './testing/registry-test-kit';

const liveVersion = async (sut: RegistryUnderTest, remote: string) =>
  (
    await sut.database.db
      .selectFrom('live_builds')
      .innerJoin('builds', 'builds.id', 'live_builds.build_id')
      .select('builds.version')
      .where('live_builds.remote', '=', remote)
      .executeTakeFirst()
  )?.version;

const assignedVersion = async (sut: RegistryUnderTest, variant: string, remote: string) =>
  (
    await sut.database.db
      .selectFrom('variant_assignments')
      .innerJoin('builds', 'builds.id', 'variant_assignments.build_id')
      .select('builds.version')
      .where('variant_assignments.variant', '=', variant)
      .where('variant_assignments.remote', '=', remote)
      .executeTakeFirst()
  )?.version;

async function published(sut: RegistryUnderTest, remote: string, extra: Record<string, unknown> = {}) {
  const version = freshVersion(remote);
  const res = await publish(sut, remote, version, extra);
  if (res.status !== 200) throw new Error(`publish: ${res.status} ${res.text}`);
  return version;
}

describe.each(databaseTargets())('registry admin API on $name', (target) => {
  describeFor(target)('', () => {
    const sut = registryUnderTest(target);

    test('without a session every write answers 401 and changes nothing', async () => {
      const manager = await signIn(sut, 'manager');
      const v1 = await published(sut, 'exam');
      const v2 = await published(sut, 'exam');
      expect(
        (await adminPost(sut, '/promote', { remote: 'exam', version: v1, reason: 'first' }, manager)).status,
      ).toBe(200);
      const before = await rowCounts(sut.database);
      const snapshot = await servingSnapshot(sut.database);

      const writes: [string, unknown][] = [
        ['/promote', { remote: 'exam', version: v2, reason: 'go' }],
        ['/rollback', { remote: 'exam', reason: 'back' }],
        ['/assign', { variant: 'girl', remote: 'exam', version: v2, reason: 'try' }],
        ['/canary', { remote: 'exam', version: v2, share: 50, reason: 'try' }],
      ];
      for (const [path, body] of writes) {
        for (const cookie of [
          undefined,
          'iq_admin=forged-token-forged-token-forged-token',
          manager.replace('=', '=x'),
        ]) {
          const res = await adminPost(sut, path, body, cookie);
          expect({ path, status: res.status, body: res.body }).toEqual({
            path,
            status: 401,
            body: { result: 401, message: expect.any(String) },
          });
        }
      }
      // Publishing needs CI's token; a campaign manager's cookie is not it.
      const noToken = await postJson(
        `${sut.api}/builds`,
        { remote: 'exam' },
        { cookie: manager, origin: sut.url },
      );
      expect(noToken.status).toBe(401);
      expect((await publish(sut, 'exam', freshVersion(), {}, 'wrong-token')).status).toBe(401);
      // Reads need a session too.
      expect((await adminGet(sut, '/remotes/exam/builds')).status).toBe(401);
      expect((await adminGet(sut, '/history')).status).toBe(401);
      expect((await adminGet(sut, '/me')).status).toBe(401);

      expect(await rowCounts(sut.database)).toEqual(before);
      expect(await servingSnapshot(sut.database)).toEqual(snapshot);
    });

    test('a viewer reads but every write answers 403 and changes nothing', async () => {
      const viewer = await signIn(sut, 'viewer');
      const version = await published(sut, 'exam');
      const before = await rowCounts(sut.database);
      for (const [path, body] of [
        ['/promote', { remote: 'exam', version, reason: 'go' }],
        ['/rollback', { remote: 'exam', reason: 'back' }],
        ['/assign', { variant: 'girl', remote: 'exam', version, reason: 'try' }],
        ['/canary', { remote: 'exam', version, share: 10, reason: 'try' }],
      ] as const) {
        const res = await adminPost(sut, path, body, viewer);
        expect({ path, status: res.status, result: (res.body as { result: number }).result }).toEqual({
          path,
          status: 403,
          result: 403,
        });
      }
      expect(await rowCounts(sut.database)).toEqual(before);
      const me = await adminGet(sut, '/me', viewer);
      expect(dataOf(me)).toEqual({ email: ADMINS.viewer.email, role: 'viewer' });
      const builds = await adminGet(sut, '/remotes/exam/builds', viewer);
      expect(builds.status).toBe(200);
      expect(dataOf<{ builds: BuildView[] }>(builds).builds.map((b) => b.version)).toContain(version);
    });

    test('login: the cookie is HttpOnly, SameSite=Strict, Secure, Path=/admin; logout ends the session', async () => {
      const res = await adminPost(sut, '/login', {
        email: ADMINS.manager.email,
        password: ADMINS.manager.password,
      });
      expect(res.status).toBe(200);
      expect(dataOf(res)).toEqual({ email: ADMINS.manager.email, role: 'campaign-manager' });
      const setCookie = res.headers.getSetCookie().join('\n');
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Strict/);
      expect(setCookie).toMatch(/Secure/);
      expect(setCookie).toMatch(/Path=\/admin(;|$)/);
      const cookie = adminCookieOf(res)!;
      expect((await adminGet(sut, '/me', cookie)).status).toBe(200);
      expect((await adminPost(sut, '/logout', {}, cookie)).status).toBe(200);
      expect((await adminGet(sut, '/me', cookie)).status).toBe(401);

      const wrong = await adminPost(sut, '/login', {
        email: ADMINS.manager.email,
        password: 'not it at all',
      });
      const unknown = await adminPost(sut, '/login', {
        email: 'nobody@example.com',
        password: 'not it at all',
      });
      expect(wrong.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body); // no account enumeration
      expect(adminCookieOf(wrong)).toBeUndefined();
    });

    test('login is rate-limited per client: after the limit even the right password answers 429', async () => {
      const server = await startServer(
        registryApp(sut.database, { loginLimiter: new RateLimiterMemory({ points: 3, duration: 60 }) }),
      );
      try {
        const post = (password: string) =>
          postJson(
            `${server.url}${MOUNT}/login`,
            { email: ADMINS.viewer.email, password },
            { origin: server.url },
          );
        for (let i = 0; i < 3; i++) expect((await post('wrong password')).status).toBe(401);
        const locked = await post(ADMINS.viewer.password);
        expect(locked.status).toBe(429);
        expect(locked.body).toEqual({
          result: 429,
          message: expect.any(String),
          retryAfterSeconds: expect.any(Number),
        });
        expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
      } finally {
        await server.close();
      }
    });

    test('a write from another origin, or with none, is refused even with a session', async () => {
      const manager = await signIn(sut, 'manager');
      const version = await published(sut, 'exam');
      const before = await rowCounts(sut.database);
      const body = { remote: 'exam', version, reason: 'go' };
      const evil = await adminPost(sut, '/promote', body, manager, 'https://evil.example');
      expect(evil.status).toBe(403);
      const none = await postJson(`${sut.api}/promote`, body, { cookie: manager });
      expect(none.status).toBe(403);
      expect(await rowCounts(sut.database)).toEqual(before);
    });

    test('promote moves the live pointer and writes one audit row with who and why', async () => {
      const manager = await signIn(sut, 'manager');
      const first = await published(sut, 'checkout');
      const second = await published(sut, 'checkout');
      await adminPost(sut, '/promote', { remote: 'checkout', version: first, reason: 'launch' }, manager);
      const before = await servingSnapshot(sut.database);

      const res = await adminPost(
        sut,
        '/promote',
        { remote: 'checkout', version: second, reason: '  new pricing copy ' },
        manager,
      );
      expect(res.status).toBe(200);
      expect(await liveVersion(sut, 'checkout')).toBe(second);
      const after = await servingSnapshot(sut.database);
      expect(after.audit).toBe(before.audit + 1);
      expect(after.variants).toEqual(before.variants);
      expect(after.canaries).toEqual(before.canaries);
      expect(after.live.filter((l) => l.remote !== 'checkout')).toEqual(
        before.live.filter((l) => l.remote !== 'checkout'),
      );
      const [row] = await latestAudit(sut.database);
      expect(row).toMatchObject({
        actor: ADMINS.manager.email,
        action: 'promote',
        remote: 'checkout',
        target: 'live:checkout',
        reason: 'new pricing copy',
        before: { version: first },
        after: { version: second },
      });
      // Promoting what is live already is refused, not audited.
      const again = await adminPost(
        sut,
        '/promote',
        { remote: 'checkout', version: second, reason: 'again' },
        manager,
      );
      expect(again.status).toBe(409);
      expect((await servingSnapshot(sut.database)).audit).toBe(after.audit);
      // An unknown build: 404.
      const missing = await adminPost(
        sut,
        '/promote',
        { remote: 'checkout', version: 'nope', reason: 'x' },
        manager,
      );
      expect(missing.status).toBe(404);
    });

    test('rollback walks back through the live history, one audit row each, and stops at the first build', async () => {
      const manager = await signIn(sut, 'manager');
      const [a, b, c] = [
        await published(sut, 'report'),
        await published(sut, 'report'),
        await published(sut, 'report'),
      ];
      for (const version of [a, b, c])
        await adminPost(sut, '/promote', { remote: 'report', version, reason: `ship ${version}` }, manager);
      expect(await liveVersion(sut, 'report')).toBe(c);

      const audit = (await servingSnapshot(sut.database)).audit;
      const back = await adminPost(
        sut,
        '/rollback',
        { remote: 'report', reason: 'c breaks the PDF' },
        manager,
      );
      expect(back.status).toBe(200);
      expect(await liveVersion(sut, 'report')).toBe(b);
      const [row] = await latestAudit(sut.database);
      expect(row).toMatchObject({
        actor: ADMINS.manager.email,
        action: 'rollback',
        target: 'live:report',
        reason: 'c breaks the PDF',
        before: { version: c },
        after: { version: b },
      });
      await adminPost(sut, '/rollback', { remote: 'report', reason: 'b too' }, manager);
      expect(await liveVersion(sut, 'report')).toBe(a);
      expect((await servingSnapshot(sut.database)).audit).toBe(audit + 2);

      const none = await adminPost(sut, '/rollback', { remote: 'report', reason: 'and again' }, manager);
      expect(none.status).toBe(409);
      expect((none.body as { message: string }).message).toMatch(/Nothing to roll back to/);
      expect(await liveVersion(sut, 'report')).toBe(a);
      expect((await servingSnapshot(sut.database)).audit).toBe(audit + 2);
    });

    test('assign changes only that variant; rollback of the variant restores it', async () => {
      const manager = await signIn(sut, 'manager');
      const live = await published(sut, 'landing');
      const variantBuild = await published(sut, 'landing');
      await adminPost(sut, '/promote', { remote: 'landing', version: live, reason: 'launch' }, manager);
      await adminPost(
        sut,
        '/assign',
        { variant: 'matrix', remote: 'landing', version: live, reason: 'pin matrix' },
        manager,
      );
      const before = await servingSnapshot(sut.database);

      const res = await adminPost(
        sut,
        '/assign',
        { variant: 'girl', remote: 'landing', version: variantBuild, reason: 'new hero for girl' },
        manager,
      );
      expect(res.status).toBe(200);
      const after = await servingSnapshot(sut.database);
      expect(after.audit).toBe(before.audit + 1);
      expect(after.live).toEqual(before.live);
      expect(after.canaries).toEqual(before.canaries);
      expect(after.variants.filter((v) => v.variant !== 'girl')).toEqual(before.variants);
      expect(await assignedVersion(sut, 'girl', 'landing')).toBe(variantBuild);
      expect((await latestAudit(sut.database))[0]).toMatchObject({
        actor: ADMINS.manager.email,
        action: 'assign',
        target: 'variant:girl:landing',
        reason: 'new hero for girl',
        before: null,
        after: { version: variantBuild },
      });

      const back = await adminPost(
        sut,
        '/rollback',
        { remote: 'landing', variant: 'girl', reason: 'hero too slow' },
        manager,
      );
      expect(back.status).toBe(200);
      expect(await assignedVersion(sut, 'girl', 'landing')).toBeUndefined(); // follows live again
      const restored = await servingSnapshot(sut.database);
      expect({ ...restored, audit: 0 }).toEqual({ ...before, audit: 0 });
      expect(restored.audit).toBe(before.audit + 2);
      expect((await latestAudit(sut.database))[0]).toMatchObject({
        action: 'rollback',
        target: 'variant:girl:landing',
        reason: 'hero too slow',
        before: { version: variantBuild },
        after: null,
      });
    });

    test('canary: a share from 0 to 100 for one build, audited; 0 ends it', async () => {
      const manager = await signIn(sut, 'manager');
      const live = await published(sut, 'account');
      const next = await published(sut, 'account');
      await adminPost(sut, '/promote', { remote: 'account', version: live, reason: 'launch' }, manager);
      const before = await servingSnapshot(sut.database);

      const res = await adminPost(
        sut,
        '/canary',
        { remote: 'account', version: next, share: 50, reason: 'half' },
        manager,
      );
      expect(res.status).toBe(200);
      const after = await servingSnapshot(sut.database);
      expect(after.audit).toBe(before.audit + 1);
      expect(after.live).toEqual(before.live);
      expect(after.variants).toEqual(before.variants);
      expect(after.canaries.filter((c) => c.remote === 'account').map((c) => c.share)).toEqual([50]);
      expect((await latestAudit(sut.database))[0]).toMatchObject({
        actor: ADMINS.manager.email,
        action: 'canary',
        target: 'canary:account',
        reason: 'half',
        before: null,
        after: { version: next, share: 50 },
      });
      const listed = dataOf<{ builds: BuildView[] }>(await adminGet(sut, '/remotes/account/builds', manager));
      expect(listed.builds.find((b) => b.version === next)?.canaryShare).toBe(50);
      expect(listed.builds.find((b) => b.version === live)?.live).toBe(true);

      for (const share of [101, -1, 12.5, '50'])
        expect(
          (await adminPost(sut, '/canary', { remote: 'account', version: next, share, reason: 'x' }, manager))
            .status,
        ).toBe(400);
      expect((await servingSnapshot(sut.database)).audit).toBe(after.audit);

      const end = await adminPost(
        sut,
        '/canary',
        { remote: 'account', version: next, share: 0, reason: 'done' },
        manager,
      );
      expect(end.status).toBe(200);
      expect((await servingSnapshot(sut.database)).canaries.filter((c) => c.remote === 'account')).toEqual(
        [],
      );
      expect((await latestAudit(sut.database))[0]).toMatchObject({
        before: { share: 50 },
        after: null,
        reason: 'done',
      });
    });

    test('a build needing React 18 is published but refused live, per variant and as a canary, with the reason; nothing changes', async () => {
      const manager = await signIn(sut, 'manager');
      const good = await published(sut, 'landing');
      await adminPost(sut, '/promote', { remote: 'landing', version: good, reason: 'good' }, manager);
      const old = await published(sut, 'landing', { shared: { react: '^18.2.0', 'react-dom': '^18.2.0' } });
      const before = await rowCounts(sut.database);
      const snapshot = await servingSnapshot(sut.database);

      for (const [path, body] of [
        ['/promote', { remote: 'landing', version: old, reason: 'try' }],
        ['/assign', { variant: 'young', remote: 'landing', version: old, reason: 'try' }],
        ['/canary', { remote: 'landing', version: old, share: 5, reason: 'try' }],
      ] as const) {
        const res = await adminPost(sut, path, body, manager);
        expect(res.status).toBe(409);
        const { message } = res.body as { message: string };
        expect(message).toContain('react ^18.2.0 needed, the shell provides 19.3.1');
        expect(message).toContain('react-dom ^18.2.0 needed, the shell provides 19.3.1');
      }
      expect(await rowCounts(sut.database)).toEqual(before);
      expect(await servingSnapshot(sut.database)).toEqual(snapshot);
      expect(await liveVersion(sut, 'landing')).toBe(good);
    });

    test('builds are immutable: the same version with another hash is refused, the same hash is a no-op', async () => {
      const version = freshVersion('landing');
      const first = await publish(sut, 'landing', version);
      expect(first.status).toBe(200);
      expect(dataOf(first)).toMatchObject({ created: true, version });
      expect((await latestAudit(sut.database))[0]).toMatchObject({
        actor: 'ci:ci-landing',
        action: 'publish',
        target: `build:landing@${version}`,
      });
      const before = await rowCounts(sut.database);
      const clash = await publish(sut, 'landing', version, { contentHash: 'sha256-something-else' });
      expect(clash.status).toBe(409);
      expect(clash.body).toEqual({ result: 409, message: expect.stringMatching(/another content hash/) });
      const same = await publish(sut, 'landing', version);
      expect(same.status).toBe(200);
      expect(dataOf(same)).toMatchObject({ created: false });
      expect(await rowCounts(sut.database)).toEqual(before);
      const row = await sut.database.db
        .selectFrom('builds')
        .select('content_hash')
        .where('remote', '=', 'landing')
        .where('version', '=', version)
        .executeTakeFirstOrThrow();
      expect(row.content_hash).toBe(`sha256-${version}`);
    });

    test('malformed JSON, wrong types, a missing reason or unknown fields: a 400 envelope and nothing changes', async () => {
      const manager = await signIn(sut, 'manager');
      const version = await published(sut, 'exam');
      const before = await rowCounts(sut.database);
      const cases: [string, unknown][] = [
        ['/promote', '{"remote": "exam", '],
        ['/promote', { remote: 'exam', version: 5, reason: 'x' }],
        ['/promote', { remote: 'nope', version, reason: 'x' }],
        ['/promote', { remote: 'exam', version }],
        ['/promote', { remote: 'exam', version, reason: '   ' }],
        ['/promote', { remote: 'exam', version, reason: 'x', extra: true }],
        ['/assign', { variant: 'Girl!', remote: 'exam', version, reason: 'x' }],
        ['/assign', { variant: 'girl', remote: 'exam', reason: 'x' }],
        ['/rollback', { remote: ['exam'], reason: 'x' }],
        ['/canary', { remote: 'exam', version, share: null, reason: 'x' }],
        ['/login', '[]'],
      ];
      for (const [path, body] of cases) {
        const res = await adminPost(sut, path, body, manager);
        expect({ path, body, status: res.status }).toEqual({ path, body, status: 400 });
        expect(res.body).toEqual({ result: 400, message: expect.any(String) });
        expect(leaksInternals(res.text)).toBe(false);
      }
      const badPublish = await publish(sut, 'exam', freshVersion(), { shared: { react: 'not a range!' } });
      expect(badPublish.status).toBe(400);
      expect((badPublish.body as { message: string }).message).toMatch(
        /shared\.react: must be a semver range/,
      );
      const badEntry = await publish(sut, 'exam', freshVersion(), { entry: 'javascript:alert(1)' });
      expect(badEntry.status).toBe(400);
      expect(await rowCounts(sut.database)).toEqual(before);
      expect((await adminGet(sut, '/history?limit=0', manager)).status).toBe(400);
      expect((await adminGet(sut, '/remotes/nope/builds', manager)).status).toBe(400);
      const unknownPath = await adminGet(sut, '/nothing-here', manager);
      expect(unknownPath.status).toBe(404);
      expect(unknownPath.body).toEqual({ result: 404, message: expect.any(String) });
    });

    test('history: newest first, filtered by remote', async () => {
      const manager = await signIn(sut, 'manager');
      const version = await published(sut, 'exam');
      await adminPost(
        sut,
        '/canary',
        { remote: 'exam', version, share: 10, reason: 'history check' },
        manager,
      );
      const all = dataOf<{ entries: AuditEntryView[] }>(
        await adminGet(sut, '/history?limit=2', manager),
      ).entries;
      expect(all).toHaveLength(2);
      expect(all[0]).toMatchObject({
        action: 'canary',
        reason: 'history check',
        actor: ADMINS.manager.email,
      });
      expect(all[0]!.id).toBeGreaterThan(all[1]!.id);
      const exam = dataOf<{ entries: AuditEntryView[] }>(
        await adminGet(sut, '/history?remote=exam', manager),
      ).entries;
      expect(exam.length).toBeGreaterThan(2);
      expect(new Set(exam.map((e) => e.remote))).toEqual(new Set(['exam']));
    });
  });
});
