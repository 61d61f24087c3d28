import {
  THETA_GRID,
  eapEstimate,
  itemInformation,
  normalCdf,
  probabilityCorrect,
  testInformation,
} from './irt';

const item = (a: number, b: number, c = 1 / 6) => ({ a, b, c });

describe('3PL', () => {
  test.each([
    [item(1, 0), 0, 1 / 6 + (5 / 6) * 0.5],
    [item(1.5, 1), 1, 1 / 6 + (5 / 6) * 0.5],
    [item(1, 0, 0), 0, 0.5],
    [item(2, 0), 10, 1],
    [item(2, 0), -10, 1 / 6],
  ])('P(%o, θ=%d) = %d', (it, theta, p) => {
    expect(probabilityCorrect(it, theta)).toBeCloseTo(p, 6);
  });

  test.each([
    [item(1, 0), -2],
    [item(1, 0), 0],
    [item(1.7, 1), 0.5],
    [item(0.8, -1.5), 2],
  ])('information of %o at θ=%d equals the Fisher information P′²/(PQ)', (it, theta) => {
    const h = 1e-5;
    const dp = (probabilityCorrect(it, theta + h) - probabilityCorrect(it, theta - h)) / (2 * h);
    const p = probabilityCorrect(it, theta);
    expect(itemInformation(it, theta)).toBeCloseTo((dp * dp) / (p * (1 - p)), 6);
  });

  test('information peaks a little above b when guessing is possible (Birnbaum)', () => {
    const it = item(1.5, 0.5);
    const peak = it.b + Math.log((1 + Math.sqrt(1 + 8 * it.c)) / 2) / it.a;
    const values = [-0.1, 0, 0.1].map((d) => itemInformation(it, peak + d));
    expect(values[1]).toBeGreaterThan(values[0]!);
    expect(values[1]).toBeGreaterThan(values[2]!);
    expect(testInformation([it, it], peak)).toBeCloseTo(2 * values[1]!, 12);
  });

  test('normal CDF', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1)).toBeCloseTo(0.841345, 5);
    expect(normalCdf(-1.96)).toBeCloseTo(0.024998, 5);
    expect(normalCdf(3)).toBeCloseTo(0.99865, 5);
  });
});

describe('EAP', () => {
  test('grid: 80 points over [−4, 4]', () => {
    expect(THETA_GRID).toHaveLength(80);
    expect(THETA_GRID[0]).toBe(-4);
    expect(THETA_GRID[79]).toBeCloseTo(4, 12);
  });

  test('no items: the N(0, 1) prior', () => {
    const { theta, se } = eapEstimate([], []);
    expect(theta).toBeCloseTo(0, 10);
    expect(se).toBeCloseTo(1, 2);
  });

  test('symmetric items and answers give a symmetric estimate', () => {
    const items = [item(1.2, -1, 0), item(1.2, 1, 0)];
    expect(eapEstimate(items, [true, false]).theta).toBeCloseTo(0, 10);
    const up = eapEstimate(items, [true, true]).theta;
    const down = eapEstimate(items, [false, false]).theta;
    expect(up).toBeCloseTo(-down, 10);
  });

  test('more right answers, higher θ; more items, smaller se', () => {
    const items = Array.from({ length: 30 }, (_, i) => item(1.3, -2.5 + i / 5));
    const thetas = [0, 10, 20, 30].map(
      (k) =>
        eapEstimate(
          items,
          items.map((_, i) => i < k),
        ).theta,
    );
    thetas.slice(1).forEach((t, i) => expect(t).toBeGreaterThan(thetas[i]!));
    const se10 = eapEstimate(
      items.slice(10, 20),
      Array(10)
        .fill(true)
        .map((_, i) => i < 5),
    ).se;
    const se30 = eapEstimate(
      items,
      items.map((_, i) => i < 15),
    ).se;
    expect(se30).toBeLessThan(se10);
  });

  test('lengths must match', () => {
    expect(() => eapEstimate([item(1, 0)], [])).toThrow(RangeError);
  });
});
