/**
 * RATE_LIMIT_FACTOR scales every per-client limit of a service (default 1): the browser tests,
 * which start hundreds of tests from one address, and the benches run with a larger factor; never
 * 0 (no switch-off). The gateway's abuse limits and the order service's per-client counts read it.
 */
export function rateLimitFactor(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const factor = Number(value);
  if (!Number.isFinite(factor) || factor < 1 || factor > 100_000)
    throw new Error(`RATE_LIMIT_FACTOR: must be a number from 1 to 100000, not ${JSON.stringify(value)}`);
  return factor;
}
