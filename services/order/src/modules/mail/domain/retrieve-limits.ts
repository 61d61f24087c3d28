// Retrieve by e-mail (issue 8): how often one address and one client may ask. Fixed windows, so
// one counter row per key and window answers atomically; pure window arithmetic here, the
// counting in data-access/retrieve-store.ts.

export interface RetrieveLimits {
  /** Attempts per e-mail address per window (10101 answers count too). */
  perAddress: number;
  /** Attempts per client address (req.ip) per window. */
  perClient: number;
  windowMs: number;
}

/** Enough for a typo and a retry; too few to probe a list of addresses. */
export const RETRIEVE_LIMITS: RetrieveLimits = { perAddress: 3, perClient: 10, windowMs: 60 * 60 * 1000 };

export interface LimitWindow {
  start: Date;
  end: Date;
}

/** The window `now` falls in: [start, end), aligned on multiples of `windowMs` since the epoch. */
export function limitWindow(now: Date, windowMs: number): LimitWindow {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start: new Date(start), end: new Date(start + windowMs) };
}

/** Whole seconds from `now` to the window's end, at least 1 (the Retry-After of a 429). */
export function secondsUntil(end: Date, now: Date): number {
  return Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
}
