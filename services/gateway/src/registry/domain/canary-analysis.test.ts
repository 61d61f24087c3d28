// canary-analysis (issue 41): the p-values against other ways of computing them (BigInt sums,
// direct loops, the Farrington–Manning closed form, Simpson's rule, a z-table), then judgeStep on
// the cases the job meets: no views, identical builds, tiny and huge samples, a build that fails
// on every view, the early boundary, Bonferroni, unmeasurable gates; then the config's problems.
import type { AnalysisConfig, VitalName } from '@iq/contracts';
import {
  DEFAULT_ANALYSIS,
  EARLY_ALPHA,
  analysisConfigProblems,
  binomialUpperTail,
  excessRareRateP,
  excessRateP,
  formatP,
  judgeStep,
  normalUpperTail,
  type BuildSample,
} from './canary-analysis';
import { bucketOf } from './vital-buckets';

// ---------------------------------------------------------------------------------------------
// Independent computations

/** P(Z > z) by Simpson's rule over the density from z to z + 40. */
function normalTailBySimpson(z: number): number {
  if (z < 0) return 1 - normalTailBySimpson(-z);
  const steps = 20_000;
  const h = 40 / steps;
  const density = (x: number) => Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI);
  let sum = density(z) + density(z + 40);
  for (let i = 1; i < steps; i++) sum += (i % 2 ? 4 : 2) * density(z + i * h);
  return (sum * h) / 3;
}

/** P(X ≥ k), X ~ Binomial(n, 1/4), exactly: Σ C(n, j)·3^(n−j) / 4^n in BigInt, then to a float. */
function quarterTailExact(k: number, n: number): number {
  let numerator = 0n;
  let choose = 1n; // C(n, j)
  for (let j = 0; j <= n; j++) {
    if (j >= k) numerator += choose * 3n ** BigInt(n - j);
    choose = (choose * BigInt(n - j)) / BigInt(j + 1);
  }
  // Scaled by 2^1000 before dividing, so tails down to 1e-250 keep their digits.
  return Number((numerator << 1000n) / 4n ** BigInt(n)) / 2 ** 1000;
}

/** P(X ≥ k), X ~ Binomial(n, p), by walking every term from j = 0 in log space. */
// Looked up once: the global Math is slow to reach inside Jest's vm context, and this loops 10⁶ times.
const { log, exp } = Math;

function tailByLoop(k: number, n: number, p: number): number {
  if (k <= 0) return 1;
  let logTerm = n * log(1 - p);
  // Running log-sum-exp over the terms j ≥ k.
  let top = -Infinity;
  let sum = 0;
  for (let j = 0; j <= n; j++) {
    if (j >= k) {
      if (logTerm > top) {
        sum = sum * exp(top - logTerm) + 1;
        top = logTerm;
      } else sum += exp(logTerm - top);
    }
    logTerm += log((n - j) / (j + 1)) + log(p / (1 - p));
  }
  return exp(top) * sum;
}

/** Farrington & Manning (1990): the rates under H0 p₁ − p₂ = d, by their closed form. */
function farringtonManningRates(x1: number, n1: number, x2: number, n2: number, d: number): [number, number] {
  const [r1, r2, theta] = [x1 / n1, x2 / n2, n2 / n1];
  const a = 1 + theta;
  const b = -(1 + theta + r1 + theta * r2 + d * (theta + 2));
  const c = d * d + d * (2 * r1 + theta + 1) + r1 + theta * r2;
  const e = -r1 * d * (1 + d);
  const v = b ** 3 / (27 * a ** 3) - (b * c) / (6 * a * a) + e / (2 * a);
  const u = Math.sign(v) * Math.sqrt((b * b) / (9 * a * a) - c / (3 * a));
  const w = (Math.PI + Math.acos(Math.min(1, Math.max(-1, v / u ** 3)))) / 3;
  const p1 = 2 * u * Math.cos(w) - b / (3 * a);
  return [p1, p1 - d];
}

/** The Farrington–Manning score test's p, by the closed form and Simpson's rule. */
function expectedScoreP(x1: number, n1: number, x2: number, n2: number, d: number): number {
  const [p1, p2] = farringtonManningRates(x1, n1, x2, n2, d);
  return normalTailBySimpson(
    (x1 / n1 - x2 / n2 - d) / Math.sqrt((p1 * (1 - p1)) / n1 + (p2 * (1 - p2)) / n2),
  );
}

