// bench/questionnaires (issue 12): Cronbach's alpha per scale of every questionnaire on 2000
// simulated respondents with a known factor structure. Each respondent has a latent trait per
// scale ~ N(0, 1); each answer is round(clamp(3 + loading·trait·keyed + noise, 1, 5)), loading
// drawn once per item from U(0.9, 1.1), noise ~ N(0, 0.9²). Seeded, so every run prints the same.
// A second, weaker structure (loading 0.5–0.7, noise sd 1.1) is printed beside it to show how
// much the figure owes to the assumptions: simulated alpha checks the engine, the keys and the
// scale lengths, not the wording of the items; real answer sheets will tell that.
// Prints each alpha against the goal α ≥ 0.7; fails (exit 1) only if the bench itself breaks.
// Run: npm run bench:questionnaires
import fs from 'node:fs';
import path from 'node:path';
import {
  QUESTIONNAIRES,
  alphaByScale,
  scoreQuestionnaire,
  type Questionnaire,
} from '../../services/exam/src/domain/questionnaires';
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
}

function simulate(q: Questionnaire, structure: Structure, seed: number): ScaleFigures[] {
  const rng = mulberry32(seed);
  const { min, max } = q.responseScale;
  const loadings = q.items.map(
    () => structure.loading[0] + rng() * (structure.loading[1] - structure.loading[0]),
  );
  const traits: Record<string, number[]> = Object.fromEntries(q.scales.map((s) => [s.key, []]));
  const scored: Record<string, number[]> = Object.fromEntries(q.scales.map((s) => [s.key, []]));
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
    }
  }
  const alphas = alphaByScale(q, matrix);
  return q.scales.map((s) => {
    const items = q.items.filter((it) => it.scale === s.key);
    const alpha = alphas[s.key]!;
    if (!Number.isFinite(alpha)) throw new Error(`${q.id}/${s.key}: alpha is ${alpha}`);
    return {
      scale: s.key,
      items: items.length,
      reversed: items.filter((it) => it.keyed === -1).length,
      alpha,
      recovery: pearson(traits[s.key]!, scored[s.key]!),
    };
  });
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
    realistic.forEach((row, i) => {
      const ok = row.alpha >= GOAL;
      console.log(
        `  ${`${questionnaire} / ${row.scale}`.padEnd(32)} ${String(row.items).padStart(5)} ${String(row.reversed).padStart(4)} ${row.alpha.toFixed(3).padStart(7)} ${(ok ? 'ok' : 'BELOW').padEnd(5)} ${row.recovery.toFixed(3).padStart(10)} ${weak[i]!.alpha.toFixed(3).padStart(8)}`,
      );
    });
  }
  const below = results.flatMap((r) => r.realistic.filter((row) => row.alpha < GOAL));
  console.log(
    `  ${below.length === 0 ? 'every scale meets the goal' : `${below.length} scale(s) below the goal`} (${seconds.toFixed(2)} s)`,
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
