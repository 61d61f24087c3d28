// Web vitals kept as histograms (issue 41): a value falls in a logarithmic bucket 10 % wide, so a
// build's p75 over any set of minutes is read from summed counts, and two gateways add their
// counts to the same rows without keeping values. Pure.
import type { VitalName } from '@iq/contracts';

/** Each bucket's upper bound is GROWTH times the one below it. */
export const GROWTH = 1.1;
/** CLS is unitless (0.1 is "needs improvement"): counted in ten-thousandths. */
const UNIT: Record<VitalName, number> = { lcp: 1, inp: 1, ttfb: 1, cls: 10_000 };
/** Above this bucket everything is counted in it (≈ 2 minutes for the times, CLS ≈ 12). */
export const LAST_BUCKET = 130;

/** Bucket counts: bucket index → how many values fell in it. */
export type Histogram = Readonly<Record<number, number>>;

/** The bucket of a value: 0 for zero (and below), then 1 + ⌊log₁.₁(value in units)⌋, capped. */
export function bucketOf(vital: VitalName, value: number): number {
  const units = value * UNIT[vital];
  if (!(units >= 1)) return 0;
  return Math.min(LAST_BUCKET, 1 + Math.floor(Math.log(units) / Math.log(GROWTH)));
}

/** The largest value a bucket holds (in the vital's own unit): what a percentile in it reads as. */
export function bucketUpper(vital: VitalName, bucket: number): number {
  if (bucket <= 0) return 0;
  return GROWTH ** bucket / UNIT[vital];
}

/** How many values a histogram holds. */
export function countOf(histogram: Histogram): number {
  let total = 0;
  for (const count of Object.values(histogram)) total += count;
  return total;
}

/**
 * The q-quantile (0 < q < 1) as the upper bound of the bucket holding it: at most 10 % above the
 * true value, never below it. Null for an empty histogram.
 */
export function quantileOf(vital: VitalName, histogram: Histogram, q: number): number | null {
  const total = countOf(histogram);
  if (total === 0) return null;
  const rank = Math.ceil(q * total);
  let seen = 0;
  for (const bucket of Object.keys(histogram)
    .map(Number)
    .sort((a, b) => a - b)) {
    seen += histogram[bucket]!;
    if (seen >= rank) return bucketUpper(vital, bucket);
  }
  return null;
}

/** How many values lie above `threshold` (whole buckets above the threshold's bucket). */
export function countAbove(vital: VitalName, histogram: Histogram, threshold: number): number {
  const limit = bucketOf(vital, threshold);
  let above = 0;
  for (const [bucket, count] of Object.entries(histogram)) if (Number(bucket) > limit) above += count;
  return above;
}

/** The sum of histograms (counts per bucket added). */
export function addHistograms(...histograms: Histogram[]): Record<number, number> {
  const sum: Record<number, number> = {};
  for (const histogram of histograms)
    for (const [bucket, count] of Object.entries(histogram))
      sum[Number(bucket)] = (sum[Number(bucket)] ?? 0) + count;
  return sum;
}
