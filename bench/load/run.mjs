#!/usr/bin/env node
// bench/load (issue 15): mixed visitor traffic through the gateway at a target rate (default
// 500 req/s for 60 s over 50 connections): landing pages, the remote manifest, exam session
// starts, question lists, answers, the sku list and a real order's status. Prints the count and
// latency of each kind, the errors, the rate achieved and p50/p90/p99/max; then the API part of
// the same mix as fast as it goes (closed loop) through the gateway and straight to the services,
// and their throughput ratio; then what the shell's page-view beacons cost a gateway with the
// registry on, per page view (beacons.mjs, issue 41). Budgets: bench/budgets.json "load"; exit code 1 when an enforced
// one is broken. On its own stack (this checkout's builds, never rebuilt; BENCH_PORT, default
// 19280…19284, the last the beacon phase's gateway); PGlite by default, PostgreSQL with
// DATABASE_URL, or a database of its own on the PostgreSQL server given by --postgres (created
// for the run and dropped after it; .ci/run).
// Run: npm run bench:load [-- --rate 500 --duration 60 --connections 50 --ratio-duration 10
//   --ratio-slices 4 --ratio-connections 20 --instances 10 --warmup 5 --answers 30
//   --beacon-pairs 5 --beacon-window 4 --beacon-rate 300 --beacon-only-rate 400 (0 pairs: no beacon phase)
//   --one-view-beacons (a beacon per page view, as before one per document, for comparison)
//   --postgres postgres://postgres@127.0.0.1:5432/postgres]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../../scripts/lib/paths.mjs';
import { databaseUrlOn, dropDatabase, ensureDatabase } from '../../scripts/lib/postgres.mjs';
import { commandCpuMs, cpuCeilingRps, cpuMeter } from './cpu.mjs';
import { drive, errorCount, errorResponses, mergeRecords, sliceOrder } from './drive.mjs';
import { exitCodeOf, latencySummary, loadVerdicts, mixThroughput } from './figures.mjs';
import { ANSWERS_PER_JOURNEY, examJourney, gatewayJourney, mixOf, orderJourney } from './mix.mjs';
import { createRealOrder } from './setup.mjs';
import { tracingVerdicts, withTracingCost } from './tracing-cost.mjs';
import { withLoadStack } from './stack.mjs';
import { measureBeacons } from './beacons.mjs';

const { values: args } = parseArgs({
  options: {
    rate: { type: 'string', default: '500' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    'ratio-duration': { type: 'string', default: '10' },
    'ratio-slices': { type: 'string', default: '4' },
    'ratio-connections': { type: 'string', default: '20' },
    instances: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '5' },
    answers: { type: 'string', default: String(ANSWERS_PER_JOURNEY) },
    postgres: { type: 'string' },
    'beacon-pairs': { type: 'string', default: '5' },
    'beacon-window': { type: 'string', default: '4' },
    'beacon-rate': { type: 'string', default: '300' },
    'beacon-only-rate': { type: 'string', default: '400' },
    'one-view-beacons': { type: 'boolean', default: false },
  },
});
const RATE = Number(args.rate);
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const RATIO_S = Number(args['ratio-duration']);
/** Runs per side and part the closed loop's RATIO_S are cut into (sliceOrder). */
const RATIO_SLICES = Math.max(1, Number(args['ratio-slices']));
const RATIO_CONNECTIONS = Number(args['ratio-connections']);
const WARMUP_S = Number(args.warmup);
/** Answers per journey, at most the 30 questions of a session. */
const ANSWERS = Math.min(30, Math.max(1, Number(args.answers)));
/** Instances the target rate is spread over (drive.mjs: autocannon's per-second bursts). */
const INSTANCES = Number(args.instances);
const PORT = Number(process.env.BENCH_PORT || 19280);
// Production logs one line per request at info; LOG_LEVEL=warn shows what the lines cost.
const LOG_LEVEL = process.env.LOG_LEVEL || 'info';
const BUDGETS = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'bench', 'budgets.json'), 'utf8')).load;

const fixed = (v, digits = 1) => (v === null || v === undefined ? '—' : v.toFixed(digits));
const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

