// spec §3 "Report tiers": which items each tier holds, as plain data for the order service (the
// catalogue, what a paid order unlocks) and the browser alike (no zod needed to read it).
import { SKU_IDS, SKU_ITEM_KEYS, type SkuId, type SkuItemKey } from './order-api';

/** The items of each tier, in the spec's order. */
export const TIER_ITEMS: Readonly<Record<SkuId, readonly SkuItemKey[]>> = {
  sku1: ['iqScore', 'iqRank', 'report21'],
  sku2: ['iqScore', 'iqRank', 'report21', 'wrongAnalysis', 'brainTest'],
  sku3: ['iqScore', 'iqRank', 'report21', 'wrongAnalysis', 'brainTest', 'certificate', 'eqTest'],
  // sku4's permanent 20 % discount is an item (on later purchases), not a cut of its own price.
  sku4: [
    'iqScore',
    'iqRank',
    'wrongAnalysis',
    'discount20',
    'trainingGuide',
    'brainTest',
    'eqTest',
    'report21',
  ],
};

/** The lowest tier whose items include each item: what a locked part names as `unlockedBy`. */
export const UNLOCKED_BY: Readonly<Record<SkuItemKey, SkuId>> = Object.fromEntries(
  SKU_ITEM_KEYS.map((item) => [item, SKU_IDS.find((sku) => TIER_ITEMS[sku].includes(item))!]),
) as Record<SkuItemKey, SkuId>;
