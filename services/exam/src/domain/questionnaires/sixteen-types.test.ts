// 16 types: hand-computed sheets for every axis, the extremes, ties and the three parts.
import { InvalidAnswerSheetError, SIXTEEN_TYPES, scoreSixteenTypes, type Answer } from './index';

// The scoring key, written out: +1 leans to E, S, T, J; −1 to I, N, F, P. A change to the bank's
// keys fails here first, because every hand computation below relies on it.
const KEY: Record<string, readonly (1 | -1)[]> = {
  EI: [1, 1, -1, 1, -1, 1, -1, 1, -1, 1],
  SN: [1, -1, 1, -1, 1, -1, 1, -1, 1, -1],
  TF: [1, -1, 1, -1, 1, -1, 1, -1, 1, -1],
  JP: [1, -1, 1, -1, 1, -1, 1, -1, 1, -1],
};
const ids = (axis: string) =>
  Array.from({ length: 10 }, (_, i) => `${axis.toLowerCase()}-${String(i + 1).padStart(2, '0')}`);

/** A sheet from ten raw answers per axis, item 01 first. */
function sheetOf(values: Record<'EI' | 'SN' | 'TF' | 'JP', number[]>): Answer[] {
  return Object.entries(values).flatMap(([axis, list]) =>
    ids(axis).map((itemId, i) => ({ itemId, value: list[i] as number })),
  );
}

test('the bank holds 40 items, 10 per axis, with the key above', () => {
  expect(SIXTEEN_TYPES.items).toHaveLength(40);
  for (const axis of ['EI', 'SN', 'TF', 'JP']) {
    const items = ids(axis).map((id) => SIXTEEN_TYPES.items.find((it) => it.id === id));
    expect(items.map((it) => it?.scale)).toEqual(Array(10).fill(axis));
    expect(items.map((it) => it?.keyed)).toEqual(KEY[axis]);
  }
});

test('three parts (14, 13, 13 items), each with every axis and its own progress message key', () => {
  expect(SIXTEEN_TYPES.parts.map((p) => [p.id, p.itemIds.length])).toEqual([
    ['part-1', 14],
    ['part-2', 13],
    ['part-3', 13],
  ]);
  for (const part of SIXTEEN_TYPES.parts) {
    const axes = new Set(part.itemIds.map((id) => SIXTEEN_TYPES.items.find((it) => it.id === id)?.scale));
    expect([...axes].sort()).toEqual(['EI', 'JP', 'SN', 'TF']);
  }
  expect(new Set(SIXTEEN_TYPES.parts.map((p) => p.progressMessageKey)).size).toBe(3);
  expect(SIXTEEN_TYPES.parts.flatMap((p) => p.itemIds).sort()).toEqual(
    SIXTEEN_TYPES.items.map((it) => it.id).sort(),
  );
});

/** Hand-computed standard error in percentage points: sample sd of the recoded answers / √10 / 4 · 100. */
const se = (sumOfSquares: number) => (Math.sqrt(sumOfSquares / 9 / 10) / 4) * 100;

