// The IQ scale's reference population: normal with mean 100 and standard deviation 15 (the
// scale the exam service scores on; ARCHITECTURE.md "IQ bands").
export const IQ_MEAN = 100;
export const IQ_SD = 15;

export function normalPdf(iq: number): number {
  const z = (iq - IQ_MEAN) / IQ_SD;
  return Math.exp(-0.5 * z * z) / (IQ_SD * Math.sqrt(2 * Math.PI));
}

/** Share of the population below `iq`, in percent (Abramowitz–Stegun 7.1.26, ample for display). */
export function percentBelow(iq: number): number {
  const x = (iq - IQ_MEAN) / IQ_SD / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return 50 * (1 + Math.sign(x) * erf);
}
