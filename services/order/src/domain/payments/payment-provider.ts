// One interface for every way to pay (docs/payments.md): a provider starts an attempt and tells
// us where to send the buyer; its results come back later as signed events (payment-events.ts),
// never as a return value, exactly as a real processor's webhooks do.
import type { PayMethod } from '@iq/contracts';

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
}

export type PaymentProviders = Readonly<Record<PayMethod, PaymentProvider>>;
