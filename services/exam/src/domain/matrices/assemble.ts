// A test: items of rising difficulty, each from its own seed derived from the test's seed.
import { generateItem, MAX_LEVEL } from './generate';
import { mixSeed } from './random';
import type { GeneratedItem } from './types';

export const TEST_LENGTH = 30; // spec §9: 30 questions

/** Level of the item at `index` (0-based) in a test of `count`: equal runs over 1..10. */
export function levelAt(index: number, count: number): number {
  return 1 + Math.floor((index * MAX_LEVEL) / count);
}

/** What each item of a test from `seed` is drawn from: its own seed and its level, in drawing order. */
export function itemPlan(seed: number, count: number = TEST_LENGTH): { seed: number; level: number }[] {
  if (!Number.isInteger(count) || count < 1 || count > 200) {
    throw new RangeError(`count must be an integer 1..200, got ${count}`);
  }
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  return Array.from({ length: count }, (_, i) => ({
    seed: mixSeed(seed >>> 0, i + 1),
    level: levelAt(i, count),
  }));
}

/** The plan's items in test order: within a level, easier items first, so predicted difficulty rises. */
export function inTestOrder(items: GeneratedItem[]): GeneratedItem[] {
  return items.sort((x, y) => x.level - y.level || x.irt.b - y.irt.b);
}

/** 30 items of rising difficulty (levels spread 1..10), each from a fresh seed derived from `seed`. */
export function assembleTest(seed: number, count: number = TEST_LENGTH): GeneratedItem[] {
  return inTestOrder(itemPlan(seed, count).map((item) => generateItem(item.seed, item.level)));
}
