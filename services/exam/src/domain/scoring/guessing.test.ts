// Issue 36 "Guessing recognised": simulated sessions on real assembled tests. Random clicking at
// a human pace must be flagged in ≥ 95 % of 200 sessions; honest test-takers (3PL responses,
// θ from −2.5 to 2.5, realistic times) in ≤ 5 %. The figures are printed on every run.
import { assembleTest, type GeneratedItem } from '../matrices';
import { mulberry32, type Rng } from '../matrices/random';
import { evaluateExam, type AnsweredItem } from '../exam-outcome';
import { answerSheet } from '../testing-answers';
import { binomialTail, detectGuessing, lzStar, positionalPattern } from './guessing';
import { probabilityCorrect } from './irt';

const options = { minSecondsPerItem: 2, timeLimitSeconds: 1200 };
const TESTS = [101, 202, 303, 404].map((seed) => assembleTest(seed));

function normal(rng: Rng): number {
  const u = Math.max(1e-12, rng());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

/** A wrong position other than the key, uniformly. */
function wrongPosition(item: GeneratedItem, rng: Rng): number {
  const k = Math.floor(rng() * 5);
  return k >= item.correctOption ? k + 1 : k;
}

/** Honest: right with the 3PL probability, time rising with level around a personal pace. */
function honest(
  items: GeneratedItem[],
  theta: number,
  rng: Rng,
  pace = Math.exp(0.35 * normal(rng)),
): AnsweredItem[] {
  const positions = items.map((item) =>
    rng() < probabilityCorrect(item.irt, theta) ? item.correctOption : wrongPosition(item, rng),
  );
  const seconds = items.map((item) =>
    Math.max(2.5, 9 * 1.1 ** (item.level - 1) * pace * Math.exp(0.45 * normal(rng))),
  );
  return answerSheet(items, positions, seconds);
}

/** Clicks without reading: `position` picks the displayed position, `median` the pace. */
function clicker(
  items: GeneratedItem[],
  rng: Rng,
  position: (i: number) => number,
  median: number,
): AnsweredItem[] {
  return answerSheet(
    items,
    items.map((_, i) => position(i)),
    items.map(() => Math.max(2.1, median * Math.exp(0.35 * normal(rng)))),
  );
}

interface Rate {
  flagged: number;
  refused: number;
  sessions: number;
}
function rate(
  make: (items: GeneratedItem[], rng: Rng) => AnsweredItem[],
  sessions: number,
  seed: number,
): Rate {
  const rng = mulberry32(seed);
  const result: Rate = { flagged: 0, refused: 0, sessions };
  for (let s = 0; s < sessions; s++) {
    const evaluation = evaluateExam(make(TESTS[s % TESTS.length]!, rng), options);
    if (evaluation.outcome === 'abnormal') result.refused++;
    else if (evaluation.score?.guessing.likely) result.flagged++;
  }
  return result;
}
const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
const caught = (r: Rate) => (r.flagged + r.refused) / r.sessions;

describe('guessing: simulated sessions', () => {
  const lines: string[] = [];
  afterAll(() => console.log(`Guessing flag (issue 36)\n${lines.join('\n')}`));

  test('random clicking at a human pace (≈ 3 s a click) is flagged in ≥ 95 % of 200 sessions', () => {
    const r = rate((items, rng) => clicker(items, rng, () => Math.floor(rng() * 6), 3), 200, 1);
    lines.push(`random, ~3 s/click: flagged ${pct(r.flagged, 200)}, refused ${pct(r.refused, 200)}`);
    expect(caught(r)).toBeGreaterThanOrEqual(0.95);
  });

  test('honest test-takers across θ ∈ [−2.5, 2.5] are flagged in ≤ 5 %', () => {
    const thetas = [-2.5, -2, -1.5, -1, -0.5, 0, 0.5, 1, 1.5, 2, 2.5];
    const perTheta = 100;
    let flagged = 0;
    let refused = 0;
    for (const [k, theta] of thetas.entries()) {
      const r = rate((items, rng) => honest(items, theta, rng), perTheta, 100 + k);
      flagged += r.flagged;
      refused += r.refused;
      lines.push(
        `honest θ = ${theta.toFixed(1)}: flagged ${pct(r.flagged, perTheta)} (${r.flagged}/${perTheta})`,
      );
      expect(r.flagged / perTheta).toBeLessThanOrEqual(0.1);
    }
    const total = thetas.length * perTheta;
    lines.push(`honest, all θ: flagged ${pct(flagged, total)}, refused ${pct(refused, total)} of ${total}`);
    expect(flagged / total).toBeLessThanOrEqual(0.05);
    expect(refused).toBe(0);
  });

  test.each<[string, (rng: Rng) => (i: number) => number]>([
    ['75 % the same position, the rest random', (rng) => () => (rng() < 0.75 ? 2 : Math.floor(rng() * 6))],
    ['one row of the option grid (positions 3–5)', (rng) => () => 3 + Math.floor(rng() * 3)],
    ['two positions at random', (rng) => () => (rng() < 0.5 ? 0 : 5)],
    ['cycle 0–5 with 30 % noise', (rng) => (i) => (rng() < 0.7 ? i % 6 : Math.floor(rng() * 6))],
    ['zigzag 1-4 with 25 % noise', (rng) => (i) => (rng() < 0.75 ? (i % 2 ? 4 : 1) : Math.floor(rng() * 6))],
  ])('positional clicker at a reading pace (≈ 8 s): %s', (name, strategy) => {
    const r = rate((items, rng) => clicker(items, rng, strategy(rng), 8), 200, 7);
    lines.push(`positional, ${name}, ~8 s: flagged ${pct(r.flagged, 200)}, refused ${pct(r.refused, 200)}`);
    expect(caught(r)).toBeGreaterThanOrEqual(0.95);
  });

  test('random clicking at a reading pace: only the person fit can tell (figures only)', () => {
    for (const median of [8, 20]) {
      const r = rate((items, rng) => clicker(items, rng, () => Math.floor(rng() * 6), median), 200, 3);
      lines.push(
        `random, ~${median} s/click: flagged ${pct(r.flagged, 200)} (person fit alone; no timing sign)`,
      );
    }
  });
});

describe('dimensions: how far 30 items can be trusted (figures for docs/dimensions.md)', () => {
  test('two sheets of one honest test-taker: same level, within one level, not measured', () => {
    const rng = mulberry32(17);
    const ids = ['memory', 'speed', 'reaction', 'concentration', 'logic'] as const;
    const tally = Object.fromEntries(
      ids.map((id) => [id, { pairs: 0, same: 0, withinOne: 0, unmeasured: 0 }]),
    );
    const sessions = 300;
    for (let s = 0; s < sessions; s++) {
      const theta = -2.5 + (5 * s) / (sessions - 1);
      // The same person (θ and personal pace) on two different assembled tests.
      const pace = Math.exp(0.35 * normal(rng));
      const a = evaluateExam(honest(TESTS[s % 4]!, theta, rng, pace), options).score!;
      const b = evaluateExam(honest(TESTS[(s + 1) % 4]!, theta, rng, pace), options).score!;
      for (const id of ids) {
        const [x, y] = [a.indicators[id], b.indicators[id]];
        const t = tally[id]!;
        if (x === null || y === null) {
          t.unmeasured += (x === null ? 1 : 0) + (y === null ? 1 : 0);
          continue;
        }
        t.pairs++;
        if (x === y) t.same++;
        if (Math.abs(x - y) <= 1) t.withinOne++;
      }
    }
    const lines = ids.map((id) => {
      const t = tally[id]!;
      return `${id}: same level ${pct(t.same, t.pairs)}, within one ${pct(t.withinOne, t.pairs)}, not measured ${pct(t.unmeasured, 2 * sessions)}`;
    });
    console.log(
      `Dimension retest, ${sessions} honest test-takers (θ −2.5…2.5), two assembled tests each\n${lines.join('\n')}`,
    );
    for (const id of ids) expect(tally[id]!.withinOne).toBeGreaterThan(0.6 * tally[id]!.pairs);
  });
});

describe('guessing: the statistics', () => {
  const items = TESTS[0]!.map((item) => item.irt);

  test('lz* is near 0 for a model-conform pattern and strongly negative for a reversed one', () => {
    const conform = items.map((item) => probabilityCorrect(item, 0) > 0.5);
    const reversed = conform.map((x) => !x);
    expect(lzStar(items, conform, 0)!).toBeGreaterThan(-1);
    expect(lzStar(items, reversed, -0.5)!).toBeLessThan(-2.33);
    expect(lzStar(items.slice(0, 5), conform.slice(0, 5), 0)).toBeNull();
  });

  test('binomial tail', () => {
    expect(binomialTail(10, 0.5, 0)).toBe(1);
    expect(binomialTail(10, 0.5, 10)).toBeCloseTo(1 / 1024, 10);
    expect(binomialTail(3, 0.5, 2)).toBeCloseTo(0.5, 10);
  });

  test('positional patterns: uniform positions pass, crowded or cyclic ones do not', () => {
    const rng = mulberry32(5);
    expect(positionalPattern(Array.from({ length: 30 }, () => Math.floor(rng() * 6)))).toBe(false);
    expect(positionalPattern(Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? 1 : 4)))).toBe(true);
    expect(positionalPattern([1, 2, 3])).toBe(false);
  });

  test('the verdict lists its signs', () => {
    const rapid = items.map((irt, i) => ({ irt, correct: i % 6 === 0, seconds: 2.5, position: i % 6 }));
    const verdict = detectGuessing(rapid, -2);
    expect(verdict.likely).toBe(true);
    expect(verdict.signs).toEqual(expect.arrayContaining(['rapid', 'positional']));
  });
});
