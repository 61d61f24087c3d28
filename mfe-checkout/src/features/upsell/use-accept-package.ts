// One click buys a package with the card of the order. The Idempotency-Key follows the plans
// page's rule (subscription-attempt.ts): the same package on the same order keeps its key after a
// double click or an open outcome, so the service replays its answer; a refusal is a new attempt.
import { useRef, useState } from 'react';
import type { PlanChangeResponse, SecondPhasePackage, SubscriptionView } from '@iq/contracts';
import {
  useBuySkuPackageMutation,
  useBuyVipMutation,
  useBuyWrongQuestionMutation,
} from '../../api/second-phase-api';
import { useStartSubscriptionMutation } from '../../api/subscription-api';
import { wasRefused } from '../payment/payment-attempt';
import { forgetSubscriptionAttempt, subscriptionAttemptFor } from '../plans/subscription-attempt';
import { upsellErrorKey, type UpsellErrorKey } from './upsell-outcome';

/** What the server said was charged (or that a trial started and nothing was). */
export type AcceptOutcome =
  { kind: 'charged'; amountMinor: number; currency: string } | { kind: 'trial'; trialEndsAt: string };

function outcomeOfPlan(answer: SubscriptionView | PlanChangeResponse): AcceptOutcome {
  if ('change' in answer) {
    return { kind: 'charged', amountMinor: answer.change.chargedMinor, currency: answer.change.currency };
  }
  if (answer.status === 'trialing' && answer.trialEndsAt)
    return { kind: 'trial', trialEndsAt: answer.trialEndsAt };
  return { kind: 'charged', amountMinor: answer.amountMinor, currency: answer.currency };
}

export function useAcceptPackage(orderNumber: string, session: string) {
  const [buySkuPackage] = useBuySkuPackageMutation();
  const [buyWrongQuestion] = useBuyWrongQuestionMutation();
  const [buyVip] = useBuyVipMutation();
  const [startSubscription] = useStartSubscriptionMutation();
  const sending = useRef(false);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<UpsellErrorKey | null>(null);

  /**
   * `termsAccepted`: the buyer ticked the terms box of this package (spec §5); a plan package is
   * sent with exactly that, never a true the buyer did not give.
   */
  const accept = async (
    pkg: SecondPhasePackage,
    { termsAccepted }: { termsAccepted: boolean },
  ): Promise<AcceptOutcome | null> => {
    if (sending.current) return null;
    sending.current = true;
    setPending(pkg.packageId);
    setError(null);
    const fingerprint = JSON.stringify(['upsell', session, orderNumber, pkg.packageId, pkg.priceMinor]);
    const { idempotencyKey } = subscriptionAttemptFor(fingerprint);
    const shown = { amountMinor: pkg.priceMinor, currency: pkg.currency };
    try {
      switch (pkg.call) {
        case 'skuPackage': {
          const { purchase } = await buySkuPackage({
            body: { orderNumber, packageId: pkg.packageId, ...shown },
            idempotencyKey,
          }).unwrap();
          return { kind: 'charged', amountMinor: purchase.amountMinor, currency: purchase.currency };
        }
        case 'wrongQuestion': {
          const { purchase } = await buyWrongQuestion({
            body: { orderNumber, ...shown },
            idempotencyKey,
          }).unwrap();
          return { kind: 'charged', amountMinor: purchase.amountMinor, currency: purchase.currency };
        }
        case 'vip': {
          const { purchase } = await buyVip({ body: { orderNumber, ...shown }, idempotencyKey }).unwrap();
          return { kind: 'charged', amountMinor: purchase.amountMinor, currency: purchase.currency };
        }
        case 'planSku': {
          const planId = pkg.planId ?? 'daily';
          const answer = await startSubscription({
            start:
              pkg.step === 'skip-trial'
                ? { orderNumber, planId, skipTrial: true, termsAccepted }
                : { orderNumber, planId, termsAccepted },
            idempotencyKey,
          }).unwrap();
          return outcomeOfPlan(answer);
        }
      }
    } catch (failure) {
      if (wasRefused(failure)) forgetSubscriptionAttempt(fingerprint);
      setError(upsellErrorKey(failure));
      return null;
    } finally {
      sending.current = false;
      setPending(null);
    }
  };

  return { accept, pending, error };
}
