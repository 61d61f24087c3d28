import { dimensionRows, LEVEL_SCORES, REFERENCE_RANGE } from './dimensions';
import { interval90, iqFromTheta } from './iq-scale';

// Φ by the Abramowitz–Stegun erf (as shared/contracts' iq-bands does).
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return 0.5 * (1 + Math.sign(z) * erf);
}

describe('dimension scores', () => {
  test('a level scores the centre of its share of a normal population (cuts at z = ±0.5, ±1.5)', () => {
    const cuts = [0, ...[-1.5, -0.5, 0.5, 1.5].map((z) => normalCdf(z) * 100), 100];
    for (const level of [1, 2, 3, 4, 5] as const)
      expect(LEVEL_SCORES[level]).toBe(Math.round((cuts[level - 1]! + cuts[level]!) / 2));
    expect(REFERENCE_RANGE).toEqual({ low: Math.round(cuts[2]!), high: Math.round(cuts[3]!) });
  });

  test('rows in the spec order, with the interpretation key', () => {
    const rows = dimensionRows({ memory: 1, speed: 5, reaction: 3, concentration: 2, logic: 4 });
    expect(rows.map((r) => [r.id, r.level, r.score, r.interpretationKey])).toEqual([
      ['memory', 1, 3, 'report.dimensions.memory.level1'],
      ['speed', 5, 97, 'report.dimensions.speed.level5'],
      ['reaction', 3, 50, 'report.dimensions.reaction.level3'],
      ['concentration', 2, 19, 'report.dimensions.concentration.level2'],
      ['logic', 4, 81, 'report.dimensions.logic.level4'],
    ]);
  });

  test('issue 36: an unmeasured dimension has no level or score and says why; guessing says so for all', () => {
    const rows = dimensionRows({ memory: 3, speed: null, reaction: null, concentration: 4, logic: 2 });
    expect(rows.map((r) => [r.id, r.level, r.score, r.interpretationKey])).toEqual([
      ['memory', 3, 50, 'report.dimensions.memory.level3'],
      ['speed', null, null, 'report.dimensions.speed.notMeasured'],
      ['reaction', null, null, 'report.dimensions.reaction.notMeasured'],
      ['concentration', 4, 81, 'report.dimensions.concentration.level4'],
      ['logic', 2, 19, 'report.dimensions.logic.level2'],
    ]);
    const guessing = dimensionRows(
      { memory: 3, speed: 5, reaction: 4, concentration: 3, logic: 2 },
      { guessingLikely: true },
    );
    expect(guessing.map((r) => [r.level, r.score, r.interpretationKey])).toEqual(
      ['memory', 'speed', 'reaction', 'concentration', 'logic'].map((id) => [
        null,
        null,
        `report.dimensions.${id}.guessing`,
      ]),
    );
  });
});

describe('IQ scale', () => {
  test.each([
    [0, 0.3, 100, 93, 107],
    [1, 0.5, 115, 103, 127],
    [-3.5, 0.6, 48, 40, 62],
    [4, 0.6, 160, 145, 160],
  ])('θ %d ± 1.645·%d', (theta, se, iq, low, high) => {
    expect(iqFromTheta(theta)).toBe(iq);
    expect(interval90(theta, se)).toEqual({ low, high });
  });
});
