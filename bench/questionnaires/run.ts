// bench/questionnaires (issue 12): Cronbach's alpha per scale of every questionnaire on 2000
// simulated respondents with a known factor structure. Each respondent has a latent trait per
// scale ~ N(0, 1); each answer is round(clamp(3 + loading·trait·keyed + noise, 1, 5)), loading
// drawn once per item from U(0.9, 1.1), noise ~ N(0, 0.9²). Seeded, so every run prints the same.
// A second, weaker structure (loading 0.5–0.7, noise sd 1.1) is printed beside it to show how
// much the figure owes to the assumptions: simulated alpha checks the engine, the keys and the
// scale lengths, not the wording of the items; real answer sheets will tell that.
// Prints each alpha against the goal α ≥ 0.7; fails (exit 1) only if the bench itself breaks.
// Issue 36 (docs/decisions/2026-11-29-within-measurement-error.md): what the "balanced within one
// standard error" rule does on the same respondents — how many bipolar leans it decides, how
// many decided letters disagree with the simulated trait's sign (and how many would without the
// rule), how many types it states, how many EQ scores reach a neighbouring band — beside the
// error a reliability-based band would use, SD · √(1 − α).
// Run: npm run bench:questionnaires
import fs from 'node:fs';
import path from 'node:path';
import {
  QUESTIONNAIRES,
  alphaByScale,
  scoreQuestionnaire,
  type Questionnaire,
} from '../../services/exam/src/domain/questionnaires';
import { marginOf } from '../../services/exam/src/domain/questionnaire-session';
import { eqBandsWithin } from '../../shared/report-copy/src/questionnaires/eq';
import { mixSeed, mulberry32, type Rng } from '../../services/exam/src/domain/matrices/random';

const RESPONDENTS = 2000;
const SEED = 12;
const GOAL = 0.7;

interface Structure {
  name: string;
  loading: [number, number];
  noiseSd: number;
}
const REALISTIC: Structure = { name: 'loading 0.9–1.1, noise sd 0.9', loading: [0.9, 1.1], noiseSd: 0.9 };
const WEAK: Structure = { name: 'loading 0.5–0.7, noise sd 1.1', loading: [0.5, 0.7], noiseSd: 1.1 };

/** Standard normal by Box–Muller (one of the pair; plenty for 2000 respondents). */
function normal(rng: Rng): number {
  const u = 1 - rng(); // (0, 1]: log(0) never happens
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

interface ScaleFigures {
  scale: string;
  items: number;
  reversed: number;
  alpha: number;
  /** Correlation of the latent trait with the scored percent: does the scorer recover it? */
  recovery: number;
  /** Root mean square of the sheets' standard errors, in points. */
  rmsError: number;
  /** The error a fixed band from reliability would use: SD of the percent · √(1 − α), in points. */
  reliabilityError: number;
  /** Bipolar: share of sheets whose lean is decided. EQ: share whose margin stays in one band. */
  decided: number;
  /** Bipolar: among decided leans, share whose side disagrees with the trait's sign. */
  wrongDecided: number;
  /** Bipolar: the same among every lean off 50 % (no band at all). */
  wrongWithoutBand: number;
  /** Bipolar: share decided among respondents whose trait is within 0.1 of 0 (truly balanced). */
  decidedNearZero: number;
  /** For contrast, the share a 95 % interval would decide (t with k − 1 degrees of freedom). */
  decided95: number;
  decidedNearZero95: number;
}

interface InstrumentFigures {
  scales: ScaleFigures[];
  /** 16 types: share of sheets with 0, 1, 2, 3, 4 balanced axes. */
  balancedAxes?: number[];
  /** 16 types: share of sheets with a type under the 95 % contrast. */
  types95?: number;
}

/** Two-sided 95 % quantiles of Student's t for the scale lengths here (k − 1 = 5, 9, 11). */
const T_975: Record<number, number> = { 5: 2.571, 9: 2.262, 11: 2.201 };

function sd(values: readonly number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1));
}

