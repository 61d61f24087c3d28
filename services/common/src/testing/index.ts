// Test helpers (imported by *.test.ts only, never by service code): real servers on ephemeral
// ports and real databases, embedded PGlite always and PostgreSQL when it answers.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import type { Express } from 'express';
import type { ServedApp } from '../plain-http';
import { REPO_ROOT } from '../config';
import { createDatabase, type Database, type Migrations } from '../database/database';
import { listen, type RunningServer } from '../run-service';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Hook timeout for creating databases: the first embedded one per machine runs initdb (seconds). */
export const DATABASE_SETUP_TIMEOUT = 60_000;

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  databaseUrl?: string;
  available: boolean;
}

let postgresAnswers: boolean | undefined;

/** Synchronous (tests are declared synchronously): can we connect to TEST_DATABASE_URL? */
function postgresIsReachable(): boolean {
  if (postgresAnswers === undefined) {
    const probe =
      "const {Client}=require('pg');const c=new Client({connectionString:process.argv[1],connectionTimeoutMillis:2000});" +
      'c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))';
    const run = spawnSync(process.execPath, ['-e', probe, TEST_DATABASE_URL], {
      cwd: REPO_ROOT,
      timeout: 5000,
    });
    postgresAnswers = run.status === 0;
  }
  return postgresAnswers;
}

/** Embedded PGlite (always) and PostgreSQL (marked unavailable, with a note, when it does not answer). */
export function databaseTargets(): DatabaseTarget[] {
  const available = postgresIsReachable();
  if (!available) console.info(`PostgreSQL does not answer at ${TEST_DATABASE_URL}: skipping its cases.`);
  return [
    { name: 'pglite', available: true },
    { name: 'postgres', databaseUrl: TEST_DATABASE_URL, available },
  ];
}

/** Redis for the shared-count tests: TEST_REDIS_URL, else the machine's default. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Whether a Redis answers PING at `url` (asked from a child process, so the check stays synchronous). */
export function redisAnswers(url: string = TEST_REDIS_URL): boolean {
  const probe =
    "const n=require('node:net');const u=new URL(process.argv[1]);const s=n.connect(+u.port||6379,u.hostname);" +
    "s.on('connect',()=>s.write('PING\\r\\n'));s.on('data',d=>process.exit(String(d).startsWith('+PONG')?0:1));" +
    "s.on('error',()=>process.exit(1));setTimeout(()=>process.exit(1),1500)";
  return spawnSync(process.execPath, ['-e', probe, url], { timeout: 3000 }).status === 0;
}

/** `describe` for an available target, `describe.skip` otherwise. */
export function describeFor(target: DatabaseTarget): jest.Describe {
  return target.available ? describe : describe.skip;
}

