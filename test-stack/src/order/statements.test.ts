// Issue 36 "Statements from definitions": generated answer patterns on real assembled tests go
// through the whole pipeline (exam service evaluateExam/scoreExam → dimension rows → the
// interpretation keys and English texts the report shows). Each dimension's value and sentence
// is checked against facts this test computes itself from the raw answers (accuracy per group,
// slips on the easier questions, median times), and no two statements may conflict.
import { assembleTest, type GeneratedItem } from '@iq/exam-service/src/domain/matrices';
import { mulberry32, type Rng } from '@iq/exam-service/src/domain/matrices/random';
import { evaluateExam } from '@iq/exam-service/src/domain/exam-outcome';
import { answerSheet } from '@iq/exam-service/src/domain/testing-answers';
import type { IndicatorId } from '@iq/contracts';
import { dimensionInterpretation } from '@iq/report-render';
import { dimensionRows, type DimensionRow } from '@iq/order-service/src/modules/reports/domain/dimensions';

const LIMIT = 1200;
const BUDGET = LIMIT / 30;

// ---- Facts, computed here from the raw answers (not by the code under test) ----------------

/** 3PL on the logistic metric, written out here. */
const p3 = (item: GeneratedItem, theta: number) =>
  item.irt.c + (1 - item.irt.c) / (1 + Math.exp(-item.irt.a * (theta - item.irt.b)));
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0 ? null : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const changingRules = (item: GeneratedItem) => item.rules.filter((r) => r.rule !== 'constant').length;

interface Facts {
  right: boolean[];
  accuracy: number;
  /** Right answers and what an average test-taker (θ = 0) gets right, per group. */
  group: Record<'memory' | 'logic', { size: number; right: number; average: number }>;
  /** Wrong answers on the first twelve (levels 1–4) and what θ predicts there. */
  easy: { size: number; slips: number; predictedSlips: number; predictedAccuracy: number };
  speed: { timed: number; ratio: number | null };
  reaction: { timed: number; ratio: number | null };
  firstHalfAccuracy: number;
  secondHalfAccuracy: number;
}

function factsOf(
  items: GeneratedItem[],
  positions: (number | null)[],
  seconds: number[],
  theta: number,
): Facts {
  const right = items.map((item, i) => positions[i] === item.correctOption);
  const groupOf = (inGroup: (item: GeneratedItem) => boolean) => {
    const members = items.map((item, i) => ({ item, i })).filter(({ item }) => inGroup(item));
    return {
      size: members.length,
      right: members.filter(({ i }) => right[i]).length,
      average: members.reduce((sum, { item }) => sum + p3(item, 0), 0),
    };
  };
  const easy = items.map((item, i) => ({ item, i })).filter(({ item }) => item.level <= 4);
  const predictedSlips = easy.reduce((sum, { item }) => sum + 1 - p3(item, theta), 0);
  const timesOf = (indexes: number[]) => indexes.filter((i) => right[i]).map((i) => seconds[i]!);
  const all = timesOf(items.map((_, i) => i));
  const easiest = timesOf(items.map((item, i) => (item.level <= 2 ? i : -1)).filter((i) => i >= 0));
  const half = items.length / 2;
  return {
    right,
    accuracy: right.filter(Boolean).length / items.length,
    group: {
      memory: groupOf((item) => Number(item.features.components ?? 1) >= 2),
      logic: groupOf((item) => changingRules(item) >= 3),
    },
    easy: {
      size: easy.length,
      slips: easy.filter(({ i }) => !right[i]).length,
      predictedSlips,
      predictedAccuracy: 1 - predictedSlips / easy.length,
    },
    speed: { timed: all.length, ratio: all.length ? median(all)! / BUDGET : null },
    reaction: { timed: easiest.length, ratio: easiest.length ? median(easiest)! / BUDGET : null },
    firstHalfAccuracy: right.slice(0, half).filter(Boolean).length / half,
    secondHalfAccuracy: right.slice(half).filter(Boolean).length / half,
  };
}

// ---- What each sentence claims, read from its English text ---------------------------------

const SPEED_BANDS: Record<number, [number, number, string]> = {
  5: [0, 0.3, 'under 30%'],
  4: [0.3, 0.5, '30–50%'],
  3: [0.5, 0.8, '50–80%'],
  2: [0.8, 1.1, '80–110%'],
  1: [1.1, Infinity, 'over 110%'],
};
const REACTION_BANDS: Record<number, [number, number, string]> = {
  5: [0, 0.15, 'under 15%'],
  4: [0.15, 0.3, '15–30%'],
  3: [0.3, 0.5, '30–50%'],
  2: [0.5, 0.8, '50–80%'],
  1: [0.8, Infinity, 'over 80%'],
};

