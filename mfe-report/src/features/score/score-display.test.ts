import { displayPercent, scoreDisplay } from './score-display';
import { percentBelow } from './normal-curve';

const iq = (extra: Partial<Parameters<typeof scoreDisplay>[0]> = {}) => ({
  locked: false as const,
  score: 112,
  band: 'normal' as const,
  percentile: 78.8,
  interval90: { low: 104, high: 120 },
  measurable: { low: 73, high: 127 },
  bound: null,
  guessingLikely: false,
  ...extra,
});

test('a score inside the measurable range is shown with its interval, band and percentile', () => {
  expect(scoreDisplay(iq())).toEqual({
    kind: 'exact',
    score: 112,
    interval: { low: 104, high: 120 },
    band: 'normal',
    percentile: 78.8,
  });
});

test('beyond the measurable range the score is a bound at its end, with the band and share there', () => {
  const above = scoreDisplay(iq({ score: 141, band: 'verySuperior', percentile: 99.7, bound: 'above' }));
  expect(above).toMatchObject({ kind: 'bound', direction: 'above', limit: 127, band: 'superior' });
  expect(above.percentile).toBeCloseTo(96.4, 0);
  const below = scoreDisplay(iq({ score: 61, band: 'deficiency', percentile: 0.5, bound: 'below' }));
  expect(below).toMatchObject({ kind: 'bound', direction: 'below', limit: 73, band: 'dullness' });
  expect(below.percentile).toBeCloseTo(3.6, 0);
});

test.each([
  [50, 'en-US', '50'],
  [78.8, 'en-US', '79'],
  [99.62, 'en-US', '99.6'],
  [99.99, 'en-US', '99.9'],
  [0.004, 'en-US', '0.1'],
  [99.62, 'de-DE', '99,6'],
])('displayPercent(%p, %s) = %s', (percent, locale, text) => {
  expect(displayPercent(percent, locale)).toBe(text);
});

test('percentBelow follows the normal curve of the IQ scale', () => {
  expect(percentBelow(100)).toBeCloseTo(50, 5);
  expect(percentBelow(115)).toBeCloseTo(84.13, 1);
  expect(percentBelow(70)).toBeCloseTo(2.28, 1);
});