describe('scoreSixteenTypes', () => {
  test('a mixed sheet, every axis computed by hand: T/F is within its error, so no type', () => {
    const result = scoreSixteenTypes(
      sheetOf({
        // recoded toward E: 4, 5, 6−2=4, 3, 6−1=5, 4, 6−2=4, 5, 6−3=3, 4 = 41 → (41 − 10)/40 = 77.5 %
        // mean 4.1, squares 0.01·5 + 0.81·3 + 1.21·2 = 4.9
        EI: [4, 5, 2, 3, 1, 4, 2, 5, 3, 4],
        // toward S: 2, 6−4=2, 1, 6−5=1, 2, 6−4=2, 3, 6−4=2, 2, 6−5=1 = 18 → 8/40 = 20 %
        // mean 1.8, squares 0.04·6 + 0.64·3 + 1.44 = 3.6
        SN: [2, 4, 1, 5, 2, 4, 3, 4, 2, 5],
        // toward T: 3, 6−3=3, 4, 6−2=4, 3, 6−3=3, 3, 6−3=3, 2, 6−5=1 = 29 → 19/40 = 47.5 %
        // mean 2.9, squares 0.01·6 + 1.21·2 + 0.81 + 3.61 = 6.9
        TF: [3, 3, 4, 2, 3, 3, 3, 3, 2, 5],
        // toward J: 5, 6−2=4, 4, 6−1=5, 5, 6−3=3, 4, 6−2=4, 3, 6−3=3 = 40 → 30/40 = 75 %
        // mean 4, squares 1·6 = 6
        JP: [5, 2, 4, 1, 5, 3, 4, 2, 3, 3],
      }),
    );
    const rows = result.axes.map((a) => [
      a.scale,
      a.exactFirstPercent,
      a.firstPercent,
      a.secondPercent,
      a.letter,
      a.tie,
      a.decided,
    ]);
    expect(rows).toEqual([
      ['EI', 77.5, 78, 22, 'E', false, true],
      ['SN', 20, 20, 80, 'N', false, true],
      // 2.5 points toward F against a standard error of 6.9 points: balanced.
      ['TF', 47.5, 47, 53, 'F', false, false],
      ['JP', 75, 75, 25, 'J', false, true],
    ]);
    [4.9, 3.6, 6.9, 6].forEach((squares, i) =>
      expect(result.axes[i]!.standardError).toBeCloseTo(se(squares), 12),
    );
    expect(result.typeCode).toBeNull();
    expect(result.leaningCode).toBe('ENFJ');
    // F is where the answers lean; T is 2.5 points away.
    expect(result.nearest).toEqual(['ENFJ', 'ENTJ']);
  });

  test('extreme toward the first letters: ESTJ, 100 % and no error on every axis', () => {
    // "Very much" (5) to every +1 item, "Not at all" (1) to every −1 item: 10 × 5 = 50 → 100 %.
    const values = (axis: string) => KEY[axis]!.map((k) => (k === 1 ? 5 : 1));
    const result = scoreSixteenTypes(
      sheetOf({ EI: values('EI'), SN: values('SN'), TF: values('TF'), JP: values('JP') }),
    );
    expect(result.typeCode).toBe('ESTJ');
    expect(result.nearest).toEqual(['ESTJ']);
    expect(result.axes.map((a) => [a.firstPercent, a.secondPercent, a.standardError, a.decided])).toEqual(
      Array(4).fill([100, 0, 0, true]),
    );
  });

  test('extreme toward the second letters: INFP, 0 % on every axis', () => {
    const values = (axis: string) => KEY[axis]!.map((k) => (k === 1 ? 1 : 5));
    const result = scoreSixteenTypes(
      sheetOf({ EI: values('EI'), SN: values('SN'), TF: values('TF'), JP: values('JP') }),
    );
    expect(result.typeCode).toBe('INFP');
    expect(result.axes.map((a) => [a.firstPercent, a.secondPercent])).toEqual(Array(4).fill([0, 100]));
  });

  test('all "Moderately": a tie on every axis, so no type and all sixteen equally near', () => {
    const threes = Array(10).fill(3);
    const result = scoreSixteenTypes(sheetOf({ EI: threes, SN: threes, TF: threes, JP: threes }));
    expect(result.typeCode).toBeNull();
    expect(
      result.axes.map((a) => [a.exactFirstPercent, a.firstPercent, a.secondPercent, a.tie, a.decided]),
    ).toEqual(Array(4).fill([50, 50, 50, true, false]));
    expect(result.nearest).toHaveLength(16);
    expect(new Set(result.nearest).size).toBe(16);
    expect(result.nearest[0]).toBe('ESTJ');
  });

  test('all "Very much" (acquiescence): the unbalanced E/I key leans 60 % E, but within its error', () => {
    // EI has six +1 and four −1 items: 6 × 5 + 4 × (6 − 5) = 34 → 24/40 = 60 % E; recoded
    // 5 ×6 and 1 ×4, mean 3.4, squares 6·1.6² + 4·2.4² = 38.4 → 16.3 points: balanced.
    // SN, TF, JP have five of each: 5 × 5 + 5 × 1 = 30 → 50 %.
    const fives = Array(10).fill(5);
    const result = scoreSixteenTypes(sheetOf({ EI: fives, SN: fives, TF: fives, JP: fives }));
    expect(result.typeCode).toBeNull();
    expect(result.axes.map((a) => [a.exactFirstPercent, a.tie, a.decided])).toEqual([
      [60, false, false],
      [50, true, false],
      [50, true, false],
      [50, true, false],
    ]);
    expect(result.axes[0]!.standardError).toBeCloseTo(se(38.4), 12);
  });

  test('one answer off the middle is exactly one standard error: still balanced; two decide', () => {
    const threes = Array(10).fill(3);
    // EI: ei-01 (+1) answered 4 → 52.5 %; recoded one 4 and nine 3s: squares 0.9 → 2.5 points.
    const one = scoreSixteenTypes(
      sheetOf({ EI: [4, ...threes.slice(1)], SN: threes, TF: threes, JP: threes }),
    );
    expect(one.axes[0]).toMatchObject({ exactFirstPercent: 52.5, firstPercent: 53, decided: false });
    expect(one.axes[0]!.standardError).toBeCloseTo(2.5, 12);
    // ei-01 and ei-02 (both +1) answered 4 → 55 %; squares 1.6 → 3.33 points < 5: decided E.
    const two = scoreSixteenTypes(
      sheetOf({ EI: [4, 4, ...threes.slice(2)], SN: threes, TF: threes, JP: threes }),
    );
    expect(two.axes[0]).toMatchObject({ firstPercent: 55, letter: 'E', decided: true });
    expect(two.axes[0]!.standardError).toBeCloseTo(se(1.6), 12);
    // ei-03 (−1) and ei-05 (−1) answered 4 → 6 − 4 = 2 twice → 45 %: decided I.
    const down = scoreSixteenTypes(
      sheetOf({ EI: [3, 3, 4, 3, 4, ...threes.slice(5)], SN: threes, TF: threes, JP: threes }),
    );
    expect(down.axes[0]).toMatchObject({ firstPercent: 45, secondPercent: 55, letter: 'I', decided: true });
    // The other three axes are ties: no type; the eight types that start with I are equally near.
    expect(down.typeCode).toBeNull();
    expect(down.nearest).toHaveLength(8);
    expect(down.nearest.every((code) => code.startsWith('I'))).toBe(true);
  });

  test('an incomplete sheet is refused', () => {
    const threes = Array(10).fill(3);
    const sheet = sheetOf({ EI: threes, SN: threes, TF: threes, JP: threes }).slice(1);
    expect(() => scoreSixteenTypes(sheet)).toThrow(InvalidAnswerSheetError);
    expect(() => scoreSixteenTypes(sheet)).toThrow('Item "ei-01" is not answered.');
  });
});