function simulate(q: Questionnaire, structure: Structure, seed: number): InstrumentFigures {
  const rng = mulberry32(seed);
  const { min, max } = q.responseScale;
  const loadings = q.items.map(
    () => structure.loading[0] + rng() * (structure.loading[1] - structure.loading[0]),
  );
  const traits: Record<string, number[]> = Object.fromEntries(q.scales.map((s) => [s.key, []]));
  const scored: Record<string, number[]> = Object.fromEntries(q.scales.map((s) => [s.key, []]));
  const errors: Record<string, number[]> = Object.fromEntries(q.scales.map((s) => [s.key, []]));
  const counts = Object.fromEntries(
    q.scales.map((s) => [
      s.key,
      {
        decided: 0,
        wrongDecided: 0,
        off: 0,
        wrongOff: 0,
        nearZero: 0,
        nearZeroDecided: 0,
        decided95: 0,
        nearZeroDecided95: 0,
      },
    ]),
  );
  const balancedAxes = [0, 0, 0, 0, 0];
  let types95 = 0;
  const matrix: number[][] = [];
  for (let r = 0; r < RESPONDENTS; r++) {
    const trait = Object.fromEntries(q.scales.map((s) => [s.key, normal(rng)]));
    const row = q.items.map((item, j) => {
      const latent = 3 + loadings[j]! * trait[item.scale]! * item.keyed + structure.noiseSd * normal(rng);
      return Math.round(Math.min(max, Math.max(min, latent)));
    });
    matrix.push(row);
    // Every simulated sheet goes through the real validator and scorer.
    const score = scoreQuestionnaire(
      q,
      q.items.map((item, j) => ({ itemId: item.id, value: row[j]! })),
    );
    for (const s of score.scales) {
      traits[s.scale]!.push(trait[s.scale]!);
      scored[s.scale]!.push(s.percentOfMaximum);
      errors[s.scale]!.push(s.standardError);
      const c = counts[s.scale]!;
      // EQ: the whole percent and its margin stay in one band (what the report shows).
      if (!q.scales.find((d) => d.key === s.scale)!.poles)
        c.decided +=
          eqBandsWithin(Math.round(s.percentOfMaximum), marginOf(s.standardError)).length === 1 ? 1 : 0;
    }
    for (const b of score.bipolar) {
      const c = counts[b.scale]!;
      const t = trait[b.scale]!;
      const wrong = Math.sign(b.exactFirstPercent - 50) !== Math.sign(t);
      if (b.decided) {
        c.decided++;
        if (wrong) c.wrongDecided++;
      }
      if (b.exactFirstPercent !== 50) {
        c.off++;
        if (wrong) c.wrongOff++;
      }
      const items = q.items.filter((it) => it.scale === b.scale).length;
      const decided95 = Math.abs(b.exactFirstPercent - 50) > T_975[items - 1]! * b.standardError;
      if (decided95) c.decided95++;
      if (Math.abs(t) < 0.1) {
        c.nearZero++;
        if (b.decided) c.nearZeroDecided++;
        if (decided95) c.nearZeroDecided95++;
      }
    }
    if (
      q.id === 'sixteen-types' &&
      score.bipolar.every((b) => Math.abs(b.exactFirstPercent - 50) > T_975[9]! * b.standardError)
    )
      types95++;
    if (q.id === 'sixteen-types') balancedAxes[score.bipolar.filter((b) => !b.decided).length]! += 1;
  }
  const alphas = alphaByScale(q, matrix);
  const scales = q.scales.map((s) => {
    const items = q.items.filter((it) => it.scale === s.key);
    const alpha = alphas[s.key]!;
    if (!Number.isFinite(alpha)) throw new Error(`${q.id}/${s.key}: alpha is ${alpha}`);
    const c = counts[s.key]!;
    return {
      scale: s.key,
      items: items.length,
      reversed: items.filter((it) => it.keyed === -1).length,
      alpha,
      recovery: pearson(traits[s.key]!, scored[s.key]!),
      rmsError: Math.sqrt(errors[s.key]!.reduce((a, e) => a + e * e, 0) / RESPONDENTS),
      reliabilityError: sd(scored[s.key]!) * Math.sqrt(1 - alpha),
      decided: c.decided / RESPONDENTS,
      wrongDecided: c.wrongDecided / Math.max(1, c.decided),
      wrongWithoutBand: c.wrongOff / Math.max(1, c.off),
      decidedNearZero: c.nearZeroDecided / Math.max(1, c.nearZero),
      decided95: c.decided95 / RESPONDENTS,
      decidedNearZero95: c.nearZeroDecided95 / Math.max(1, c.nearZero),
    };
  });
  return q.id === 'sixteen-types'
    ? { scales, balancedAxes: balancedAxes.map((n) => n / RESPONDENTS), types95: types95 / RESPONDENTS }
    : { scales };
}

