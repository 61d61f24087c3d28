// vital-buckets (issue 41): a p75 read from bucket counts is never below the true p75 of the values
// counted and at most 10 % above it; counts above a threshold and sums of histograms stay exact
// enough for the canary analysis. Expectations come from the raw values, sorted in the test.
import fc from 'fast-check';
import type { VitalName } from '@iq/contracts';
import { addHistograms, bucketOf, countAbove, countOf, quantileOf, LAST_BUCKET } from './vital-buckets';

function histogramOf(vital: VitalName, values: readonly number[]): Record<number, number> {
  const histogram: Record<number, number> = {};
  for (const value of values) {
    const bucket = bucketOf(vital, value);
    histogram[bucket] = (histogram[bucket] ?? 0) + 1;
  }
  return histogram;
}

/** The q-quantile of the values themselves: the ⌈q·n⌉-th smallest. */
function sortedQuantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(q * sorted.length) - 1]!;
}

// Float rounding in log(value)/log(1.1) may put a value on a bucket edge one bucket low: a bound
// one part in 10¹² off is still the bucket's.
const SLACK = 1e-12;

describe('quantileOf: the bucket holding the quantile, read at its upper bound', () => {
  // Times in ms from 1 ms to 2 minutes, CLS from 0.0001 (its unit) to 10: the counted ranges.
  test.each<[VitalName, number, number]>([
    ['lcp', 1, 120_000],
    ['inp', 1, 120_000],
    ['ttfb', 1, 120_000],
    ['cls', 0.0001, 10],
  ])('%s: never below the sorted-array quantile, at most 10 %% above it', (vital, min, max) => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min, max, noNaN: true }), { minLength: 1, maxLength: 300 }),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        (values, q) => {
          const read = quantileOf(vital, histogramOf(vital, values), q)!;
          const truth = sortedQuantile(values, q);
          expect(read).toBeGreaterThanOrEqual(truth * (1 - SLACK));
          expect(read).toBeLessThanOrEqual(truth * 1.1 * (1 + SLACK));
        },
      ),
      { seed: 41, numRuns: 400 },
    );
  });

  test('a realistic LCP sample: p75 of 1000 values within the bound', () => {
    // From 0.9 s to 6.6 s, each value 0.2 % above the last.
    const values = Array.from({ length: 1000 }, (_, i) => 900 * 1.002 ** i);
    const truth = sortedQuantile(values, 0.75);
    const read = quantileOf('lcp', histogramOf('lcp', values), 0.75)!;
    expect(read / truth).toBeGreaterThanOrEqual(1);
    expect(read / truth).toBeLessThanOrEqual(1.1);
  });

  test('CLS that is zero on most views reads 0; sub-unit values read 0 too (their bucket is 0)', () => {
    expect(quantileOf('cls', histogramOf('cls', [0, 0, 0, 0.2]), 0.75)).toBe(0);
    expect(quantileOf('cls', histogramOf('cls', [0, 0, 0, 0.2]), 0.8)).toBeCloseTo(0.2, 1);
    expect(quantileOf('lcp', histogramOf('lcp', [0.4]), 0.5)).toBe(0);
  });

  test('an empty histogram has no quantile', () => {
    expect(quantileOf('lcp', {}, 0.75)).toBeNull();
  });

  test('values beyond the last bucket are counted in it (read below their value)', () => {
    expect(bucketOf('lcp', 1e9)).toBe(LAST_BUCKET);
    expect(quantileOf('lcp', histogramOf('lcp', [1e9]), 0.5)!).toBeLessThan(1e9);
  });
});

describe('countAbove: whole buckets above the threshold’s bucket', () => {
  test('between the values above 1.1 × T and the values above T', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1, max: 60_000, noNaN: true }), { maxLength: 300 }),
        fc.double({ min: 1, max: 60_000, noNaN: true }),
        (values, threshold) => {
          const above = countAbove('lcp', histogramOf('lcp', values), threshold);
          expect(above).toBeLessThanOrEqual(values.filter((v) => v > threshold * (1 - SLACK)).length);
          expect(above).toBeGreaterThanOrEqual(
            values.filter((v) => v > threshold * 1.1 * (1 + SLACK)).length,
          );
        },
      ),
      { seed: 41, numRuns: 400 },
    );
  });

  test('a threshold of 0 counts every value of at least one unit', () => {
    expect(countAbove('cls', histogramOf('cls', [0, 0, 0.00005, 0.0001, 0.3]), 0)).toBe(2);
  });
});

describe('addHistograms and countOf', () => {
  test('the sum of two histograms is the histogram of both samples', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 5, noNaN: true })),
        fc.array(fc.double({ min: 0, max: 5, noNaN: true })),
        (one, two) => {
          const sum = addHistograms(histogramOf('cls', one), histogramOf('cls', two));
          expect(sum).toEqual(histogramOf('cls', [...one, ...two]));
          expect(countOf(sum)).toBe(one.length + two.length);
        },
      ),
      { seed: 41, numRuns: 200 },
    );
  });
});
