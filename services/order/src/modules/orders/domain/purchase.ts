// What may be bought for an exam session, and at what price (issue 7: the amount always comes
// from the catalogue; a client's figure that disagrees is refused; issue 35: through the
// buyer's holdings, so an owned tier is refused and an upgrade costs the difference).
import { EXAM_ERROR_MESSAGES, type ExamSessionSummary, type SkuId } from '@iq/contracts';
import { ConflictError } from '@iq/service-common';
import { hasTiers } from './catalogue';
import { currencyForCountry } from './prices';
import type { TierOffer } from './tier-offers';
import { ORDER_MESSAGES } from './order-messages';

/** Throws a 409 unless the session is confirmed, analysable and scored, for an exam with tiers. */
export function assertPurchasable(summary: ExamSessionSummary): void {
  if (!summary.confirmed) throw new ConflictError(EXAM_ERROR_MESSAGES.notConfirmed);
  if (summary.outcome === 'abnormal') throw new ConflictError(ORDER_MESSAGES.resultNotAnalysable);
  if (summary.outcome !== 'scored' || !summary.scored || !hasTiers(summary.examId))
    throw new ConflictError(ORDER_MESSAGES.noReportToBuy);
}

export interface Quote {
  amountMinor: number;
  currency: string;
}

export interface TierOrderRequest {
  skuId: SkuId;
  country: string;
  /** The paid order named as upgraded, if any. */
  upgradeFrom?: string;
  amountMinor?: number;
  currency?: string;
}

/**
 * The price of a tier order from the buyer's offer (tier-offers.ts). Refused (409) when the
 * tier is owned or not sold to this buyer (with the report's path, where what they own is),
 * when a first purchase is asked of a buyer who owns a lower tier (upgrade from the report) or
 * an upgrade of a buyer who owns none, and when a claimed amount or currency differs (never a
 * discount).
 */
export function tierOrderPrice(
  offer: TierOffer,
  request: TierOrderRequest,
  reportPath: string | null,
): Quote {
  const link = reportPath ? { reportPath } : {};
  if (offer.kind === 'owned') throw new ConflictError(ORDER_MESSAGES.tierOwned(offer.highestTier), link);
  if (offer.kind === 'not-offered')
    throw new ConflictError(
      offer.reason === 'currency' ? ORDER_MESSAGES.upgradeCurrencyOfTest : ORDER_MESSAGES.tierIncludesOwned,
      link,
    );
  if (offer.fromSkuId && !request.upgradeFrom)
    throw new ConflictError(ORDER_MESSAGES.upgradeInstead(offer.fromSkuId), link);
  if (!offer.fromSkuId && request.upgradeFrom) throw new ConflictError(ORDER_MESSAGES.upgradeUnpaid);
  const currency = currencyForCountry(request.country);
  const claimedCurrency = request.currency ?? currency;
  if (currency !== offer.currency || claimedCurrency !== offer.currency)
    throw new ConflictError(
      offer.fromSkuId
        ? ORDER_MESSAGES.upgradeCurrency(offer.currency)
        : ORDER_MESSAGES.currencyMismatch(request.country, offer.currency, claimedCurrency),
    );
  if (request.amountMinor !== undefined && request.amountMinor !== offer.amountMinor)
    throw new ConflictError(
      offer.fromSkuId
        ? ORDER_MESSAGES.upgradePriceMismatch(
            offer.fromSkuId,
            request.skuId,
            offer.amountMinor,
            offer.currency,
            request.amountMinor,
          )
        : ORDER_MESSAGES.priceMismatch(
            request.skuId,
            request.country,
            offer.amountMinor,
            offer.currency,
            request.amountMinor,
          ),
    );
  return { amountMinor: offer.amountMinor, currency: offer.currency };
}