function databaseLabel() {
  const url = process.env.DATABASE_URL;
  if (!url) return 'PGlite (embedded, one data folder and one connection per service)';
  const shown = new URL(url);
  if (shown.password) shown.password = '***';
  return `PostgreSQL ${shown} (DATABASE_URL; a pool of 10 per service)`;
}

function printMix(journey) {
  console.log(`  mix: one visitor journey of ${journey.length} requests, repeated by every connection:`);
  for (const [kind, count, share] of mixOf(journey))
    console.log(
      `    ${kind.padEnd(14)} ${String(count).padStart(2)}  ${(share * 100).toFixed(1).padStart(5)} %`,
    );
}

/** Where `kind` comes in `kinds`, those it does not name last. */
const rank = (kinds, kind) => (kinds.includes(kind) ? kinds.indexOf(kind) : kinds.length);

/** The record's figures by kind, in the order `kinds` names them (the journey's). */
function printRecord(record, kinds) {
  console.log(
    `\n  ${'kind'.padEnd(14)} ${'count'.padStart(7)} ${'errors'.padStart(7)} ${'p50'.padStart(7)} ${'p90'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)}  (ms)`,
  );
  const all = [];
  const inOrder = [...record.byKind].sort(([a], [b]) => rank(kinds, a) - rank(kinds, b));
  for (const [kind, { latencies, statuses }] of inOrder) {
    const s = latencySummary(latencies);
    const errors = [...statuses]
      .filter(([status]) => status < 200 || status >= 400)
      .reduce((n, [, c]) => n + c, 0);
    all.push(...latencies);
    console.log(
      `  ${kind.padEnd(14)} ${String(s.count).padStart(7)} ${String(errors).padStart(7)} ${fixed(s.p50).padStart(7)} ${fixed(s.p90).padStart(7)} ${fixed(s.p99).padStart(7)} ${fixed(s.max).padStart(7)}`,
    );
  }
  const total = latencySummary(all);
  console.log(
    `  ${'all'.padEnd(14)} ${String(total.count).padStart(7)} ${String(errorCount(record)).padStart(7)} ${fixed(total.p50).padStart(7)} ${fixed(total.p90).padStart(7)} ${fixed(total.p99).padStart(7)} ${fixed(total.max).padStart(7)}`,
  );
  const errors = errorResponses(record);
  if (!errors.length && !record.socketErrors && !record.timeouts) console.log('  errors: none');
  for (const { kind, status, count } of errors)
    console.log(
      `  errors: ${count} × ${status} on ${kind}${status === 429 ? ' (429: refused by the abuse limits, RATE_LIMIT_FACTOR)' : ''}`,
    );
  if (record.socketErrors) console.log(`  errors: ${record.socketErrors} socket errors`);
  if (record.timeouts) console.log(`  errors: ${record.timeouts} timeouts (10 s)`);
  if (errors.some((e) => e.kind === 'question list' || e.kind === 'answer'))
    console.log(
      '  (a journey whose session start failed or timed out asks for its list and answers without a session: their 400s follow from it)',
    );
  return total;
}

/** The stack's processes by name: { exam: pid, … }. */
const stackPids = (stack) => Object.fromEntries(stack.children.map(({ name, child }) => [name, child.pid]));

/** DATABASE_URL names a PostgreSQL server on this machine (whose processes can be counted). */
function localPostgres() {
  const url = process.env.DATABASE_URL;
  if (!url) return false;
  const host = new URL(url).hostname;
  return ['', 'localhost', '127.0.0.1', '[::1]', '::1'].includes(host);
}

/** What the meter counts: the stack's processes and, on this machine, the PostgreSQL server's. */
const meteredProcesses = (stack) => ({
  ...stackPids(stack),
  ...(localPostgres() && { 'PostgreSQL (whole server)': () => commandCpuMs('postgres') }),
});

/** CPU ms per request by process as one line ("exam 0.92, …; total 2.08"), and the total. */
function cpuParts(perRequest) {
  const known = Object.entries(perRequest).filter(([, v]) => v !== null);
  const total = known.reduce((sum, [, v]) => sum + v, 0);
  const line = `${known.map(([name, v]) => `${name} ${v.toFixed(2)}`).join(', ')}; total ${total.toFixed(2)}`;
  return { known: known.length, total, line };
}

