// Canary analysis (issue 41): from a canary build's and the live build's real-user counts over one
// step's minutes, whether the job steps the canary's share up, rolls it back or waits. Pure: the
// job reads the counts, moves the share and writes these gate results to the audit log.
//
// Every gate tests H1 "the canary is worse than live by more than its tolerance t", one-sided
// (docs/canary-analysis.md):
// - errorRate: Farrington–Manning score test of H0 p_canary − p_live ≤ t (the pooled z-test, its
//   variance at the likeliest rates under H0); errors are rare, so the p-value is the larger of it
//   and a conditional binomial test (excessRareRateP).
// - conversion: the score test on the views that did not convert (canary < live − t).
// - lcpP75, clsP75, inpP75: T = live p75 (its upper 99 % bound) × (1 + t); under H0 a canary value
//   is above T with probability ≤ 1/4, so p = P(X ≥ k | n, 1/4), exact, for k of n values above T.
// Decision (Haybittle–Peto, so the job's repeated looks do not inflate false rollbacks): before both
// builds have minSample views a gate fails only at p < EARLY_ALPHA, else waits; from then on at
// p < alpha / (gates judged) (Bonferroni) or p < EARLY_ALPHA; any fail rolls back, all pass steps up.
import {
  ANALYSIS_GATES,
  type AnalysisConfig,
  type AnalysisGate,
  type GateResult,
  type VitalName,
} from '@iq/contracts';
import { countAbove, countOf, quantileOf, type Histogram } from './vital-buckets';

/** One build's counts over the step's minutes (the sum of its per-minute rows). */
export interface BuildSample {
  views: number;
  /** Views with an uncaught error from this build's code. */
  errorViews: number;
  vitals: Record<VitalName, Histogram>;
  /** Views at the remote's funnel step and how many reached the next; null: the remote has none. */
  conversion: { reached: number; of: number } | null;
}

export interface StepJudgement {
  decision: 'step-up' | 'rollback' | 'wait';
  /** One per configured gate, in ANALYSIS_GATES order. */
  gates: GateResult[];
  /** One sentence with the numbers, for the audit log. */
  reason: string;
}

/** The early boundary: before minSample views each, only p below this fails a gate. */
export const EARLY_ALPHA = 0.001;

/** minSample 400, not 200: at 200 a step misses too many conversion drops (bench/canary-analysis). */
export const DEFAULT_ANALYSIS: AnalysisConfig = {
  gates: { errorRate: 1, lcpP75: 0.2, clsP75: 0.25, inpP75: 0.25, conversion: 5 },
  minSample: 400,
  steps: [5, 25, 50, 100],
  alpha: 0.01,
};

/** Above these a gate no longer guards anything (pp for the rates, a ratio for the p75s). */
const MAX_TOLERANCE: Record<AnalysisGate, number> = {
  errorRate: 50,
  conversion: 50,
  lcpP75: 5,
  clsP75: 5,
  inpP75: 5,
};

