// GET /exam/order/sku/check/{orderNumber} (spec §7): which tiers an order's exam session owns
// and what each higher tier costs on top. Pure, and given the paid tiers: today they come from
// the session's paid orders; the entitlement ledger can hand them over instead.
import { SKU_IDS, TIER_ITEMS, type SkuCheck, type SkuId, type TierUpgrade } from '@iq/contracts';
import { entitlementOf, tierRank } from '../report-access/entitlement';
import { upgradeQuote } from './upgrade';

export interface CheckedOrder {
  orderNumber: string;
  examSessionId: string;
  status: SkuCheck['orderStatus'];
  skuId: SkuId;
  currency: string;
  country: string;
}

export function tierCheck(order: CheckedOrder, paidTiers: readonly SkuId[]): SkuCheck {
  const owned = entitlementOf(paidTiers);
  const paid = order.status === 'paid';
  const upgrades: TierUpgrade[] = [];
  if (paid && owned.highest) {
    for (const skuId of SKU_IDS.filter((sku) => tierRank(sku) > tierRank(owned.highest!)))
      // The same rule the create call charges by: the difference, in the order's currency.
      upgrades.push({
        skuId,
        ...upgradeQuote(order, owned.paidTiers, {
          skuId,
          country: order.country,
          examSessionId: order.examSessionId,
        }),
      });
  }
  return {
    orderNumber: order.orderNumber,
    orderStatus: order.status,
    skuId: order.skuId,
    currency: order.currency,
    owned: [...owned.paidTiers],
    highest: owned.highest,
    items: [...owned.items],
    unlocksWhenPaid: paid ? [] : TIER_ITEMS[order.skuId].filter((item) => !owned.items.has(item)),
    upgrades,
  };
}