/** Adds a run's CPU per request (cpuMeter's) to `sum` ({ name: { ms, requests } }). */
function addCpu(sum, perRequest, requests) {
  for (const [name, v] of Object.entries(perRequest)) {
    if (v === null || !requests) continue;
    sum[name] ??= { ms: 0, requests: 0 };
    sum[name].ms += v * requests;
    sum[name].requests += requests;
  }
}

/** The CPU per request of runs added up by addCpu. */
const perRequestOf = (sum) =>
  Object.fromEntries(Object.entries(sum).map(([name, { ms, requests }]) => [name, ms / requests]));

/**
 * A CPU meter of the stack's processes that counts during a drive's window (pass `onWindow` to
 * drive); `stop(requests)` as cpuMeter's.
 */
function meteredWindow(stack) {
  let meter = null;
  return {
    onWindow: {
      open: () => (meter = cpuMeter(meteredProcesses(stack))),
      close: () => meter.freeze(),
    },
    stop: (requests) => meter.stop(requests),
  };
}

function printCpu(perRequest) {
  const { known, total, line } = cpuParts(perRequest);
  if (known < 2) return null;
  console.log(`  CPU per request (ms): ${line}`);
  const database = process.env.DATABASE_URL && !localPostgres() ? ' (PostgreSQL server not counted)' : '';
  console.log(
    `  → at most ~${cpuCeilingRps(total).toFixed(0)} req/s of this mix on ${os.cpus().length} cores with nothing else running${database}`,
  );
  return { perRequest, total };
}

