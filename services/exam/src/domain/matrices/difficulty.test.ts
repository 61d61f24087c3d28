import { predictParameters, ruleCost, type DifficultyFeatures } from './difficulty';

// Level 1: one progression drawn by rows in the centre, a second one on the other axis.
const base: DifficultyFeatures = {
  design: 'drawn',
  testedA: 'size:progression',
  testedB: 'shade:progression',
  columns: 0,
  decor: 0,
  components: 1,
  layout: 'centre',
  varied: 2,
};

describe('predicted 3PL parameters (docs/decisions/2026-11-23-difficulty-prior.md)', () => {
  test.each<[string, Partial<DifficultyFeatures>, number, number]>([
    ['two progressions by rows in the centre', {}, -2.6, 0.9],
    ['a Latin square instead of one progression', { testedA: 'type:distribute-three' }, -2.1, 1.05],
    ['read by columns', { testedA: 'type:distribute-three', columns: 1 }, -1.7, 1.15],
    [
      'xor and union on two lattices, one by columns, in a 3×3 panel',
      {
        design: 'grid',
        testedA: 'position:set-operation:xor',
        testedB: 'position:set-operation:union',
        columns: 1,
        components: 2,
        layout: 'grid-3x3',
      },
      -0.4,
      1.3,
    ],
    [
      'two rules elsewhere to look past',
      {
        design: 'grid',
        testedA: 'position:set-operation:xor',
        testedB: 'position:set-operation:difference',
        columns: 2,
        decor: 2,
        components: 2,
        layout: 'grid-3x3',
      },
      0.9,
      1.4,
    ],
  ])('%s', (_name, features, b, a) => {
    const p = predictParameters({ ...base, ...features });
    expect(p.b).toBeCloseTo(b, 3);
    expect(p.a).toBeCloseTo(a, 3);
    expect(p.c).toBe(1 / 6);
  });

  test('only tested rules count: the untested attributes, however many vary, add nothing', () => {
    expect(predictParameters({ ...base, varied: 5 })).toEqual(predictParameters(base));
  });

  test('harder operations cost more: union < intersection < difference < xor', () => {
    const costs = ['union', 'intersection', 'difference', 'xor'].map((op) =>
      ruleCost(`position:set-operation:${op}`),
    );
    costs.slice(1).forEach((c, i) => expect(c).toBeGreaterThan(costs[i]!));
    expect(ruleCost('position:set-operation:reverse-difference')).toBe(
      ruleCost('position:set-operation:difference'),
    );
  });

  test('b rises with each rule to look past and each axis read by columns, all else equal', () => {
    const bs = [0, 1, 2].map((decor) => predictParameters({ ...base, decor }).b);
    bs.slice(1).forEach((b, i) => expect(b).toBeGreaterThan(bs[i]!));
    expect(predictParameters({ ...base, columns: 1 }).b).toBeGreaterThan(predictParameters(base).b);
  });

  test('an unknown rule is an error, not a silent zero', () => {
    expect(() => ruleCost('position:teleport')).toThrow(RangeError);
  });
});
