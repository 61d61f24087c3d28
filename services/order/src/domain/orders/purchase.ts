// What may be bought for an exam session, and at what price (issue 7: the amount always comes
// from the catalogue; a client's figure that disagrees is refused).
import { EXAM_ERROR_MESSAGES, type ExamSessionSummary, type SkuId } from '@iq/contracts';
import { ConflictError } from '@iq/service-common';
import { hasTiers } from '../catalogue/catalogue';
import { priceFor } from '../catalogue/prices';
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

/** The catalogue's price; a claimed amount or currency that differs is a 409, never a discount. */
export function quote(
  skuId: SkuId,
  country: string,
  claimed: { amountMinor?: number; currency?: string },
): Quote {
  const price = priceFor(skuId, country);
  if (claimed.currency !== undefined && claimed.currency !== price.currency)
    throw new ConflictError(ORDER_MESSAGES.currencyMismatch(country, price.currency, claimed.currency));
  if (claimed.amountMinor !== undefined && claimed.amountMinor !== price.amountMinor)
    throw new ConflictError(
      ORDER_MESSAGES.priceMismatch(skuId, country, price.amountMinor, price.currency, claimed.amountMinor),
    );
  return price;
}