/** Why a config cannot run (empty: it can); POST /admin/api/analysis answers these. */
export function analysisConfigProblems(config: AnalysisConfig): string[] {
  const problems: string[] = [];
  const { steps, gates, minSample, alpha } = config;
  if (!Array.isArray(steps) || steps.length === 0) problems.push('steps: at least one share is needed');
  else {
    if (steps.some((step) => !Number.isInteger(step) || step < 1 || step > 100))
      problems.push('steps: each share is a whole percentage from 1 to 100');
    if (steps.some((step, i) => i > 0 && step <= steps[i - 1]!)) problems.push('steps: shares must increase');
    if (steps[steps.length - 1] !== 100) problems.push('steps: the last share must be 100 (promotion)');
    // A canary is judged at each share below 100: [100] alone would promote it unjudged.
    if (!steps.some((step) => step < 100)) problems.push('steps: at least one share below 100 is needed');
  }
  const configured = Object.entries(gates ?? {}).filter(([, tolerance]) => tolerance !== undefined);
  if (configured.length === 0) problems.push('gates: at least one gate is needed');
  for (const [gate, tolerance] of configured) {
    if (!(ANALYSIS_GATES as readonly string[]).includes(gate)) {
      problems.push(`gates: unknown gate ${gate}`);
      continue;
    }
    const max = MAX_TOLERANCE[gate as AnalysisGate];
    if (typeof tolerance !== 'number' || !Number.isFinite(tolerance) || tolerance < 0 || tolerance > max)
      problems.push(`gates: ${gate}'s tolerance must be from 0 to ${max}`);
  }
  if (!Number.isInteger(minSample) || minSample < 10)
    problems.push('minSample: a whole number of at least 10');
  if (typeof alpha !== 'number' || !(alpha > 0 && alpha < 0.5)) problems.push('alpha: between 0 and 0.5');
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Distributions

/** ln Γ(x) for x > 0 (Lanczos, g = 7: about 15 significant digits). */
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** P(Z > z) for a standard normal Z (erfc by Chebyshev fit: relative error < 1.2e-7). */
export function normalUpperTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const erfc =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

/**
 * P(X ≥ k) for X ~ Binomial(n, p), exact: the terms are summed in log space from k away from the
 * mode (or the other tail from k − 1, subtracted from 1), until they no longer change the sum.
 */
export function binomialUpperTail(k: number, n: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n || p <= 0) return 0;
  if (p >= 1) return 1;
  const upper = k > n * p;
  const start = upper ? k : k - 1;
  const logStart =
    logGamma(n + 1) -
    logGamma(start + 1) -
    logGamma(n - start + 1) +
    start * Math.log(p) +
    (n - start) * Math.log1p(-p);
  const odds = p / (1 - p);
  let term = 1;
  let sum = 1;
  for (let j = start; upper ? j < n : j > 0; upper ? j++ : j--) {
    term *= upper ? ((n - j) / (j + 1)) * odds : j / (n - j + 1) / odds;
    sum += term;
    if (term < sum * 1e-17) break;
  }
  const tail = Math.exp(logStart + Math.log(sum));
  return upper ? Math.min(1, tail) : Math.max(0, 1 - tail);
}

/** A count of events among trials. */
interface Tally {
  x: number;
  n: number;
}

/**
 * The rates (p₁, p₂) = (p₂ + d, p₂) most likely to give both tallies: the log-likelihood is
 * concave in p₂, so its derivative is bisected to zero (the Farrington–Manning restricted MLE).
 */
function ratesUnderMargin(one: Tally, two: Tally, d: number): [number, number] {
  const slope = (x: number, n: number, p: number) =>
    (x === 0 ? 0 : x / p) - (n - x === 0 ? 0 : (n - x) / (1 - p));
  let lo = Math.max(0, -d);
  let hi = Math.min(1, 1 - d);
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (slope(one.x, one.n, mid + d) + slope(two.x, two.n, mid) > 0) lo = mid;
    else hi = mid;
  }
  const p2 = (lo + hi) / 2;
  return [p2 + d, p2];
}

/**
 * One-sided p-value of H1: rate(worse) − rate(base) > margin by the Farrington–Manning score test:
 * the pooled z-test with its variance taken at the rates most likely under H0 (for margin 0, the
 * pooled rate). Its normal tail fits counts that are not rare: the conversion gate's.
 */
export function excessRateP(worse: Tally, base: Tally, margin: number): number {
  const [p1, p2] = ratesUnderMargin(worse, base, margin);
  const excess = worse.x / worse.n - base.x / base.n - margin;
  const variance = (p1 * (1 - p1)) / worse.n + (p2 * (1 - p2)) / base.n;
  if (variance <= 0) return excess > 0 ? 0 : 1;
  return normalUpperTail(excess / Math.sqrt(variance));
}

