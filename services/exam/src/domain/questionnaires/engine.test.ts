// The engine on a small questionnaire built here, so every figure is checked by hand.
import { LOCALE_TAGS, type LocaleTag } from '@iq/contracts';
import {
  InvalidAnswerSheetError,
  checkAnswer,
  progressByPart,
  displayPercent,
  isBeyondError,
  percentStandardError,
  recode,
  scoreQuestionnaire,
  validateAnswerSheet,
  type Answer,
  type LocalizedText,
  type Questionnaire,
} from './index';
import { FIVE_POINT_SCALE } from './response-scale';

const text = (en: string): LocalizedText =>
  Object.fromEntries(LOCALE_TAGS.map((tag: LocaleTag) => [tag, `${tag}: ${en}`])) as LocalizedText;

// Scale A (unipolar): a1 +, a2 −, a3 +. Scale B (bipolar X/Y): b1 +, b2 −.
const TINY: Questionnaire = {
  id: 'eq',
  examId: 99,
  titleKey: 't',
  title: text('Tiny'),
  descriptionKey: 'd',
  description: text('Tiny questionnaire'),
  responseScale: FIVE_POINT_SCALE,
  scales: [
    { key: 'A', label: text('A') },
    {
      key: 'B',
      label: text('B'),
      poles: [
        { letter: 'X', label: text('X') },
        { letter: 'Y', label: text('Y') },
      ],
    },
  ],
  items: [
    { id: 'a1', scale: 'A', keyed: 1, text: text('a1') },
    { id: 'a2', scale: 'A', keyed: -1, text: text('a2') },
    { id: 'a3', scale: 'A', keyed: 1, text: text('a3') },
    { id: 'b1', scale: 'B', keyed: 1, text: text('b1') },
    { id: 'b2', scale: 'B', keyed: -1, text: text('b2') },
  ],
  parts: [
    {
      id: 'p',
      itemIds: ['a1', 'a2', 'a3', 'b1', 'b2'],
      progressMessageKey: 'k',
      progressMessage: text('done'),
    },
  ],
};

const sheet = (values: Record<string, unknown>): Answer[] =>
  Object.entries(values).map(([itemId, value]) => ({ itemId, value: value as number }));

describe('recode', () => {
  test.each([
    [1, 1, 1],
    [5, 1, 5],
    [1, -1, 5],
    [2, -1, 4],
    [3, -1, 3],
    [4, -1, 2],
    [5, -1, 1],
  ] as const)('%d keyed %d → %d (6 − x when reversed)', (value, keyed, expected) => {
    expect(recode(value, keyed, FIVE_POINT_SCALE)).toBe(expected);
  });
});

