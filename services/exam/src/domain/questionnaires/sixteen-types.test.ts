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

describe('scoreSixteenTypes', () => {
  test('a mixed sheet, every axis computed by hand', () => {
    const result = scoreSixteenTypes(
      sheetOf({
        // recoded toward E: 4, 5, 6−2=4, 3, 6−1=5, 4, 6−2=4, 5, 6−3=3, 4 = 41 → (41 − 10)/40 = 77.5 %
        EI: [4, 5, 2, 3, 1, 4, 2, 5, 3, 4],
        // toward S: 2, 6−4=2, 1, 6−5=1, 2, 6−4=2, 3, 6−4=2, 2, 6−5=1 = 18 → 8/40 = 20 %
        SN: [2, 4, 1, 5, 2, 4, 3, 4, 2, 5],
        // toward T: 3, 6−3=3, 4, 6−2=4, 3, 6−3=3, 3, 6−3=3, 2, 6−5=1 = 29 → 19/40 = 47.5 %
        TF: [3, 3, 4, 2, 3, 3, 3, 3, 2, 5],
        // toward J: 5, 6−2=4, 4, 6−1=5, 5, 6−3=3, 4, 6−2=4, 3, 6−3=3 = 40 → 30/40 = 75 %
        JP: [5, 2, 4, 1, 5, 3, 4, 2, 3, 3],
      }),
    );
    expect(result.typeCode).toBe('ENFJ');
    expect(
      result.axes.map((a) => [
        a.scale,
        a.exactFirstPercent,
        a.firstPercent,
        a.secondPercent,
        a.letter,
        a.tie,
      ]),
    ).toEqual([
      ['EI', 77.5, 78, 22, 'E', false],
      ['SN', 20, 20, 80, 'N', false],
      ['TF', 47.5, 47, 53, 'F', false],
      ['JP', 75, 75, 25, 'J', false],
    ]);
  });

  test('extreme toward the first letters: ESTJ, 100 % on every axis', () => {
    // "Very much" (5) to every +1 item, "Not at all" (1) to every −1 item: 10 × 5 = 50 → 100 %.
    const values = (axis: string) => KEY[axis]!.map((k) => (k === 1 ? 5 : 1));
    const result = scoreSixteenTypes(
      sheetOf({ EI: values('EI'), SN: values('SN'), TF: values('TF'), JP: values('JP') }),
    );
    expect(result.typeCode).toBe('ESTJ');
    expect(result.axes.map((a) => [a.firstPercent, a.secondPercent, a.tie])).toEqual(
      Array(4).fill([100, 0, false]),
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

  test('all "Moderately": a tie on every axis, which goes to the first letter (ESTJ)', () => {
    const threes = Array(10).fill(3);
    const result = scoreSixteenTypes(sheetOf({ EI: threes, SN: threes, TF: threes, JP: threes }));
    expect(result.typeCode).toBe('ESTJ');
    expect(result.axes.map((a) => [a.exactFirstPercent, a.firstPercent, a.secondPercent, a.tie])).toEqual(
      Array(4).fill([50, 50, 50, true]),
    );
  });

  test('all "Very much" (acquiescence): reversed items cancel it out except where the key is unbalanced', () => {
    // EI has six +1 and four −1 items: 6 × 5 + 4 × (6 − 5) = 34 → 24/40 = 60 % E.
    // SN, TF, JP have five of each: 5 × 5 + 5 × 1 = 30 → 50 %, ties → S, T, J.
    const fives = Array(10).fill(5);
    const result = scoreSixteenTypes(sheetOf({ EI: fives, SN: fives, TF: fives, JP: fives }));
    expect(result.typeCode).toBe('ESTJ');
    expect(result.axes.map((a) => [a.exactFirstPercent, a.tie])).toEqual([
      [60, false],
      [50, true],
      [50, true],
      [50, true],
    ]);
  });

  test('one point either side of a tie on one axis flips only that letter', () => {
    const threes = Array(10).fill(3);
    // EI: ei-01 (+1) answered 4 instead of 3 → 31 → 21/40 = 52.5 % → E 53.
    const up = scoreSixteenTypes(
      sheetOf({ EI: [4, ...threes.slice(1)], SN: threes, TF: threes, JP: threes }),
    );
    expect(up.typeCode).toBe('ESTJ');
    expect(up.axes[0]).toMatchObject({ exactFirstPercent: 52.5, firstPercent: 53, tie: false });
    // ei-03 (−1) answered 4 instead of 3 → 6 − 4 = 2 → 29 → 47.5 % → I 53.
    const down = scoreSixteenTypes(
      sheetOf({ EI: [3, 3, 4, ...threes.slice(3)], SN: threes, TF: threes, JP: threes }),
    );
    expect(down.typeCode).toBe('ISTJ');
    expect(down.axes[0]).toMatchObject({ exactFirstPercent: 47.5, firstPercent: 47, secondPercent: 53 });
  });

  test('an incomplete sheet is refused', () => {
    const threes = Array(10).fill(3);
    const sheet = sheetOf({ EI: threes, SN: threes, TF: threes, JP: threes }).slice(1);
    expect(() => scoreSixteenTypes(sheet)).toThrow(InvalidAnswerSheetError);
    expect(() => scoreSixteenTypes(sheet)).toThrow('Item "ei-01" is not answered.');
  });
});
