// ARCHITECTURE.md "IQ bands" (spec §9), cut at the population shares the spec gives.
export type IqBandId = 'genius' | 'verySuperior' | 'superior' | 'normal' | 'dullness' | 'deficiency';

export interface IqBand {
  id: IqBandId;
  /** Inclusive bounds; open ends are null. */
  min: number | null;
  max: number | null;
}

export const IQ_BANDS: readonly IqBand[] = [
  { id: 'genius', min: 146, max: null },
  { id: 'verySuperior', min: 130, max: 145 },
  { id: 'superior', min: 115, max: 129 },
  { id: 'normal', min: 85, max: 114 },
  { id: 'dullness', min: 70, max: 84 },
  { id: 'deficiency', min: null, max: 69 },
];

export function iqBandOf(iq: number): IqBandId {
  const band = IQ_BANDS.find((b) => (b.min === null || iq >= b.min) && (b.max === null || iq <= b.max));
  return (band ?? IQ_BANDS[IQ_BANDS.length - 1]!).id;
}

/** Share of a N(100, 15) population inside [min, max] (continuity-corrected), in percent. */
export function populationShare(band: IqBand): number {
  const cdf = (x: number) => 0.5 * (1 + erf(x / Math.SQRT2));
  const lo = band.min === null ? 0 : cdf((band.min - 0.5 - 100) / 15);
  const hi = band.max === null ? 1 : cdf((band.max + 0.5 - 100) / 15);
  return (hi - lo) * 100;
}

/** Share of a N(100, 15) population below `iq`, in percent (the percentile of a score). */
export function percentBelow(iq: number): number {
  return 50 * (1 + erf((iq - 100) / 15 / Math.SQRT2));
}

// Abramowitz–Stegun 7.1.26, |error| < 1.5e-7: ample for display percentages.
function erf(x: number): number {
  const sign = Math.sign(x);
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return sign * y;
}