describe('scoreQuestionnaire', () => {
  test('raw sums, means and percent of maximum with reversed items, by hand', () => {
    // A: a1 = 4, a2 = 2 → 6 − 2 = 4, a3 = 5  → 13; mean 13/3; POMP (13 − 3)/(3·4) = 10/12.
    // B: b1 = 2, b2 = 1 → 6 − 1 = 5 → 7; POMP toward X (7 − 2)/(2·4) = 5/8 = 62.5 %.
    const score = scoreQuestionnaire(TINY, sheet({ a1: 4, a2: 2, a3: 5, b1: 2, b2: 1 }));
    // Standard errors: A recoded 4, 4, 5: squares 2/3, sd² 1/3, √(1/3 / 3) = 1/3 → /4 · 100 = 8.33;
    // B recoded 2, 5: squares 4.5, sd² 4.5, √(4.5 / 2) = 1.5 → 37.5 points.
    expect(score.scales).toEqual([
      {
        scale: 'A',
        itemCount: 3,
        rawSum: 13,
        mean: 13 / 3,
        percentOfMaximum: (10 / 12) * 100,
        standardError: expect.closeTo(100 / 12, 12) as number,
      },
      { scale: 'B', itemCount: 2, rawSum: 7, mean: 3.5, percentOfMaximum: 62.5, standardError: 37.5 },
    ]);
    expect(score.bipolar).toEqual([
      {
        scale: 'B',
        poles: ['X', 'Y'],
        exactFirstPercent: 62.5,
        firstPercent: 63,
        secondPercent: 37,
        letter: 'X',
        tie: false,
        standardError: 37.5,
        // 12.5 points toward X against 37.5 points of error: balanced.
        decided: false,
      },
    ]);
  });

  test('answer order does not matter', () => {
    const a = scoreQuestionnaire(TINY, sheet({ a1: 4, a2: 2, a3: 5, b1: 2, b2: 1 }));
    const b = scoreQuestionnaire(TINY, sheet({ b2: 1, a3: 5, b1: 2, a1: 4, a2: 2 }));
    expect(b).toEqual(a);
  });

  test('bipolar tie: exactly 50 % goes to the first pole and is flagged', () => {
    // b1 = 3, b2 = 3 → 3 + 3 = 6 → (6 − 2)/8 = 50 %.
    const [b] = scoreQuestionnaire(TINY, sheet({ a1: 1, a2: 1, a3: 1, b1: 3, b2: 3 })).bipolar;
    expect(b).toMatchObject({ firstPercent: 50, secondPercent: 50, letter: 'X', tie: true });
  });

  test('bipolar: leaning to the second pole', () => {
    // b1 = 1, b2 = 4 → 1 + 2 = 3 → (3 − 2)/8 = 12.5 % toward X.
    const [b] = scoreQuestionnaire(TINY, sheet({ a1: 1, a2: 1, a3: 1, b1: 1, b2: 4 })).bipolar;
    expect(b).toMatchObject({ exactFirstPercent: 12.5, firstPercent: 12, secondPercent: 88, letter: 'Y' });
  });

  test('bipolar: the same answer on both items leaves no error, so any lean is decided', () => {
    // b1 = 1, b2 = 5 → 1 + 1 = 2 → 0 % toward X, recoded 1 and 1: standard error 0.
    const [b] = scoreQuestionnaire(TINY, sheet({ a1: 1, a2: 1, a3: 1, b1: 1, b2: 5 })).bipolar;
    expect(b).toMatchObject({ exactFirstPercent: 0, letter: 'Y', standardError: 0, decided: true });
  });
});

describe('percentStandardError and isBeyondError', () => {
  test.each([
    // recoded answers, points: sample sd / √k / 4 · 100
    [[3, 3, 3, 3], 0],
    [[1, 5], 50], // sd² 8, √(8/2) = 2 → 50
    [[2, 4, 2, 4], (Math.sqrt(4 / 3 / 4) / 4) * 100],
    [[4, 3, 3, 3, 3, 3, 3, 3, 3, 3], 2.5], // one answer off: 1/10 of a step → 2.5
  ])('%j → %d points', (recoded, expected) => {
    expect(percentStandardError(recoded, FIVE_POINT_SCALE)).toBeCloseTo(expected, 12);
  });

  test('one item is not enough for a spread', () => {
    expect(() => percentStandardError([3], FIVE_POINT_SCALE)).toThrow(RangeError);
  });

  test.each([
    [50, 0, false], // a tie with no spread is still a tie
    [52.5, 2.5, false], // exactly one error: not beyond it
    [52.5, 2.5 + 1e-12, false],
    [52.5 + 1e-12, 2.5, false], // float noise either way does not decide
    [55, 3.33, true],
    [45, 3.33, true],
    [60, 16.3, false],
  ])('%d %% with error %d points: beyond 50 is %p', (percent, error, beyond) => {
    expect(isBeyondError(percent, 50, error)).toBe(beyond);
  });
});

describe('displayPercent: whole numbers, symmetric around 50, never 50 unless a tie', () => {
  test.each([
    [50, 50],
    [52.5, 53],
    [47.5, 47],
    [50.2, 51],
    [49.8, 49],
    [62.5, 63],
    [37.5, 37],
    [0, 0],
    [100, 100],
    [77.5, 78],
    [22.5, 22],
  ])('%d → %d', (exact, shown) => {
    expect(displayPercent(exact)).toBe(shown);
  });
});

