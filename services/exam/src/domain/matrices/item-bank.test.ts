// Issues 6 and 36 "Done when", over a bank of fixed-seed items at every level. Everything that
// judges the items comes from verify/, which reads only the drawings (verify/FORMAT.md) and shares
// no code with the generator: an independent solver (which also reads every lattice's count as a
// number, wherever the shapes sit), a battery of shortcut guessers (count and size distances
// included), a legibility measure. Figures are printed; the limits are asserted.
import { assembleTest, generateItem, type GeneratedItem } from './index';
import { mulberry32 } from './random';
import { solveFromSvg, explainFromSvg } from './verify/solve';
import { viewItems } from './verify/shortcuts';
import {
  formatLegibilityTable,
  formatShortcutTable,
  legibilityReport,
  runShortcutBattery,
} from './verify/battery';
import { eapEstimate, testInformation } from '../scoring';
import { probabilityCorrect } from '../scoring/irt';

/** Items per level: 10 000 in all (the issue asks for at least 5 000). */
const PER_LEVEL = 1000;
/** Fewest pixels (of 64×64, by at least one 20 % grey step) between the key and any distractor. */
const LEGIBILITY_FLOOR = 24;

// Consecutive items of a level alternate between the two halves the trained guessers use.
const bank: GeneratedItem[] = [];
for (let level = 1; level <= 10; level++) {
  for (let i = 0; i < PER_LEVEL; i++) bank.push(generateItem(700_000 + i, level));
}
const shown = bank.map((item) => ({
  matrixSvg: item.matrixSvg,
  optionSvgs: item.optionSvgs,
  correctOption: item.correctOption,
  level: item.level,
}));

test(`bank of ${bank.length} items covers every level equally`, () => {
  const perLevel = new Map<number, number>();
  for (const item of bank) perLevel.set(item.level, (perLevel.get(item.level) ?? 0) + 1);
  expect([...perLevel.values()]).toEqual(Array(10).fill(PER_LEVEL));
});

test('the independent solver, reading only the drawings and counts as numbers, finds exactly one option on every item: the key', () => {
  const wrong: string[] = [];
  for (const [i, item] of shown.entries()) {
    const fits = solveFromSvg(item);
    if (fits.length !== 1 || fits[0] !== item.correctOption) {
      if (wrong.length < 3) wrong.push(`${bank[i]!.seed}@${item.level}: ${explainFromSvg(item).text}`);
      else wrong.push(`${bank[i]!.seed}@${item.level}`);
    }
  }
  console.log(
    `independent solver (verify/solve.ts) over ${shown.length} items: exactly one option fits, and it is the key, ` +
      `on ${shown.length - wrong.length}; otherwise on ${wrong.length}`,
  );
  expect(wrong).toEqual([]);
});

describe('shortcuts and legibility, as a test-taker sees the items', () => {
  const views = viewItems(shown);

  test('no rule-free guesser beats its limit: options-only ≤ 1/6 + 2 points, matrix-aware ≤ 19 % pooled over levels 4–10; each level ≤ 3 points more', () => {
    const result = runShortcutBattery(views, { crossFit: true });
    console.log(
      `shortcut battery over ${views.length} items (verify/battery.ts)\n${formatShortcutTable(result)}`,
    );
    expect(result.failures).toEqual([]);
  });

  test(`the key and every distractor differ by at least ${LEGIBILITY_FLOOR} pixels at 64×64 on every item`, () => {
    const report = legibilityReport(views);
    console.log(
      `legibility: fewest pixels (64×64, a 20 % grey step or more) between the key and its nearest ` +
        `distractor; floor ${LEGIBILITY_FLOOR}\n${formatLegibilityTable(report)}`,
    );
    const below = report.items.filter((i) => i.minDifference < LEGIBILITY_FLOOR);
    expect(below.map((i) => `${bank[i.index]!.seed}@${i.level}: ${i.minDifference}`)).toEqual([]);
  });
});

test('the key sits at each displayed position about equally often', () => {
  const counts = Array(6).fill(0) as number[];
  for (const item of bank) counts[item.correctOption]!++;
  for (const c of counts) expect(Math.abs(c / bank.length - 1 / 6)).toBeLessThan(0.015);
});

test('simulated respondents θ ∈ [−2, 2] are recovered within 1.1 × the prior-aware bound √(mean 1/(I(θ) + 1))', () => {
  const tests = Array.from({ length: 120 }, (_, t) => assembleTest(90_000 + t).map((item) => item.irt));
  const rng = mulberry32(20240601);
  const perTest = 16;
  const n = tests.length * perTest;
  let squaredError = 0;
  let posteriorVariance = 0;
  for (let k = 0; k < n; k++) {
    const theta = -2 + (4 * (k + 0.5)) / n;
    const items = tests[k % tests.length]!;
    const correct = items.map((item) => rng() < probabilityCorrect(item, theta));
    const estimate = eapEstimate(items, correct);
    squaredError += (estimate.theta - theta) ** 2;
    // With a N(0, 1) prior the posterior precision is about I(θ) + 1.
    posteriorVariance += 1 / (testInformation(items, theta) + 1);
  }
  const rmse = Math.sqrt(squaredError / n);
  const bound = Math.sqrt(posteriorVariance / n);
  console.log(
    `θ recovery over ${n} simulated respondents on ${tests.length} assembled tests: RMSE ${rmse.toFixed(3)}, ` +
      `prior-aware bound √(mean 1/(I(θ)+1)) ${bound.toFixed(3)}, ratio ${(rmse / bound).toFixed(3)} (goal ≤ 1.1)`,
  );
  expect(rmse).toBeLessThanOrEqual(1.1 * bound);
});
