// The arithmetic of bench/gateway. Pure, so gateway.test.ts checks it without servers.

/** The gateway's CPU per answer over the bare proxy's, against budgets.json "gateway". */
export function gatewayVerdict(budget, gatewayMs, bareMs) {
  const ratio = gatewayMs / bareMs;
  const { max, enforced } = budget.cpuVsBareProxy;
  return { ratio, max, enforced, ok: Number.isFinite(ratio) && ratio <= max };
}
