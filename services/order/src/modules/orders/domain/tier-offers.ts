// Whether a report tier can be sold to a buyer, and for how much (issue 35): read from the
// buyer's holdings only, so a tier already owned is never offered or charged again, and an
// upgrade costs the difference from the highest tier kept (VIP: 20 % off it). Pure.
import { TIER_ITEMS, type SkuId } from '@iq/contracts';
import { PRICE_TABLE } from './prices';
import { tierRank } from './tier-entitlement';
import type { Holdings } from './holdings';

/** spec §3 / §9: VIP's permanent discount, 20 % ('8折'), on every upgrade, package and plan. */
export const VIP_DISCOUNT_PERCENT = 20;

/** An amount with the VIP discount when it applies (rounded to the minor unit). */
export function withVipDiscount(
  amountMinor: number,
  vip: boolean,
): { amountMinor: number; discountPercent: number } {
  const discountPercent = vip ? VIP_DISCOUNT_PERCENT : 0;
  return { amountMinor: Math.round((amountMinor * (100 - discountPercent)) / 100), discountPercent };
}

export type TierOffer =
  /** The buyer owns this tier, or a higher one, or every item in it. */
  | { kind: 'owned'; highestTier: SkuId | null }
  /**
   * Not sold to this buyer: it would charge again for an item they own by other means (a
   * package, VIP), or the session's tiers were paid in another currency.
   */
  | { kind: 'not-offered'; reason: 'includes-owned' | 'currency' }
  | {
      kind: 'buy';
      amountMinor: number;
      /** Before the VIP discount: the tier's price, or the difference from `fromSkuId`. */
      listMinor: number;
      discountPercent: number;
      currency: string;
      /** The tier upgraded from (the highest kept), or null for a first purchase. */
      fromSkuId: SkuId | null;
    };

export function tierOffer(holdings: Holdings, skuId: SkuId, currency: string): TierOffer {
  const highest = holdings.highestTier;
  if (highest && tierRank(skuId) <= tierRank(highest)) return { kind: 'owned', highestTier: highest };
  if (TIER_ITEMS[skuId].every((item) => holdings.owned.has(item)))
    return { kind: 'owned', highestTier: highest };
  const before = new Set(highest ? TIER_ITEMS[highest] : []);
  const added = TIER_ITEMS[skuId].filter((item) => !before.has(item));
  if (added.some((item) => holdings.owned.has(item)))
    return { kind: 'not-offered', reason: 'includes-owned' };
  const prices = PRICE_TABLE[currency];
  if (!prices || (holdings.tierCurrency !== null && holdings.tierCurrency !== currency))
    return { kind: 'not-offered', reason: 'currency' };
  const listMinor = prices[skuId] - (highest ? prices[highest] : 0);
  // The discount is VIP's on later purchases: an upgrade of a report, not a first report.
  const price = withVipDiscount(listMinor, highest !== null && holdings.permanentVip);
  return { kind: 'buy', ...price, listMinor, currency, fromSkuId: highest };
}

/**
 * How much of a tier order's amount the buyer did not owe when it was paid: all of it when the
 * tier was owned by then (two tabs, two orders), the part above the current upgrade price when
 * a lower upgrade was paid meanwhile. `holdings` leave the order itself out.
 */
export function overpaymentOf(
  order: { skuId: SkuId; amountMinor: number; currency: string },
  holdings: Holdings,
): number {
  const offer = tierOffer(holdings, order.skuId, order.currency);
  const owed = offer.kind === 'buy' ? offer.amountMinor : 0;
  return Math.max(0, order.amountMinor - owed);
}
