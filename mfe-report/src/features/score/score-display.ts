// How the IQ part of a report is shown. Beyond the range the test's items measure, the score is
// a bound ("above 127"), never a number the items cannot support
// (docs/decisions/2026-11-23-scale-ends-are-bounds.md); the band and percentile then become bounds too.
import { iqBandOf, type IqBandId, type OrderReport } from '@iq/contracts';
import { percentBelow } from './normal-curve';

type UnlockedIq = Extract<OrderReport['iq'], { locked: false }>;

export type ScoreDisplay =
  | {
      kind: 'exact';
      score: number;
      interval: { low: number; high: number };
      band: IqBandId;
      /** Share of the population below the score, in percent. */
      percentile: number;
    }
  | {
      kind: 'bound';
      direction: 'above' | 'below';
      /** The end of the measurable range the score lies beyond. */
      limit: number;
      /** The band at the limit: the score's band is this one or beyond it. */
      band: IqBandId;
      /** Share of the population below the limit, in percent. */
      percentile: number;
    };

export function scoreDisplay(iq: UnlockedIq): ScoreDisplay {
  if (iq.bound) {
    const limit = iq.bound === 'above' ? iq.measurable.high : iq.measurable.low;
    return {
      kind: 'bound',
      direction: iq.bound,
      limit,
      band: iqBandOf(limit),
      percentile: percentBelow(limit),
    };
  }
  return {
    kind: 'exact',
    score: iq.score,
    interval: iq.interval90,
    band: iq.band,
    percentile: iq.percentile,
  };
}

/**
 * A percentage for display: whole numbers in the middle, one decimal near the ends (99.6 %, not
 * 100 %; 0.4 %, not 0 %), never 0 or 100 for a share that is neither.
 */
export function displayPercent(percent: number, locale: string): string {
  const clamped = Math.min(99.9, Math.max(0.1, percent));
  const nearEnd = clamped > 99 || clamped < 1;
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: nearEnd ? 1 : 0,
    minimumFractionDigits: 0,
  }).format(nearEnd ? Math.round(clamped * 10) / 10 : Math.round(clamped));
}
