// Upgrades (issue 8): a higher tier for an exam session that already has a paid order costs
// the difference between the two tier prices, in the currency the session was paid in.
// Pure: the create route loads the order it upgrades and the session's paid tiers.
import type { OrderStatus, SkuId } from '@iq/contracts';
import { ConflictError } from '@iq/service-common';
import { currencyForCountry, PRICE_TABLE } from '../catalogue/prices';
import { tierRank } from '../report-access/entitlement';
import { ORDER_MESSAGES } from './order-messages';
import type { Quote } from './purchase';

export interface UpgradeBase {
  examSessionId: string;
  status: OrderStatus;
  currency: string;
}

export interface UpgradeRequest {
  skuId: SkuId;
  country: string;
  /** The session of the request (Exam-Session). */
  examSessionId: string;
  amountMinor?: number;
  currency?: string;
}

/** The highest of the tiers paid for a session. */
export function highestTier(paidTiers: readonly SkuId[]): SkuId | undefined {
  return [...paidTiers].sort((a, b) => tierRank(b) - tierRank(a))[0];
}

/**
 * The price of an upgrade from `base`, given every tier paid for its session; a 409 for an
 * order of another session, an unpaid one, a tier not above the highest paid, a country that
 * pays in another currency, or a claimed amount that is not the difference.
 */
export function upgradeQuote(base: UpgradeBase, paidTiers: readonly SkuId[], request: UpgradeRequest): Quote {
  if (base.examSessionId !== request.examSessionId)
    throw new ConflictError(ORDER_MESSAGES.upgradeOtherSession);
  if (base.status !== 'paid' || paidTiers.length === 0) throw new ConflictError(ORDER_MESSAGES.upgradeUnpaid);
  const highest = highestTier(paidTiers)!;
  if (tierRank(request.skuId) <= tierRank(highest))
    throw new ConflictError(ORDER_MESSAGES.upgradeNotHigher(highest));
  const currency = base.currency;
  if (currencyForCountry(request.country) !== currency || (request.currency ?? currency) !== currency)
    throw new ConflictError(ORDER_MESSAGES.upgradeCurrency(currency));
  const prices = PRICE_TABLE[currency];
  if (!prices) throw new ConflictError(ORDER_MESSAGES.upgradeCurrency(currency));
  const amountMinor = prices[request.skuId] - prices[highest];
  if (request.amountMinor !== undefined && request.amountMinor !== amountMinor)
    throw new ConflictError(
      ORDER_MESSAGES.upgradePriceMismatch(highest, request.skuId, amountMinor, currency, request.amountMinor),
    );
  return { amountMinor, currency };
}