/** excessRareRateP the independent way: max(score test, conditional binomial tail by loop). */
function expectedRareP(x1: number, n1: number, x2: number, n2: number, d: number): number {
  const [p1, p2] = farringtonManningRates(x1, n1, x2, n2, d);
  return Math.max(
    expectedScoreP(x1, n1, x2, n2, d),
    tailByLoop(x1, x1 + x2, (n1 * p1) / (n1 * p1 + n2 * p2)),
  );
}

/** Fisher's exact test, one-sided: P(canary has ≥ x1 of the x1 + x2 events | both margins). */
function fisherP(x1: number, n1: number, x2: number, n2: number): number {
  const logFactorial = [0];
  for (let i = 1; i <= n1 + n2; i++) logFactorial.push(logFactorial[i - 1]! + Math.log(i));
  const logChoose = (n: number, k: number) => logFactorial[n]! - logFactorial[k]! - logFactorial[n - k]!;
  const events = x1 + x2;
  let p = 0;
  for (let k = x1; k <= Math.min(events, n1); k++)
    p += Math.exp(logChoose(n1, k) + logChoose(n2, events - k) - logChoose(n1 + n2, events));
  return p;
}

// ---------------------------------------------------------------------------------------------
// Samples

function histogramOf(vital: VitalName, values: readonly number[]): Record<number, number> {
  const histogram: Record<number, number> = {};
  for (const value of values)
    histogram[bucketOf(vital, value)] = (histogram[bucketOf(vital, value)] ?? 0) + 1;
  return histogram;
}

/** n values spread evenly (geometrically) from `from` to `to`. */
function spread(n: number, from: number, to: number): number[] {
  return Array.from({ length: n }, (_, i) => from * (to / from) ** (n > 1 ? i / (n - 1) : 0));
}

interface SampleSpec {
  views: number;
  errorViews?: number;
  lcp?: number[];
  cls?: number[];
  inp?: number[];
  conversion?: { reached: number; of: number } | null;
}
function sample({
  views,
  errorViews = 0,
  lcp = [],
  cls = [],
  inp = [],
  conversion = null,
}: SampleSpec): BuildSample {
  return {
    views,
    errorViews,
    vitals: {
      lcp: histogramOf('lcp', lcp),
      cls: histogramOf('cls', cls),
      inp: histogramOf('inp', inp),
      ttfb: {},
    },
    conversion,
  };
}

/** A healthy landing build with n views: 0.5 % errors, LCP 0.9–3 s, CLS 0 on 60 %, INP 60–600 ms, 35 % conversion. */
function healthy(n: number, scale: { lcp?: number; inp?: number } = {}): SampleSpec {
  const withVitals = Math.round(n * 0.8);
  const zeros = Math.round(withVitals * 0.6);
  return {
    views: n,
    errorViews: Math.round(n * 0.005),
    lcp: spread(withVitals, 900 * (scale.lcp ?? 1), 3000 * (scale.lcp ?? 1)),
    cls: [...Array<number>(zeros).fill(0), ...spread(withVitals - zeros, 0.001, 0.3)],
    inp: spread(Math.round(n * 0.55), 60 * (scale.inp ?? 1), 600 * (scale.inp ?? 1)),
    conversion: { reached: Math.round(n * 0.35), of: n },
  };
}

const ERRORS_ONLY: AnalysisConfig = { ...DEFAULT_ANALYSIS, gates: { errorRate: 1 } };
const gate = (judgement: ReturnType<typeof judgeStep>, name: string) =>
  judgement.gates.find((g) => g.gate === name)!;

// ---------------------------------------------------------------------------------------------

describe('normalUpperTail', () => {
  test.each([
    [1.6449, 0.05],
    [2.3263, 0.01],
    [3.0902, 0.001],
    [0, 0.5],
  ])('z-table: P(Z > %d) = %d', (z, p) => {
    expect(normalUpperTail(z)).toBeCloseTo(p, 5);
  });

  test.each([-2, -0.5, 0.3, 1, 2.5, 4, 6, 8])('P(Z > %d) as Simpson’s rule integrates it', (z) => {
    const expected = normalTailBySimpson(z);
    expect(Math.abs(normalUpperTail(z) - expected) / expected).toBeLessThan(2e-7);
  });
});

