// Order and payment-attempt states (docs/decisions/2026-11-23-order-and-payment-states.md). Pure rules, no I/O:
// the store loads the rows, these decide, the store writes what they return.
//
//   order:   created ──submit──▶ pending ──succeeded──▶ paid (final)
//               ▲                    └────failed─────▶ failed
//               └──────── retry (new attempt) ◀──────────┘  (also from created or pending)
//   attempt: open ──submit──▶ pending ──▶ succeeded | failed   (open ──▶ failed: PayPal cancel)
//                                     └──▶ released  (PayPal approval never captured: paid another way)
// Issue 35: a success for an order already paid (a late PayPal capture, a second tab) is money
// the order did not need: it is kept as a succeeded attempt and a refund of it becomes due.
import type { OrderStatus, PayMethod } from '@iq/contracts';

export type AttemptStatus = 'open' | 'pending' | 'succeeded' | 'failed' | 'released';
export const FAILURE_REASONS = [
  'declined',
  'insufficient-funds',
  'authentication-failed',
  'cancelled',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

export interface CardSummary {
  brand: string;
  last4: string;
}

export interface OrderState {
  status: OrderStatus;
  currentAttemptId: string;
  failureReason: string | null;
}

export interface AttemptState {
  id: string;
  method: PayMethod;
  status: AttemptStatus;
}

export type PaymentResult =
  | { outcome: 'succeeded'; card?: CardSummary }
  | { outcome: 'failed'; reason: FailureReason; card?: CardSummary };

export interface OrderPatch {
  status?: OrderStatus;
  failureReason?: string | null;
  card?: CardSummary;
  paid?: true;
}

export interface AttemptPatch {
  status: AttemptStatus;
  failureReason?: string | null;
  card?: CardSummary;
}

export interface StateChange {
  attempt: AttemptPatch | null;
  order: OrderPatch | null;
  /** The order became paid with this change: send the receipt and report mails, once. */
  becamePaid: boolean;
  /** Why nothing (or less) changed, for the log: a late or repeated result. */
  note?: string;
  /** Issue 35: money was taken for an order already paid; it must be given back. */
  refundDue?: boolean;
}

const NOTHING: StateChange = { attempt: null, order: null, becamePaid: false };

export function isCurrent(order: OrderState, attempt: AttemptState): boolean {
  return order.currentAttemptId === attempt.id;
}

/** The buyer can still type a card or approve on this attempt's page. */
export function isPayable(order: OrderState, attempt: AttemptState): boolean {
  return order.status !== 'paid' && isCurrent(order, attempt) && attempt.status === 'open';
}

/** The buyer submitted (card sent, 3-D Secure challenge open, PayPal approved): result awaited. */
export function submitAttempt(order: OrderState, attempt: AttemptState): StateChange {
  if (!isPayable(order, attempt)) return { ...NOTHING, note: 'attempt no longer payable' };
  return { attempt: { status: 'pending' }, order: { status: 'pending' }, becamePaid: false };
}

/**
 * A provider's result, in whatever order results arrive: success is final for the attempt and
 * makes the order paid (money was taken, even on an attempt since replaced); a failure never
 * overrides a success, and changes the order only while its attempt is the current one.
 */
export function applyPaymentResult(
  order: OrderState,
  attempt: AttemptState,
  result: PaymentResult,
): StateChange {
  if (attempt.status === 'succeeded')
    return { ...NOTHING, note: `late ${result.outcome}: attempt already succeeded` };
  if (result.outcome === 'succeeded') {
    const attemptPatch: AttemptPatch = { status: 'succeeded', failureReason: null, card: result.card };
    if (order.status === 'paid')
      return {
        attempt: attemptPatch,
        order: null,
        becamePaid: false,
        note: 'order already paid by another attempt: refund due',
        refundDue: true,
      };
    return {
      attempt: attemptPatch,
      order: { status: 'paid', failureReason: null, card: result.card, paid: true },
      becamePaid: true,
    };
  }
  if (attempt.status === 'failed') return { ...NOTHING, note: 'attempt already failed' };
  if (attempt.status === 'released') return { ...NOTHING, note: 'approval already released' };
  const attemptPatch: AttemptPatch = { status: 'failed', failureReason: result.reason, card: result.card };
  if (order.status === 'paid' || !isCurrent(order, attempt))
    return { attempt: attemptPatch, order: null, becamePaid: false, note: 'failure of a superseded attempt' };
  return {
    attempt: attemptPatch,
    order: { status: 'failed', failureReason: result.reason, card: result.card },
    becamePaid: false,
  };
}

/** A new attempt (retry): anything but a paid order; the order starts over as created. */
export function canRetry(order: OrderState): boolean {
  return order.status !== 'paid';
}
