// Issue 36: a letter only where its axis is decided, the type only when all four are, a balanced
// axis with both poles. Answer patterns go through the session scorer and the contract; what
// each axis should say is worked out here from the answers and the item keys alone, in whole
// numbers (no float, no square root, nothing from the scoring code).
import { sixteenTypesResultSchema, type SixteenTypesResultView } from '@iq/contracts';
import { scoreQuestionnaireSession } from './questionnaire-session';
import { SIXTEEN_TYPES } from './questionnaires';

type Axis = 'EI' | 'SN' | 'TF' | 'JP';
const AXES: readonly Axis[] = ['EI', 'SN', 'TF', 'JP'];
const POLES: Record<Axis, [string, string]> = {
  EI: ['E', 'I'],
  SN: ['S', 'N'],
  TF: ['T', 'F'],
  JP: ['J', 'P'],
};

// The scoring key written out (items 01..10 per axis): +1 agreeing leans to E, S, T, J; −1 the
// other way. sixteen-types.test.ts checks the bank against the same table.
const KEY: Record<Axis, readonly (1 | -1)[]> = {
  EI: [1, 1, -1, 1, -1, 1, -1, 1, -1, 1],
  SN: [1, -1, 1, -1, 1, -1, 1, -1, 1, -1],
  TF: [1, -1, 1, -1, 1, -1, 1, -1, 1, -1],
  JP: [1, -1, 1, -1, 1, -1, 1, -1, 1, -1],
};
const keyOf = (itemId: string): { axis: Axis; keyed: 1 | -1 } => {
  const axis = itemId.slice(0, 2).toUpperCase() as Axis;
  return { axis, keyed: KEY[axis][Number(itemId.slice(3)) - 1]! };
};

/** The item ids in the order the visitor sees them (the questionnaire's data, not its scorer). */
const SHOWN = SIXTEEN_TYPES.items.map((item) => item.id);

interface AxisFacts {
  /** Σ(recoded − 3): > 0 leans to the first pole, < 0 to the second, 0 a tie. */
  lean: number;
  decided: boolean;
}

/**
 * Decided ⇔ |mean − 3| > s/√k (s the sample sd of the k recoded answers), squared and times
 * k²(k − 1) so it stays in integers: (k − 1)·D² > k·Σx² − (Σx)², with D = Σx − 3k.
 */
function factsOf(answers: ReadonlyMap<string, number>): Record<Axis, AxisFacts> {
  const sums = Object.fromEntries(AXES.map((a) => [a, { k: 0, sum: 0, squares: 0 }])) as Record<
    Axis,
    { k: number; sum: number; squares: number }
  >;
  for (const [itemId, value] of answers) {
    const { axis, keyed } = keyOf(itemId);
    const x = keyed === 1 ? value : 6 - value;
    sums[axis].k += 1;
    sums[axis].sum += x;
    sums[axis].squares += x * x;
  }
  return Object.fromEntries(
    AXES.map((axis) => {
      const { k, sum, squares } = sums[axis];
      const lean = sum - 3 * k;
      return [axis, { lean, decided: (k - 1) * lean * lean > k * squares - sum * sum }];
    }),
  ) as Record<Axis, AxisFacts>;
}

const byShownPosition = (valueAt: (position: number) => number) =>
  new Map(SHOWN.map((id, position) => [id, valueAt(position)]));
/** Toward the first pole (E, S, T, J) with strength `toward` per axis: 5 agrees fully, 1 the reverse. */
const profile = (toward: Record<Axis, (i: number) => number>) =>
  new Map(
    SHOWN.map((id) => {
      const { axis, keyed } = keyOf(id);
      const wanted = toward[axis](Number(id.slice(3)));
      return [id, keyed === 1 ? wanted : 6 - wanted];
    }),
  );

