// Drives a journey (mix.mjs) at a server with autocannon and records every response by its step's
// kind: status and latency (ms, from the request written to the response read, as autocannon
// measures it).
//
// At a target rate autocannon gives each connection a budget per second that it spends at once,
// back to back, from the second's start; all connections of one instance start together, so the
// whole second's requests would arrive in one burst. Real visitors arrive spread over the second,
// so the rate is split over `instances` instances started evenly within the first second, each
// bursting a share of the connections.
import autocannon from 'autocannon';
import { isErrorStatus } from './figures.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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
 * fast as they go (closed loop) when `rate` is null. Adds what it saw to `record` (a new one by
 * default) and returns it; `record.rps` is the responses per second of the whole run.
 */
export async function drive({
  url,
  journey,
  connections,
  rate = null,
  durationS,
  instances = 1,
  record = newRecord(),
}) {
  const parts = Math.max(1, Math.min(instances, connections));
  const runs = [];
  for (let i = 0; i < parts; i++) {
    if (i) await sleep(1000 / parts);
    const share = (total) => Math.floor(total / parts) + (i < total % parts ? 1 : 0);
    const instance = autocannon({
      url,
      connections: share(connections),
      ...(rate ? { overallRate: share(rate) } : {}),
      duration: durationS,
      requests: journey,
      timeout: 10,
    });
    let responses = 0;
    instance.on('response', (client, status, _bytes, ms) => {
      responses += 1;
      const entry = kindOf(record, client.requestIterator.currentRequest.kind);
      entry.latencies.push(ms);
      entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
    });
    instance.on('reqError', (error) => {
      if (/timed out/.test(error.message)) record.timeouts += 1;
      else record.socketErrors += 1;
    });
    runs.push(instance.then((result) => ({ responses, seconds: result.duration })));
  }
  const results = await Promise.all(runs);
  for (const { responses, seconds } of results) {
    record.responses += responses;
    record.rps += responses / seconds;
  }
  return record;
}

/**
 * Two records of runs as long as each other, as one: latencies and counts together, the rate their
 * mean (a run's rps is its own responses over its own seconds).
 */
export function mergeRecords(a, b) {
  const merged = newRecord();
  for (const record of [a, b]) {
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
  merged.rps = (a.rps + b.rps) / 2;
  return merged;
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