describe('binomialUpperTail', () => {
  test.each([
    [0, 10],
    [1, 1],
    [3, 10],
    [10, 10],
    [11, 10],
    [25, 100],
    [40, 100],
    [90, 100],
    [50, 300],
    [75, 300],
    [120, 300],
    [300, 300],
  ])('P(X ≥ %d | n = %d, 1/4) as the BigInt sum gives it', (k, n) => {
    const expected = quarterTailExact(k, n);
    const actual = binomialUpperTail(k, n, 0.25);
    if (expected === 0) expect(actual).toBe(0);
    else expect(Math.abs(actual - expected) / expected).toBeLessThan(1e-9);
  });

  test.each([
    [1, 3, 0.015],
    [5, 200, 0.015],
    [12, 200, 0.015],
    [2600, 10_000, 0.25],
    [252_000, 1_000_000, 0.25],
    [250_000, 1_000_000, 0.25],
    [3, 200_000, 0.00001],
  ])('P(X ≥ %d | n = %d, p = %d) as a loop over every term gives it', (k, n, p) => {
    const expected = tailByLoop(k, n, p);
    expect(Math.abs(binomialUpperTail(k, n, p) - expected) / expected).toBeLessThan(1e-8);
  });

  test('p of 0 or 1', () => {
    expect(binomialUpperTail(1, 10, 0)).toBe(0);
    expect(binomialUpperTail(10, 10, 1)).toBe(1);
  });
});

const CASES: [number, number, number, number, number][] = [
  // worse x/n, base x/n, margin
  [24, 50, 0, 52, 0.01],
  [5, 200, 20, 3800, 0.01],
  [16, 400, 40, 4000, 0.01],
  [12, 400, 2, 400, 0.01],
  [30, 100, 20, 100, 0.05],
  [260, 400, 2470, 3800, 0.05],
  [1, 3, 0, 57, 0.01],
  [2000, 100_000, 500, 100_000, 0.01],
];

describe('excessRateP: the Farrington–Manning score test', () => {
  test.each(CASES)(
    '%d/%d against %d/%d, margin %d: as the closed form and Simpson give it',
    (x1, n1, x2, n2, d) => {
      const expected = expectedScoreP(x1, n1, x2, n2, d);
      expect(Math.abs(excessRateP({ x: x1, n: n1 }, { x: x2, n: n2 }, d) - expected) / expected).toBeLessThan(
        1e-6,
      );
    },
  );

  test.each([
    [60, 400, 300, 4000],
    [300, 400, 2800, 4000],
    [120, 200, 100, 200],
  ])('with no margin it is the pooled z-test (%d/%d against %d/%d)', (x1, n1, x2, n2) => {
    const pooled = (x1 + x2) / (n1 + n2);
    const z = (x1 / n1 - x2 / n2) / Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
    const expected = normalTailBySimpson(z);
    expect(Math.abs(excessRateP({ x: x1, n: n1 }, { x: x2, n: n2 }, 0) - expected) / expected).toBeLessThan(
      1e-6,
    );
  });

  test('no events at all, no margin: no evidence', () => {
    expect(excessRateP({ x: 0, n: 10 }, { x: 0, n: 10 }, 0)).toBeGreaterThanOrEqual(0.5);
  });
});

describe('excessRareRateP: the larger of the score test and the conditional binomial test', () => {
  test.each(CASES)('%d/%d against %d/%d, margin %d', (x1, n1, x2, n2, d) => {
    const expected = expectedRareP(x1, n1, x2, n2, d);
    expect(
      Math.abs(excessRareRateP({ x: x1, n: n1 }, { x: x2, n: n2 }, d) - expected) / expected,
    ).toBeLessThan(1e-6);
  });

  test('one error in three views is no evidence, though the normal tail alone reads p < 0.001', () => {
    expect(excessRateP({ x: 1, n: 3 }, { x: 0, n: 57 }, 0.01)).toBeLessThan(0.001);
    expect(excessRareRateP({ x: 1, n: 3 }, { x: 0, n: 57 }, 0.01)).toBeGreaterThan(0.05);
  });

  test.each([
    [3, 50, 5, 950],
    [5, 400, 10, 4000],
    [9, 400, 2, 400],
    [4, 200, 12, 3800],
  ])(
    'rare errors, no margin: at or above Fisher’s exact test, within 15 %% of it (%d/%d against %d/%d)',
    (x1, n1, x2, n2) => {
      const fisher = fisherP(x1, n1, x2, n2);
      const p = excessRareRateP({ x: x1, n: n1 }, { x: x2, n: n2 }, 0);
      expect(p).toBeGreaterThanOrEqual(fisher);
      expect(p).toBeLessThan(fisher * 1.15);
    },
  );
});

