// A small seeded PRNG of our own: items must be reproducible from their seed alone, on any
// machine and Node version, so nothing here may touch Math.random.

// Module-level references: looking up the global Math on every call is slow inside sandboxes
// such as Jest's vm context, and these run millions of times in the item-bank tests.
const { imul, floor } = Math;

/** Uniform float in [0, 1). */
export type Rng = () => number;

/** mulberry32: 32-bit state, passes the usual smoke tests and costs a few integer ops. */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Combines two integers into a well-spread 32-bit seed (murmur3 finaliser over a mix). */
export function mixSeed(a: number, b: number): number {
  let h = (a >>> 0) ^ imul((b >>> 0) + 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 16;
  h = imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Integer in [lo, hi], both inclusive. */
export function randInt(rng: Rng, lo: number, hi: number): number {
  return lo + floor(rng() * (hi - lo + 1));
}

export function pick<T>(rng: Rng, list: readonly T[]): T {
  if (list.length === 0) throw new RangeError('pick from an empty list');
  return list[floor(rng() * list.length)] as T;
}

/** Fisher–Yates on a copy. */
export function shuffle<T>(rng: Rng, list: readonly T[]): T[] {
  const out = list.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = floor(rng() * (i + 1));
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}
