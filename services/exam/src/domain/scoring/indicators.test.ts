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
    [string, (i: number) => boolean | null, (i: number) => number | null, Partial<Record<string, number>>]
  >([
    ['fast and all right', () => true, () => 5, { speed: 5, reaction: 5, logic: 5, memory: 5 }],
    ['slow and all right', () => true, () => 50, { speed: 1, reaction: 1, logic: 5 }],
    ['nothing right', () => false, () => 20, { speed: 1, reaction: 1, logic: 1, memory: 1 }],
    ['nothing answered', () => null, () => null, { speed: 1, reaction: 1, logic: 1, memory: 1 }],
    [
      'quick on the easy items, average pace after',
      (i) => i < 15,
      (i) => (i < 6 ? 4 : 25),
      { reaction: 5, speed: 3 },
    ],
    ['strong start, then stopped answering', (i) => (i < 15 ? true : null), () => 20, { concentration: 1 }],
    ['weak start, strong finish', (i) => i >= 15, () => 20, { concentration: 5 }],
  ])('%s', (_name, correct, seconds, expected) => {
    const rs = responses(correct, seconds);
    const { theta } = eapEstimate(
      rs.map((r) => r.irt),
      rs.map((r) => r.correct === true),
    );
    const levels = indicatorLevels(rs, theta, LIMIT);
    expect(levels).toMatchObject(expected);
    for (const v of Object.values(levels)) expect([1, 2, 3, 4, 5]).toContain(v);
  });

  test('respondents who answer as the model predicts are centred on 3 for the accuracy rules', () => {
    const rng = mulberry32(11);
    const sums = { concentration: 0, logic: 0, memory: 0 };
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
      sums.concentration += indicatorLevels(rs, theta, LIMIT).concentration;
      const average = base.map((r) => ({ ...r, correct: rng() < probabilityCorrect(r.irt, 0) }));
      const levels = indicatorLevels(average, 0, LIMIT);
      sums.logic += levels.logic;
      sums.memory += levels.memory;
    }
    for (const sum of Object.values(sums)) {
      expect(sum / n).toBeGreaterThan(2.7);
      expect(sum / n).toBeLessThan(3.3);
    }
  });

  test('groups without items are neutral (3)', () => {
    const rs = responses(
      () => true,
      () => 10,
    ).map((r) => ({ ...r, components: 1 }));
    expect(indicatorLevels(rs, 2, LIMIT).memory).toBe(3);
    expect(indicatorLevels(rs.slice(0, 3), 2, LIMIT).concentration).toBe(3);
  });
});
