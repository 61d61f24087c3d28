#!/usr/bin/env node
// bench/load's tracing phase (issue 42): what traces cost. Two stacks of their own, alike but for
// tracing: one with OTEL_SDK_DISABLED=true, one tracing at the sampling ratio under test and
// exporting over OTLP/HTTP to a receiver run here (it reads and drops; the collector is the
// outside world's, its CPU is not the stack's), each on a database of its own. The API part of the
// visitor mix (a test started, its list, its answers, the sku list, an order's status) through
// each gateway at half the rate, in lock-step (lockstep.mjs: the same calls to both at the same
// moments), measured in consecutive windows: whatever else the machine does in a window weighs on
// both alike; in two rounds on fresh stacks, each side started first in one of them. CPU ms per
// request of the gateway and the three services from /proc. The cost is the traced side's CPU per
// request over the untraced one's, less one; the mean of the two rounds' medians (tracingShare) is
// judged against bench/budgets.json "load.tracingCpuShare".
// Run by bench:load after its own phases (run.mjs), or alone, without builds:
//   node bench/load/tracing-cost.mjs [--ratio 0.1 --windows 16 --seconds 8 --rate 300 --connections 20
//     --postgres postgres://postgres@127.0.0.1:5432/postgres] [--alike] [--detail]
// --alike: both stacks untraced, the method's own bias and spread (its share should be 0 but for
// noise); --detail: each window's CPU per request by process, traced/untraced.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO_ROOT } from '../../scripts/lib/paths.mjs';
import { databaseUrlOn, dropDatabase, ensureDatabase } from '../../scripts/lib/postgres.mjs';
import { portsEnv, startStack } from '../../scripts/lib/stack.mjs';
import { cpuMeter } from './cpu.mjs';
import { lockstep } from './lockstep.mjs';
import { ANSWERS_PER_JOURNEY, examJourney, orderJourney } from './mix.mjs';
import { createRealOrder } from './setup.mjs';

/**
 * The phase's settings: BENCH_TRACING_* in the environment (run.mjs), or the flags when run alone.
 * Ratio null: the stacks' own default (DEFAULT_SAMPLE_RATIO, services/common/src/tracing.ts).
 */
export const TRACING_DEFAULTS = {
  ratio: null,
  windows: 16,
  seconds: 8,
  rate: 300,
  connections: 20,
  warmup: 20,
};

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** What tracing adds to the CPU per request, as a share of the untraced CPU per request. */
export const cpuShare = (tracedMs, untracedMs) => tracedMs / untracedMs - 1;

/**
 * The phase's figure from its windows ({ share, round }): each round's median share, and their
 * mean. The stack started first reads some points dearer in its round, and each side is started
 * first in one round: weighed equally, the rounds cancel that. The median of all windows pooled
 * does not when the rounds' windows form two clusters: it then falls in the gap between them.
 */
export function tracingShare(rows) {
  const rounds = [...new Set(rows.map((row) => row.round))].sort((a, b) => a - b);
  const roundMedians = rounds.map((round) =>
    median(rows.filter((row) => row.round === round).map((row) => row.share)),
  );
  const share = roundMedians.length
    ? roundMedians.reduce((sum, value) => sum + value, 0) / roundMedians.length
    : null;
  return { share, roundMedians };
}

/** The budget's rows for run.mjs: none when the phase was left out (BENCH_TRACING=off). */
export const tracingVerdicts = (budgets, figures) =>
  figures.tracing ? [tracingVerdict(budgets, figures.tracing)] : [];

/** The budget's row as run.mjs prints it (loadVerdicts' shape); value null when not measured. */
export function tracingVerdict(budgets, tracing) {
  const budget = budgets.tracingCpuShare;
  const value = tracing && !tracing.errors && Number.isFinite(tracing.share) ? tracing.share : null;
  return {
    name: `tracing CPU per request, ratio ${tracing?.ratio ?? 'default'}`,
    value: value === null ? null : Number(value.toFixed(3)),
    limit: budget.max,
    op: '<=',
    unit: 'share',
    enforced: budget.enforced,
    ok: value !== null && value <= budget.max,
  };
}

