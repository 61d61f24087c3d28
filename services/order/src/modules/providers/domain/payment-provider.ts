// One interface for every way to pay (docs/payments.md): a provider starts an attempt and tells
// us where to send the buyer; its results come back later as signed events (payment-events.ts),
// never as a return value, exactly as a real processor's webhooks do.
import type { PayMethod } from '@iq/contracts';
import type { FailureReason } from '../../orders';

export interface PaymentStart {
  orderNumber: string;
  attemptId: string;
  amountMinor: number;
  currency: string;
  /** The buyer's locale (the order's), for the provider's page. */
  locale: string;
  /** The idempotency key of the call that started the attempt, for the provider's own API. */
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly method: PayMethod;
  /** Begins a payment attempt: the URL of the provider's page for it (same-origin, starting with '/'). */
  start(attempt: PaymentStart): Promise<{ redirectUrl: string }>;
  /** Saved cards and charges without the buyer (issue 10); absent: no subscriptions with this method. */
  recurring?: RecurringPayments;
  /**
   * Issue 35: gives back captured money (a charge the order did not need). Throws when the
   * outcome is unknown (network): the caller retries with the same key, which the provider
   * refunds at most once.
   */
  refund(refund: RefundRequest): Promise<{ refundId: string }>;
  /**
   * Releases an approval that was never captured (PayPal: the buyer approved, the order was paid
   * meanwhile another way). Absent for methods that capture at once (card).
   */
  releaseApproval?(release: { attemptId: string; idempotencyKey: string }): Promise<{ releaseId: string }>;
  /** What the provider knows of an attempt (issue 35: reconciliation of attempts left pending). */
  lookup(attemptId: string, now: Date): Promise<ProviderAttemptState>;
}

export interface RefundRequest {
  /** The attempt (tier order) or 'sp:<purchase id>' (one-click charge) whose money goes back. */
  chargeRef: string;
  orderNumber: string;
  amountMinor: number;
  currency: string;
  /** Unique per refund: the provider refunds a key at most once. */
  idempotencyKey: string;
}

/** An attempt as the provider sees it. */
export type ProviderAttemptState =
  | { state: 'succeeded'; card?: { brand: string; last4: string } }
  | { state: 'failed'; reason: FailureReason; card?: { brand: string; last4: string } }
  /** 3-D Secure challenge open, or PayPal approved and not captured: the buyer may still act. */
  | { state: 'awaiting-buyer' }
  /** PayPal: approved by the buyer, ready to capture. */
  | { state: 'approved' }
  /** An approval released (never captured). */
  | { state: 'released' }
  /** The provider never received this attempt. */
  | { state: 'unknown' };

export type PaymentProviders = Readonly<Record<PayMethod, PaymentProvider>>;

/** A charge of a saved payment method without the buyer present (issue 10: renewals, skip-trial). */
export interface SavedCharge {
  /** The provider's token from saveCard; never card data. */
  token: string;
  amountMinor: number;
  currency: string;
  /** Unique per (subscription, period, attempt): the provider charges a key at most once. */
  idempotencyKey: string;
  description: string;
}

export type SavedChargeResult =
  { outcome: 'succeeded'; chargeId: string } | { outcome: 'failed'; reason: FailureReason };

/** What a provider that can charge again offers (the card provider). */
export interface RecurringPayments {
  /** Keeps the card typed on the card page at the provider: its token. */
  saveCard(card: { digits: string; brand: string; last4: string }): Promise<{ token: string }>;
  /** Charges a saved card. Throws when the outcome is unknown (network): the caller retries with the same key. */
  chargeSaved(charge: SavedCharge): Promise<SavedChargeResult>;
}
