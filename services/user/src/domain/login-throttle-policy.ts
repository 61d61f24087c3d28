// How failed logins slow down (issue 11 "Throttling"): a few free tries, then a wait that
// doubles with each further failure, then a long lock. Pure: the limiter store applies it.

export interface FailurePolicy {
  /** Failures in a row answered at once. */
  freeFailures: number;
  /** The wait after the first failure past the free ones (seconds). */
  firstDelaySeconds: number;
  /** The longest wait between tries before the lock (seconds). */
  maxDelaySeconds: number;
  /** Failures in a row that lock the key (even the right password is refused). */
  lockAfter: number;
  lockSeconds: number;
  /** How long a failure is remembered without another one (seconds). */
  memorySeconds: number;
}

/** Seconds to wait after the `failures`-th failure in a row; 0 while free. */
export function delayAfter(failures: number, policy: FailurePolicy): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures, 30);
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** doublings);
}
