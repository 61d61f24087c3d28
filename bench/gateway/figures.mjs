// The arithmetic of bench/gateway. Pure, so gateway.test.ts checks it without servers.

/** The median of numbers (the mean of the middle two for an even count); null for none. */
export function median(values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The gateway's CPU per answer over the bare proxy's, against budgets.json "gateway". */
export function gatewayVerdict(budget, gatewayMs, bareMs) {
  const ratio = gatewayMs / bareMs;
  const { max, enforced } = budget.cpuVsBareProxy;
  return { ratio, max, enforced, ok: Number.isFinite(ratio) && ratio <= max };
}
