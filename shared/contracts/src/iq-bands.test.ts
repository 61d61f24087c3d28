import { IQ_BANDS, iqBandOf, percentBelow, populationShare } from './iq-bands';

describe('IQ bands (spec §9)', () => {
  test.each([
    [160, 'genius'],
    [146, 'genius'],
    [145, 'verySuperior'],
    [130, 'verySuperior'],
    [129, 'superior'],
    [115, 'superior'],
    [114, 'normal'],
    [85, 'normal'],
    [84, 'dullness'],
    [70, 'dullness'],
    [69, 'deficiency'],
    [40, 'deficiency'],
  ])('%i is %s', (iq, band) => expect(iqBandOf(iq)).toBe(band));

  test('population shares match the spec: 2 % gifted, 14 % excellent, 68 % average', () => {
    const share = (id: string) => populationShare(IQ_BANDS.find((b) => b.id === id)!);
    expect(share('genius') + share('verySuperior')).toBeCloseTo(2.4, 0);
    expect(share('superior')).toBeCloseTo(14, 0);
    expect(share('normal')).toBeCloseTo(68, 0);
    expect(IQ_BANDS.reduce((sum, band) => sum + populationShare(band), 0)).toBeCloseTo(100, 6);
  });

  test.each([
    [100, 50],
    [115, 84.13],
    [85, 15.87],
    [130, 97.72],
    [127, 96.41],
  ])('percentBelow(%i) ≈ %f', (iq, percent) => expect(percentBelow(iq)).toBeCloseTo(percent, 1));
});
