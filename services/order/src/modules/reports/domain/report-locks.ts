// What the report shows in place of what the buyer does not have (issue 35): the lowest tier
// that is SOLD to this buyer and contains it (tier-offers.ts), so a lock never names a tier the
// buyer owns or one that would charge again for something owned; with none, the lowest tier
// holding it, marked not upgradable. Pure.
import { SKU_IDS, TIER_ITEMS, UNLOCKED_BY, type Locked, type SkuItemKey } from '@iq/contracts';
import { type Entitlement, type Holdings, tierOffer } from '../../orders';

/** The report's view of the holdings: the tiers kept, and every item it shows now. */
export function entitlementOfHoldings(holdings: Holdings): Entitlement {
  return { paidTiers: holdings.tiers, highest: holdings.highestTier, items: holdings.access };
}

export function lockFor(holdings: Holdings | null, currency: string, item: SkuItemKey): Locked {
  const offered = holdings
    ? SKU_IDS.find(
        (sku) => TIER_ITEMS[sku].includes(item) && tierOffer(holdings, sku, currency).kind === 'buy',
      )
    : undefined;
  return { locked: true, unlockedBy: offered ?? UNLOCKED_BY[item], upgradable: offered !== undefined };
}
