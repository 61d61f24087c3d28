// A build's health from its counts (issue 41): the figures the admin page charts and the canary
// analysis judges, each from the definitions in rum-counts.ts. Pure.
import {
  CONVERSION_OF_REMOTE,
  VITAL_NAMES,
  type HealthFigures,
  type HealthPoint,
  type RemoteName,
  type VitalName,
} from '@iq/contracts';
import { SERIES } from './rum-counts';
import { countOf, quantileOf, type Histogram } from './vital-buckets';

/** One stored count (rum_counts) of a build. */
export interface CountRow {
  /** The 10-second slot's start. */
  slot: Date;
  series: string;
  bucket: number;
  count: number;
}

/** A build's counts added up over some minutes. */
export interface Tally {
  views: number;
  errorViews: number;
  loadFailures: number;
  vitals: Record<VitalName, Record<number, number>>;
  steps: Record<string, number>;
}

export const emptyTally = (): Tally => ({
  views: 0,
  errorViews: 0,
  loadFailures: 0,
  vitals: { lcp: {}, cls: {}, inp: {}, ttfb: {} },
  steps: {},
});

const VITAL_OF_SERIES = new Map<string, VitalName>(VITAL_NAMES.map((name) => [SERIES.vital(name), name]));
const STEP_PREFIX = SERIES.step('');

/** Adds rows to a tally (in place) and returns it. */
export function tally(rows: Iterable<CountRow>, into: Tally = emptyTally()): Tally {
  for (const row of rows) {
    const count = Number(row.count);
    if (row.series === SERIES.views) into.views += count;
    else if (row.series === SERIES.errorViews) into.errorViews += count;
    else if (row.series === SERIES.loadFailures) into.loadFailures += count;
    else if (row.series.startsWith(STEP_PREFIX)) {
      const step = row.series.slice(STEP_PREFIX.length);
      into.steps[step] = (into.steps[step] ?? 0) + count;
    } else {
      const vital = VITAL_OF_SERIES.get(row.series);
      if (vital) into.vitals[vital][row.bucket] = (into.vitals[vital][row.bucket] ?? 0) + count;
    }
  }
  return into;
}

/** The remote's conversion in a tally (reached of the views at its step), or null for a remote without one. */
export function conversionOf(remote: RemoteName, counts: Tally) {
  const funnel = CONVERSION_OF_REMOTE[remote];
  if (!funnel) return null;
  const of = counts.steps[funnel.from] ?? 0;
  // A visitor may arrive at the next step without the first counted (a bookmark): never above 1.
  const reached = Math.min(counts.steps[funnel.to] ?? 0, of);
  return { ...funnel, reached, of, rate: of > 0 ? reached / of : null };
}

export function figuresOf(remote: RemoteName, counts: Tally): HealthFigures {
  const vitals = Object.fromEntries(
    VITAL_NAMES.map((name) => {
      const histogram: Histogram = counts.vitals[name];
      return [name, { p75: quantileOf(name, histogram, 0.75), count: countOf(histogram) }];
    }),
  ) as HealthFigures['vitals'];
  return {
    views: counts.views,
    errorViews: counts.errorViews,
    errorRate: counts.views > 0 ? Math.min(1, counts.errorViews / counts.views) : null,
    loadFailures: counts.loadFailures,
    vitals,
    conversion: conversionOf(remote, counts),
  };
}

/**
 * Points every `bucketMinutes` from `from` (inclusive) to `to` (exclusive), empty minutes
 * included, and the totals over all of them.
 */
export function healthSeries(
  remote: RemoteName,
  rows: readonly CountRow[],
  window: { from: Date; to: Date; bucketMinutes: number },
): { totals: HealthFigures; points: HealthPoint[] } {
  const step = window.bucketMinutes * 60_000;
  const start = Math.floor(window.from.getTime() / step) * step;
  const byPoint = new Map<number, CountRow[]>();
  for (const row of rows) {
    const at = Math.floor(row.slot.getTime() / step) * step;
    const list = byPoint.get(at) ?? [];
    list.push(row);
    byPoint.set(at, list);
  }
  const points: HealthPoint[] = [];
  for (let at = start; at < window.to.getTime(); at += step)
    points.push({ at: new Date(at).toISOString(), ...figuresOf(remote, tally(byPoint.get(at) ?? [])) });
  return { totals: figuresOf(remote, tally(rows)), points };
}
