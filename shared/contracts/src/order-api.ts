// Contracts of the order service's endpoints (spec §7).
import { z } from 'zod';

/** spec §3 "country test list sample": key, name, score, type and sprite offsets x, y. */
export const countryEntrySchema = z.object({
  key: z.string(),
  name: z.string(),
  score: z.number(),
  type: z.string(),
  x: z.number(),
  y: z.number(),
});
export const countryListSchema = z.array(countryEntrySchema);
export type CountryEntry = z.infer<typeof countryEntrySchema>;
