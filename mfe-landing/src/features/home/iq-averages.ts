// spec §2 home: average IQ by country and by age. DISPLAY FIGURES, not statistics: the page
// captions them "illustrative" until the report's own statistics exist (then they come from
// the server). Kept close to 100 on purpose: IQ scales are normed to a mean of 100 per age
// group, and a ranking of nations is not something this page should pretend to know.

/** The countries of the nine locales, in a fixed order (not sorted by value: not a ranking). */
export const IQ_BY_COUNTRY: readonly { country: string; average: number }[] = [
  { country: 'US', average: 99 },
  { country: 'CN', average: 102 },
  { country: 'HK', average: 102 },
  { country: 'FR', average: 100 },
  { country: 'ES', average: 99 },
  { country: 'JP', average: 103 },
  { country: 'DE', average: 101 },
  { country: 'PT', average: 98 },
  { country: 'KR', average: 102 },
];

/** Age groups in years; `to: null` is "and over". */
export const IQ_BY_AGE: readonly { from: number; to: number | null; average: number }[] = [
  { from: 16, to: 19, average: 99 },
  { from: 20, to: 29, average: 101 },
  { from: 30, to: 39, average: 101 },
  { from: 40, to: 49, average: 100 },
  { from: 50, to: 59, average: 99 },
  { from: 60, to: null, average: 98 },
];

/** The value axis of both charts: IQ 85 to 115, one standard deviation either side of 100. */
export const AXIS = { min: 85, max: 115 } as const;