async function measure(urls) {
  const orderNumber = await createRealOrder(urls.gateway);
  const journey = gatewayJourney(orderNumber, ANSWERS);
  // The instances start over one journey's time at the target rate (drive.mjs).
  const spreadS = (journey.length * CONNECTIONS) / RATE;
  console.log(`\nbench/load — mixed traffic through the gateway (issue 15)\n`);
  console.log(`  database: ${databaseLabel()}`);
  console.log(`  services log at ${LOG_LEVEL} (to /dev/null); abuse limits × 1000 (one client sends all)`);
  console.log(`  machine: ${os.cpus().length} cores; load average before: ${loadAverage()} (1, 5, 15 min)`);
  printMix(journey);
  console.log(
    '  API calls ask for compression as a browser does, but the session start and the question list, whose bodies the journey reads (autocannon hands them over as text)',
  );
  console.log(
    `  load: ${RATE} req/s for ${DURATION_S} s over ${CONNECTIONS} connections, as ${INSTANCES} autocannon instances started ${fixed((spreadS * 1000) / INSTANCES, 0)} ms apart, over one journey's time (so neither autocannon's per-second bursts nor the visitors' session starts come all at once)` +
      `; after ${WARMUP_S} s of warm-up; counted while all instances run`,
  );

  if (WARMUP_S > 0)
    await drive({
      url: urls.gateway,
      journey,
      connections: CONNECTIONS,
      rate: RATE,
      durationS: WARMUP_S,
      instances: INSTANCES,
      spreadS,
    });
  const metered = meteredWindow(urls.stack);
  const record = await drive({
    url: urls.gateway,
    journey,
    connections: CONNECTIONS,
    rate: RATE,
    durationS: DURATION_S,
    instances: INSTANCES,
    spreadS,
    onWindow: metered.onWindow,
  });
  const loadAfter = loadAverage();
  console.log(`\n  at ${RATE} req/s through the gateway: achieved ${record.rps.toFixed(1)} req/s`);
  const latency = printRecord(
    record,
    mixOf(journey).map(([kind]) => kind),
  );
  const cpu = printCpu(metered.stop(record.responses));
  console.log(`  load average after: ${loadAfter}`);

  // The API part as fast as it goes, through the gateway and straight to each service. One
  // connection cannot send the direct journey to two services, so each service's part is driven
  // apart, on both sides alike, and the mix's throughput follows from the parts (figures.mjs).
  const exam = examJourney('/api', ANSWERS);
  const order = orderJourney('/api', orderNumber);
  const direct = { exam: examJourney('', ANSWERS), order: orderJourney('', orderNumber) };
  // Each half's CPU per process is added up by side and part: where the gateway side's extra time goes.
  const used = { gateway: { exam: {}, order: {} }, direct: { exam: {}, order: {} } };
  const closedLoop = async (side, part, url, steps) => {
    const metered = meteredWindow(urls.stack);
    const record = await drive({
      url,
      journey: steps,
      connections: RATIO_CONNECTIONS,
      durationS: RATIO_S / RATIO_SLICES,
      onWindow: metered.onWindow,
    });
    addCpu(used[side][part], metered.stop(record.responses), record.responses);
    return record;
  };
  console.log(
    `\ngateway vs direct — the API part at max rate (closed loop, ${RATIO_CONNECTIONS} connections, ${RATIO_S} s each side and part in ${RATIO_SLICES} runs, ${sliceOrder(Math.min(RATIO_SLICES, 2)).join('-')}${RATIO_SLICES > 2 ? '-…' : ''}, so a change in the machine's load weighs on both alike; pages and the manifest exist only at the gateway)\n`,
  );
  const sides = { gateway: {}, direct: {} };
  const parts = {
    exam: { gateway: [urls.gateway, exam], direct: [urls.exam, direct.exam] },
    order: { gateway: [urls.gateway, order], direct: [urls.order, direct.order] },
  };
  for (const [part, targets] of Object.entries(parts)) {
    const runs = { gateway: [], direct: [] };
    for (const side of sliceOrder(RATIO_SLICES))
      runs[side].push(await closedLoop(side, part, ...targets[side]));
    for (const side of ['gateway', 'direct']) sides[side][part] = mergeRecords(...runs[side]);
  }
  const weights = { exam: exam.length, order: order.length };
  const mixRps = (side) =>
    mixThroughput(Object.entries(weights).map(([part, weight]) => ({ weight, rps: sides[side][part].rps })));
  console.log(
    `  ${'part'.padEnd(42)} ${'gateway'.padStart(9)} ${'direct'.padStart(9)} ${'ratio'.padStart(6)}  errors`,
  );
  const row = (label, g, d, errors) =>
    console.log(
      `  ${label.padEnd(42)} ${fixed(g).padStart(9)} ${fixed(d).padStart(9)} ${fixed(g && d ? g / d : null, 2).padStart(6)}  ${errors}`,
    );
  const errorsOf = (part) => errorCount(sides.gateway[part]) + errorCount(sides.direct[part]);
  row(
    `exam: start, list, ${exam.length - 2} answers (req/s)`,
    sides.gateway.exam.rps,
    sides.direct.exam.rps,
    errorsOf('exam'),
  );
  row(
    'order: sku list, order status (req/s)',
    sides.gateway.order.rps,
    sides.direct.order.rps,
    errorsOf('order'),
  );
  // No ratio when a side completed nothing of a part (mixThroughput: null).
  const ratio = mixRps('gateway') && mixRps('direct') ? mixRps('gateway') / mixRps('direct') : null;
  const ratioErrors = errorsOf('exam') + errorsOf('order');
  row(`API mix ${weights.exam}:${weights.order} (req/s)`, mixRps('gateway'), mixRps('direct'), ratioErrors);
  for (const side of ['gateway', 'direct'])
    for (const part of ['exam', 'order']) {
      const s = latencySummary([...sides[side][part].byKind.values()].flatMap((k) => k.latencies));
      console.log(`    ${side} ${part}: p50 ${fixed(s.p50)} ms, p99 ${fixed(s.p99)} ms`);
    }
  console.log('  CPU per request (ms) of each side:');
  for (const part of ['exam', 'order'])
    for (const side of ['gateway', 'direct'])
      console.log(`    ${side} ${part}: ${cpuParts(perRequestOf(used[side][part])).line}`);
  for (const side of ['gateway', 'direct'])
    for (const part of ['exam', 'order'])
      for (const { kind, status, count } of errorResponses(sides[side][part]))
        console.log(`  errors (${side}, ${part}): ${count} × ${status} on ${kind}`);
  console.log(`  load average at the end: ${loadAverage()}`);

  const beacons = await beaconPhase(urls, journey);

  return {
    date: new Date().toISOString(),
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    logLevel: LOG_LEVEL,
    rate: RATE,
    durationS: DURATION_S,
    connections: CONNECTIONS,
    achievedRps: record.rps,
    errors: errorCount(record),
    latency,
    byKind: Object.fromEntries(
      [...record.byKind].map(([kind, { latencies, statuses }]) => [
        kind,
        { ...latencySummary(latencies), statuses: Object.fromEntries(statuses) },
      ]),
    ),
    cpu,
    ratio,
    ratioErrors,
    closedLoop: Object.fromEntries(
      Object.entries(sides).map(([side, parts]) => [
        side,
        {
          examRps: parts.exam.rps,
          orderRps: parts.order.rps,
          mixRps: mixRps(side),
          cpuMsPerRequest: { exam: perRequestOf(used[side].exam), order: perRequestOf(used[side].order) },
        },
      ]),
    ),
    beacons,
    loadAverage: os.loadavg(),
  };
}

