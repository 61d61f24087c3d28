// The arithmetic of bench/gateway. Pure, so gateway.test.ts checks it without servers.

/** The gateway's CPU per answer over the bare proxy's, against budgets.json "gateway". */
export function gatewayVerdict(budget, gatewayMs, bareMs) {
  const ratio = gatewayMs / bareMs;
  const { max, enforced } = budget.cpuVsBareProxy;
  return { ratio, max, enforced, ok: Number.isFinite(ratio) && ratio <= max };
}

/** The 99th percentile of `values` (the value below which 99 % of them lie). */
export function p99(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))];
}

/**
 * One flood window against budgets.json "refusedFlood": the other client's p99 during over idle;
 * a window where the other client lost an answer, or the flood was not refused, does not pass.
 */
export function floodVerdict(budget, window) {
  const { max, enforced } = budget.p99VsIdle;
  const refused = window.counts?.['429'] ?? 0;
  const ok =
    Number.isFinite(window.ratio) &&
    window.ratio <= max &&
    window.failed === 0 &&
    refused >= window.sent * 0.99;
  return { ratio: window.ratio, max, enforced, ok };
}