/** An OTLP/HTTP receiver that reads every export and answers 200 (counts what it got). */
async function discardingReceiver() {
  const got = { exports: 0, bytes: 0 };
  const server = http.createServer((req, res) => {
    req.on('data', (chunk) => (got.bytes += chunk.length));
    req.on('end', () => {
      got.exports += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    got,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * A stack of the four processes on `port`…`port + 3`, with a database of its own: a data folder
 * (PGlite), or on DATABASE_URL's server a fresh database, which it migrates: both start alike
 * (with one shared, only the stack started first migrated it).
 */
async function tracingStack(name, port, env) {
  const dataDir = path.join(REPO_ROOT, '.e2e-tmp', `bench-tracing-${name}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const server = process.env.DATABASE_URL;
  const database = server && databaseUrlOn(server, `bench_tracing_${name}_${process.pid}`);
  if (database) {
    await dropDatabase(database);
    await ensureDatabase(database);
  }
  const stack = await startStack({
    quiet: true,
    timeoutMs: 180_000,
    env: {
      ...portsEnv(port),
      DATA_DIR: dataDir,
      // As bench:load's stack: production's info lines (to nowhere), limits × 1000, instant answers.
      LOG_LEVEL: process.env.LOG_LEVEL || 'info',
      RATE_LIMIT_FACTOR: '1000',
      EXAM_MIN_SECONDS_PER_ITEM: '0',
      OTEL_SDK_DISABLED: '',
      OTEL_EXPORTER_OTLP_ENDPOINT: '',
      OTEL_TRACES_SAMPLER_ARG: '',
      ...(database && { DATABASE_URL: database }),
      ...env,
    },
  });
  return {
    ...stack,
    pids: () => Object.fromEntries(stack.children.map(({ name: process, child }) => [process, child.pid])),
    async remove() {
      await stack.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (database) await dropDatabase(database);
    },
  };
}

const STACK_PROCESSES = ['gateway', 'exam', 'order', 'user'];

/**
 * Measures the tracing cost on stacks of its own at `port` and `port + 10`, in two rounds that
 * swap which one starts first and listens on `port`; returns
 * { ratio, windows: [{ on, off, share, round }], share, roundMedians, cpu: { on, off } (ms per request by process,
 * of all windows), errors, exported }. `log` prints as it goes.
 */
export async function measureTracingCost({
  port,
  ratio = TRACING_DEFAULTS.ratio,
  windows = TRACING_DEFAULTS.windows,
  seconds = TRACING_DEFAULTS.seconds,
  rate = TRACING_DEFAULTS.rate,
  connections = TRACING_DEFAULTS.connections,
  warmup = TRACING_DEFAULTS.warmup,
  answers = ANSWERS_PER_JOURNEY,
  alike = false,
  detail = false,
  log = console.log,
}) {
  const receiver = await discardingReceiver();
  let stacks = {};
  const traced = alike
    ? { OTEL_SDK_DISABLED: 'true' }
    : {
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_TRACES_SAMPLER_ARG: ratio === null ? '' : String(ratio),
      };
  const removeStacks = async () => {
    for (const stack of Object.values(stacks)) await stack.remove();
    stacks = {};
  };
  try {
    log(
      `\ntracing on vs off (issue 42) — the API part through each gateway at ${rate / 2} req/s over ${Math.round(connections / 2)} connections, in lock-step, ${windows} windows of ${seconds} s in two rounds`,
    );
    log(
      alike
        ? '  alike: both stacks OTEL_SDK_DISABLED=true (the method against itself)'
        : `  on: ratio ${ratio ?? 'the default'} (OTEL_TRACES_SAMPLER_ARG), exported over OTLP/HTTP to a receiver here; off: OTEL_SDK_DISABLED=true`,
    );
    log(
      `\n  ${'window'.padEnd(6)} ${'on (ms)'.padStart(9)} ${'off (ms)'.padStart(9)} ${'share'.padStart(8)}   CPU ms per request: gateway + exam + order + user`,
    );
    const rows = [];
    const total = { on: {}, off: {} };
    let errors = 0;
    // Two rounds on fresh stacks, the untraced one started first (on `port`) in the first and the
    // traced one in the second: which stack starts first and listens where weighed on its CPU per
    // request by several points (one run at 0.001 read 13.2 % swapped against 4.0 % as before).
    for (const [round, first] of ['off', 'on'].entries()) {
      const roundWindows = round === 0 ? Math.ceil(windows / 2) : Math.floor(windows / 2);
      if (roundWindows === 0) continue;
      // One after the other, each migrating a database of its own.
      const second = first === 'off' ? 'on' : 'off';
      stacks[first] = await tracingStack(
        first,
        port,
        first === 'on' ? traced : { OTEL_SDK_DISABLED: 'true' },
      );
      stacks[second] = await tracingStack(
        second,
        port + 10,
        second === 'on' ? traced : { OTEL_SDK_DISABLED: 'true' },
      );
      const journeys = {};
      for (const side of ['on', 'off']) {
        const orderNumber = await createRealOrder(stacks[side].url);
        journeys[side] = [...examJourney('/api', answers), ...orderJourney('/api', orderNumber)];
      }
      // Each side gets half the rate and of the connections: together, the load of one stack.
      // One run through the warm-up and the windows, the same calls to both (lockstep.mjs).
      const driver = lockstep({
        targets: Object.fromEntries(
          ['on', 'off'].map((side) => [side, { url: stacks[side].url, journey: journeys[side] }]),
        ),
        connections: Math.max(1, Math.round(connections / 2)),
        rate: rate / 2,
      });
      log(`  round ${round + 1}: the ${first === 'on' ? 'traced' : 'untraced'} stack started first`);
      try {
        await sleep(warmup * 1000);
        for (let i = 0; i < roundWindows; i++) {
          const meters = { on: cpuMeter(stacks.on.pids()), off: cpuMeter(stacks.off.pids()) };
          const before = driver.counts();
          await sleep(seconds * 1000);
          for (const meter of Object.values(meters)) meter.freeze();
          const after = driver.counts();
          const row = {};
          const perRequest = {};
          for (const side of ['on', 'off']) {
            const responses = after[side].responses - before[side].responses;
            errors += after[side].errors - before[side].errors;
            perRequest[side] = meters[side].stop(responses);
            row[side] = STACK_PROCESSES.reduce((sum, name) => sum + (perRequest[side][name] ?? 0), 0);
            for (const name of STACK_PROCESSES) {
              total[side][name] ??= { ms: 0, requests: 0 };
              total[side][name].ms += (perRequest[side][name] ?? 0) * responses;
              total[side][name].requests += responses;
            }
          }
          row.share = cpuShare(row.on, row.off);
          row.round = round + 1;
          rows.push(row);
          log(
            `  ${String(rows.length).padEnd(6)} ${row.on.toFixed(3).padStart(9)} ${row.off.toFixed(3).padStart(9)} ${`${(row.share * 100).toFixed(1)} %`.padStart(8)}${
              detail
                ? `   ${STACK_PROCESSES.map((name) => `${name} ${(perRequest.on[name] ?? 0).toFixed(3)}/${(perRequest.off[name] ?? 0).toFixed(3)}`).join(' ')}`
                : ''
            }`,
          );
        }
      } finally {
        await driver.stop();
        for (const example of driver.errors()) log(`  error: ${example}`);
      }
      await removeStacks();
    }
    const cpu = Object.fromEntries(
      Object.entries(total).map(([side, byName]) => [
        side,
        Object.fromEntries(Object.entries(byName).map(([name, { ms, requests }]) => [name, ms / requests])),
      ]),
    );
    const { share, roundMedians } = tracingShare(rows);
    for (const side of ['on', 'off'])
      log(
        `  ${side.padEnd(3)} all windows: ${STACK_PROCESSES.map((name) => `${name} ${cpu[side][name].toFixed(3)}`).join(', ')}`,
      );
    log(
      `  share: ${(share * 100).toFixed(1)} % of the untraced CPU per request, the mean of the rounds' medians (${roundMedians.map((value, i) => `round ${i + 1}: ${(value * 100).toFixed(1)} %`).join(', ')}); errors ${errors}; exports received ${receiver.got.exports} (${(receiver.got.bytes / 1024).toFixed(0)} KB)`,
    );
    return {
      ratio,
      rate,
      seconds,
      connections,
      windows: rows,
      share,
      roundMedians,
      cpu,
      errors,
      exported: { ...receiver.got },
    };
  } finally {
    await removeStacks();
    await receiver.close();
  }
}

/** The phase's settings from BENCH_TRACING_* (run.mjs passes no flags of its own for it). */
export function tracingSettingsFromEnv(env = process.env) {
  const number = (name, fallback) =>
    env[name] === undefined || env[name] === '' ? fallback : Number(env[name]);
  return {
    ratio: number('BENCH_TRACING_RATIO', TRACING_DEFAULTS.ratio),
    windows: number('BENCH_TRACING_WINDOWS', TRACING_DEFAULTS.windows),
    seconds: number('BENCH_TRACING_SECONDS', TRACING_DEFAULTS.seconds),
    rate: number('BENCH_TRACING_RATE', TRACING_DEFAULTS.rate),
    connections: number('BENCH_TRACING_CONNECTIONS', TRACING_DEFAULTS.connections),
  };
}

/**
 * bench:load's phase (run.mjs): the cost beside the figures of the load phases, unless
 * BENCH_TRACING=off; on ports above bench:load's own stack.
 */
export async function withTracingCost(figures, port) {
  if (process.env.BENCH_TRACING === 'off') return figures;
  return { ...figures, tracing: await measureTracingCost({ port, ...tracingSettingsFromEnv() }) };
}

async function main() {
  const { values } = parseArgs({
    options: {
      ratio: { type: 'string' },
      windows: { type: 'string' },
      seconds: { type: 'string' },
      rate: { type: 'string' },
      connections: { type: 'string' },
      postgres: { type: 'string' },
      alike: { type: 'boolean' },
      detail: { type: 'boolean' },
    },
  });
  const fromEnv = tracingSettingsFromEnv();
  const settings = Object.fromEntries(
    Object.entries(fromEnv).map(([key, value]) => [
      key,
      values[key] === undefined ? value : Number(values[key]),
    ]),
  );
  const port = Number(process.env.BENCH_PORT || 19280) + 20;
  const budgets = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'bench', 'budgets.json'), 'utf8')).load;
  console.log(
    `bench/load tracing phase; machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  // Each stack makes a database of its own on the server (tracingStack).
  if (values.postgres) process.env.DATABASE_URL = values.postgres;
  const database = Boolean(process.env.DATABASE_URL);
  console.log(`database: ${database ? 'PostgreSQL' : 'PGlite'}`);
  const tracing = await measureTracingCost({
    port,
    ...settings,
    alike: Boolean(values.alike),
    detail: Boolean(values.detail),
  });
  const row = tracingVerdict(budgets, tracing);
  const verdict = row.ok ? 'PASS' : row.enforced ? 'FAIL' : 'FAIL (not enforced)';
  console.log(
    `\n  ${row.name.padEnd(42)} ${String(row.value ?? 'not measured').padStart(10)}   ${row.op} ${row.limit} ${verdict}`,
  );
  fs.mkdirSync(path.join(REPO_ROOT, 'bench', 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(REPO_ROOT, 'bench', 'results', 'load-tracing.json'),
    `${JSON.stringify({ date: new Date().toISOString(), database: database ? 'postgres' : 'pglite', ...tracing, budget: row }, null, 2)}\n`,
  );
  process.exitCode = !row.ok && row.enforced ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
