// How the status check asks again (spec §4 "if payment was successful, please wait"): soon at
// first, then less often, and not for ever: after about two minutes it stops and offers a
// manual "check again".

/** Waits between checks: 1 s, 2 s, 4 s, 8 s, then every 10 s. */
export function pollDelay(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt), 10_000);
}

/** No automatic check starts later than this after the first one. */
export const POLL_GIVE_UP_MS = 120_000;

/** The delay before the next check, or null when it is time to stop and offer "check again". */
export function nextPoll(attempt: number, elapsedMs: number): number | null {
  const delay = pollDelay(attempt);
  return elapsedMs + delay > POLL_GIVE_UP_MS ? null : delay;
}
