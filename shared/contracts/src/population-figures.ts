// The figures the site shows about the population, in one place (issue 36): the home page's
// charts, the report's ranking on the web and in the PDF, and the order service's seed figures
// all read them here, so no two surfaces can disagree. The IQ bands and their population shares
// are `IQ_BANDS` / `populationShare` beside this file; the seed averages below are DISPLAY COPY,
// not data (spec §1 "static display text"; docs/decisions/2026-11-29-one-source-population-figures.md).

/**
 * Seed average IQ by country, ISO 3166 codes, in spec §3's country-list order (the order the
 * home page draws them in: not a ranking). The spec's own list keys Japan, the United States and
 * Britain as JA, EN and UK; the order service maps those to JP, US and GB.
 */
export const SEED_COUNTRY_AVERAGES: readonly { country: string; average: number }[] = [
  { country: 'CN', average: 105 },
  { country: 'JP', average: 105 },
  { country: 'US', average: 98 },
  { country: 'BR', average: 87 },
  { country: 'DE', average: 100 },
  { country: 'GB', average: 100 },
  { country: 'PT', average: 95 },
  { country: 'FR', average: 98 },
  { country: 'ES', average: 97 },
  { country: 'CA', average: 99 },
];

/** The seed average of a country (ISO code), or undefined for a country without one. */
export function seedCountryAverage(country: string): number | undefined {
  return SEED_COUNTRY_AVERAGES.find((entry) => entry.country === country)?.average;
}

/** Age groups of the comparison, youngest first (age in the year of the test). */
export const AGE_GROUPS = ['<18', '18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

/**
 * Seed average IQ by age group: shaped after the common finding that matrix-test performance
 * peaks in early adulthood; never measured by us.
 */
export const SEED_AGE_AVERAGES: Readonly<Record<AgeGroup, number>> = {
  '<18': 97,
  '18-24': 101,
  '25-34': 102,
  '35-44': 101,
  '45-54': 99,
  '55-64': 97,
  '65+': 94,
};

/** An age group as printed on a chart axis in every language: "<18", "18–24", "65+". */
export function ageGroupLabel(group: string): string {
  return group.replace('-', '–');
}
