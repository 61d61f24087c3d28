// GET /exam/order/sku/check/{orderNumber} (spec §7): which tiers an order's exam session owns
// and what each higher tier costs on top. Pure, and read from the buyer's holdings (issue 35,
// the entitlement ledger): an upgrade listed here is exactly what order create sells.
import { SKU_IDS, TIER_ITEMS, type SkuCheck, type SkuId, type TierUpgrade } from '@iq/contracts';
import type { Holdings } from './holdings';
import { tierOffer } from './tier-offers';
import { tierRank } from './tier-entitlement';

export interface CheckedOrder {
  orderNumber: string;
  status: SkuCheck['orderStatus'];
  skuId: SkuId;
  currency: string;
}

export function tierCheck(order: CheckedOrder, holdings: Holdings): SkuCheck {
  const paid = order.status === 'paid';
  const highest = holdings.highestTier;
  const upgrades: TierUpgrade[] = [];
  if (paid && highest) {
    for (const skuId of SKU_IDS.filter((sku) => tierRank(sku) > tierRank(highest))) {
      const offer = tierOffer(holdings, skuId, holdings.tierCurrency ?? order.currency);
      if (offer.kind === 'buy')
        upgrades.push({ skuId, amountMinor: offer.amountMinor, currency: offer.currency });
    }
  }
  return {
    orderNumber: order.orderNumber,
    orderStatus: order.status,
    skuId: order.skuId,
    currency: order.currency,
    owned: [...holdings.tiers],
    highest,
    items: [...holdings.access],
    unlocksWhenPaid: paid ? [] : TIER_ITEMS[order.skuId].filter((item) => !holdings.access.has(item)),
    upgrades,
  };
}