// [name, answers, axes a person reading the answers would call decided]
const PATTERNS: [string, ReadonlyMap<string, number>, number][] = [
  ['all "Very much" (agrees with every item, reversed ones too)', byShownPosition(() => 5), 0],
  ['all "Quite a lot"', byShownPosition(() => 4), 0],
  ['all "Not at all"', byShownPosition(() => 1), 0],
  ['all "A little"', byShownPosition(() => 2), 0],
  ['all "Moderately"', byShownPosition(() => 3), 0],
  ['alternating 5, 1 in the order shown', byShownPosition((p) => (p % 2 === 0 ? 5 : 1)), 0],
  ['alternating 1, 5 in the order shown', byShownPosition((p) => (p % 2 === 0 ? 1 : 5)), 0],
  ['cycling 1 … 5 in the order shown', byShownPosition((p) => (p % 5) + 1), 0],
  [
    'a clear profile (I, N, T, J, answered 4 or 5 toward each)',
    profile({
      EI: (i) => (i % 3 ? 1 : 2),
      SN: (i) => (i % 4 ? 2 : 1),
      TF: (i) => (i % 2 ? 5 : 4),
      JP: () => 4,
    }),
    4,
  ],
  [
    'a clear profile with T/F near 50 % (mixed answers on it)',
    profile({
      EI: () => 5,
      SN: (i) => (i % 2 ? 1 : 2),
      TF: (i) => [3, 4, 2, 3, 4, 2, 3, 3, 2, 4][i - 1]!,
      JP: () => 4,
    }),
    3,
  ],
  [
    'two axes near 50 % (S/N and J/P mixed)',
    profile({
      EI: () => 1,
      SN: (i) => (i % 2 ? 4 : 2),
      TF: () => 5,
      JP: (i) => [2, 4, 3, 3, 4, 2, 3, 4, 3, 2][i - 1]!,
    }),
    2,
  ],
  [
    'one answer off the middle on E/I (a lean equal to its error)',
    new Map([...byShownPosition(() => 3), ['ei-01', 4]]),
    0,
  ],
  [
    'two answers off the middle on E/I',
    new Map([...byShownPosition(() => 3), ['ei-01', 4], ['ei-02', 4]]),
    1,
  ],
];

const resultOf = (answers: ReadonlyMap<string, number>): SixteenTypesResultView => {
  const { result } = scoreQuestionnaireSession(SIXTEEN_TYPES, answers);
  // What leaves the service must pass the contract the report remote reads with.
  return sixteenTypesResultSchema.parse(result);
};

describe.each(PATTERNS)('%s', (_name, answers, decidedByReading) => {
  const facts = factsOf(answers);
  const result = resultOf(answers);

  test('the pattern answers all 40 items', () => {
    expect(answers.size).toBe(40);
    expect(AXES.filter((axis) => facts[axis].decided)).toHaveLength(decidedByReading);
  });

  test('a letter only on a decided axis, the lean letter there; a balanced axis names both poles', () => {
    for (const [i, axis] of AXES.entries()) {
      const shown = result.axes[i]!;
      const { lean, decided } = facts[axis];
      expect([shown.axis, shown.firstLetter, shown.secondLetter]).toEqual([axis, ...POLES[axis]]);
      expect([axis, shown.decided]).toEqual([axis, decided]);
      expect([axis, shown.letter]).toEqual([axis, decided ? POLES[axis][lean > 0 ? 0 : 1] : null]);
      expect(shown.firstPercent + shown.secondPercent).toBe(100);
      // The shown percentage agrees with the sign of the lean (a tie only at 50).
      expect(Math.sign(shown.firstPercent - 50)).toBe(Math.sign(lean));
      // Never a shown lean beyond the margin on a balanced axis, nor a zero margin on one.
      if (!decided) expect(Math.abs(shown.firstPercent - 50)).toBeLessThanOrEqual(shown.margin!);
    }
  });

  test('the type only when all four axes are decided; otherwise the types the decided letters allow', () => {
    const letters = AXES.map((axis) =>
      facts[axis].decided ? POLES[axis][facts[axis].lean > 0 ? 0 : 1] : null,
    );
    const allDecided = letters.every((letter) => letter !== null);
    expect(result.typeCode).toBe(allDecided ? letters.join('') : null);
    // Every combination of the decided letters with both poles of each balanced axis, once.
    const allowed = AXES.reduce<string[]>(
      (codes, axis, i) =>
        codes.flatMap((code) => (letters[i] ? [letters[i]] : POLES[axis]).map((l) => code + l)),
      [''],
    );
    expect([...result.nearest!].sort()).toEqual(allowed.sort());
    // Nearest first: the letters the percentages lean to (an exact tie: the first pole).
    const leaning = AXES.map((axis) => POLES[axis][facts[axis].lean >= 0 ? 0 : 1]).join('');
    expect(result.nearest![0]).toBe(leaning);
  });
});

test('acquiescence never gives a type: every all-same sheet has four balanced axes', () => {
  for (const value of [1, 2, 3, 4, 5]) {
    const result = resultOf(byShownPosition(() => value));
    expect([value, result.typeCode, result.axes.map((axis) => axis.letter)]).toEqual([
      value,
      null,
      [null, null, null, null],
    ]);
  }
});
