import { seedCountryAverage, type CountryEntry } from '@iq/contracts';

// spec §3's ten-entry "country test list sample", keyed as the spec keys it (JA, EN, UK); x/y
// are offsets into the flag sprite (40×30 cells). The scores are DISPLAY COPY, the seed figures
// of the site's one source (@iq/contracts population-figures), so this list, the home page and
// the report's ranking show the same numbers.
const SAMPLE: readonly (Omit<CountryEntry, 'score' | 'type'> & { iso: string })[] = [
  { key: 'CN', iso: 'CN', name: 'China', x: 0, y: 0 },
  { key: 'JA', iso: 'JP', name: 'Japan', x: -40, y: 0 },
  { key: 'EN', iso: 'US', name: 'United States', x: -80, y: 0 },
  { key: 'BR', iso: 'BR', name: 'Brazil', x: -120, y: 0 },
  { key: 'DE', iso: 'DE', name: 'Germany', x: -160, y: 0 },
  { key: 'UK', iso: 'GB', name: 'United Kingdom', x: 0, y: -30 },
  { key: 'PT', iso: 'PT', name: 'Portugal', x: -40, y: -30 },
  { key: 'FR', iso: 'FR', name: 'France', x: -80, y: -30 },
  { key: 'ES', iso: 'ES', name: 'Spain', x: -120, y: -30 },
  { key: 'CA', iso: 'CA', name: 'Canada', x: -160, y: -30 },
];

export const COUNTRY_SAMPLE: readonly CountryEntry[] = SAMPLE.map(({ iso, ...entry }) => {
  const score = seedCountryAverage(iso);
  if (score === undefined) throw new Error(`no seed figure for ${iso}`);
  return { key: entry.key, name: entry.name, score, type: 'country', x: entry.x, y: entry.y };
});
