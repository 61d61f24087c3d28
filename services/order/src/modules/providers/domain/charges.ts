// What a buyer was charged for an order, attempt by attempt, and what was given back (issue 35):
// the numbers `POST /pay/pay/check/status` answers and the receipt and refund mails state.
// Pure: the store loads the attempts and refunds.
import type { OrderCharge, PayMethod } from '@iq/contracts';
import type { AttemptStatus } from '../../orders';

/** Why money goes back (or an approval is released). */
export type RefundReason =
  /** A second success for one order (a late PayPal capture, a second tab's card). */
  | 'order-already-paid'
  /** The order's price no longer matched what the buyer was missing when it was paid. */
  | 'already-owned'
  /** PayPal approved and never captured: the order was paid another way, or the buyer left. */
  | 'approval-not-needed';

export interface RefundRecord {
  id: string;
  orderNumber: string;
  chargeRef: string;
  method: PayMethod;
  kind: 'refund' | 'void';
  amountMinor: number;
  currency: string;
  reason: RefundReason;
  state: 'due' | 'done';
  providerRef: string | null;
  createdAt: Date;
  doneAt: Date | null;
}

export interface ChargedAttempt {
  id: string;
  method: PayMethod;
  status: AttemptStatus;
  updatedAt: Date;
}

export interface OrderCharges {
  charges: OrderCharge[];
  /** Captured minus refunds done, in the order's currency. */
  netChargedMinor: number;
}

/**
 * Every attempt that took money or held an approval, with what became of it: `captured`,
 * `refund-pending` (a refund is due, not done yet), `refunded` (all or part given back:
 * `refundedMinor`) or `voided` (an approval released, nothing taken).
 */
export function chargesOf(
  order: { amountMinor: number; currency: string },
  attempts: readonly ChargedAttempt[],
  refunds: readonly RefundRecord[],
): OrderCharges {
  const byCharge = new Map(refunds.map((r) => [r.chargeRef, r]));
  const charges: OrderCharge[] = [];
  let net = 0;
  for (const attempt of attempts) {
    const refund = byCharge.get(attempt.id);
    if (attempt.status === 'released' || refund?.kind === 'void') {
      charges.push({
        attemptId: attempt.id,
        method: attempt.method,
        amountMinor: order.amountMinor,
        refundedMinor: 0,
        currency: order.currency,
        state: 'voided',
      });
      continue;
    }
    if (attempt.status !== 'succeeded') continue;
    const refunded = refund?.state === 'done' ? refund.amountMinor : 0;
    net += order.amountMinor - refunded;
    charges.push({
      attemptId: attempt.id,
      method: attempt.method,
      amountMinor: order.amountMinor,
      refundedMinor: refunded,
      currency: order.currency,
      state: !refund ? 'captured' : refund.state === 'due' ? 'refund-pending' : 'refunded',
    });
  }
  return { charges, netChargedMinor: net };
}
