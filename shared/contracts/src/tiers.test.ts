import { FREE_TEST_ITEM_KEYS, SKU_IDS, skuItemSchema, type SkuItemKey } from './order-api';
import { TIER_ITEMS, TIER_SOLD_ITEMS, UNLOCKED_BY } from './tiers';

describe('report tiers (decision 2026-11-29)', () => {
  test('each tier sells what it says, in order', () => {
    expect(TIER_SOLD_ITEMS).toEqual({
      sku1: ['iqScore', 'iqRank', 'report21'],
      sku2: ['iqScore', 'iqRank', 'report21', 'wrongAnalysis'],
      sku3: ['iqScore', 'iqRank', 'report21', 'wrongAnalysis', 'certificate'],
      sku4: ['iqScore', 'iqRank', 'report21', 'wrongAnalysis', 'certificate', 'discount20', 'trainingGuide'],
    });
  });

  test('a dearer tier never lacks an item of a cheaper one', () => {
    SKU_IDS.forEach((sku, i) => {
      for (const cheaper of SKU_IDS.slice(0, i))
        for (const item of TIER_ITEMS[cheaper])
          expect([sku, TIER_ITEMS[sku]]).toEqual([sku, expect.arrayContaining([item])]);
    });
  });

  test('every tier unlocks the free tests, none sells them', () => {
    for (const sku of SKU_IDS) {
      expect(TIER_ITEMS[sku]).toEqual(expect.arrayContaining([...FREE_TEST_ITEM_KEYS]));
      expect(
        TIER_SOLD_ITEMS[sku].filter((item: SkuItemKey) =>
          FREE_TEST_ITEM_KEYS.some((free: SkuItemKey) => free === item),
        ),
      ).toEqual([]);
    }
    expect(UNLOCKED_BY.brainTest).toBe('sku1');
    expect(UNLOCKED_BY.eqTest).toBe('sku1');
  });

  test('the contract refuses a tier card that lists a free test', () => {
    const card = { logo: 'data:image/svg+xml,', name: 'x', content: 'y' };
    expect(skuItemSchema.safeParse({ key: 'certificate', ...card }).success).toBe(true);
    for (const key of FREE_TEST_ITEM_KEYS)
      expect(skuItemSchema.safeParse({ key, ...card }).success).toBe(false);
  });
});