describe('judgeStep', () => {
  test('no views: every gate waits, no value, no p', () => {
    const none = sample({ views: 0, conversion: { reached: 0, of: 0 } });
    const judgement = judgeStep(DEFAULT_ANALYSIS, none, none);
    expect(judgement.decision).toBe('wait');
    expect(judgement.gates.map((g) => g.gate)).toEqual([
      'errorRate',
      'lcpP75',
      'clsP75',
      'inpP75',
      'conversion',
    ]);
    for (const g of judgement.gates) {
      expect(g.outcome).toBe('wait');
      expect(g.p).toBeNull();
      expect(g.canary.value).toBeNull();
    }
    expect(judgement.reason).toBe(
      'Waiting for 400 views each (canary 0, live 0); no gate below the early boundary p < 0.001.',
    );
  });

  test.each([10, 50, 399, 400, 2000, 20_000, 100_000])(
    'a healthy build never fails against identical counts (%d views each)',
    (n) => {
      const counts = sample(healthy(n));
      // Even with no tolerance at all: identical counts are never evidence against the canary.
      for (const config of [
        DEFAULT_ANALYSIS,
        { ...DEFAULT_ANALYSIS, gates: { errorRate: 0, lcpP75: 0, clsP75: 0, inpP75: 0, conversion: 0 } },
      ]) {
        const judgement = judgeStep(config, counts, counts);
        expect(judgement.decision).toBe(n >= 400 ? 'step-up' : 'wait');
        for (const g of judgement.gates) expect(g.outcome).not.toBe('fail');
      }
    },
  );

  test('step-up: every gate held, the reason gives each gate’s numbers', () => {
    const judgement = judgeStep(DEFAULT_ANALYSIS, sample(healthy(400)), sample(healthy(7600)));
    expect(judgement.decision).toBe('step-up');
    expect(judgement.gates.every((g) => g.outcome === 'pass' && g.p !== null)).toBe(true);
    expect(judgement.reason).toMatch(
      /^All 5 gates held \(each at p ≥ 0\.0020, alpha 0\.01 over 5\): errorRate held: /,
    );
    expect(gate(judgement, 'errorRate')).toMatchObject({
      canary: { value: 2 / 400, count: 400 },
      live: { value: 38 / 7600, count: 7600 },
    });
    expect(gate(judgement, 'conversion')).toMatchObject({
      canary: { value: 140 / 400, count: 400 },
      live: { value: 2660 / 7600, count: 7600 },
    });
    expect(gate(judgement, 'lcpP75').canary.count).toBe(320);
  });

  test('errors on every view fail before minSample (the early boundary)', () => {
    const judgement = judgeStep(
      DEFAULT_ANALYSIS,
      sample({ views: 10, errorViews: 10 }),
      sample({ views: 190, errorViews: 1 }),
    );
    expect(judgement.decision).toBe('rollback');
    const expected = expectedRareP(10, 10, 1, 190, 0.01);
    expect(expected).toBeLessThan(EARLY_ALPHA);
    expect(gate(judgement, 'errorRate').p).toBeCloseTo(expected, 12);
    expect(judgement.reason).toBe(
      `errorRate failed: canary 100.0 % (10 of 10 views) vs live 0.5 % (1 of 190), tolerance +1 pp, ${formatP(expected)}.`,
    );
  });

  test('the issue’s example: 24 errors in 50 views against none in 52 rolls back early', () => {
    const judgement = judgeStep(
      DEFAULT_ANALYSIS,
      sample({ views: 50, errorViews: 24 }),
      sample({ views: 52 }),
    );
    expect(judgement.decision).toBe('rollback');
    expect(judgement.reason).toMatch(
      /^errorRate failed: canary 48\.0 % \(24 of 50 views\) vs live 0\.0 % \(0 of 52\), tolerance \+1 pp, p < 0\.000001\.$/,
    );
  });

  test.each([
    [1, 1, 40],
    [1, 3, 57],
    [2, 10, 190],
  ])('tiny samples: %d error(s) in %d views against none in %d waits', (errors, views, liveViews) => {
    const judgement = judgeStep(
      DEFAULT_ANALYSIS,
      sample({ views, errorViews: errors }),
      sample({ views: liveViews }),
    );
    expect(judgement.decision).toBe('wait');
    expect(gate(judgement, 'errorRate').summary).toMatch(/\(needs p < 0\.001 before 400 views each\)$/);
  });

  test('huge samples: +0.1 pp holds within a 1 pp tolerance, +1.5 pp fails', () => {
    const live = { views: 1_000_000, errorViews: 5000 };
    expect(
      judgeStep(ERRORS_ONLY, sample({ views: 1_000_000, errorViews: 6000 }), sample(live)).decision,
    ).toBe('step-up');
    const worse = judgeStep(ERRORS_ONLY, sample({ views: 1_000_000, errorViews: 20_000 }), sample(live));
    expect(worse.decision).toBe('rollback');
    expect(gate(worse, 'errorRate').p).toBeLessThan(1e-12);
  });

  test('Bonferroni: a p between alpha/5 and alpha fails one gate alone but passes among five', () => {
    // The canary's error count whose p (computed independently) lies in (0.002, 0.01).
    const x = [12, 13, 14, 15, 16, 17, 18].find((e) => {
      const p = expectedRareP(e, 400, 20, 4000, 0.01);
      return p > 0.002 && p < 0.01;
    })!;
    expect(x).toBeDefined();
    const canary = { ...healthy(400), errorViews: x };
    const live = { ...healthy(4000), errorViews: 20 };
    expect(judgeStep(ERRORS_ONLY, sample(canary), sample(live)).decision).toBe('rollback');
    const five = judgeStep(DEFAULT_ANALYSIS, sample(canary), sample(live));
    expect(five.decision).toBe('step-up');
    expect(gate(five, 'errorRate').outcome).toBe('pass');
  });

  test('the early boundary: the same p that fails at minSample only waits before it', () => {
    const x = [12, 13, 14, 15, 16, 17, 18].find((e) => {
      const p = expectedRareP(e, 400, 20, 4000, 0.01);
      return p > EARLY_ALPHA && p < 0.01;
    })!;
    const early = { ...ERRORS_ONLY, minSample: 401 };
    expect(
      judgeStep(early, sample({ views: 400, errorViews: x }), sample({ views: 4000, errorViews: 20 }))
        .decision,
    ).toBe('wait');
    expect(
      judgeStep(ERRORS_ONLY, sample({ views: 400, errorViews: x }), sample({ views: 4000, errorViews: 20 }))
        .decision,
    ).toBe('rollback');
  });

  test('an alpha stricter than the early boundary never passes what the boundary fails', () => {
    const strict = { ...ERRORS_ONLY, alpha: 0.0001 };
    // p ≈ 0.0004 (checked): below EARLY_ALPHA, above alpha.
    const p = expectedRareP(18, 400, 20, 4000, 0.01);
    expect(p).toBeGreaterThan(0.0001);
    expect(p).toBeLessThan(EARLY_ALPHA);
    expect(
      judgeStep(strict, sample({ views: 400, errorViews: 18 }), sample({ views: 4000, errorViews: 20 }))
        .decision,
    ).toBe('rollback');
  });

  describe('p75 gates', () => {
    const lcpOnly: AnalysisConfig = { ...DEFAULT_ANALYSIS, gates: { lcpP75: 0.2 } };

    test.each([
      ['the same LCP', 1, 'step-up'],
      ['LCP × 1.1 (inside +20 %)', 1.1, 'step-up'],
      ['LCP × 2', 2, 'rollback'],
    ])('%s', (_name, factor, decision) => {
      const judgement = judgeStep(lcpOnly, sample(healthy(1000, { lcp: factor })), sample(healthy(4000)));
      expect(judgement.decision).toBe(decision);
      // p is the exact tail of the k of n values the summary names above the threshold.
      const g = gate(judgement, 'lcpP75');
      const [, k, n] = /, (\d+) of (\d+) canary values above it/.exec(g.summary)!;
      expect(Math.abs(g.p! - quarterTailExact(Number(k), Number(n))) / g.p!).toBeLessThan(1e-9);
    });

    test('× 2 on every value: the canary p75 reads about twice live’s', () => {
      const g = gate(judgeStep(lcpOnly, sample(healthy(1000, { lcp: 2 })), sample(healthy(4000))), 'lcpP75');
      expect(g.canary.value! / g.live.value!).toBeGreaterThan(1.8);
      expect(g.canary.value! / g.live.value!).toBeLessThan(2.2);
      expect(g.summary).toMatch(
        /^lcpP75 failed: canary p75 \d\.\d\d s \(800 values\) vs live \d\.\d\d s \(3200 values\), threshold /,
      );
    });

    test('fewer than minSample / 4 values: waits, then passes as not measured after 2 × minSample views', () => {
      const few = { views: 400, inp: spread(99, 60, 600) };
      const waiting = judgeStep(
        { ...DEFAULT_ANALYSIS, gates: { inpP75: 0.25 } },
        sample(few),
        sample({ ...few, views: 4000 }),
      );
      expect(waiting.decision).toBe('wait');
      expect(gate(waiting, 'inpP75').summary).toBe(
        // The 75th of the 99 values is 341 ms; its bucket reads 368 ms.
        'inpP75 waiting: canary p75 368 ms (99 values) vs live 368 ms (99 values), 100 values needed on each side',
      );
      const later = judgeStep(
        { ...DEFAULT_ANALYSIS, gates: { inpP75: 0.25 } },
        sample({ ...few, views: 800 }),
        sample({ ...few, views: 4000 }),
      );
      expect(later.decision).toBe('step-up');
      expect(gate(later, 'inpP75')).toMatchObject({ outcome: 'pass', p: null });
      expect(gate(later, 'inpP75').summary).toMatch(/not measured after 800 views each$/);
    });

    test('the threshold starts from live’s p75 at its upper 99 % bound, which a small live sample widens', () => {
      // 100 live values: rank 0.75 + 2.326·√(0.1875 / 100) ≈ 0.851, the 86th of the sorted values.
      const live = spread(100, 900, 3000);
      const bound = [...live].sort((a, b) => a - b)[85]!;
      const g = gate(
        judgeStep(lcpOnly, sample({ views: 400, lcp: live }), sample({ views: 400, lcp: live })),
        'lcpP75',
      );
      const [, read] = /live's p75 bound (\d\.\d\d) s/.exec(g.summary)!;
      // Read at its bucket's upper bound (≤ 10 % above), printed to 10 ms.
      expect(Number(read) * 1000).toBeGreaterThanOrEqual(bound - 5);
      expect(Number(read) * 1000).toBeLessThanOrEqual(bound * 1.1 + 5);
      expect(g.live.value!).toBeLessThan(bound);
    });

    test('CLS zero on most live views: tiny shifts stay under the 0.01 floor, visible ones fail', () => {
      const clsOnly = { ...DEFAULT_ANALYSIS, gates: { clsP75: 0.25 } };
      const live = sample({ views: 4000, cls: [...Array<number>(3200).fill(0), ...spread(800, 0.001, 0.2)] });
      const tiny = sample({
        views: 1000,
        cls: [...Array<number>(600).fill(0), ...spread(400, 0.0002, 0.008)],
      });
      const visible = sample({
        views: 1000,
        cls: [...Array<number>(600).fill(0), ...spread(400, 0.05, 0.3)],
      });
      expect(gate(judgeStep(clsOnly, tiny, live), 'clsP75').live.value).toBe(0);
      expect(judgeStep(clsOnly, tiny, live).decision).toBe('step-up');
      expect(judgeStep(clsOnly, visible, live).decision).toBe('rollback');
    });
  });

  describe('conversion', () => {
    const conversionOnly: AnalysisConfig = { ...DEFAULT_ANALYSIS, gates: { conversion: 5 } };

    test('a remote without a conversion: passes as not measurable, left out of Bonferroni', () => {
      const judgement = judgeStep(
        { ...DEFAULT_ANALYSIS, gates: { errorRate: 1, conversion: 5 } },
        sample({ ...healthy(400), conversion: null }),
        sample({ ...healthy(4000), conversion: null }),
      );
      expect(judgement.decision).toBe('step-up');
      expect(gate(judgement, 'conversion')).toMatchObject({
        outcome: 'pass',
        p: null,
        canary: { value: null },
      });
      expect(gate(judgement, 'conversion').summary).toBe(
        'conversion held: not measurable: the remote has no conversion',
      );
      expect(judgement.reason).toMatch(/each at p ≥ 0\.01, alpha 0\.01 over 1\)/);
    });

    test('few views at the funnel step: waits', () => {
      const judgement = judgeStep(
        conversionOnly,
        sample({ views: 400, conversion: { reached: 30, of: 90 } }),
        sample({ views: 4000, conversion: { reached: 1400, of: 4000 } }),
      );
      expect(judgement.decision).toBe('wait');
    });

    test.each([
      ['−2 pp (inside −5 pp)', 132, 'step-up'],
      ['−20 pp', 60, 'rollback'],
    ])('%s', (_name, reached, decision) => {
      const canary = sample({ views: 400, conversion: { reached, of: 400 } });
      const live = sample({ views: 4000, conversion: { reached: 1400, of: 4000 } });
      const judgement = judgeStep(conversionOnly, canary, live);
      expect(judgement.decision).toBe(decision);
      // Converting less is not-converting more: the same test on the views that did not convert.
      const expected = expectedScoreP(400 - reached, 400, 2600, 4000, 0.05);
      expect(Math.abs(gate(judgement, 'conversion').p! - expected) / expected).toBeLessThan(1e-6);
    });
  });
});

