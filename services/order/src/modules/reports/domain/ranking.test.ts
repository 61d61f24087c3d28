import { SEED_AGE_AVERAGES, SEED_COUNTRY_AVERAGES } from '@iq/contracts';
import { ageGroupOf, ageGroups, rankingCountry, rankingFigures } from './ranking';

describe('ranking figures', () => {
  test('no platform data: every figure is the documented seed, labelled, sample 0', () => {
    const figures = rankingFigures({ countries: [], ages: [] });
    expect(figures.source).toBe('seed');
    expect(figures.countries).toHaveLength(10);
    expect(figures.countries.map((c) => [c.code, c.averageIq]).sort()).toEqual(
      SEED_COUNTRY_AVERAGES.map((s) => [s.country, s.average]).sort(),
    );
    // The documented figures (docs/decisions/2026-11-23-seed-figures.md), literally.
    expect(figures.countries.find((c) => c.code === 'JP')?.averageIq).toBe(105);
    expect(figures.countries.find((c) => c.code === 'US')?.averageIq).toBe(98);
    // Highest first; ties by code.
    expect(figures.countries.slice(0, 3).map((c) => c.code)).toEqual(['CN', 'JP', 'DE']);
    expect(figures.countries.every((c) => c.seed && c.sample === 0)).toBe(true);
    expect(figures.ages.map((a) => [a.group, a.averageIq, a.seed])).toEqual(
      Object.entries(SEED_AGE_AVERAGES).map(([group, iq]) => [group, iq, true]),
    );
  });

  test('a group counts as ours from 30 tests; below, the seed stands in', () => {
    const figures = rankingFigures({
      countries: [
        { key: 'US', averageIq: 101.26, sample: 30 }, // replaces the US seed (98)
        { key: 'SE', averageIq: 110, sample: 45 }, // a country the seed list lacks
        { key: 'DE', averageIq: 150, sample: 29 }, // too few: the seed (100) stays
      ],
      ages: [{ key: '25-34', averageIq: 104, sample: 31 }],
    });
    expect(figures.source).toBe('mixed');
    expect(figures.countries).toHaveLength(10);
    expect(figures.countries[0]).toEqual({ code: 'SE', averageIq: 110, sample: 45, seed: false });
    expect(figures.countries.find((c) => c.code === 'US')).toEqual({
      code: 'US',
      averageIq: 101.3,
      sample: 30,
      seed: false,
    });
    expect(figures.countries.find((c) => c.code === 'DE')).toEqual({
      code: 'DE',
      averageIq: 100,
      sample: 0,
      seed: true,
    });
    // Two measured, eight seed figures fill the rest: the lowest seed (BR, 87) drops out.
    expect(figures.countries.map((c) => c.code)).not.toContain('BR');
    expect(figures.ages.find((a) => a.group === '25-34')).toEqual({
      group: '25-34',
      averageIq: 104,
      sample: 31,
      seed: false,
    });
  });

  test('all measured: source platform', () => {
    const countries = Array.from({ length: 12 }, (_, i) => ({
      key: `C${String.fromCharCode(65 + i)}`,
      averageIq: 90 + i,
      sample: 30 + i,
    }));
    const ages = Object.keys(SEED_AGE_AVERAGES).map((key) => ({ key, averageIq: 100, sample: 40 }));
    const figures = rankingFigures({ countries, ages });
    expect(figures.source).toBe('platform');
    expect(figures.countries.map((c) => c.averageIq)).toEqual([101, 100, 99, 98, 97, 96, 95, 94, 93, 92]);
  });

  test.each([
    [4, null],
    [5, '<18'],
    [17, '<18'],
    [18, '18-24'],
    [34, '25-34'],
    [64, '55-64'],
    [65, '65+'],
    [120, '65+'],
    [121, null],
  ])('age %d → %s', (age, group) => {
    expect(ageGroupOf(age)).toBe(group);
  });

  test('ages fold into groups weighted by sample', () => {
    expect(
      ageGroups([
        { age: 25, averageIq: 100, sample: 10 },
        { age: 30, averageIq: 110, sample: 30 },
        { age: 70, averageIq: 95, sample: 5 },
        { age: 200, averageIq: 150, sample: 99 },
      ]),
    ).toEqual([
      { key: '25-34', averageIq: 107.5, sample: 40 },
      { key: '65+', averageIq: 95, sample: 5 },
    ]);
  });

  test('the spec’s UK and JA group as GB and JP', () => {
    expect(['UK', 'ja', 'US', 'gb'].map(rankingCountry)).toEqual(['GB', 'JP', 'US', 'GB']);
  });
});