/** The beacon phase (issue 41, beacons.mjs): the gateway's CPU per beacon and per page view. */
async function beaconPhase(urls, journey) {
  const [pairs, windowS, rate, beaconRate] = [
    'beacon-pairs',
    'beacon-window',
    'beacon-rate',
    'beacon-only-rate',
  ].map((k) => Number(args[k]));
  if (!(pairs > 0)) return null;
  console.log(
    `\nbeacons — the shell's page-view beacons on a gateway with the registry on (issue 41): ${pairs} pairs of ${windowS}-s windows, the journey at ${rate} req/s and its beacons alone at ${beaconRate} req/s, over 10 connections, alternated; the gateway's CPU per page view and per beacon\n`,
  );
  const figures = await measureBeacons({
    urls,
    stackDataDir: urls.dataDir,
    port: PORT + 4,
    logLevel: LOG_LEVEL,
    journey,
    pairs,
    windowS,
    rate,
    beaconRate,
    connections: 10,
    oneViewBeacons: args['one-view-beacons'],
  });
  console.log(
    `  a journey stands for ${figures.viewsPerJourney} page views, sent in ${figures.beaconsPerJourney} beacons of ${figures.beaconBytes.join(', ')} bytes`,
  );
  for (const [i, { journey: j, beacons: b }] of figures.pairs.entries())
    console.log(
      `  pair ${i + 1}: ${fixed(j.cpuMs / j.views, 3)} ms per page view (${fixed(j.views, 0)} views), ${fixed(b.cpuMs / b.beacons, 3)} ms per beacon (${b.beacons} beacons)`,
    );
  console.log(
    `  beacons' share of the gateway's CPU per page view: median ${figures.share === null ? '—' : `${fixed(figures.share * 100)} %`} (pairs: ${figures.shares.map((v) => `${fixed(v * 100)} %`).join(', ')})${figures.errors ? `; ${figures.errors} errors: not measured` : ''}`,
  );
  return figures;
}

/** Runs `work` with DATABASE_URL naming a fresh database on the --postgres server, dropped after. */
async function onOwnDatabase(work) {
  if (!args.postgres) return work();
  const url = databaseUrlOn(args.postgres, `bench_load_${process.pid}`);
  await dropDatabase(url);
  await ensureDatabase(url);
  process.env.DATABASE_URL = url;
  try {
    return await work();
  } finally {
    await dropDatabase(url);
  }
}

async function main() {
  const figures = await onOwnDatabase(async () =>
    withTracingCost(await withLoadStack({ port: PORT, logLevel: LOG_LEVEL }, measure), PORT + 20),
  );
  const rows = [...loadVerdicts(BUDGETS, figures), ...tracingVerdicts(BUDGETS, figures)];
  console.log('\nbudgets (bench/budgets.json "load")\n');
  for (const row of rows) {
    const value =
      row.value === null
        ? 'not measured'
        : row.unit === 'share'
          ? `${(row.value * 100).toFixed(1)} %`
          : `${row.unit === 'ms' ? row.value.toFixed(1) : row.unit === '×' ? row.value.toFixed(2) : row.value}${row.unit === 'ms' ? ' ms' : row.unit}`;
    const verdict = row.ok ? 'PASS' : row.enforced ? 'FAIL' : 'FAIL (not enforced)';
    console.log(
      `  ${row.name.padEnd(42)} ${value.padStart(14)}   ${row.op} ${String(row.limit).padEnd(5)} ${verdict}`,
    );
  }
  fs.mkdirSync(path.join(REPO_ROOT, 'bench', 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(REPO_ROOT, 'bench', 'results', 'load.json'),
    `${JSON.stringify({ ...figures, budgets: rows }, null, 2)}\n`,
  );
  process.exitCode = exitCodeOf(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
