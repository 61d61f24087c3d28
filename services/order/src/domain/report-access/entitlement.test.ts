import { entitlementOf, includes, lockOf, NOTHING_PAID, UNLOCKED_BY } from './entitlement';

describe('entitlement', () => {
  test('each item is unlocked by the lowest tier listing it (spec §3, the catalogue)', () => {
    expect(UNLOCKED_BY).toEqual({
      iqScore: 'sku1',
      iqRank: 'sku1',
      report21: 'sku1',
      wrongAnalysis: 'sku2',
      brainTest: 'sku2',
      certificate: 'sku3',
      eqTest: 'sku3',
      discount20: 'sku4',
      trainingGuide: 'sku4',
    });
    expect(lockOf('certificate')).toEqual({ locked: true, unlockedBy: 'sku3', upgradable: false });
  });

  test.each([
    [[], null, []],
    [['sku1'], 'sku1', ['iqScore', 'iqRank', 'report21']],
    [['sku2', 'sku1'], 'sku2', ['iqScore', 'iqRank', 'report21', 'wrongAnalysis', 'brainTest']],
    // sku4 lists no certificate: bought alone it has none …
    [
      ['sku4'],
      'sku4',
      [
        'iqScore',
        'iqRank',
        'report21',
        'wrongAnalysis',
        'brainTest',
        'eqTest',
        'discount20',
        'trainingGuide',
      ],
    ],
    // … but an upgrade from sku3 never takes the certificate away.
    [
      ['sku3', 'sku4'],
      'sku4',
      [
        'iqScore',
        'iqRank',
        'report21',
        'wrongAnalysis',
        'brainTest',
        'certificate',
        'eqTest',
        'discount20',
        'trainingGuide',
      ],
    ],
  ] as const)('paid %j → highest %s, items %j', (paid, highest, items) => {
    const entitlement = entitlementOf(paid);
    expect(entitlement.highest).toBe(highest);
    expect([...entitlement.items].sort()).toEqual([...items].sort());
  });

  test('nothing paid includes nothing', () => {
    expect(includes(NOTHING_PAID, 'iqScore')).toBe(false);
  });
});
