import { mulberry32 } from '../matrices/random';
import { eapEstimate, probabilityCorrect } from './irt';
import { indicatorLevels, levelFromRatio, levelFromZ, type IndicatorResponse } from './indicators';

const irt = (b: number) => ({ a: 1.3, b, c: 1 / 6 });

/** 30 responses shaped like a test: level rises, later items have more rules and two parts. */
function responses(
  correct: (i: number) => boolean | null,
  seconds: (i: number) => number | null,
): IndicatorResponse[] {
  return Array.from({ length: 30 }, (_, i) => {
    const level = 1 + Math.floor(i / 3);
    return {
      correct: correct(i),
      seconds: seconds(i),
      irt: irt(-2.7 + (6.5 * i) / 29),
      level,
      rules: level <= 2 ? 1 : level <= 5 ? 2 : 3,
      components: level >= 6 ? 2 : 1,
    };
  });
}
const LIMIT = 1200; // 40 s per item

describe('indicator levels', () => {
  test.each([
    [-2, 1],
    [-1, 2],
    [0, 3],
    [1, 4],
    [2, 5],
  ])('z %d → level %i', (z, level) => expect(levelFromZ(z)).toBe(level));

  test.each([
    [0.1, 5],
    [0.3, 5],
    [0.4, 4],
    [0.7, 3],
    [1.0, 2],
    [2.0, 1],
  ])('time ratio %d → level %i on the speed cut points', (ratio, level) =>
    expect(levelFromRatio(ratio, [0.3, 0.5, 0.8, 1.1])).toBe(level),
  );

  test.each<
    [
      string,
      (i: number) => boolean | null,
      (i: number) => number | null,
      Partial<Record<string, number | null>>,
    ]
  >([
    ['fast and all right', () => true, () => 5, { speed: 5, reaction: 5, logic: 5, memory: 5 }],
    ['slow and all right', () => true, () => 50, { speed: 1, reaction: 1, logic: 5 }],
    // Issue 36: nothing right measures no times and no slips: "not measured", not level 1.
    ['nothing right', () => false, () => 20, { speed: null, reaction: null, concentration: null, logic: 1 }],
    ['nothing answered', () => null, () => null, { speed: null, reaction: null, concentration: null }],
    [
      'quick on the easy items, average pace after',
      (i) => i < 15,
      (i) => (i < 6 ? 4 : 25),
      { reaction: 5, speed: 3 },
    ],
    // Only the hardest items wrong: no slip on an easier question, so no low concentration.
    ['only the five hardest wrong', (i) => i < 25, () => 20, { concentration: 3 }],
    ['slips on the easy items of a strong sheet', (i) => i >= 3, () => 20, { concentration: 1 }],
  ])('%s', (_name, correct, seconds, expected) => {
    const rs = responses(correct, seconds);
    const { theta } = eapEstimate(
      rs.map((r) => r.irt),
      rs.map((r) => r.correct === true),
    );
    const levels = indicatorLevels(rs, theta, LIMIT);
    expect(levels).toMatchObject(expected);
    for (const v of Object.values(levels)) expect([1, 2, 3, 4, 5, null]).toContain(v);
  });

  test('respondents who answer as the model predicts are centred on 3 for the accuracy rules', () => {
    const rng = mulberry32(11);
    const sums = { concentration: 0, logic: 0, memory: 0 };
    let measured = 0;
    const n = 600;
    for (let k = 0; k < n; k++) {
      const trueTheta = -2 + (4 * k) / (n - 1);
      // logic and memory compare with an average visitor, so centre those on θ = 0 respondents
      const base = responses(
        () => null,
        () => 20,
      );
      const rs = base.map((r) => ({ ...r, correct: rng() < probabilityCorrect(r.irt, trueTheta) }));
      const { theta } = eapEstimate(
        rs.map((r) => r.irt),
        rs.map((r) => r.correct),
      );
      const concentration = indicatorLevels(rs, theta, LIMIT).concentration;
      if (concentration !== null) {
        sums.concentration += concentration;
        measured++;
      }
      const average = base.map((r) => ({ ...r, correct: rng() < probabilityCorrect(r.irt, 0) }));
      const levels = indicatorLevels(average, 0, LIMIT);
      sums.logic += levels.logic ?? Number.NaN;
      sums.memory += levels.memory ?? Number.NaN;
    }
    const means = {
      concentration: sums.concentration / measured,
      logic: sums.logic / n,
      memory: sums.memory / n,
    };
    for (const mean of Object.values(means)) {
      expect(mean).toBeGreaterThan(2.7);
      expect(mean).toBeLessThan(3.3);
    }
    expect(measured).toBeGreaterThan(n / 3);
  });

  test('too few items, too few correct answers, or guessing: not measured (null)', () => {
    const rs = responses(
      () => true,
      () => 10,
    ).map((r) => ({ ...r, components: 1 }));
    expect(indicatorLevels(rs, 2, LIMIT).memory).toBeNull();
    expect(indicatorLevels(rs.slice(0, 3), 2, LIMIT).concentration).toBeNull();
    const fewRight = responses(
      (i) => i < 5,
      () => 10,
    );
    expect(indicatorLevels(fewRight, -1, LIMIT).speed).toBeNull();
    expect(Object.values(indicatorLevels(rs, 2, LIMIT, { guessing: true }))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
