// Retrieve by e-mail (issue 8): how often one address and one client may ask. Counted in the
// service's database (data-access/attempt-limits.ts); a window runs from a key's first attempt.

export interface RetrieveLimits {
  /** Attempts per e-mail address per window (10101 answers count too). */
  perAddress: number;
  /** Attempts per client address (req.ip) per window. */
  perClient: number;
  windowMs: number;
}

/** Enough for a typo and a retry; too few to probe a list of addresses. */
export const RETRIEVE_LIMITS: RetrieveLimits = { perAddress: 3, perClient: 10, windowMs: 60 * 60 * 1000 };