/**
 * The same H1 for rare events (errors): the normal tail is far too thin for a few errors in a few
 * views (1 in 3 would read p ≈ 10⁻⁵), so the p-value is the larger of the score test's and the
 * conditional binomial test's: given all T errors of both builds, the canary's share of them is
 * Binomial(T, n₁p₁ / (n₁p₁ + n₂p₂)) at the rates under H0 (for margin 0, the exact conditional test
 * of two Poisson rates; it leans conservative when events are not rare).
 */
export function excessRareRateP(worse: Tally, base: Tally, margin: number): number {
  const [p1, p2] = ratesUnderMargin(worse, base, margin);
  const expected = worse.n * p1 + base.n * p2;
  const conditional =
    expected > 0 ? binomialUpperTail(worse.x, worse.x + base.x, (worse.n * p1) / expected) : 1;
  return Math.max(excessRateP(worse, base, margin), conditional);
}

// ---------------------------------------------------------------------------------------------
// Gates

/** The vital each p75 gate reads. */
const VITAL_OF: Partial<Record<AnalysisGate, VitalName>> = { lcpP75: 'lcp', clsP75: 'cls', inpP75: 'inp' };
/**
 * The lowest threshold a p75 gate uses: when more than 3/4 of live's views have no layout shift its
 * CLS p75 is 0, and any shift on a quarter of the canary's pages would read as a regression; below
 * 0.01 (a tenth of web.dev's "good" bound) no shift is visible.
 */
const THRESHOLD_FLOOR: Record<VitalName, number> = { lcp: 0, cls: 0.01, inp: 0, ttfb: 0 };

/**
 * The live p75 a p75 gate's threshold starts from is the distribution-free upper confidence bound
 * (one-sided 99 %): the value at rank n·(0.75 + z·√(0.75·0.25/n)) of live's n values.
 */
export const LIVE_P75_Z = 2.326;

/** A gate's numbers before its outcome is decided. */
interface Measurement {
  gate: AnalysisGate;
  canary: GateResult['canary'];
  live: GateResult['live'];
  /** 'tested': p is the test's; 'few': too few values yet; 'unmeasurable': passes, not judged. */
  state: 'tested' | 'few' | 'unmeasurable';
  p: number | null;
  /** The numbers, without the outcome ("canary 0.5 % (1 of 200 views) vs …"). */
  detail: string;
}

function percent(rate: number | null): string {
  return rate === null ? '–' : `${(rate * 100).toFixed(1)} %`;
}

