// Scores a confirmed exam: θ by EAP, IQ with its 95 % band, percentile, band, indicators, and
// the range of IQ the test's items measure precisely; beyond it a score is a bound ("> 127").
import { iqBandOf, type IqBandId } from '@iq/contracts';
import type { ItemParameters } from '../matrices';
import { THETA_GRID, eapEstimate, normalCdf, testInformation } from './irt';
import { detectGuessing, type GuessingVerdict } from './guessing';
import { indicatorLevels, type IndicatorId, type IndicatorValue } from './indicators';

export interface ScoredResponse {
  /** null = unanswered, counts as wrong */
  correct: boolean | null;
  seconds: number | null;
  irt: ItemParameters;
  level: number;
  rules: number;
  components: number;
  /** Displayed position (0–5) of the chosen option, for the positional-pattern check. */
  position?: number | null;
}

export interface ExamScore {
  theta: number;
  se: number;
  iq: number;
  iqLow: number;
  iqHigh: number;
  percentile: number;
  band: IqBandId;
  /** null: not measured on these answers (too few, or guessing likely). */
  indicators: Record<IndicatorId, IndicatorValue>;
  /** Issue 36: the sheet looks like guessing or pattern clicking; the score cannot be trusted. */
  guessing: GuessingVerdict;
  /** IQ range over which this test's items measure to within MAX_SE (issue 6). */
  measurable: { low: number; high: number };
  /** Where the estimate lies beyond the measurable range: report "> high" or "< low", not a number. */
  bound: 'above' | 'below' | null;
}

/**
 * Largest standard error (θ units) at which a score counts as measured: 0.6 is 9 IQ points, a
 * 90 % interval of about ±15. Beyond the θ where the items' information falls below 1 / 0.6²,
 * thirty items say too little to put a number on a score (issue 6).
 */
export const MAX_SE = 0.6;

/** The θ interval where the test information is at least 1 / MAX_SE² (ends of the scoring grid). */
export function measurableRange(items: readonly ItemParameters[]): { low: number; high: number } {
  const enough = THETA_GRID.filter((theta) => testInformation(items, theta) >= 1 / (MAX_SE * MAX_SE));
  if (enough.length === 0) return { low: 0, high: 0 };
  return { low: enough[0] as number, high: enough[enough.length - 1] as number };
}

/**
 * IQ is capped to 40..160: the θ grid ends at ±4, so nothing beyond 100 ± 60 is estimable.
 * The spec's genius band (> 145, θ > 3) stays inside the cap and is reached by a perfect or
 * near-perfect sheet on a full 30-item test.
 */
export const IQ_MIN = 40;
export const IQ_MAX = 160;
/** Percentiles are shown to one decimal and never as 0 or 100. */
export const PERCENTILE_MIN = 0.1;
export const PERCENTILE_MAX = 99.9;

/** IQ = 100 + 15θ, rounded, within the cap. */
export function iqFromTheta(theta: number): number {
  return Math.min(IQ_MAX, Math.max(IQ_MIN, Math.round(100 + 15 * theta)));
}

/** Share of the population below θ, in percent to one decimal, never shown as 0 or 100. */
export function percentileFromTheta(theta: number): number {
  const percentile = Math.round(normalCdf(theta) * 1000) / 10;
  return Math.min(PERCENTILE_MAX, Math.max(PERCENTILE_MIN, percentile));
}

export function scoreExam(responses: ScoredResponse[], options: { timeLimitSeconds: number }): ExamScore {
  if (!(options.timeLimitSeconds > 0) || !Number.isFinite(options.timeLimitSeconds)) {
    throw new RangeError(`timeLimitSeconds must be a positive number, got ${options.timeLimitSeconds}`);
  }
  const items = responses.map((r) => r.irt);
  const { theta, se } = eapEstimate(
    items,
    responses.map((r) => r.correct === true),
  );
  const iq = iqFromTheta(theta);
  const range = measurableRange(items);
  const guessing = detectGuessing(responses, theta);
  return {
    theta,
    se,
    iq,
    // 95 % band: ±1.96 posterior SD on the θ scale, mapped and capped like the score.
    iqLow: iqFromTheta(theta - 1.96 * se),
    iqHigh: iqFromTheta(theta + 1.96 * se),
    percentile: percentileFromTheta(theta),
    band: iqBandOf(iq),
    indicators: indicatorLevels(responses, theta, options.timeLimitSeconds, { guessing: guessing.likely }),
    guessing,
    measurable: { low: iqFromTheta(range.low), high: iqFromTheta(range.high) },
    bound: theta > range.high ? 'above' : theta < range.low ? 'below' : null,
  };
}
