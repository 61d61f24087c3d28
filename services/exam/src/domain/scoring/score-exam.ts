// Scores a confirmed exam: θ by EAP, IQ with its 95 % band, percentile, band, indicators.
import { iqBandOf, type IqBandId } from '@iq/contracts';
import type { ItemParameters } from '../matrices';
import { eapEstimate, normalCdf } from './irt';
import { indicatorLevels, type IndicatorId, type IndicatorLevel } from './indicators';

export interface ScoredResponse {
  /** null = unanswered, counts as wrong */
  correct: boolean | null;
  seconds: number | null;
  irt: ItemParameters;
  level: number;
  rules: number;
  components: number;
}

export interface ExamScore {
  theta: number;
  se: number;
  iq: number;
  iqLow: number;
  iqHigh: number;
  percentile: number;
  band: IqBandId;
  indicators: Record<IndicatorId, IndicatorLevel>;
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
  const { theta, se } = eapEstimate(
    responses.map((r) => r.irt),
    responses.map((r) => r.correct === true),
  );
  const iq = iqFromTheta(theta);
  return {
    theta,
    se,
    iq,
    // 95 % band: ±1.96 posterior SD on the θ scale, mapped and capped like the score.
    iqLow: iqFromTheta(theta - 1.96 * se),
    iqHigh: iqFromTheta(theta + 1.96 * se),
    percentile: percentileFromTheta(theta),
    band: iqBandOf(iq),
    indicators: indicatorLevels(responses, theta, options.timeLimitSeconds),
  };
}
