// spec §3 "Report tiers": which items each tier holds, as plain data for the order service (the
// catalogue, what a paid order unlocks) and the browser alike (no zod needed to read it).
import {
  FREE_TEST_ITEM_KEYS,
  SKU_IDS,
  SKU_ITEM_KEYS,
  type SkuId,
  type SkuItemKey,
  type SoldItemKey,
} from './order-api';

const BASIC: readonly SoldItemKey[] = ['iqScore', 'iqRank', 'report21'];
const STANDARD: readonly SoldItemKey[] = [...BASIC, 'wrongAnalysis'];
const PREMIUM: readonly SoldItemKey[] = [...STANDARD, 'certificate'];
// sku4's permanent 20 % discount is an item (on later purchases), not a cut of its own price.
const VIP: readonly SoldItemKey[] = [...PREMIUM, 'discount20', 'trainingGuide'];

function withFreeTests(sold: readonly SoldItemKey[]): readonly SkuItemKey[] {
  return [...sold, ...FREE_TEST_ITEM_KEYS];
}

/**
 * What each tier sells, in the spec's order: each tier has every item of the cheaper ones, so a
 * dearer tier never lacks what a cheaper one gives (decision 2026-11-29, tiers).
 */
export const TIER_SOLD_ITEMS: Readonly<Record<SkuId, readonly SoldItemKey[]>> = {
  sku1: BASIC,
  sku2: STANDARD,
  sku3: PREMIUM,
  sku4: VIP,
};

/**
 * What each tier unlocks: what it sells plus the free tests (brain dominance, EQ), which any
 * paid report opens without an account.
 */
export const TIER_ITEMS: Readonly<Record<SkuId, readonly SkuItemKey[]>> = {
  sku1: withFreeTests(BASIC),
  sku2: withFreeTests(STANDARD),
  sku3: withFreeTests(PREMIUM),
  sku4: withFreeTests(VIP),
};

/** The lowest tier whose items include each item: what a locked part names as `unlockedBy`. */
export const UNLOCKED_BY: Readonly<Record<SkuItemKey, SkuId>> = Object.fromEntries(
  SKU_ITEM_KEYS.map((item) => [item, SKU_IDS.find((sku) => TIER_ITEMS[sku].includes(item))!]),
) as Record<SkuItemKey, SkuId>;
