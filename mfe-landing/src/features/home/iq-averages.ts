// spec §2 home: average IQ by country and by age. DISPLAY FIGURES, not statistics: the page
// captions them "illustrative". They are the seed figures of the site's one source
// (@iq/contracts population-figures), the same the report's ranking shows on the web and in
// the PDF until our own test-takers replace them (issue 36).
import { AGE_GROUPS, SEED_AGE_AVERAGES, SEED_COUNTRY_AVERAGES, ageGroupLabel } from '@iq/contracts';

/** The seed countries in the source's fixed order (not sorted by value: not a ranking). */
export const IQ_BY_COUNTRY: readonly { country: string; average: number }[] = SEED_COUNTRY_AVERAGES;

/** The report's age groups, youngest first, labelled as the charts print them ("18–24"). */
export const IQ_BY_AGE: readonly { label: string; average: number }[] = AGE_GROUPS.map((group) => ({
  label: ageGroupLabel(group),
  average: SEED_AGE_AVERAGES[group],
}));

/** The value axis of both charts: IQ 85 to 115, one standard deviation either side of 100. */
export const AXIS = { min: 85, max: 115 } as const;
