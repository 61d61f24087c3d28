// The IQ scale of the report: the exam service's θ mapped as it maps the score itself
// (services/exam/src/domain/scoring/score-exam.ts: IQ = 100 + 15θ, rounded, within 40–160).
export const IQ_MIN = 40;
export const IQ_MAX = 160;
/** z of a two-sided 90 % interval. */
export const Z90 = 1.645;

export function iqFromTheta(theta: number): number {
  return Math.min(IQ_MAX, Math.max(IQ_MIN, Math.round(100 + 15 * theta)));
}

/** 90 % interval from the posterior standard deviation: θ ± 1.645 se, on the IQ scale. */
export function interval90(theta: number, se: number): { low: number; high: number } {
  return { low: iqFromTheta(theta - Z90 * se), high: iqFromTheta(theta + Z90 * se) };
}
