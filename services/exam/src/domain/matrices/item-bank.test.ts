// The "Done when" checks of issue 3 over a bank of 5100 items from fixed seeds (170 assembled
// tests of 30, so every level 1..10 is covered equally).
import { assembleTest, solveItem, type GeneratedItem, type Panel } from './index';
import { mulberry32 } from './random';
import { eapEstimate, itemInformation } from '../scoring';
import { probabilityCorrect } from '../scoring/irt';

const TESTS = 170;
const tests = Array.from({ length: TESTS }, (_, t) => assembleTest(90_000 + t));
const bank: GeneratedItem[] = tests.flat();

/** The six options as attribute vectors: all an options-only guesser may see. */
function optionVectors(item: GeneratedItem): string[][] {
  return item.panels.options.map((panel: Panel) =>
    panel.flatMap((s, c) => [
      `${c}n${s.number}`,
      `${c}p${s.position}`,
      `${c}t${s.type}`,
      `${c}z${s.size}`,
      `${c}s${s.shade}`,
    ]),
  );
}

/** Expected accuracy of a guesser that picks uniformly among the options it scores highest. */
function expectedAccuracy(score: (item: GeneratedItem) => number[]): number {
  let total = 0;
  for (const item of bank) {
    const scores = score(item);
    const best = Math.max(...scores);
    const top = scores.flatMap((s, i) => (s === best ? [i] : []));
    if (top.includes(item.correctOption)) total += 1 / top.length;
  }
  return total / bank.length;
}

/** The shortcut of unbalanced sets: the option whose values are most common among the six. */
const mostCommon = (item: GeneratedItem) => {
  const vectors = optionVectors(item);
  const freq = new Map<string, number>();
  for (const v of vectors) for (const x of v) freq.set(x, (freq.get(x) ?? 0) + 1);
  return vectors.map((v) => v.reduce((sum, x) => sum + (freq.get(x) ?? 0), 0));
};

/** Another shortcut: the option sitting in the middle of each ordered attribute's values. */
const middleValue = (item: GeneratedItem) => {
  const vectors = item.panels.options.map((panel) =>
    panel.flatMap((s) => [s.number, s.type, s.size, s.shade]),
  );
  return vectors.map((v) =>
    v.reduce((score, x, k) => {
      const values = [...new Set(vectors.map((w) => w[k] as number))].sort((a, b) => a - b);
      return score + (values.length === 3 && values[1] === x ? 1 : 0);
    }, 0),
  );
};

test(`bank of ${TESTS * 30} items covers every level equally`, () => {
  expect(bank).toHaveLength(5100);
  const perLevel = new Map<number, number>();
  for (const item of bank) perLevel.set(item.level, (perLevel.get(item.level) ?? 0) + 1);
  expect([...perLevel.values()]).toEqual(Array(10).fill(510));
});

test('the rule solver finds exactly one correct option for every item, and it is the key', () => {
  const wrong = bank.filter((item) => {
    const solved = solveItem(item);
    return solved.length !== 1 || solved[0] !== item.correctOption;
  });
  expect(wrong.map((i) => `${i.seed}@${i.level}`)).toEqual([]);
});

test('the solver does not read the key: a shuffled copy is solved to the moved option', () => {
  const item = bank[100]!;
  const options = [...item.panels.options].reverse();
  expect(solveItem({ panels: { ...item.panels, options } })).toEqual([5 - item.correctOption]);
});

test('options-only guessers score no better than chance (1/6 + 2 %)', () => {
  const common = expectedAccuracy(mostCommon);
  const middle = expectedAccuracy(middleValue);
  console.log(
    `options-only guesser over ${bank.length} items: most-common values ${(common * 100).toFixed(2)} %, ` +
      `middle values ${(middle * 100).toFixed(2)} %; chance ${(100 / 6).toFixed(2)} %, limit ${(100 / 6 + 2).toFixed(2)} %`,
  );
  expect(common).toBeLessThanOrEqual(1 / 6 + 0.02);
  expect(middle).toBeLessThanOrEqual(1 / 6 + 0.02);
});

test('the key sits at each displayed position about equally often', () => {
  const counts = Array(6).fill(0) as number[];
  for (const item of bank) counts[item.correctOption]!++;
  for (const c of counts) expect(Math.abs(c / bank.length - 1 / 6)).toBeLessThan(0.02);
});

test('simulated respondents θ ∈ [−2, 2] are recovered within 1.1 × √(mean 1/I(θ))', () => {
  const rng = mulberry32(20240601);
  const perTest = 12;
  const n = TESTS * perTest;
  let squaredError = 0;
  let inverseInformation = 0;
  for (let k = 0; k < n; k++) {
    const theta = -2 + (4 * (k + 0.5)) / n;
    const items = (tests[k % TESTS] as GeneratedItem[]).map((item) => item.irt);
    const correct = items.map((item) => rng() < probabilityCorrect(item, theta));
    const estimate = eapEstimate(items, correct);
    squaredError += (estimate.theta - theta) ** 2;
    inverseInformation += 1 / items.reduce((sum, item) => sum + itemInformation(item, theta), 0);
  }
  const rmse = Math.sqrt(squaredError / n);
  const bound = Math.sqrt(inverseInformation / n);
  console.log(
    `θ recovery over ${n} simulated respondents on ${TESTS} assembled tests: RMSE ${rmse.toFixed(3)}, ` +
      `bound √(mean 1/I(θ)) ${bound.toFixed(3)}, ratio ${(rmse / bound).toFixed(3)} (limit 1.1)`,
  );
  expect(rmse).toBeLessThanOrEqual(1.1 * bound);
});