function checkStatements(rows: DimensionRow[], facts: Facts, guessing: boolean): void {
  const row = (id: IndicatorId) => rows.find((r) => r.id === id)!;
  const text = (id: IndicatorId) => dimensionInterpretation(row(id).interpretationKey, 'en-US')!;
  for (const r of rows) expect(text(r.id)).toEqual(expect.any(String));

  if (guessing) {
    for (const r of rows) {
      expect([r.level, r.score]).toEqual([null, null]);
      expect(text(r.id)).toMatch(/look like guessing/);
    }
    return;
  }

  // memory and logic: right answers against an average test-taker on the same group.
  for (const id of ['memory', 'logic'] as const) {
    const { size, right, average } = facts.group[id];
    const { level } = row(id);
    if (size < 6) {
      expect(level).toBeNull();
      continue;
    }
    expect(level).not.toBeNull();
    if (level! >= 4) expect(right).toBeGreaterThan(average);
    if (level! <= 2) expect(right).toBeLessThan(average);
    expect(text(id)).toMatch(
      level! >= 4 ? /more right than/ : level! <= 2 ? /fewer right than/ : /about as many right as/,
    );
  }

  // speed and reaction: the band the sentence names contains the median time measured here.
  for (const [id, bands, minimum] of [
    ['speed', SPEED_BANDS, 8],
    ['reaction', REACTION_BANDS, 3],
  ] as const) {
    const { timed, ratio } = facts[id];
    const { level } = row(id);
    if (timed < minimum) {
      expect(level).toBeNull();
      expect(text(id)).toMatch(/^Not measured/);
      continue;
    }
    const [low, high, words] = bands[level!]!;
    expect(ratio!).toBeGreaterThan(low - 1e-9);
    expect(ratio!).toBeLessThanOrEqual(high + 1e-9);
    expect(text(id)).toContain(words);
  }

  // concentration: slips on the first twelve against what the score's θ predicts there.
  const concentration = row('concentration').level;
  if (facts.easy.predictedAccuracy < 0.7) {
    expect(concentration).toBeNull();
  } else {
    expect(concentration).not.toBeNull();
    if (concentration! >= 4) expect(facts.easy.slips).toBeLessThan(facts.easy.predictedSlips);
    if (concentration! <= 2) {
      expect(facts.easy.slips).toBeGreaterThan(facts.easy.predictedSlips);
      expect(facts.easy.slips).toBeGreaterThan(0);
    }
    expect(text('concentration')).toMatch(
      concentration! >= 4 ? /fewer slips/ : concentration! <= 2 ? /more slips/ : /about as many slips/,
    );
  }
  // It never claims steadiness on a sheet mostly wrong (the audit's "stayed accurate").
  if (facts.accuracy < 0.5) expect(text('concentration')).not.toMatch(/fewer slips|accurate/);

  // No two statements conflict: speed fast with reaction slow only if the easy items really
  // were slower than the rest (and the reverse).
  const speed = row('speed').level;
  const reaction = row('reaction').level;
  if (speed !== null && reaction !== null) {
    if (speed >= 4 && reaction <= 2) expect(facts.reaction.ratio!).toBeGreaterThan(facts.speed.ratio!);
    if (speed <= 2 && reaction >= 4) expect(facts.reaction.ratio!).toBeLessThan(facts.speed.ratio!);
  }
  // Every sentence is its own: no two dimensions print the same text.
  expect(new Set(rows.map((r) => text(r.id))).size).toBe(rows.length);
}

// ---- Answer patterns ------------------------------------------------------------------------

type Pattern = (
  items: GeneratedItem[],
  rng: Rng,
) => {
  positions: (number | null)[];
  seconds: number[];
  /** Whether the sheet must be flagged; 'either' where the person fit may or may not tell. */
  guessing?: boolean | 'either';
  refused?: boolean;
};
const wrongOf = (item: GeneratedItem, k = 1) => (item.correctOption + k) % 6;
const pick = (item: GeneratedItem, right: boolean, i: number) =>
  right ? item.correctOption : wrongOf(item, 1 + (i % 5));
const steady = (n: number, s: number) => Array.from({ length: n }, () => s);
const rising = (items: GeneratedItem[]) => items.map((item) => 8 + 3 * item.level);
const honest =
  (theta: number, times: (items: GeneratedItem[], rng: Rng) => number[]): Pattern =>
  (items, rng) => ({
    positions: items.map((item, i) => pick(item, rng() < p3(item, theta), i)),
    seconds: times(items, rng),
  });

