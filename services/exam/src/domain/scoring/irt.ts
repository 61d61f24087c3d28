// Three-parameter logistic model (3PL) on the logistic metric (no 1.7 scaling constant), and
// the expected-a-posteriori (EAP) ability estimate used to score an exam.
import type { ItemParameters } from '../matrices';

// Module-level references: global Math lookups are slow inside sandboxes such as Jest's vm
// context, and scoring simulations call these millions of times.
const { exp, log, sqrt, max: maxOf, abs } = Math;

/** P(correct | θ) = c + (1 − c) / (1 + e^(−a(θ − b))). */
export function probabilityCorrect(item: ItemParameters, theta: number): number {
  return item.c + (1 - item.c) / (1 + exp(-item.a * (theta - item.b)));
}

/** Fisher information of a 3PL item: a²·(P − c)²·(1 − P) / ((1 − c)²·P). */
export function itemInformation(item: ItemParameters, theta: number): number {
  const p = probabilityCorrect(item, theta);
  const q = 1 - p;
  return (item.a * item.a * (p - item.c) ** 2 * q) / ((1 - item.c) ** 2 * p);
}

export function testInformation(items: readonly ItemParameters[], theta: number): number {
  return items.reduce((sum, item) => sum + itemInformation(item, theta), 0);
}

/** 80 quadrature points evenly spread over [−4, 4], ends included (issue 3). */
export const THETA_GRID: readonly number[] = Array.from({ length: 80 }, (_, i) => -4 + (8 * i) / 79);

/**
 * EAP over the grid with a N(0, 1) prior: θ is the posterior mean, se its posterior standard
 * deviation. Works in logs so that 30+ items never underflow.
 */
export function eapEstimate(items: ItemParameters[], correct: boolean[]): { theta: number; se: number } {
  if (items.length !== correct.length) throw new RangeError('items and correct differ in length');
  const n = THETA_GRID.length;
  const logPost = new Float64Array(n);
  let max = -Infinity;
  for (let g = 0; g < n; g++) {
    const theta = THETA_GRID[g] as number;
    let lp = -0.5 * theta * theta;
    for (let i = 0; i < items.length; i++) {
      const p = probabilityCorrect(items[i] as ItemParameters, theta);
      lp += log(correct[i] ? p : 1 - p);
    }
    logPost[g] = lp;
    if (lp > max) max = lp;
  }
  let total = 0;
  let first = 0;
  let second = 0;
  for (let g = 0; g < n; g++) {
    const theta = THETA_GRID[g] as number;
    const w = exp((logPost[g] as number) - max);
    total += w;
    first += w * theta;
    second += w * theta * theta;
  }
  const theta = first / total;
  return { theta, se: sqrt(maxOf(0, second / total - theta * theta)) };
}

/** Standard normal CDF, via the Abramowitz–Stegun 7.1.26 erf (|error| < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      exp(-z * z);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}