function main() {
  const started = process.hrtime.bigint();
  const results = QUESTIONNAIRES.map((q, i) => ({
    questionnaire: q.id,
    realistic: simulate(q, REALISTIC, mixSeed(SEED, i)),
    weak: simulate(q, WEAK, mixSeed(SEED + 1000, i)),
  }));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;

  console.log(
    `bench/questionnaires (${RESPONDENTS} simulated respondents per instrument, seed ${SEED}; node ${process.version})`,
  );
  console.log(`  goal: Cronbach's α ≥ ${GOAL} per scale under "${REALISTIC.name}"; weak column for contrast`);
  console.log(
    `  ${'scale'.padEnd(32)} ${'items'.padStart(5)} ${'rev'.padStart(4)} ${'α'.padStart(7)} ${''.padEnd(5)} ${'r(θ,score)'.padStart(10)} ${'α weak'.padStart(8)}`,
  );
  for (const { questionnaire, realistic, weak } of results) {
    realistic.scales.forEach((row, i) => {
      const ok = row.alpha >= GOAL;
      console.log(
        `  ${`${questionnaire} / ${row.scale}`.padEnd(32)} ${String(row.items).padStart(5)} ${String(row.reversed).padStart(4)} ${row.alpha.toFixed(3).padStart(7)} ${(ok ? 'ok' : 'BELOW').padEnd(5)} ${row.recovery.toFixed(3).padStart(10)} ${weak.scales[i]!.alpha.toFixed(3).padStart(8)}`,
      );
    });
  }
  const below = results.flatMap((r) => r.realistic.scales.filter((row) => row.alpha < GOAL));
  console.log(
    `  ${below.length === 0 ? 'every scale meets the goal' : `${below.length} scale(s) below the goal`} (${seconds.toFixed(2)} s)`,
  );

  const pct = (x: number) => `${(x * 100).toFixed(1)} %`.padStart(8);
  const pts = (x: number) => x.toFixed(1).padStart(6);
  console.log('  within one standard error (issue 36): error in points, shares of the simulated sheets');
  console.log(
    `  ${'scale'.padEnd(32)} ${'struct'.padEnd(9)} ${'rms SE'.padStart(6)} ${'SD√(1−α)'.padStart(8)} ${'decided'.padStart(8)} ${'wrong|dec'.padStart(9)} ${'wrong|all'.padStart(9)} ${'dec|θ≈0'.padStart(8)} ${'dec 95%'.padStart(8)} ${'θ≈0 95%'.padStart(8)}`,
  );
  for (const { questionnaire, realistic, weak } of results) {
    for (const [name, figures] of [
      ['realistic', realistic],
      ['weak', weak],
    ] as const) {
      for (const row of figures.scales) {
        const bipolar = questionnaire !== 'eq';
        console.log(
          `  ${`${questionnaire} / ${row.scale}`.padEnd(32)} ${name.padEnd(9)} ${pts(row.rmsError)} ${pts(row.reliabilityError).padStart(8)} ${pct(row.decided)} ${bipolar ? pct(row.wrongDecided).padStart(9) : '—'.padStart(9)} ${bipolar ? pct(row.wrongWithoutBand).padStart(9) : '—'.padStart(9)} ${bipolar ? pct(row.decidedNearZero) : '—'.padStart(8)} ${bipolar ? pct(row.decided95) : '—'.padStart(8)} ${bipolar ? pct(row.decidedNearZero95) : '—'.padStart(8)}`,
        );
      }
      if (figures.balancedAxes)
        console.log(
          `  ${'sixteen-types: balanced axes 0/1/2/3/4'.padEnd(42)} ${name.padEnd(9)} ${figures.balancedAxes.map((x) => pct(x).trim()).join(' / ')}; a type at 95 %: ${pct(figures.types95 ?? 0).trim()}`,
        );
    }
  }
  console.log(
    '  (EQ "decided": the score and its margin stay inside one band; "95%": a lean beyond t(.975, k − 1) standard errors, for contrast)',
  );

  const out = path.join(__dirname, '..', 'results', 'questionnaires.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    JSON.stringify(
      {
        respondents: RESPONDENTS,
        seed: SEED,
        goal: GOAL,
        structures: { realistic: REALISTIC, weak: WEAK },
        results,
      },
      null,
      2,
    ) + '\n',
  );
}

try {
  main();
} catch (err: unknown) {
  console.error(err);
  process.exitCode = 1;
}
