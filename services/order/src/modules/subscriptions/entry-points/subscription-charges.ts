// Charges of a subscription through the payment provider's saved-card API (issue 10). The
// idempotency key is unique per (subscription, period, attempt): a run that dies after the
// provider charged and before our commit is repeated with the same key, and the provider
// answers with the same charge instead of a second one. A new attempt (new key) is only made
// after a recorded decline of the one before.
import { createHash } from 'node:crypto';
import { subscriptionQueries } from '../data-access/subscription-store';
import type { OrderConnection } from '../../../data-access/connection';
import type { PaymentProviders, SavedChargeResult } from '../../providers';
import type { SubscriptionRecord } from '../domain/subscription-state';

export function chargeKey(subscriptionId: string, period: number, attempt: number): string {
  return `sub_${subscriptionId}_p${period}_a${attempt}`;
}

/**
 * The key of a plan change's charge (skip the trial, upgrade): from the request's own
 * Idempotency-Key, so a repeated request is the same charge, while a declined change never
 * lends its key (and the provider's remembered decline) to the renewal of the same period.
 */
export function changeChargeKey(subscriptionId: string, period: number, requestKey: string): string {
  const tag = createHash('sha256').update(requestKey).digest('base64url').slice(0, 12);
  return `sub_${subscriptionId}_p${period}_c${tag}`;
}

export async function chargeSubscription(
  db: OrderConnection,
  providers: PaymentProviders,
  sub: Pick<SubscriptionRecord, 'id' | 'payMethod' | 'paymentToken' | 'amountMinor' | 'currency' | 'planId'>,
  period: number,
  attempt: number,
  at: Date,
  idempotencyKey: string = chargeKey(sub.id, period, attempt),
): Promise<SavedChargeResult> {
  const recurring = providers[sub.payMethod as keyof PaymentProviders]?.recurring;
  if (!recurring) throw new Error(`no saved-card payments for ${sub.payMethod}`);
  const result = await recurring.chargeSaved({
    token: sub.paymentToken,
    amountMinor: sub.amountMinor,
    currency: sub.currency,
    idempotencyKey,
    description: `IQ test ${sub.planId} plan, period ${period}`,
  });
  await subscriptionQueries.recordCharge(
    db,
    {
      idempotencyKey,
      subscriptionId: sub.id,
      period,
      attempt,
      amountMinor: sub.amountMinor,
      currency: sub.currency,
      status: result.outcome,
      failureReason: result.outcome === 'failed' ? result.reason : null,
      providerChargeId: result.outcome === 'succeeded' ? result.chargeId : null,
      planId: sub.planId,
    },
    at,
  );
  return result;
}
