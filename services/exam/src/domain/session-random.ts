// A session's randomness, apart: the session and the prepared item sets both take it.
import { randomBytes, randomInt } from 'node:crypto';

/** Where a session's randomness comes from: crypto in production, a fixed source in tests. */
export interface SessionRandom {
  /** `bytes` random bytes as base64url. */
  id(bytes: number): string;
  /** A uniform integer in [0, n). */
  below(n: number): number;
}

export const cryptoRandom: SessionRandom = {
  id: (bytes) => randomBytes(bytes).toString('base64url'),
  below: (n) => randomInt(n),
};