const PATTERNS: [string, Pattern][] = [
  ['all right', (items) => ({ positions: items.map((it) => it.correctOption), seconds: rising(items) })],
  ['all wrong', (items) => ({ positions: items.map((it, i) => pick(it, false, i)), seconds: rising(items) })],
  [
    'easy right, hard wrong',
    (items) => ({ positions: items.map((it, i) => pick(it, i < 15, i)), seconds: rising(items) }),
  ],
  [
    'easy wrong, hard right (the reverse)',
    // Right where the items are hard and wrong where they are easy: the person fit flags it.
    (items) => ({
      positions: items.map((it, i) => pick(it, i >= 15, i)),
      seconds: rising(items),
      guessing: true,
    }),
  ],
  [
    'alternating right and wrong',
    (items) => ({
      positions: items.map((it, i) => pick(it, i % 2 === 0, i)),
      seconds: rising(items),
      guessing: 'either',
    }),
  ],
  [
    'random clicks at 2.5 s',
    (items, rng) => ({
      positions: items.map(() => Math.floor(rng() * 6)),
      seconds: steady(items.length, 2.5),
      guessing: true,
    }),
  ],
  [
    'pattern clicking: cycle 0–5 with 30 % noise at 8 s',
    (items, rng) => ({
      positions: items.map((_, i) => (rng() < 0.7 ? i % 6 : Math.floor(rng() * 6))),
      seconds: steady(items.length, 8),
      guessing: true,
    }),
  ],
  [
    'pattern clicking: the same position 65 % of the time at 8 s',
    (items, rng) => ({
      positions: items.map(() => (rng() < 0.65 ? 3 : Math.floor(rng() * 6))),
      seconds: steady(items.length, 8),
      guessing: true,
    }),
  ],
  ['honest θ = 0.5, steady pace (15 s)', honest(0.5, (items) => steady(items.length, 15))],
  [
    'honest θ = 0.5, erratic pace (3 s and 60 s)',
    honest(0.5, (items) => items.map((_, i) => (i % 2 ? 60 : 3))),
  ],
  ['honest θ = −1.5, slow (35 s)', honest(-1.5, (items) => steady(items.length, 35))],
  ['honest θ = 2, fast (6 s)', honest(2, (items) => steady(items.length, 6))],
  [
    'only the five hardest wrong (audit)',
    (items) => ({ positions: items.map((it, i) => pick(it, i < 25, i)), seconds: rising(items) }),
  ],
  [
    '26 of 30 wrong (audit)',
    (items) => ({ positions: items.map((it, i) => pick(it, i % 8 === 0, i)), seconds: rising(items) }),
  ],
  [
    'one item answered',
    (items) => ({
      positions: items.map((it, i) => (i === 0 ? it.correctOption : null)),
      seconds: steady(items.length, 20),
      refused: true,
    }),
  ],
];

describe.each([11, 29])('statements from definitions, assembled test %i', (seed) => {
  const items = assembleTest(seed);

  test.each(PATTERNS)('%s', (_name, pattern) => {
    const { positions, seconds, guessing = false, refused = false } = pattern(items, mulberry32(seed));
    const evaluation = evaluateExam(answerSheet(items, positions, seconds), {
      minSecondsPerItem: 2,
      timeLimitSeconds: LIMIT,
    });
    if (refused) {
      expect(evaluation.outcome).toBe('abnormal');
      return;
    }
    expect(evaluation.outcome).toBe('scored');
    const score = evaluation.score!;
    if (guessing !== 'either') expect(score.guessing.likely).toBe(guessing);
    // What the order service keeps (SessionScore) and turns into the rows the report shows.
    const rows = dimensionRows(score.indicators, { guessingLikely: score.guessing.likely });
    checkStatements(rows, factsOf(items, positions, seconds, score.theta), score.guessing.likely);
  });

  test('the audit cases: no "accurate" concentration on a wrong sheet, no slips blamed on the hardest items', () => {
    const run = (right: (i: number) => boolean) => {
      const positions = items.map((it, i) => pick(it, right(i), i));
      const score = evaluateExam(answerSheet(items, positions, rising(items)), {
        minSecondsPerItem: 2,
        timeLimitSeconds: LIMIT,
      }).score!;
      return dimensionRows(score.indicators).find((r) => r.id === 'concentration')!;
    };
    expect(run((i) => i % 8 === 0).interpretationKey).toBe('report.dimensions.concentration.notMeasured');
    expect(run((i) => i < 25).level).toBeGreaterThanOrEqual(3);
  });
});
