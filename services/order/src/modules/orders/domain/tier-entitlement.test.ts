import { entitlementOf, includes, lockOf, NOTHING_PAID, UNLOCKED_BY } from './tier-entitlement';

describe('entitlement', () => {
  test('each item is unlocked by the lowest tier listing it (spec §3, the catalogue)', () => {
    expect(UNLOCKED_BY).toEqual({
      iqScore: 'sku1',
      iqRank: 'sku1',
      report21: 'sku1',
      wrongAnalysis: 'sku2',
      // The free tests come with any paid report (decision 2026-11-29).
      brainTest: 'sku1',
      certificate: 'sku3',
      eqTest: 'sku1',
      discount20: 'sku4',
      trainingGuide: 'sku4',
    });
    expect(lockOf('certificate')).toEqual({ locked: true, unlockedBy: 'sku3', upgradable: false });
  });

  const BASIC = ['iqScore', 'iqRank', 'report21', 'brainTest', 'eqTest'];
  test.each([
    [[], null, []],
    [['sku1'], 'sku1', BASIC],
    [['sku2', 'sku1'], 'sku2', [...BASIC, 'wrongAnalysis']],
    [['sku3'], 'sku3', [...BASIC, 'wrongAnalysis', 'certificate']],
    // sku4 has everything sku3 has (its certificate too), plus VIP and the guide.
    [['sku4'], 'sku4', [...BASIC, 'wrongAnalysis', 'certificate', 'discount20', 'trainingGuide']],
    [['sku3', 'sku4'], 'sku4', [...BASIC, 'wrongAnalysis', 'certificate', 'discount20', 'trainingGuide']],
  ] as const)('paid %j → highest %s, items %j', (paid, highest, items) => {
    const entitlement = entitlementOf(paid);
    expect(entitlement.highest).toBe(highest);
    expect([...entitlement.items].sort()).toEqual([...items].sort());
  });

  test('nothing paid includes nothing', () => {
    expect(includes(NOTHING_PAID, 'iqScore')).toBe(false);
  });
});
