// What a refused or unanswered subscription call means for the buyer (spec §5 terms message,
// §8 'Payment failed'). Only the server's success is a success; everything here says what
// happened instead, and whether trying again is safe.
import type { ApiError } from '@iq/api';
import { SUBSCRIPTION_MESSAGES } from '@iq/contracts';

export type SubscribeErrorKey =
  | 'plans.termsRequired'
  | 'plans.errors.paymentFailed'
  | 'plans.errors.orderNotFound'
  | 'plans.errors.orderNotPaid'
  | 'plans.errors.cardRequired'
  | 'plans.errors.alreadySubscribed'
  | 'plans.errors.refused'
  | 'plans.errors.noAnswer'
  | 'errors.network';

export function subscribeErrorKey(
  error: unknown,
  online = typeof navigator === 'undefined' || navigator.onLine,
): SubscribeErrorKey {
  const failure = (error ?? {}) as Partial<ApiError>;
  if (!online || failure.status === 'FETCH_ERROR' || failure.status === 'TIMEOUT_ERROR')
    return 'errors.network';
  switch (failure.status) {
    case 400:
      return failure.message === SUBSCRIPTION_MESSAGES.termsRequired
        ? 'plans.termsRequired'
        : 'plans.errors.refused';
    case 402:
      return 'plans.errors.paymentFailed';
    case 404:
      return 'plans.errors.orderNotFound';
    case 409:
      if (failure.message === SUBSCRIPTION_MESSAGES.alreadySubscribed)
        return 'plans.errors.alreadySubscribed';
      if (failure.message === SUBSCRIPTION_MESSAGES.cardRequired) return 'plans.errors.cardRequired';
      if (failure.message === SUBSCRIPTION_MESSAGES.orderNotPaid) return 'plans.errors.orderNotPaid';
      return 'plans.errors.refused';
    default:
      // A 5xx or an unreadable answer: the outcome is open; the same key makes a retry safe.
      return typeof failure.status === 'number' && failure.status >= 400 && failure.status < 500
        ? 'plans.errors.refused'
        : 'plans.errors.noAnswer';
  }
}
