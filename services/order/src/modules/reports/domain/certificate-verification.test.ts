import { certificateVerificationOf } from './certificate-verification';

const certificate = {
  code: 'K7M2Q9X4B1ZP',
  name: 'Ada Lovelace',
  band: 'verySuperior',
  testedAt: new Date('2026-11-20T10:00:00.000Z'),
};
const measurable = { low: 73, high: 127 };

describe('certificateVerificationOf: what the certificate prints, nothing more', () => {
  test.each([
    [{ iq: 118, bound: null, measurable }, '118'],
    [{ iq: 141, bound: 'above' as const, measurable }, '> 127'],
    [{ iq: 55, bound: 'below' as const, measurable }, '< 73'],
  ])('score %j prints %s', (score, printed) => {
    expect(certificateVerificationOf(certificate, score)).toEqual({
      code: 'K7M2-Q9X4-B1ZP',
      name: 'Ada Lovelace',
      band: 'verySuperior',
      score: printed,
      testedAt: '2026-11-20T10:00:00.000Z',
    });
  });
});
