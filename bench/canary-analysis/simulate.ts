// bench/canary-analysis (issue 41): the canary analysis (judgeStep) driven as the job drives it,
// over synthetic canaries whose truth is known, to measure how often it rolls back a healthy
// build and how often it promotes a real regression.
//
// Budgets: false rollbacks (healthy canaries rolled back) ≤ 5 %; missed regressions (regressions
// beyond their gate's tolerance that got promoted) ≤ 10 %. Exit 1 when either is broken.
//
// Each canary has its own live traffic (a landing remote: every view is at its funnel step):
// error rate 0.3–0.8 %, LCP lognormal with p75 1.2–2 s, CLS 0 on 55–70 % of views and lognormal
// (median 0.02–0.05) on the rest, INP lognormal with median 120–180 ms, conversion 30–40 %; 80 %
// of views carry LCP and CLS (a document's first page), 55 % INP (an interaction). Half the
// canaries are healthy (the live build's distributions); half carry one regression, a sixth of
// them inside the tolerance (not counted as missed when promoted). Traffic arrives 50 visits a
// look, the canary serves its share of them, judgeStep runs after every look; a step-up starts
// the next share on fresh samples of both builds; 100 % is promotion. Seeded: every run prints
// the same. `--min-sample=N` runs the same canaries with another minSample.
// Run: npm run bench:canary
import {
  DEFAULT_ANALYSIS,
  judgeStep,
  normalUpperTail,
  type BuildSample,
} from '../../services/gateway/src/registry/domain/canary-analysis';
import { bucketOf } from '../../services/gateway/src/registry/domain/vital-buckets';
import { mixSeed, mulberry32, type Rng } from '../../services/exam/src/domain/matrices/random';
import type { AnalysisConfig } from '@iq/contracts';

const FALSE_ROLLBACK_BUDGET = 0.05;
const MISSED_REGRESSION_BUDGET = 0.1;
const CANARIES = 1000;
const SEED = 41;
const VISITS_PER_LOOK = 50;
/** A canary still undecided after this many looks is stopped (counted, neither promoted nor rolled back). */
const MAX_LOOKS = 5000;
const VITALS_SHARE = 0.8;
const INP_SHARE = 0.55;
/** z of the 75th percentile: a lognormal's p75 is e^(μ + 0.674σ). */
const Z75 = 0.6744897501960817;

const minSampleArg = process.argv.find((arg) => arg.startsWith('--min-sample='));
const CONFIG: AnalysisConfig = minSampleArg
  ? { ...DEFAULT_ANALYSIS, minSample: Number(minSampleArg.split('=')[1]) }
  : DEFAULT_ANALYSIS;

/** One build's traffic. */
interface Traffic {
  errorRate: number;
  lcpMu: number;
  lcpSigma: number;
  clsZero: number;
  clsMu: number;
  clsSigma: number;
  /** A layout shift the build adds: on `share` of views, `add` more CLS. */
  clsShift: { share: number; add: number };
  inpMu: number;
  inpSigma: number;
  conversion: number;
}

type Kind = 'errorRate' | 'lcp' | 'cls' | 'inp' | 'conversion';
const KINDS: readonly Kind[] = ['errorRate', 'lcp', 'cls', 'inp', 'conversion'];

interface Regression {
  kind: Kind;
  /** The size as drawn: pp for the rates, a factor for LCP and INP, the added CLS. */
  size: number;
  /** Where in its range (0 = smallest), for the table by size. */
  position: number;
  /** Beyond its gate's tolerance, by the true distributions: promoting it is a miss. */
  beyond: boolean;
}

const uniform = (rng: Rng, lo: number, hi: number) => lo + rng() * (hi - lo);

/** Standard normal by Box–Muller (one of the pair). */
function normal(rng: Rng): number {
  return Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
}

function liveTraffic(rng: Rng): Traffic {
  const lcpSigma = uniform(rng, 0.35, 0.55);
  return {
    errorRate: uniform(rng, 0.003, 0.008),
    lcpMu: Math.log(uniform(rng, 1200, 2000)) - Z75 * lcpSigma,
    lcpSigma,
    clsZero: uniform(rng, 0.55, 0.7),
    clsMu: Math.log(uniform(rng, 0.02, 0.05)),
    clsSigma: 1,
    clsShift: { share: 0, add: 0 },
    inpMu: Math.log(uniform(rng, 120, 180)),
    inpSigma: 0.6,
    conversion: uniform(rng, 0.3, 0.4),
  };
}

/** P(CLS ≤ x) of a build. */
function clsCdf(t: Traffic, x: number): number {
  const base = (y: number) =>
    y < 0
      ? 0
      : y === 0
        ? t.clsZero
        : t.clsZero + (1 - t.clsZero) * (1 - normalUpperTail((Math.log(y) - t.clsMu) / t.clsSigma));
  const { share, add } = t.clsShift;
  return (1 - share) * base(x) + share * base(x - add);
}

