import type { OrderReport } from '@iq/contracts';
import { sharedReportOf } from './shared-report';
import { normalisedParts, shareTokenHash, newShareToken } from './share-tokens';

const locked = { locked: true as const, unlockedBy: 'sku1' as const };
function reportWith(iq: Partial<Extract<OrderReport['iq'], { locked: false }>> | null, code: string | null) {
  return {
    completedAt: '2026-11-20T10:00:00.000Z',
    iq: iq
      ? {
          locked: false,
          score: 112,
          band: 'normal',
          percentile: 78.8,
          interval90: { low: 104, high: 120 },
          measurable: { low: 73, high: 127 },
          bound: null,
          ...iq,
        }
      : locked,
    certificate: code ? { locked: false, code, name: 'Ada' } : { locked: true, unlockedBy: 'sku3' },
  } as OrderReport;
}

describe('sharedReportOf', () => {
  test.each([
    [
      'an exact score, score and band',
      reportWith({}, null),
      ['score', 'band'],
      { score: 112, band: 'normal', percentile: null, bound: null, certificateCode: null },
    ],
    [
      'above the measurable range: the limit, its band and percentile, with the bound',
      reportWith({ score: 141, band: 'verySuperior', percentile: 99.7, bound: 'above' }, null),
      ['score', 'band', 'percentile'],
      {
        score: 127,
        band: 'superior',
        percentile: expect.closeTo(96.4, 1),
        bound: 'above',
        certificateCode: null,
      },
    ],
    [
      'below the range, band only: the bound still says "or lower"',
      reportWith({ score: 55, band: 'deficiency', percentile: 0.1, bound: 'below' }, null),
      ['band'],
      { score: null, band: 'dullness', percentile: null, bound: 'below', certificateCode: null },
    ],
    [
      'the certificate alone: nothing of the score, not even the bound',
      reportWith({ bound: 'above' }, 'ABCDEFGHJKMN'),
      ['certificate'],
      { score: null, band: null, percentile: null, bound: null, certificateCode: 'ABCD-EFGH-JKMN' },
    ],
    [
      'parts the report locks stay null',
      reportWith(null, null),
      ['score', 'certificate'],
      { score: null, band: null, percentile: null, bound: null, certificateCode: null },
    ],
  ] as const)('%s', (_name, report, parts, expected) => {
    expect(sharedReportOf(report, parts)).toEqual({
      parts,
      completedAt: '2026-11-20T10:00:00.000Z',
      ...expected,
    });
  });
});

describe('share tokens', () => {
  test('192 random bits, URL-safe, never twice', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newShareToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  test('stored as a SHA-256; anything that cannot be a token has no hash', () => {
    expect(shareTokenHash('A'.repeat(32))).toMatch(/^[0-9a-f]{64}$/);
    for (const bad of ['short', 'x'.repeat(129), 'has space_aaaaaaaaaaaa', '../../../../etc/passwd'])
      expect(shareTokenHash(bad)).toBeNull();
  });

  test('parts once each, in SHARE_PARTS order', () => {
    expect(normalisedParts(['certificate', 'score', 'band', 'score'])).toEqual([
      'score',
      'band',
      'certificate',
    ]);
  });
});
