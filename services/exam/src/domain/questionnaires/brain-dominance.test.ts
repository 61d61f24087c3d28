// Brain dominance: left/right percentages of hand-computed sheets, a tie, the extremes.
import { BRAIN_DOMINANCE, scoreBrainDominance, type Answer } from './index';

// +1 leans left (odd items), −1 right (even items).
const KEY = [1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1] as const;
const ids = KEY.map((_, i) => `bd-${String(i + 1).padStart(2, '0')}`);
const sheetOf = (values: number[]): Answer[] => ids.map((itemId, i) => ({ itemId, value: values[i]! }));

test('the bank: 12 items on one left/right scale with the key above', () => {
  expect(BRAIN_DOMINANCE.items.map((it) => it.id)).toEqual(ids);
  expect(BRAIN_DOMINANCE.items.map((it) => it.keyed)).toEqual([...KEY]);
  expect(BRAIN_DOMINANCE.scales[0]?.poles?.map((p) => p.letter)).toEqual(['L', 'R']);
});

test('the description says it is light-hearted and not neuroscience', () => {
  expect(BRAIN_DOMINANCE.descriptionKey).toBe('questionnaire.brainDominance.description');
  expect(BRAIN_DOMINANCE.description['en-US']).toMatch(/light-hearted/);
  expect(BRAIN_DOMINANCE.description['en-US']).toMatch(/not a neuroscience measurement/);
});

// Standard error in points from the sum of squared deviations of the 12 recoded answers:
// √(squares / 11 / 12) / 4 · 100. A lean no larger than it is "balanced".
test.each([
  // toward L: 5, 6−1=5, 4, 6−2=4, 5, 6−1=5, 4, 6−2=4, 3, 6−3=3, 4, 6−2=4 = 50 → (50 − 12)/48 = 79.17 %
  // mean 25/6; squares (5/6)²·4 + (1/6)²·6 + (7/6)²·2 = 34/6 → 5.2 points
  [[5, 1, 4, 2, 5, 1, 4, 2, 3, 3, 4, 2], 50, (38 / 48) * 100, 34 / 6, 79, 21, 'left'],
  // 3 × 11 + item 12 (R) answered 5 → 6 − 5 = 1: 34 → 22/48 = 45.83 % → 46 / 54; one answer
  // off the middle: squares 11/3 → exactly 100/24 points, the lean itself: balanced
  [[3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 5], 34, (22 / 48) * 100, 11 / 3, 46, 54, 'balanced'],
  // 5, nine 3s, 4 (L), 4 (R → 2): 38 → 26/48 = 54.17 %; squares 34/6 → 5.2 points > 4.2: balanced
  [[5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4], 38, (26 / 48) * 100, 34 / 6, 54, 46, 'balanced'],
  // the same with item 12 answered 3: 39 → 56.25 %; squares 1.75² + 0.25²·10 + 0.75² = 4.25 → 4.5
  [[5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 3], 39, (27 / 48) * 100, 4.25, 56, 44, 'left'],
  // all L items 1, all R items 5: 12 × 1 = 12 → 0 %, no spread
  [[1, 5, 1, 5, 1, 5, 1, 5, 1, 5, 1, 5], 12, 0, 0, 0, 100, 'right'],
  // all L items 5, all R items 1 → 60 → 100 %
  [[5, 1, 5, 1, 5, 1, 5, 1, 5, 1, 5, 1], 60, 100, 0, 100, 0, 'left'],
  // everything 3 → 36 → 50 %: balanced
  [Array(12).fill(3), 36, 50, 0, 50, 50, 'balanced'],
  // everything 5: 6 × 5 + 6 × 1 = 36 → balanced as well (and squares 12 · 2² = 48)
  [Array(12).fill(5), 36, 50, 48, 50, 50, 'balanced'],
] as const)('sheet %j → raw %d, %d %% left', (values, raw, exact, squares, left, right, dominant) => {
  const result = scoreBrainDominance(sheetOf([...values]));
  expect(result.scale.exactFirstPercent).toBeCloseTo(exact, 12);
  expect(result.scale.standardError).toBeCloseTo((Math.sqrt(squares / 11 / 12) / 4) * 100, 12);
  expect([result.leftPercent, result.rightPercent, result.dominant]).toEqual([left, right, dominant]);
  // raw sum = 12 + exact% × 48 / 100
  expect(12 + (result.exactLeftPercent * 48) / 100).toBeCloseTo(raw, 9);
});
