// What a refused or unanswered one-click purchase means for the buyer: the plans page's rule
// (subscribe-outcome.ts) plus the second phase's own refusals (a changed price, already owned).
import type { ApiError } from '@iq/api';
import { SECOND_PHASE_MESSAGES } from '@iq/contracts';
import { subscribeErrorKey, type SubscribeErrorKey } from '../plans/subscribe-outcome';

export type UpsellErrorKey = SubscribeErrorKey | 'upsell.errors.priceChanged' | 'upsell.errors.owned';

export function upsellErrorKey(error: unknown): UpsellErrorKey {
  const failure = (error ?? {}) as Partial<ApiError>;
  if (failure.status === 409) {
    if (failure.message === SECOND_PHASE_MESSAGES.priceChanged) return 'upsell.errors.priceChanged';
    if (
      failure.message === SECOND_PHASE_MESSAGES.owned ||
      failure.message === SECOND_PHASE_MESSAGES.alreadyVip
    )
      return 'upsell.errors.owned';
  }
  return subscribeErrorKey(error);
}
