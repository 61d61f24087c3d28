// Drives a journey (mix.mjs) at a server with autocannon and records every response by its step's
// kind: status and latency (ms, from the request written to the response read, as autocannon
// measures it).
//
// At a target rate autocannon gives each connection a budget per second that it spends at once,
// back to back, from the second's start; all connections of one instance start together, so the
// whole second's requests would arrive in one burst, and every connection would go through the
// journey in step with the others: all sessions started in the same second, then again one
// journey later (3.8 s at 10 req/s a connection). Real visitors arrive spread out and each goes
// at their own pace, so the rate is split over `instances` instances started evenly over
// `spreadS` (at a target rate: one journey's time, so their session starts fall at different
// moments too), each bursting a share of the connections. Each instance runs until the last one
// started has run `durationS`; only the responses of that window, when all run, are counted.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { isErrorStatus } from './figures.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Time every instance runs past the counted window: the last one may start a little late. */
export const TAIL_MS = 250;

/**
 * When each of `parts` instances starts (ms after the first) and how long it runs (s), started
 * `spreadS` / `parts` apart, so that all of them run together for `durationS` after the last one
 * started; `countedMs` is that window, from the last start.
 */
export function staggered(parts, spreadS, durationS) {
  const stepMs = (spreadS * 1000) / parts;
  const lastMs = stepMs * (parts - 1);
  return {
    starts: Array.from({ length: parts }, (_, i) => ({
      atMs: i * stepMs,
      durationS: (lastMs - i * stepMs + durationS * 1000 + TAIL_MS) / 1000,
    })),
    countedMs: durationS * 1000,
  };
}

/** A fresh record: per kind, latencies and counts by status; socket errors and timeouts apart. */
export function newRecord() {
  return { byKind: new Map(), socketErrors: 0, timeouts: 0, responses: 0, rps: 0 };
}

function kindOf(record, kind) {
  let entry = record.byKind.get(kind);
  if (!entry) record.byKind.set(kind, (entry = { latencies: [], statuses: new Map() }));
  return entry;
}

/**
 * Runs `journey` at `url` for `durationS`: `rate` req/s over `connections` connections, or as
 * fast as they go (closed loop) when `rate` is null, as `instances` autocannon instances started
 * over `spreadS` (staggered). Adds what it saw in the counted window to `record` (a new one by
 * default) and returns it; `record.rps` is the responses per second of that window.
 * `onWindow.open` and `.close` are called as the window opens and closes (e.g. a CPU meter's
 * start and freeze).
 * @param {{
 *   url: string, journey: object[], connections: number, rate?: number | null, durationS: number,
 *   instances?: number, spreadS?: number, record?: ReturnType<typeof newRecord>,
 *   onWindow?: { open?: () => void, close?: () => void },
 * }} options
 */
export async function drive({
  url,
  journey,
  connections,
  rate = null,
  durationS,
  instances = 1,
  spreadS = 1,
  record = newRecord(),
  onWindow = {},
}) {
  const parts = Math.max(1, Math.min(instances, connections));
  const { starts, countedMs } = staggered(parts, spreadS, durationS);
  const firstMs = performance.now();
  // Set when the last instance has started: responses before it, or after the window, are not counted.
  let window = null;
  const counted = (now) => window !== null && now >= window.from && now < window.to;
  let responses = 0;
  const runs = [];
  for (let i = 0; i < parts; i++) {
    const wait = firstMs + starts[i].atMs - performance.now();
    if (wait > 0) await sleep(wait);
    const share = (total) => Math.floor(total / parts) + (i < total % parts ? 1 : 0);
    const instance = autocannon({
      url,
      connections: share(connections),
      ...(rate ? { overallRate: share(rate) } : {}),
      duration: starts[i].durationS,
      requests: journey,
      timeout: 10,
    });
    instance.on('response', (client, status, _bytes, ms) => {
      if (!counted(performance.now())) return;
      responses += 1;
      const entry = kindOf(record, client.requestIterator.currentRequest.kind);
      entry.latencies.push(ms);
      entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
    });
    instance.on('reqError', (error) => {
      if (!counted(performance.now())) return;
      if (/timed out/.test(error.message)) record.timeouts += 1;
      else record.socketErrors += 1;
    });
    runs.push(instance);
  }
  const from = performance.now();
  window = { from, to: from + countedMs };
  onWindow.open?.();
  const closing = sleep(countedMs).then(() => onWindow.close?.());
  await Promise.all([...runs, closing]);
  record.responses += responses;
  record.rps += responses / (countedMs / 1000);
  return record;
}

/**
 * Records of runs as long as each other, as one: latencies and counts together, the rate their
 * mean (a run's rps is its own responses over its own seconds).
 */
export function mergeRecords(...records) {
  const merged = newRecord();
  for (const record of records) {
    for (const [kind, { latencies, statuses }] of record.byKind) {
      const entry = kindOf(merged, kind);
      entry.latencies.push(...latencies);
      for (const [status, count] of statuses)
        entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + count);
    }
    merged.socketErrors += record.socketErrors;
    merged.timeouts += record.timeouts;
    merged.responses += record.responses;
  }
  merged.rps = records.reduce((sum, record) => sum + record.rps, 0) / records.length;
  return merged;
}

/**
 * The order of a closed-loop comparison's `slices` runs per side, `a` and `b` in turns of
 * a-b-b-a: each side's runs sit, on average, at the same moment of the whole, so a drift of the
 * machine's speed (however it turns, when `slices` is even) weighs on both alike.
 */
export function sliceOrder(slices, a = 'gateway', b = 'direct') {
  return Array.from({ length: slices }, (_, i) => (i % 2 ? [b, a] : [a, b])).flat();
}

/** Error responses of a record: [{ kind, status, count }], 2xx and 3xx left out. */
export function errorResponses(record) {
  const errors = [];
  for (const [kind, { statuses }] of record.byKind)
    for (const [status, count] of statuses) if (isErrorStatus(status)) errors.push({ kind, status, count });
  return errors;
}

/** Every error: error responses, socket errors and timeouts. */
export function errorCount(record) {
  return errorResponses(record).reduce((sum, e) => sum + e.count, 0) + record.socketErrors + record.timeouts;
}
