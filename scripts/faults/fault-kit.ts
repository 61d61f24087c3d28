// What the fault tests share (issue 15): a whole stack (scripts/lib/stack.mjs) in one topology or
// another, on free ports; databases of their own (a fresh one on the machine's PostgreSQL, or a
// PostgreSQL server the test owns and restarts); visitors driven through the gateway; and a
// direct look at a service's tables, independent of the service's own code.
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteTemplate, postForm as postFormOnce } from '@iq/service-common/src/testing';
import { portsEnv, startStack } from '../lib/stack.mjs';

/** How many of each service (and gateways) a stack runs; two need PostgreSQL (shared state). */
export interface Topology {
  instances: 1 | 2;
  database: 'pglite' | 'postgres';
}

export const SINGLE_ON_PGLITE: Topology = { instances: 1, database: 'pglite' };
export const SINGLE_ON_POSTGRES: Topology = { instances: 1, database: 'postgres' };
export const DOUBLE_ON_POSTGRES: Topology = { instances: 2, database: 'postgres' };

export const describeTopology = (t: Topology) =>
  `${t.instances} instance${t.instances > 1 ? 's' : ''} of each service on ${t.database}`;

/** The machine's PostgreSQL, where a test makes (and drops) a database of its own. */
export const MACHINE_POSTGRES = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * `count` consecutive free ports (a stack's gateway, services and further instances), below
 * Linux's ephemeral range (32768–60999): a port found free there can be taken by any outgoing
 * connection before the service binds it. A taken port makes a service exit as one did beside the
 * browser tests ("exam#2 exited early", 2026-12-01; the cause likely, not proven). Above the e2e
 * stack's 18080–18083.
 */
export async function freePortBlock(count: number): Promise<number> {
  for (let tries = 0; tries < 50; tries += 1) {
    const base = 20_000 + Math.floor(Math.random() * (12_000 - count));
    let free = true;
    for (let port = base; port < base + count && free; port += 1) free = await portIsFree(port);
    if (free) return base;
  }
  throw new Error(`no ${count} consecutive free ports`);
}

/** A free port, closed again (a server the test starts later, such as the SMTP sink). */
export const freePort = () => freePortBlock(1);

export interface RunningStack {
  url: string;
  /** Every gateway (two in the two-instance topology). */
  urls: string[];
  stop(): Promise<void>;
  children: { name: string; readonly child: import('node:child_process').ChildProcess }[];
}

/** Ports per instance (gateway, exam, order, user): instance k listens on its port + k × 4. */
const PORT_STEP = 4;

/** Redis for the two-instance topology's shared counts (as `npm run start:cluster`). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Starts the stack in `topology` with `env` (DATABASE_URL among them for PostgreSQL). */
export async function startTopology(
  topology: Topology,
  env: Record<string, string>,
  { timeoutMs = 120_000 } = {},
): Promise<
  RunningStack & {
    dataDir: string;
    /** Where one process listens ('order', 'order#2', 'gateway#2'), to ask it directly. */
    instanceUrl(name: string): string;
    remove(): Promise<void>;
  }
> {
  const base = await freePortBlock(PORT_STEP * topology.instances);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iq-faults-'));
  if (topology.database === 'postgres' && !env.DATABASE_URL)
    throw new Error('a PostgreSQL topology needs DATABASE_URL');
  // Each service's data folder starts as a copy of an initialised cluster (the dump the service
  // tests load): three initdb runs at once took most of a minute on this loaded 2-core machine.
  if (topology.database === 'pglite') {
    const template = await pgliteTemplate();
    for (const service of ['exam', 'order', 'user']) {
      const db = await PGlite.create(path.join(dataDir, service), { loadDataDir: template });
      await db.close();
    }
  }
  const options: Record<string, unknown> = {
    quiet: true,
    timeoutMs,
    env: {
      ...portsEnv(base),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A visitor here answers in milliseconds; the too-fast check of real visitors stays on by default.
      EXAM_MIN_SECONDS_PER_ITEM: '0',
      // These tests start many sessions from one address in seconds; the limits stay on, wider.
      RATE_LIMIT_FACTOR: '1000',
      ...env,
    },
  };
  if (topology.instances > 1) {
    options.instances = topology.instances;
    options.portStep = PORT_STEP;
    (options.env as Record<string, string>).REDIS_URL ??= TEST_REDIS_URL;
  }
  let stack: RunningStack;
  try {
    stack = (await startStack(options)) as RunningStack;
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const urls = stack.urls;
  if (urls.length !== topology.instances)
    throw new Error(`asked for ${topology.instances} gateways, got ${urls.length}`);
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= stack.stop());
  const offsets: Record<string, number> = { gateway: 0, exam: 1, order: 2, user: 3 };
  const instanceUrl = (name: string) => {
    const [service, k] = name.split('#');
    if (offsets[service!] === undefined) throw new Error(`no process ${name}`);
    return `http://127.0.0.1:${base + offsets[service!]! + (Number(k ?? 1) - 1) * PORT_STEP}`;
  };
  return {
    ...stack,
    urls,
    dataDir,
    instanceUrl,
    /** Stops every process (once; the data folder stays, to be read). */
    stop,
    /** Stops the stack and removes its data folder. */
    async remove() {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The running process of a service instance ('order', 'order#2'). */
export function processOf(stack: RunningStack, name: string) {
  const found = stack.children.find((c) => c.name === name);
  if (!found) throw new Error(`no process ${name} among ${stack.children.map((c) => c.name).join(', ')}`);
  return found;
}

/** Polls until `condition` holds; the time it took (ms). */
export async function until(
  what: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  everyMs = 100,
): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms: ${what}`);
    await sleep(everyMs);
  }
  return Date.now() - started;
}

export const healthStatus = (url: string) =>
  fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5000) }).then(
    async (r) => {
      await r.body?.cancel();
      return r.status;
    },
    () => 0,
  );

// ---- databases ----------------------------------------------------------------------------

/** A fresh database on the machine's PostgreSQL (isolation: the services' schemas have fixed names). */
export async function machineDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `faults_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: MACHINE_POSTGRES });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(MACHINE_POSTGRES);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: MACHINE_POSTGRES });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

