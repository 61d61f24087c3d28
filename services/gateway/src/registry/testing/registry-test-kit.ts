// The registry admin API's test setup (imported by *.test.ts only): the router in an Express app
// on a real database (PGlite, and PostgreSQL when it answers), seeded admins, and small clients.
import express from 'express';
import type { Database } from '@iq/service-common';
import { postJson, request, serviceUnderTest, type DatabaseTarget } from '@iq/service-common/src/testing';
import { adminStore } from '../data-access/admin-store';
import { hashPassword, type PasswordCost } from '@iq/service-common';
import type { ShellShared } from '../domain/shared-compatibility';
import { createRegistryRouter, type RegistryRouterDeps } from '../http/registry-router';
import { registryMigrations } from '../migrations';
import type { RegistryDB } from '../schema';

export type Reply = Awaited<ReturnType<typeof request>>;
export const dataOf = <T = unknown>(res: { body: unknown }) => (res.body as { data: T }).data;

export const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };
export const PUBLISH_TOKEN = 'test-publish-token-0123456789';
export const SHELL_SHARED: ShellShared = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router': '7.18.5' };
export const MOUNT = '/admin/api';
export const ADMINS = {
  manager: { email: 'manager@example.com', password: 'campaign manager pass', role: 'campaign-manager' },
  viewer: { email: 'viewer@example.com', password: 'read only viewer pass', role: 'viewer' },
} as const;

export interface RegistryUnderTest {
  readonly url: string;
  readonly api: string;
  readonly database: Database<RegistryDB>;
}

/** The router mounted at /admin/api of a bare Express app, as the gateway will mount it. */
export function registryApp(database: Database<RegistryDB>, deps: Partial<RegistryRouterDeps> = {}) {
  const app = express();
  app.use(
    MOUNT,
    createRegistryRouter({
      db: database.db,
      shellShared: () => SHELL_SHARED,
      publishToken: PUBLISH_TOKEN,
      passwordCost: TEST_PASSWORD_COST,
      ...deps,
    }),
  );
  return app;
}

/** Registers the hooks: database, app, and the two seeded admins. */
export function registryUnderTest(
  target: DatabaseTarget,
  deps: Partial<RegistryRouterDeps> = {},
): RegistryUnderTest {
  const service = serviceUnderTest<RegistryDB>(target, 'registry', registryMigrations, (database) =>
    registryApp(database, deps),
  );
  beforeAll(async () => {
    for (const admin of Object.values(ADMINS)) {
      const hash = await hashPassword(admin.password, TEST_PASSWORD_COST);
      await adminStore.addAdmin(service.database.db, admin.email, hash, admin.role, new Date());
    }
  });
  return {
    get url() {
      return service.url;
    },
    get api() {
      return `${service.url}${MOUNT}`;
    },
    get database() {
      return service.database;
    },
  };
}

/** The admin cookie pair (`iq_admin=…`) a reply sets, or undefined. */
export function adminCookieOf(res: Reply): string | undefined {
  for (const cookie of res.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    if (pair?.startsWith('iq_admin=') && pair.length > 'iq_admin='.length) return pair;
  }
  return undefined;
}

/** A POST as the admin page sends it: JSON, its own Origin, and the cookie when given. */
export function adminPost(
  sut: RegistryUnderTest,
  path: string,
  body: unknown,
  cookie?: string,
  origin = sut.url,
) {
  return postJson(`${sut.api}${path}`, body, { origin, ...(cookie ? { cookie } : {}) });
}

export function adminGet(sut: RegistryUnderTest, path: string, cookie?: string) {
  return request(`${sut.api}${path}`, { headers: cookie ? { cookie } : {} });
}

/** Signs in and returns the cookie pair. */
export async function signIn(sut: RegistryUnderTest, who: keyof typeof ADMINS): Promise<string> {
  const res = await adminPost(sut, '/login', { email: ADMINS[who].email, password: ADMINS[who].password });
  const cookie = adminCookieOf(res);
  if (res.status !== 200 || !cookie) throw new Error(`login ${who}: ${res.status} ${res.text}`);
  return cookie;
}

let versions = 0;
/** A unique version name (tests share one database per file). */
export const freshVersion = (label = 'v') => `${label}-${Date.now().toString(36)}-${(versions += 1)}`;

/** CI publishing a build: a fresh hash, React 19 by default. */
export function publish(
  sut: RegistryUnderTest,
  remote: string,
  version: string,
  extra: Record<string, unknown> = {},
  token = PUBLISH_TOKEN,
) {
  return postJson(
    `${sut.api}/builds`,
    {
      remote,
      version,
      contentHash: `sha256-${version}`,
      entry: `/remotes/${remote}/${version}/mf-manifest.json`,
      shared: { react: '^19.0.0', 'react-dom': '^19.0.0' },
      publishedBy: 'ci-landing',
      reason: `build of ${version}`,
      ...extra,
    },
    { authorization: `Bearer ${token}` },
  );
}

/** Row counts of every registry table: a write refused must leave them all as they were. */
export async function rowCounts(database: Database<RegistryDB>): Promise<Record<string, number>> {
  const tables = [
    'builds',
    'live_builds',
    'variant_assignments',
    'canaries',
    'admin_sessions',
    'audit_log',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** Everything a change could touch, for before/after comparisons. */
export async function servingSnapshot(database: Database<RegistryDB>) {
  const db = database.db;
  return {
    live: await db.selectFrom('live_builds').select(['remote', 'build_id']).orderBy('remote').execute(),
    variants: await db
      .selectFrom('variant_assignments')
      .select(['variant', 'remote', 'build_id'])
      .orderBy('variant')
      .orderBy('remote')
      .execute(),
    canaries: await db
      .selectFrom('canaries')
      .select(['remote', 'build_id', 'share'])
      .orderBy('remote')
      .execute(),
    audit: Number(
      (
        await db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  };
}

/** The newest audit rows (newest first). */
export function latestAudit(database: Database<RegistryDB>, count = 1) {
  return database.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(count).execute();
}
