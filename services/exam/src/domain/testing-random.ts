// A seeded SessionRandom for tests: the same seed gives the same ids, seeds and shuffles.
import type { SessionRandom } from './exam-session';

export function seededRandom(seed: number): SessionRandom {
  let state = seed >>> 0;
  // mulberry32: small, fast and plenty for test fixtures (never for production ids).
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return {
    below: (n) => Math.floor(next() * n),
    id: (bytes) =>
      Array.from({ length: Math.ceil((bytes * 4) / 3) }, () => alphabet[Math.floor(next() * 64)]).join(''),
  };
}
