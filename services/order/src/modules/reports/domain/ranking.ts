// The report's ranking (spec §1: against the population and against countries, top-10 country
// list; spec §2 home: average IQ by country and by age). The percentile is the visitor's place
// on the population bell curve; the country and age figures are the platform's own paid,
// scored tests, per group only from MIN_SAMPLE tests on, and the documented seed figures
// (display copy, labelled `seed`) below that (docs/decisions/2026-11-23-ranking.md).
// The age groups and every seed figure come from the site's one source (@iq/contracts
// population-figures), which the home page draws too.
import { AGE_GROUPS, SEED_AGE_AVERAGES, SEED_COUNTRY_AVERAGES, type AgeGroup } from '@iq/contracts';

/** Below this many tests a group's average is not shown as ours; the seed figure stands in. */
export const MIN_SAMPLE = 30;
export const TOP_COUNTRIES = 10;

/** An order's country as the ranking groups it: the spec's UK and JA are GB and JP. */
export function rankingCountry(country: string): string {
  const upper = country.toUpperCase();
  return upper === 'UK' ? 'GB' : upper === 'JA' ? 'JP' : upper;
}

/** The age group of someone of `age` (years, in the year of the test), or null when implausible. */
export function ageGroupOf(age: number): AgeGroup | null {
  if (!Number.isFinite(age) || age < 5 || age > 120) return null;
  if (age < 18) return '<18';
  if (age <= 24) return '18-24';
  if (age <= 34) return '25-34';
  if (age <= 44) return '35-44';
  if (age <= 54) return '45-54';
  if (age <= 64) return '55-64';
  return '65+';
}

/** What the database says about one group of the platform's own tests. */
export interface PlatformGroup {
  key: string;
  averageIq: number;
  sample: number;
}

/** Averages by single year of age folded into the age groups (weighted by sample). */
export function ageGroups(
  rows: readonly { age: number; averageIq: number; sample: number }[],
): PlatformGroup[] {
  const sums = new Map<AgeGroup, { total: number; sample: number }>();
  for (const row of rows) {
    const group = ageGroupOf(row.age);
    if (!group || row.sample <= 0) continue;
    const sum = sums.get(group) ?? { total: 0, sample: 0 };
    sum.total += row.averageIq * row.sample;
    sum.sample += row.sample;
    sums.set(group, sum);
  }
  return AGE_GROUPS.filter((group) => sums.has(group)).map((group) => {
    const { total, sample } = sums.get(group)!;
    return { key: group, averageIq: total / sample, sample };
  });
}

export interface ComparisonRow {
  averageIq: number;
  sample: number;
  seed: boolean;
}

export interface RankingFigures {
  countries: (ComparisonRow & { code: string })[];
  ages: (ComparisonRow & { group: string })[];
  source: 'platform' | 'seed' | 'mixed';
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Platform groups with enough tests, seed figures for the rest; top ten countries by average. */
export function rankingFigures(
  platform: { countries: readonly PlatformGroup[]; ages: readonly PlatformGroup[] },
  minSample = MIN_SAMPLE,
): RankingFigures {
  const measured = (groups: readonly PlatformGroup[]) =>
    new Map(groups.filter((g) => g.sample >= minSample).map((g) => [g.key, g]));

  // Our own countries first (the best ten); seed figures only fill the places left, so a
  // measured country is never pushed out by a display figure.
  const byAverage = (a: { averageIq: number; code: string }, b: { averageIq: number; code: string }) =>
    b.averageIq - a.averageIq || a.code.localeCompare(b.code);
  const ownCountries = measured(platform.countries);
  const own = [...ownCountries.values()]
    .map((g) => ({ code: g.key, averageIq: oneDecimal(g.averageIq), sample: g.sample, seed: false }))
    .sort(byAverage)
    .slice(0, TOP_COUNTRIES);
  const fill = SEED_COUNTRY_AVERAGES.filter(({ country }) => !ownCountries.has(country))
    .map(({ country, average }) => ({ code: country, averageIq: average, sample: 0, seed: true }))
    .sort(byAverage)
    .slice(0, TOP_COUNTRIES - own.length);
  const countries = [...own, ...fill].sort(byAverage);

  const ownAges = measured(platform.ages);
  const ages = AGE_GROUPS.map((group) => {
    const own = ownAges.get(group);
    return own
      ? { group, averageIq: oneDecimal(own.averageIq), sample: own.sample, seed: false }
      : { group, averageIq: SEED_AGE_AVERAGES[group], sample: 0, seed: true };
  });

  const seeds = [...countries, ...ages].map((row) => row.seed);
  const source = seeds.every(Boolean) ? 'seed' : seeds.some(Boolean) ? 'mixed' : 'platform';
  return { countries, ages, source };
}