/** The true CLS p75 of a build (bisection on its distribution). */
function clsP75(t: Traffic): number {
  if (clsCdf(t, 0) >= 0.75) return 0;
  let lo = 0;
  let hi = 10;
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2;
    if (clsCdf(t, mid) >= 0.75) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** A regressed copy of live: the kind, its size in or beyond the gate's tolerance. */
function regress(
  rng: Rng,
  live: Traffic,
  kind: Kind,
  inside: boolean,
): { traffic: Traffic; regression: Regression } {
  const tolerance = CONFIG.gates;
  const [lo, hi] = {
    errorRate: inside ? [0.2, 0.8] : [2, 30],
    lcp: inside ? [1.05, 1.15] : [1.3, 3],
    cls: inside ? [0.001, 0.004] : [0.1, 0.3],
    inp: inside ? [1.05, 1.2] : [1.5, 3],
    conversion: inside ? [1, 4] : [5, 30],
  }[kind] as [number, number];
  const position = rng();
  const size = lo + position * (hi - lo);
  const traffic = { ...live };
  let beyond: boolean;
  if (kind === 'errorRate') {
    traffic.errorRate = live.errorRate + size / 100;
    beyond = size > tolerance.errorRate!;
  } else if (kind === 'lcp') {
    traffic.lcpMu = live.lcpMu + Math.log(size);
    beyond = size > 1 + tolerance.lcpP75!;
  } else if (kind === 'inp') {
    traffic.inpMu = live.inpMu + Math.log(size);
    beyond = size > 1 + tolerance.inpP75!;
  } else if (kind === 'conversion') {
    traffic.conversion = live.conversion - size / 100;
    beyond = size > tolerance.conversion!;
  } else {
    // Inside: a tiny shift on every view; beyond: a visible one on 30–100 % of views.
    traffic.clsShift = { share: inside ? 1 : uniform(rng, 0.3, 1), add: size };
    // The gate's own threshold (its 0.01 floor included) on the true p75s.
    beyond = clsP75(traffic) > Math.max(clsP75(live) * (1 + tolerance.clsP75!), 0.01);
  }
  return { traffic, regression: { kind, size, position, beyond } };
}

function emptySample(conversion: boolean): BuildSample {
  return {
    views: 0,
    errorViews: 0,
    vitals: { lcp: {}, cls: {}, inp: {}, ttfb: {} },
    conversion: conversion ? { reached: 0, of: 0 } : null,
  };
}

function count(histogram: Record<number, number>, bucket: number): void {
  histogram[bucket] = (histogram[bucket] ?? 0) + 1;
}

/** One page view of a build, added to its sample. */
function visit(rng: Rng, t: Traffic, sample: BuildSample): void {
  sample.views++;
  if (rng() < t.errorRate) sample.errorViews++;
  const vitals = sample.vitals as Record<string, Record<number, number>>;
  if (rng() < VITALS_SHARE) {
    count(vitals.lcp!, bucketOf('lcp', Math.exp(t.lcpMu + t.lcpSigma * normal(rng))));
    let cls = rng() < t.clsZero ? 0 : Math.exp(t.clsMu + t.clsSigma * normal(rng));
    if (rng() < t.clsShift.share) cls += t.clsShift.add;
    count(vitals.cls!, bucketOf('cls', cls));
  }
  if (rng() < INP_SHARE) count(vitals.inp!, bucketOf('inp', Math.exp(t.inpMu + t.inpSigma * normal(rng))));
  const conversion = sample.conversion!;
  conversion.of++;
  if (rng() < t.conversion) conversion.reached++;
}

interface Run {
  outcome: 'promoted' | 'rolled-back' | 'stopped';
  visits: number;
  /** The gates that failed at a rollback. */
  failed: string[];
}

/** A canary driven through the steps as the job drives it. */
function runCanary(rng: Rng, live: Traffic, canary: Traffic): Run {
  let stepIndex = 0;
  let canarySample = emptySample(true);
  let liveSample = emptySample(true);
  let visits = 0;
  for (let look = 0; look < MAX_LOOKS; look++) {
    const share = CONFIG.steps[stepIndex]! / 100;
    for (let i = 0; i < VISITS_PER_LOOK; i++) {
      if (rng() < share) visit(rng, canary, canarySample);
      else visit(rng, live, liveSample);
    }
    visits += VISITS_PER_LOOK;
    const judgement = judgeStep(CONFIG, canarySample, liveSample);
    if (judgement.decision === 'rollback')
      return {
        outcome: 'rolled-back',
        visits,
        failed: judgement.gates.filter((g) => g.outcome === 'fail').map((g) => g.gate),
      };
    if (judgement.decision === 'step-up') {
      stepIndex++;
      if (CONFIG.steps[stepIndex] === 100) return { outcome: 'promoted', visits, failed: [] };
      canarySample = emptySample(true);
      liveSample = emptySample(true);
    }
  }
  return { outcome: 'stopped', visits, failed: [] };
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

interface Result {
  regression: Regression | null;
  run: Run;
}

const started = Date.now();
const results: Result[] = [];
for (let i = 0; i < CANARIES; i++) {
  const rng = mulberry32(mixSeed(SEED, i));
  const live = liveTraffic(rng);
  if (i % 2 === 0) {
    results.push({ regression: null, run: runCanary(rng, live, { ...live }) });
    continue;
  }
  // Regressions: the kinds in turn; every sixth of them inside its tolerance.
  const r = (i - 1) / 2;
  const { traffic, regression } = regress(
    rng,
    live,
    KINDS[r % KINDS.length]!,
    Math.floor(r / KINDS.length) % 6 === 5,
  );
  results.push({ regression, run: runCanary(rng, live, traffic) });
}
const seconds = (Date.now() - started) / 1000;

const pct = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : '–');
const rows: string[][] = [];
function row(label: string, group: Result[]): void {
  const decided = group.filter((g) => g.run.outcome !== 'stopped').map((g) => g.run.visits);
  rows.push([
    label,
    String(group.length),
    pct(group.filter((g) => g.run.outcome === 'rolled-back').length, group.length),
    pct(group.filter((g) => g.run.outcome === 'promoted').length, group.length),
    String(group.filter((g) => g.run.outcome === 'stopped').length),
    String(median(decided) ?? '–'),
  ]);
}
const healthy = results.filter((r) => r.regression === null);
const beyond = results.filter((r) => r.regression?.beyond);
const inside = results.filter((r) => r.regression && !r.regression.beyond);
row('healthy', healthy);
for (const kind of KINDS) {
  row(
    `${kind} beyond tolerance`,
    beyond.filter((r) => r.regression!.kind === kind),
  );
  row(
    `${kind} inside tolerance`,
    inside.filter((r) => r.regression!.kind === kind),
  );
}
row('all regressions beyond tolerance', beyond);

function printTable(header: string[], body: string[][]): void {
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((r) => r[c]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const r of body) console.log(line(r));
}

const { gates, minSample, steps, alpha } = CONFIG;
console.log(
  `Canary analysis: ${CANARIES} canaries (seed ${SEED}), ${VISITS_PER_LOOK} visits a look, ` +
    `steps ${steps.join(' → ')} %, minSample ${minSample}, alpha ${alpha}, ` +
    `tolerances ${Object.entries(gates)
      .map(([g, t]) => `${g} ${t}`)
      .join(', ')}\n`,
);
printTable(['canaries', 'n', 'rolled back', 'promoted', 'stopped', 'median visits to decision'], rows);

// How missing depends on the size of a regression: each kind's range in thirds.
const bySize: string[][] = [];
const ranges: Record<Kind, string[]> = {
  errorRate: ['+2–11 pp', '+11–21 pp', '+21–30 pp'],
  lcp: ['×1.3–1.87', '×1.87–2.43', '×2.43–3'],
  cls: ['+0.1–0.17', '+0.17–0.23', '+0.23–0.3'],
  inp: ['×1.5–2', '×2–2.5', '×2.5–3'],
  conversion: ['−5–13 pp', '−13–22 pp', '−22–30 pp'],
};
for (const kind of KINDS)
  bySize.push([
    kind,
    ...[0, 1, 2].map((third) => {
      const group = beyond.filter(
        (r) => r.regression!.kind === kind && Math.min(2, Math.floor(r.regression!.position * 3)) === third,
      );
      return `${pct(group.filter((g) => g.run.outcome === 'promoted').length, group.length)} of ${group.length} (${ranges[kind][third]})`;
    }),
  ]);
console.log('\nMissed (promoted) by size, regressions beyond tolerance, each range in thirds:\n');
printTable(['kind', 'smallest third', 'middle third', 'largest third'], bySize);

const failedGates = new Map<string, number>();
for (const r of healthy)
  for (const gate of r.run.failed) failedGates.set(gate, (failedGates.get(gate) ?? 0) + 1);

const falseRollbacks = healthy.filter((r) => r.run.outcome === 'rolled-back').length / healthy.length;
const missed = beyond.filter((r) => r.run.outcome === 'promoted').length / beyond.length;
console.log(
  `\nFalse rollbacks: ${pct(falseRollbacks, 1)} of ${healthy.length} healthy canaries ` +
    `(budget ≤ ${pct(FALSE_ROLLBACK_BUDGET, 1)}; gates that failed: ` +
    `${[...failedGates].map(([g, n]) => `${g} ${n}`).join(', ') || 'none'})`,
);
console.log(
  `Missed regressions: ${pct(missed, 1)} of ${beyond.length} beyond tolerance ` +
    `(budget ≤ ${pct(MISSED_REGRESSION_BUDGET, 1)})`,
);
console.log(`(${seconds.toFixed(1)} s)`);
if (falseRollbacks > FALSE_ROLLBACK_BUDGET || missed > MISSED_REGRESSION_BUDGET) {
  console.log('Budget broken.');
  process.exitCode = 1;
}