const PG_BIN = '/usr/lib/postgresql/15/bin';

/** Whether this machine can run a PostgreSQL server of the test's own (root, with the binaries). */
export const canOwnPostgres = () => process.getuid?.() === 0 && fs.existsSync(path.join(PG_BIN, 'pg_ctl'));

/**
 * A PostgreSQL server the test owns (initdb in a temporary folder, its own port and socket), so
 * it may stop and restart it. Runs as the `postgres` system user; stop() removes everything.
 */
export async function ownPostgres() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iq-faults-pg-'));
  execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const asPostgres = (args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', ...args], { cwd: dir, stdio: 'pipe' }).toString();
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const pgCtl = (...args: string[]) =>
    asPostgres([path.join(PG_BIN, 'pg_ctl'), '-D', data, '-l', path.join(dir, 'log'), ...args]);
  let started = false;
  const server = {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start() {
      pgCtl('-o', options, '-w', 'start');
      started = true;
    },
    /**
     * `pg_ctl restart -m fast` (asynchronous: the test's own clients keep running): connections
     * are cut, and it resolves once the server accepts them again.
     */
    async restart() {
      await promisify(execFile)(
        'runuser',
        [
          '-u',
          'postgres',
          '--',
          path.join(PG_BIN, 'pg_ctl'),
          '-D',
          data,
          '-l',
          path.join(dir, 'log'),
          '-o',
          options,
          '-m',
          'fast',
          '-w',
          'restart',
        ],
        { cwd: dir },
      );
    },
    async createDatabase(name: string) {
      const client = new pg.Client({ connectionString: server.url() });
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      return server.url(name);
    },
    /** Stops the server (immediately) and removes its folder; safe to call twice. */
    stop() {
      try {
        if (started) pgCtl('-m', 'immediate', '-w', 'stop');
      } catch {
        // already stopped
      }
      started = false;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    asPostgres([path.join(PG_BIN, 'initdb'), '-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    server.start();
  } catch (error) {
    server.stop();
    throw error;
  }
  return server;
}

/**
 * Reads a service's tables without its code: plain SQL over `pg` (PostgreSQL), or the stopped
 * stack's PGlite data folder (`<DATA_DIR>/<service>`; PGlite is one process, so after stop()).
 */
export async function readTables<T>(
  where: { databaseUrl?: string; dataDir?: string },
  service: string,
  read: (query: <R>(text: string, params?: unknown[]) => Promise<R[]>) => Promise<T>,
): Promise<T> {
  if (where.databaseUrl) {
    const client = new pg.Client({ connectionString: where.databaseUrl });
    await client.connect();
    try {
      await client.query(`set search_path to "${service}"`);
      return await read(
        async <R>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as R[],
      );
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(path.join(where.dataDir!, service));
  try {
    await db.query(`set search_path to "${service}"`);
    return await read(
      async <R>(text: string, params: unknown[] = []) => (await db.query<R>(text, params)).rows,
    );
  } finally {
    await db.close();
  }
}

// ---- visitors -------------------------------------------------------------------------------

export interface Reply {
  status: number;
  body: unknown;
  text: string;
}

/** A JSON call with a time limit: a hang is an answer too (status 0, text 'timeout'). */
export async function call(
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Reply> {
  try {
    const response = await fetch(url, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { 'content-type': 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(init.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body, text };
  } catch (error) {
    const name = (error as Error).name;
    return { status: 0, body: null, text: name === 'TimeoutError' ? 'timeout' : String(error) };
  }
}

export const dataOf = <T>(reply: Reply) => (reply.body as { data: T }).data;

/** An error envelope: `{ result, message }` (ARCHITECTURE.md). */
export const isEnvelope = (body: unknown) =>
  !!body &&
  typeof body === 'object' &&
  typeof (body as { result?: unknown }).result === 'number' &&
  typeof (body as { message?: unknown }).message === 'string';

/** A visitor's IQ test through the gateway: started, every item answered, confirmed. */
export async function confirmedSession(gateway: string): Promise<string> {
  const started = await call(`${gateway}/api/exam/session/start`, { body: { examId: 1, code: 'web' } });
  if (started.status !== 200) throw new Error(`session start: ${started.status} ${started.text}`);
  const { sessionId } = dataOf<{ sessionId: string }>(started);
  const headers = { 'Exam-Session': sessionId };
  const list = await call(`${gateway}/api/exam/question/list/1/en`, { headers });
  if (list.status !== 200) throw new Error(`question list: ${list.status} ${list.text}`);
  const { questions } = dataOf<{ questions: { id: string; options: { id: string }[] }[] }>(list);
  let state = 7;
  for (const question of questions) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const option = question.options[Math.floor((state / 2147483648) * question.options.length)]!;
    const saved = await call(`${gateway}/api/exam/session/answer`, {
      body: { questionId: question.id, optionId: option.id },
      headers,
    });
    if (saved.status !== 200) throw new Error(`answer: ${saved.status} ${saved.text}`);
  }
  const confirmed = await call(`${gateway}/api/exam/session/confirm`, { body: {}, headers });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${confirmed.text}`);
  return sessionId;
}

export interface CreatedOrder {
  orderNumber: string;
  payUrl: string;
  attemptId: string;
}

/** An order for `session` (not paid); its pay page is the attempt's (…/pay/page/<attemptId>). */
export async function createOrder(
  gateway: string,
  session: string,
  purchase: { skuId: string; email: string; payMethod: 'card' | 'paypal' },
): Promise<CreatedOrder> {
  const created = await call(`${gateway}/api/pay/pay/order/create`, {
    body: { country: 'US', ...purchase },
    headers: {
      'Idempotency-Key': `faults-${randomBytes(9).toString('base64url')}`,
      'Exam-Session': session,
      hl: 'en',
    },
  });
  if (created.status !== 200) throw new Error(`order create: ${created.status} ${created.text}`);
  const { orderNumber, payUrl } = dataOf<{ orderNumber: string; payUrl: string }>(created);
  const attemptId = /\/pay\/page\/([A-Za-z0-9_-]+)$/.exec(payUrl)?.[1];
  if (!attemptId) throw new Error(`no attempt in ${payUrl}`);
  return { orderNumber, payUrl, attemptId };
}

/** A form POST as a browser sends it, not following the redirect; 15 s at most (a killed service). */
export const postForm = (url: string, fields: Record<string, string>) =>
  postFormOnce(url, fields, { timeoutMs: 15_000 });

/** Pays an order's card page with the test card that succeeds (the simulated card provider). */
export async function payByCard(gateway: string, payUrl: string): Promise<void> {
  const page = await fetch(`${gateway}${payUrl}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
  const html = await page.text();
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];
  if (page.status !== 200 || !key) throw new Error(`card page: ${page.status}`);
  const paid = await postForm(`${gateway}${payUrl}`, {
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
    name: 'Fault Test',
    idempotencyKey: key,
  });
  if (paid.status !== 303) throw new Error(`card submit: ${paid.status} ${paid.text}`);
}
