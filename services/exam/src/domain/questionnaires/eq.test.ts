// EQ: every scale of a hand-computed sheet, reversed items included.
import { EQ, EQ_SCALES, InvalidAnswerSheetError, scoreEq, type Answer } from './index';

// The scoring key, written out (+1 agree raises the score, −1 reversed), items 01..06 per scale.
const KEY: Record<string, { prefix: string; keys: readonly (1 | -1)[] }> = {
  'self-awareness': { prefix: 'sa', keys: [1, 1, -1, 1, 1, -1] },
  'self-regulation': { prefix: 'sr', keys: [1, -1, 1, -1, 1, -1] },
  'self-motivation': { prefix: 'mo', keys: [1, 1, -1, 1, 1, -1] },
  empathy: { prefix: 'em', keys: [1, 1, -1, 1, -1, 1] },
  'social-skill': { prefix: 'ss', keys: [1, 1, -1, 1, 1, -1] },
};
const ids = (scale: string) => Array.from({ length: 6 }, (_, i) => `${KEY[scale]!.prefix}-0${i + 1}`);

function sheetOf(values: Record<string, number[]>): Answer[] {
  return Object.entries(values).flatMap(([scale, list]) =>
    ids(scale).map((itemId, i) => ({ itemId, value: list[i] as number })),
  );
}

test('the bank: five scales of six items each, with the key above', () => {
  expect(EQ.scales.map((s) => s.key)).toEqual([...EQ_SCALES]);
  expect(EQ.items).toHaveLength(30);
  for (const scale of EQ_SCALES) {
    const items = ids(scale).map((id) => EQ.items.find((it) => it.id === id));
    expect(items.map((it) => it?.scale)).toEqual(Array(6).fill(scale));
    expect(items.map((it) => it?.keyed)).toEqual(KEY[scale]!.keys);
  }
});

test('a hand-computed sheet: raw sum, mean and percent of maximum per scale and overall', () => {
  const result = scoreEq(
    sheetOf({
      // 4, 5, 6−2=4, 3, 4, 6−1=5 = 25
      'self-awareness': [4, 5, 2, 3, 4, 1],
      // 2, 6−4=2, 3, 6−5=1, 2, 6−4=2 = 12
      'self-regulation': [2, 4, 3, 5, 2, 4],
      // 5, 5, 6−1=5, 5, 5, 6−1=5 = 30 (the maximum)
      'self-motivation': [5, 5, 1, 5, 5, 1],
      // all 3 → 18 (the middle)
      empathy: [3, 3, 3, 3, 3, 3],
      // 1, 1, 6−5=1, 1, 1, 6−5=1 = 6 (the minimum)
      'social-skill': [1, 1, 5, 1, 1, 5],
    }),
  );
  const rows = result.scales.map((s) => [s.scale, s.itemCount, s.rawSum]);
  expect(rows).toEqual([
    ['self-awareness', 6, 25],
    ['self-regulation', 6, 12],
    ['self-motivation', 6, 30],
    ['empathy', 6, 18],
    ['social-skill', 6, 6],
  ]);
  // mean = sum/6; percent of maximum = (sum − 6)/24 · 100
  const expected = [
    [25 / 6, (19 / 24) * 100],
    [2, 25],
    [5, 100],
    [3, 50],
    [1, 0],
  ];
  result.scales.forEach((s, i) => {
    expect(s.mean).toBeCloseTo(expected[i]![0]!, 12);
    expect(s.percentOfMaximum).toBeCloseTo(expected[i]![1]!, 12);
  });
  // Overall: 25 + 12 + 30 + 18 + 6 = 91 over 30 items; (91 − 30)/120 · 100.
  expect(result.overall.itemCount).toBe(30);
  expect(result.overall.rawSum).toBe(91);
  expect(result.overall.mean).toBeCloseTo(91 / 30, 12);
  expect(result.overall.percentOfMaximum).toBeCloseTo((61 / 120) * 100, 12);
});

test('reversed items: answering every item "Very much" does not max a scale out', () => {
  const fives = Array(6).fill(5);
  const result = scoreEq(
    sheetOf(Object.fromEntries(EQ_SCALES.map((s) => [s, fives])) as Record<string, number[]>),
  );
  // four +1 items → 4 × 5 + 2 × 1 = 22, except self-regulation (three each): 3 × 5 + 3 × 1 = 18.
  expect(result.scales.map((s) => s.rawSum)).toEqual([22, 18, 22, 22, 22]);
});

test('one out-of-range answer refuses the whole sheet', () => {
  const threes = Array(6).fill(3);
  const sheet = sheetOf(Object.fromEntries(EQ_SCALES.map((s) => [s, threes])) as Record<string, number[]>);
  sheet[7] = { itemId: sheet[7]!.itemId, value: 0 };
  expect(() => scoreEq(sheet)).toThrow(InvalidAnswerSheetError);
});
