// The exam clock (issue 3: time per item and the total are recorded by the server). Times come
// from the service's clock, never from the browser.

/**
 * An answer that arrives this little after the limit still counts: the timer in the browser
 * reaches zero while the last click is on its way.
 */
export const LATE_ANSWER_GRACE_SECONDS = 3;

export interface ExamClock {
  startedAt: Date | null;
  confirmedAt: Date | null;
  timeLimitSeconds: number;
}

const secondsBetween = (from: Date, to: Date) => Math.max(0, (to.getTime() - from.getTime()) / 1000);

/** Exact seconds since the start; frozen at confirmation, 0 before the start. */
export function elapsedSeconds(clock: ExamClock, now: Date): number {
  if (!clock.startedAt) return 0;
  return secondsBetween(clock.startedAt, clock.confirmedAt ?? now);
}

/** The timer a reloaded page restores, in whole seconds. */
export function timerState(
  clock: ExamClock,
  now: Date,
): { elapsedSeconds: number; remainingSeconds: number } {
  const elapsed = Math.floor(elapsedSeconds(clock, now));
  return { elapsedSeconds: elapsed, remainingSeconds: Math.max(0, clock.timeLimitSeconds - elapsed) };
}

/** True once the limit (plus the grace for answers in flight) has passed. */
export function isTimeUp(clock: ExamClock, now: Date): boolean {
  return elapsedSeconds(clock, now) > clock.timeLimitSeconds + LATE_ANSWER_GRACE_SECONDS;
}

/** Seconds an answer event adds to its item: since the previous answer event, or since the start. */
export function secondsForAnswer(previousEventAt: Date | null, now: Date): number {
  return previousEventAt ? secondsBetween(previousEventAt, now) : 0;
}
