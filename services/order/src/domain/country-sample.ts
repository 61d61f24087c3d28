import type { CountryEntry } from '@iq/contracts';

// DISPLAY COPY, not data: spec §3's ten-entry "country test list sample" shown on the landing
// pages. Scores are illustrative averages; x/y are offsets into the flag sprite (40×30 cells).
export const COUNTRY_SAMPLE: readonly CountryEntry[] = [
  { key: 'CN', name: 'China', score: 105, type: 'country', x: 0, y: 0 },
  { key: 'JA', name: 'Japan', score: 105, type: 'country', x: -40, y: 0 },
  { key: 'EN', name: 'United States', score: 98, type: 'country', x: -80, y: 0 },
  { key: 'BR', name: 'Brazil', score: 87, type: 'country', x: -120, y: 0 },
  { key: 'DE', name: 'Germany', score: 100, type: 'country', x: -160, y: 0 },
  { key: 'UK', name: 'United Kingdom', score: 100, type: 'country', x: 0, y: -30 },
  { key: 'PT', name: 'Portugal', score: 95, type: 'country', x: -40, y: -30 },
  { key: 'FR', name: 'France', score: 98, type: 'country', x: -80, y: -30 },
  { key: 'ES', name: 'Spain', score: 97, type: 'country', x: -120, y: -30 },
  { key: 'CA', name: 'Canada', score: 99, type: 'country', x: -160, y: -30 },
];
