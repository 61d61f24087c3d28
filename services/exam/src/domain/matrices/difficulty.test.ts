import { predictParameters, type DifficultyFeatures } from './difficulty';

const base: DifficultyFeatures = {
  rules: 1,
  arithmetic: 0,
  distribute: 0,
  positional: 0,
  components: 1,
  layout: 'centre',
  similarity: 0.5,
  constantDistractor: 0,
};

describe('predicted 3PL parameters', () => {
  test.each<[string, Partial<DifficultyFeatures>, number, number]>([
    ['one progression in the centre', {}, -2.6, 1.175],
    ['elimination by a broken constant makes it easier', { constantDistractor: 1 }, -2.95, 1.025],
    ['a second rule', { rules: 2 }, -1.65, 1.325],
    ['a fourth rule costs more than the second', { rules: 4 }, 0.55, 1.625],
    [
      'arithmetic on places of a 2×2 lattice',
      { rules: 2, arithmetic: 1, positional: 1, layout: 'grid-2x2' },
      -0.55,
      1.325,
    ],
    ['two parts, in-out', { components: 2, layout: 'in-out' }, -1.8, 1.175],
    ['near-miss options', { similarity: 1 }, -2.2, 1.3],
    [
      'the hardest structure is capped at 4',
      { rules: 5, arithmetic: 2, distribute: 2, components: 2, layout: 'in-out' },
      4,
      1.625,
    ],
  ])('%s', (_name, features, b, a) => {
    const p = predictParameters({ ...base, ...features });
    expect(p.b).toBeCloseTo(b, 3);
    expect(p.a).toBeCloseTo(a, 3);
    expect(p.c).toBe(1 / 6);
  });

  test('b rises with each rule added, all else equal', () => {
    const bs = [1, 2, 3, 4, 5].map((rules) => predictParameters({ ...base, rules }).b);
    bs.slice(1).forEach((b, i) => expect(b).toBeGreaterThan(bs[i]!));
  });
});