function formatVital(vital: VitalName, value: number | null): string {
  if (value === null) return '–';
  if (vital === 'cls') return value.toFixed(3);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

/** Two significant digits in plain decimals ("0.62", "0.0031", "0.000012"). */
function decimals(value: number): string {
  return value >= 0.01 ? value.toFixed(2) : value.toFixed(1 - Math.floor(Math.log10(value)));
}

/** A p-value as the audit log reads it: "p = 0.0031", or "p < 0.000001" below that. */
export function formatP(p: number): string {
  return p < 1e-6 ? 'p < 0.000001' : `p = ${decimals(p)}`;
}

function measureErrorRate(tolerance: number, canary: BuildSample, live: BuildSample): Measurement {
  const rate = (s: BuildSample) => (s.views > 0 ? s.errorViews / s.views : null);
  const tested = canary.views > 0 && live.views > 0;
  const p = tested
    ? excessRareRateP(
        { x: canary.errorViews, n: canary.views },
        { x: live.errorViews, n: live.views },
        tolerance / 100,
      )
    : null;
  return {
    gate: 'errorRate',
    canary: { value: rate(canary), count: canary.views },
    live: { value: rate(live), count: live.views },
    state: tested ? 'tested' : 'few',
    p,
    detail:
      `canary ${percent(rate(canary))} (${canary.errorViews} of ${canary.views} views) vs live ` +
      `${percent(rate(live))} (${live.errorViews} of ${live.views}), tolerance +${tolerance} pp`,
  };
}

/** Values a vital or conversion needs on each side before it is tested: a quarter of minSample. */
function valuesNeeded(minSample: number): number {
  return Math.ceil(minSample / 4);
}

/** A measure with too few values: waits, or passes unmeasured once both builds have 2 × minSample views. */
function tooFew(minSample: number, canary: BuildSample, live: BuildSample): 'few' | 'unmeasurable' {
  return canary.views >= 2 * minSample && live.views >= 2 * minSample ? 'unmeasurable' : 'few';
}

function measureConversion(
  tolerance: number,
  minSample: number,
  canary: BuildSample,
  live: BuildSample,
): Measurement {
  const c = canary.conversion;
  const l = live.conversion;
  if (c === null || l === null)
    return {
      gate: 'conversion',
      canary: { value: null, count: c?.of ?? 0 },
      live: { value: null, count: l?.of ?? 0 },
      state: 'unmeasurable',
      p: null,
      detail: 'not measurable: the remote has no conversion',
    };
  const rate = (t: { reached: number; of: number }) => (t.of > 0 ? t.reached / t.of : null);
  const needed = valuesNeeded(minSample);
  const enough = c.of >= needed && l.of >= needed;
  const state = enough ? 'tested' : tooFew(minSample, canary, live);
  const numbers =
    `canary ${percent(rate(c))} (${c.reached} of ${c.of} at its funnel step) vs live ` +
    `${percent(rate(l))} (${l.reached} of ${l.of}), tolerance −${tolerance} pp`;
  return {
    gate: 'conversion',
    canary: { value: rate(c), count: c.of },
    live: { value: rate(l), count: l.of },
    state,
    // Converting less than live − t ⇔ not converting more than live's non-conversion + t.
    p: enough
      ? excessRateP({ x: c.of - c.reached, n: c.of }, { x: l.of - l.reached, n: l.of }, tolerance / 100)
      : null,
    detail:
      state === 'tested'
        ? numbers
        : `${numbers}, ${needed} views at the step needed on each side` +
          (state === 'unmeasurable' ? `, not measured after ${2 * minSample} views each` : ''),
  };
}

function measureP75(
  gate: AnalysisGate,
  vital: VitalName,
  tolerance: number,
  minSample: number,
  canary: BuildSample,
  live: BuildSample,
): Measurement {
  const canaryHistogram = canary.vitals[vital];
  const liveHistogram = live.vitals[vital];
  const n = countOf(canaryHistogram);
  const liveCount = countOf(liveHistogram);
  const canaryP75 = quantileOf(vital, canaryHistogram, 0.75);
  const liveP75 = quantileOf(vital, liveHistogram, 0.75);
  const needed = valuesNeeded(minSample);
  const numbers =
    `canary p75 ${formatVital(vital, canaryP75)} (${n} values) vs live ` +
    `${formatVital(vital, liveP75)} (${liveCount} values)`;
  const result = {
    gate,
    canary: { value: canaryP75, count: n },
    live: { value: liveP75, count: liveCount },
  };
  if (n < needed || liveCount < needed || liveP75 === null) {
    const state = tooFew(minSample, canary, live);
    return {
      ...result,
      state,
      p: null,
      detail:
        `${numbers}, ${needed} values needed on each side` +
        (state === 'unmeasurable' ? `, not measured after ${2 * minSample} views each` : ''),
    };
  }
  // Live's p75 at its upper confidence bound: a live sample that reads low by chance would
  // otherwise make a healthy canary look slow (CLS above all: docs/canary-analysis.md).
  const rank = 0.75 + LIVE_P75_Z * Math.sqrt(0.1875 / liveCount);
  const liveBound = quantileOf(vital, liveHistogram, Math.min(1, rank))!;
  const threshold = Math.max(liveBound * (1 + tolerance), THRESHOLD_FLOOR[vital]);
  const above = countAbove(vital, canaryHistogram, threshold);
  return {
    ...result,
    state: 'tested',
    p: binomialUpperTail(above, n, 0.25),
    detail:
      `${numbers}, threshold ${formatVital(vital, threshold)} ` +
      (threshold > liveBound * (1 + tolerance)
        ? `(the floor), `
        : `(live's p75 bound ${formatVital(vital, liveBound)} +${Math.round(tolerance * 100)} %), `) +
      `${above} of ${n} canary values above it`,
  };
}

const WORD: Record<GateResult['outcome'], string> = { pass: 'held', fail: 'failed', wait: 'waiting' };

/**
 * What the job does at this look: 'rollback' if any gate fails, 'step-up' if all pass, else 'wait'.
 * `config` must have no analysisConfigProblems; the samples are the step's own (both builds, the
 * same minutes since the step began).
 */
export function judgeStep(config: AnalysisConfig, canary: BuildSample, live: BuildSample): StepJudgement {
  const { minSample, alpha } = config;
  const measurements: Measurement[] = [];
  for (const gate of ANALYSIS_GATES) {
    const tolerance = config.gates[gate];
    if (tolerance === undefined) continue;
    const vital = VITAL_OF[gate];
    if (gate === 'errorRate') measurements.push(measureErrorRate(tolerance, canary, live));
    else if (gate === 'conversion') measurements.push(measureConversion(tolerance, minSample, canary, live));
    else if (vital) measurements.push(measureP75(gate, vital, tolerance, minSample, canary, live));
  }

  const early = canary.views < minSample || live.views < minSample;
  const judged = measurements.filter((m) => m.state !== 'unmeasurable').length;
  // A p below the early boundary fails at any look, so a stricter alpha never lets it pass later.
  const level = early ? EARLY_ALPHA : Math.max(alpha / Math.max(judged, 1), EARLY_ALPHA);
  const gates: GateResult[] = measurements.map((m) => {
    let outcome: GateResult['outcome'];
    if (m.state === 'unmeasurable') outcome = 'pass';
    else if (m.state === 'few' || m.p === null) outcome = 'wait';
    else if (m.p < level) outcome = 'fail';
    else outcome = early ? 'wait' : 'pass';
    let detail = m.detail;
    if (m.p !== null) detail += `, ${formatP(m.p)}`;
    if (outcome === 'wait' && m.state === 'tested')
      detail += ` (needs p < ${EARLY_ALPHA} before ${minSample} views each)`;
    return {
      gate: m.gate,
      outcome,
      canary: m.canary,
      live: m.live,
      // The contract's p is null while waiting; the summary keeps the interim p.
      p: outcome === 'wait' ? null : m.p,
      summary: `${m.gate} ${m.state === 'unmeasurable' ? 'held' : WORD[outcome]}: ${detail}`,
    };
  });

  const failed = gates.filter((g) => g.outcome === 'fail');
  if (failed.length > 0)
    return { decision: 'rollback', gates, reason: `${failed.map((g) => g.summary).join('; ')}.` };
  const waiting = gates.filter((g) => g.outcome === 'wait');
  if (waiting.length === 0)
    return {
      decision: 'step-up',
      gates,
      reason:
        `All ${gates.length} gates held (each at p ≥ ${decimals(level)}, alpha ${alpha} over ${judged}): ` +
        `${gates.map((g) => g.summary).join('; ')}.`,
    };
  if (early) {
    const tested = measurements.filter((m) => m.p !== null).sort((a, b) => a.p! - b.p!);
    const lowest = tested[0] ? ` (lowest: ${tested[0].gate} ${formatP(tested[0].p!)})` : '';
    return {
      decision: 'wait',
      gates,
      reason:
        `Waiting for ${minSample} views each (canary ${canary.views}, live ${live.views}); ` +
        `no gate below the early boundary p < ${EARLY_ALPHA}${lowest}.`,
    };
  }
  return {
    decision: 'wait',
    gates,
    reason: `Waiting for values: ${waiting.map((g) => g.summary).join('; ')}.`,
  };
}