describe('validateAnswerSheet', () => {
  const good = { a1: 4, a2: 2, a3: 5, b1: 2, b2: 1 };

  test('a complete sheet is valid', () => {
    const check = validateAnswerSheet(TINY, sheet(good));
    expect(check.ok).toBe(true);
  });

  test('a missing item', () => {
    const { b2: _b2, ...rest } = good;
    expect(validateAnswerSheet(TINY, sheet(rest))).toEqual({
      ok: false,
      problems: [{ kind: 'missing', itemId: 'b2' }],
    });
  });

  test('an item answered twice, even with the same value', () => {
    const answers = [...sheet(good), { itemId: 'a1', value: 4 }];
    expect(validateAnswerSheet(TINY, answers)).toEqual({
      ok: false,
      problems: [{ kind: 'duplicate', itemId: 'a1' }],
    });
  });

  test('an unknown item', () => {
    const answers = [...sheet(good), { itemId: 'zz', value: 3 }];
    expect(validateAnswerSheet(TINY, answers)).toEqual({
      ok: false,
      problems: [{ kind: 'unknown-item', itemId: 'zz' }],
    });
  });

  test.each([0, 6, -1, 2.5, Number.NaN, Infinity, '3', null, undefined, true])(
    'value %p is out of range',
    (value) => {
      const check = validateAnswerSheet(TINY, sheet({ ...good, a3: value }));
      expect(check).toEqual({ ok: false, problems: [{ kind: 'out-of-range', itemId: 'a3', value }] });
    },
  );

  test('every problem is listed, missing items last', () => {
    const answers: Answer[] = [
      { itemId: 'a1', value: 9 },
      { itemId: 'a2', value: 3 },
      { itemId: 'a2', value: 3 },
      { itemId: 'nope', value: 3 },
    ];
    const check = validateAnswerSheet(TINY, answers);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.problems).toEqual([
      { kind: 'out-of-range', itemId: 'a1', value: 9 },
      { kind: 'duplicate', itemId: 'a2' },
      { kind: 'unknown-item', itemId: 'nope' },
      { kind: 'missing', itemId: 'a3' },
      { kind: 'missing', itemId: 'b1' },
      { kind: 'missing', itemId: 'b2' },
    ]);
  });

  test('hostile entries (null, non-objects) are reported, not thrown on', () => {
    const answers = [...sheet(good), null, 'x'] as unknown as Answer[];
    const check = validateAnswerSheet(TINY, answers);
    expect(!check.ok && check.problems.map((p) => p.kind)).toEqual(['unknown-item', 'unknown-item']);
  });

  test('the scorer refuses an invalid sheet with a clear message and every problem', () => {
    const { a1: _a1, ...rest } = good;
    let error: unknown;
    try {
      scoreQuestionnaire(TINY, sheet({ ...rest, b1: 7 }));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InvalidAnswerSheetError);
    const invalid = error as InvalidAnswerSheetError;
    expect(invalid.problems).toEqual([
      { kind: 'out-of-range', itemId: 'b1', value: 7 },
      { kind: 'missing', itemId: 'a1' },
    ]);
    expect(invalid.message).toBe(
      'The answer sheet for "eq" is not valid: Item "b1" has the answer 7, not a whole number on the scale. Item "a1" is not answered.',
    );
  });
});

describe('checkAnswer (one answer, saved as the test goes)', () => {
  test.each([
    [{ itemId: 'a1', value: 1 }, null],
    [{ itemId: 'b2', value: 5 }, null],
    [
      { itemId: 'a1', value: 0 },
      { kind: 'out-of-range', itemId: 'a1', value: 0 },
    ],
    [
      { itemId: 'a1', value: 4.5 },
      { kind: 'out-of-range', itemId: 'a1', value: 4.5 },
    ],
    [
      { itemId: 'zz', value: 3 },
      { kind: 'unknown-item', itemId: 'zz' },
    ],
  ])('%j → %j', (answer, expected) => {
    expect(checkAnswer(TINY, answer as Answer)).toEqual(expected);
  });
});

describe('progressByPart', () => {
  const twoParts: Questionnaire = {
    ...TINY,
    parts: [
      { id: 'one', itemIds: ['a1', 'a2', 'a3'], progressMessageKey: 'k1', progressMessage: text('1 done') },
      { id: 'two', itemIds: ['b1', 'b2'], progressMessageKey: 'k2', progressMessage: text('2 done') },
    ],
  };

  test('counts answered items per part and says when a part is complete', () => {
    expect(progressByPart(twoParts, ['a1', 'a3', 'a2', 'b2', 'zz'])).toEqual([
      { partId: 'one', answered: 3, total: 3, complete: true },
      { partId: 'two', answered: 1, total: 2, complete: false },
    ]);
    expect(progressByPart(twoParts, []).map((p) => p.complete)).toEqual([false, false]);
  });
});