function pgliteVersion(): string {
  const pkg = path.resolve(path.dirname(require.resolve('@electric-sql/pglite')), '../package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

/**
 * A PGlite dump kept in the temp folder under `name`, made by `make` when it is not there. Written
 * under a temporary name and renamed, so parallel workers never read half a file; when a file
 * vanishes between runs' clean-ups (below), it is made again.
 */
async function cachedDump(name: string, make: () => Promise<Blob>): Promise<Blob> {
  const file = path.join(os.tmpdir(), name);
  try {
    return new Blob([readFileSync(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const bytes = new Uint8Array(await (await make()).arrayBuffer());
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return new Blob([bytes]);
}

/**
 * A dump of a freshly initialised PGlite: initdb takes seconds, loading the dump under one.
 * Without the template0 and template1 databases, which nothing here copies: a third smaller, and
 * each load about a fifth quicker.
 */
export function pgliteTemplate(): Promise<Blob> {
  return cachedDump(`iq-pglite-base-${pgliteVersion()}.tar`, async () => {
    const pglite = await PGlite.create();
    // One statement each: DROP DATABASE refuses to run in the block a multi-statement call makes.
    for (const statement of [
      "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
      'drop database template0',
      'drop database template1',
      'checkpoint',
    ])
      await pglite.query(statement);
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    return dump;
  });
}

/** The schema of a service's embedded test database: each test database is an instance of its own. */
const embeddedSchema = (service: string) => `t_${service}`;

let sourcesDigest: string | undefined;

/** A digest of every file in the services' migrations folders (names and text), once per file under test. */
function migrationSourcesDigest(): string {
  if (sourcesDigest) return sourcesDigest;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (path.basename(dir) === 'migrations') {
        hash.update(`\0${path.relative(REPO_ROOT, full)}\0${readFileSync(full, 'utf8')}`);
      }
    }
  };
  walk(path.join(REPO_ROOT, 'services'));
  return (sourcesDigest = hash.digest('hex').slice(0, 12));
}

const MIGRATED_DUMP = /^iq-pglite-m([0-9a-f]{12})-.*\.tar$/;

/**
 * The base dump with `service`'s migrations applied: a test database then starts migrated, and its
 * own migrate() finds nothing to do (over a run, about a hundred embedded databases skip their
 * migrations). Named by the migrations folders' digest, so that a change to any migration file (a
 * constant a migration reads included) makes new dumps, and by the set's own names and code (the
 * migration tests migrate part of a set). A function's code is its text: two sets whose functions
 * differ only in the values they close over would share a dump, so migrations are written as
 * plain functions (the services' own, and the few written inline in tests). Dumps of other digests
 * are deleted when a new one is made.
 */
function migratedPgliteTemplate(service: string, migrations: Migrations): Promise<Blob> {
  const sources = migrationSourcesDigest();
  const set = createHash('sha256').update(pgliteVersion());
  for (const name of Object.keys(migrations).sort()) {
    const { up, down } = migrations[name]!;
    set.update(`\0${name}\0${String(up)}\0${String(down ?? '')}`);
  }
  const name = `iq-pglite-m${sources}-${service}-${set.digest('hex').slice(0, 12)}.tar`;
  return cachedDump(name, async () => {
    for (const other of readdirSync(os.tmpdir())) {
      const digest = MIGRATED_DUMP.exec(other)?.[1];
      if (digest && digest !== sources) rmSync(path.join(os.tmpdir(), other), { force: true });
    }
    const pglite = await PGlite.create({ loadDataDir: await pgliteTemplate() });
    const database = await createDatabase({
      service,
      schema: embeddedSchema(service),
      embedded: pglite,
      migrations,
    });
    await database.migrate();
    await pglite.query('checkpoint');
    const dump = await pglite.dumpDataDir('none');
    await database.close();
    return dump;
  });
}

/** A migrated database in a unique schema; close() drops that schema on PostgreSQL. */
export async function createTestDatabase<DB>(
  target: DatabaseTarget,
  service: string,
  migrations: Migrations,
): Promise<Database<DB>> {
  // On PostgreSQL every test database is a schema of one shared database: a unique name each.
  const schema =
    target.name === 'postgres'
      ? `t_${service}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
      : embeddedSchema(service);
  const database =
    target.name === 'postgres'
      ? await createDatabase<DB>({ service, schema, databaseUrl: target.databaseUrl, migrations })
      : await createDatabase<DB>({
          service,
          schema,
          memory: true,
          initialData: await migratedPgliteTemplate(service, migrations),
          migrations,
        });
  // Migrations read their own schema alone, so other workers' drops cannot fail them
  // (docs/decisions/2026-12-02-migrations-read-their-own-schema.md).
  await database.migrate();
  const close = database.close;
  return {
    ...database,
    async close() {
      if (target.name === 'postgres')
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
      await close();
    },
  };
}

/** The app on 127.0.0.1 and a free port. */
export function startServer(app: ServedApp): Promise<RunningServer> {
  return listen(app, 0);
}

/** A service under test: its migrated database and its app listening, per database target. */
export interface ServiceUnderTest<DB> {
  readonly url: string;
  readonly database: Database<DB>;
}

/**
 * Registers beforeAll/afterAll that create the database and start the app on it, and returns
 * accessors valid inside the tests (one setup for every service's HTTP tests).
 */
export function serviceUnderTest<DB>(
  target: DatabaseTarget,
  service: string,
  migrations: Migrations,
  createApp: (database: Database<DB>) => Express,
): ServiceUnderTest<DB> {
  let database: Database<DB> | undefined;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    database = await createTestDatabase<DB>(target, service, migrations);
    server = await startServer(createApp(database));
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error(`${service} is not started yet (use it inside a test)`);
    return value;
  };
  return {
    get url() {
      return started(server).url;
    },
    get database() {
      return started(database);
    },
  };
}

/** fetch → status, headers and parsed JSON (or text) body. */
export async function request(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; body: unknown; text: string }> {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** An answer as read off the wire: status line, headers, and the body as text. */
export interface WireAnswer {
  status: number;
  message: string;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * One HTTP/1.1 request with node:http, for what fetch cannot send as it is (it adds and drops
 * headers of its own, and never sends an absolute-form target): `target` is the request line's;
 * `send` writes the body (none by default) and ends the request.
 */
export function wireRequest(
  base: string,
  target: string,
  options: http.RequestOptions = {},
  send: (req: http.ClientRequest) => void = (req) => req.end(),
): Promise<WireAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: target, ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          message: res.statusMessage ?? '',
          headers: res.headers,
          text: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    send(req);
  });
}

/** JSON POST helper. */
export function postJson(url: string, value: unknown, headers: Record<string, string> = {}) {
  return request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof value === 'string' ? value : JSON.stringify(value),
  });
}

/**
 * A form POST as a browser sends it, without following the redirect; `timeoutMs` for a server
 * that may be killed mid-request (the fault tests), none otherwise.
 */
export async function postForm(
  url: string,
  fields: Record<string, string>,
  { timeoutMs }: { timeoutMs?: number } = {},
) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
    ...(timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    headers: response.headers,
    text: await response.text(),
  };
}

/** True when a body looks like it leaks a stack trace or internals. */
export function leaksInternals(text: string): boolean {
  return /\bat .+:\d+:\d+|node_modules|\.ts:\d+|Error:/.test(text);
}