describe('analysisConfigProblems', () => {
  test('the defaults have none', () => {
    expect(analysisConfigProblems(DEFAULT_ANALYSIS)).toEqual([]);
  });

  test.each<[string, Partial<AnalysisConfig>, string[]]>([
    ['no steps', { steps: [] }, ['steps: at least one share is needed']],
    ['a fraction', { steps: [5, 25.5, 100] }, ['steps: each share is a whole percentage from 1 to 100']],
    ['zero', { steps: [0, 50, 100] }, ['steps: each share is a whole percentage from 1 to 100']],
    [
      'above 100',
      { steps: [50, 100, 120] },
      [
        'steps: each share is a whole percentage from 1 to 100',
        'steps: the last share must be 100 (promotion)',
      ],
    ],
    ['not increasing', { steps: [25, 5, 100] }, ['steps: shares must increase']],
    ['a repeated share', { steps: [5, 5, 100] }, ['steps: shares must increase']],
    ['not ending at 100', { steps: [5, 25, 50] }, ['steps: the last share must be 100 (promotion)']],
    ['only 100', { steps: [100] }, ['steps: at least one share below 100 is needed']],
    ['no gate', { gates: {} }, ['gates: at least one gate is needed']],
    [
      'a negative tolerance',
      { gates: { errorRate: -1 } },
      ["gates: errorRate's tolerance must be from 0 to 50"],
    ],
    [
      'a tolerance of 200 pp',
      { gates: { conversion: 200 } },
      ["gates: conversion's tolerance must be from 0 to 50"],
    ],
    ['an infinite ratio', { gates: { lcpP75: Infinity } }, ["gates: lcpP75's tolerance must be from 0 to 5"]],
    [
      'an unknown gate',
      { gates: { ttfbP75: 0.2 } as AnalysisConfig['gates'] },
      ['gates: unknown gate ttfbP75'],
    ],
    ['minSample 9', { minSample: 9 }, ['minSample: a whole number of at least 10']],
    ['minSample 10.5', { minSample: 10.5 }, ['minSample: a whole number of at least 10']],
    ['alpha 0', { alpha: 0 }, ['alpha: between 0 and 0.5']],
    ['alpha 0.5', { alpha: 0.5 }, ['alpha: between 0 and 0.5']],
  ])('%s', (_name, change, problems) => {
    expect(analysisConfigProblems({ ...DEFAULT_ANALYSIS, ...change })).toEqual(problems);
  });

  test('the edges that are allowed', () => {
    expect(
      analysisConfigProblems({ gates: { errorRate: 0 }, minSample: 10, steps: [1, 100], alpha: 0.49 }),
    ).toEqual([]);
  });
});
