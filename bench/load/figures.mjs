// The arithmetic of bench/load: latency percentiles, the throughput of a mix from its parts, and
// the verdict on each budget. Pure, so load.test.ts checks it without a stack.

/** Nearest-rank percentile (0 < p <= 100) of ascending `sorted`: the smallest value with p % at or below it. */
export function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** p50 / p90 / p99 / max of latencies in ms. */
export function latencySummary(values) {
  const sorted = Float64Array.from(values).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : null,
  };
}

/**
 * Requests per second of a mix whose parts were measured apart (the direct side cannot send one
 * journey to two services over one connection): a mix of `weight` requests of each part takes
 * Σ weight / throughput seconds of a machine that does one part at a time.
 * parts: [{ weight, rps }]; null when a part was not measured.
 */
export function mixThroughput(parts) {
  if (parts.some((part) => !(part.rps > 0))) return null;
  const requests = parts.reduce((sum, part) => sum + part.weight, 0);
  const seconds = parts.reduce((sum, part) => sum + part.weight / part.rps, 0);
  return requests / seconds;
}

/** What counts as an error: a socket error, a timeout, or any status but 2xx and 3xx. */
export const isErrorStatus = (status) => !(status >= 200 && status < 400);

/**
 * The budgets of bench/budgets.json "load" against the figures. A figure that is missing (or
 * measured at a lighter load than the budget's) breaks its budget, as bench/check-budgets.mjs
 * has it. Returns rows { name, value, limit, op, unit, enforced, ok }.
 */
export function loadVerdicts(budgets, figures) {
  const atLoad = figures.rate >= budgets.at.rps && figures.durationS >= budgets.at.seconds && figures.latency;
  const rows = [
    {
      name: `errors at ${budgets.at.rps} req/s for ${budgets.at.seconds} s`,
      value: atLoad ? figures.errors : null,
      limit: budgets.errors.max,
      op: '<=',
      unit: '',
      enforced: budgets.errors.enforced,
    },
    {
      name: `p99 latency at ${budgets.at.rps} req/s`,
      value: atLoad ? figures.latency.p99 : null,
      limit: budgets.p99Ms.max,
      op: '<=',
      unit: 'ms',
      enforced: budgets.p99Ms.enforced,
    },
    {
      name: `achieved rate (of ${budgets.at.rps} req/s)`,
      value: atLoad ? figures.achievedRps / budgets.at.rps : null,
      limit: budgets.achievedShare.min,
      op: '>=',
      unit: '×',
      enforced: budgets.achievedShare.enforced,
    },
    {
      name: 'gateway / direct throughput (API part)',
      // Errors at max rate make their throughput meaningless: no ratio then.
      value: figures.ratioErrors || !Number.isFinite(figures.ratio) ? null : figures.ratio,
      limit: budgets.gatewayVsDirect.min,
      op: '>=',
      unit: '×',
      enforced: budgets.gatewayVsDirect.enforced,
    },
  ];
  if (budgets.beaconCpuShare)
    rows.push({
      name: "beacons' share of gateway CPU per page view",
      // A window with errors (a refused beacon is not counted work): no share then.
      value: figures.beacons && !figures.beacons.errors ? figures.beacons.share : null,
      limit: budgets.beaconCpuShare.max,
      op: '<=',
      unit: 'share',
      enforced: budgets.beaconCpuShare.enforced,
    });
  return rows.map((row) => ({
    ...row,
    ok: row.value !== null && (row.op === '<=' ? row.value <= row.limit : row.value >= row.limit),
  }));
}

/** Exit code: 1 when an enforced budget is broken. */
export const exitCodeOf = (rows) => (rows.some((row) => row.enforced && !row.ok) ? 1 : 0);
