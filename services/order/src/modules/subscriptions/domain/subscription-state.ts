// Subscription states (issue 10; spec §4): trialing → active → past_due (bounded retries with
// back-off) → cancelled | expired. Pure: what a charge result or a cancellation changes, and
// which jobs come next; data-access and the scheduler apply it.
import type { PlanId, SubscriptionStatus, SubscriptionView } from '@iq/contracts';
import { PLANS, periodEnd, TRIAL_REMINDER_MS } from '../../orders';

const DAY_MS = 24 * 60 * 60 * 1000;

/** After the n-th failed renewal charge, the next try comes this much later; after the last, the subscription expires. */
export const RETRY_BACKOFF_MS: readonly number[] = [DAY_MS, 2 * DAY_MS, 4 * DAY_MS];

export interface SubscriptionRecord {
  id: string;
  orderNumber: string;
  email: string;
  planId: PlanId;
  status: SubscriptionStatus;
  amountMinor: number;
  currency: string;
  locale: string;
  payMethod: string;
  paymentToken: string;
  cardBrand: string | null;
  cardLast4: string | null;
  period: number;
  periodStart: Date;
  periodEnd: Date;
  trialEnd: Date | null;
  failedAttempts: number;
  cancelledAt: Date | null;
  endedAt: Date | null;
}

export type JobKind = 'renewal' | 'reminder';

export interface JobToSchedule {
  kind: JobKind;
  period: number;
  runAt: Date;
}

export type SubscriptionPatch = Partial<
  Pick<
    SubscriptionRecord,
    | 'status'
    | 'period'
    | 'periodStart'
    | 'periodEnd'
    | 'failedAttempts'
    | 'cancelledAt'
    | 'endedAt'
    | 'planId'
    | 'amountMinor'
    | 'trialEnd'
  >
>;

export const LIVE_STATUSES: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due'];

export const isLive = (sub: Pick<SubscriptionRecord, 'status'>) => LIVE_STATUSES.includes(sub.status);

/** The renewal of `period` at `at`, and its reminder when the plan reminds (or it ends a trial). */
export function jobsForPeriod(
  planId: PlanId,
  period: number,
  at: Date,
  afterTrial: boolean,
): JobToSchedule[] {
  const jobs: JobToSchedule[] = [{ kind: 'renewal', period, runAt: at }];
  const ahead = afterTrial ? TRIAL_REMINDER_MS : PLANS[planId].renewalReminderMs;
  if (ahead !== null) jobs.push({ kind: 'reminder', period, runAt: new Date(at.getTime() - ahead) });
  return jobs;
}

/** A new subscription: in its trial (nothing charged), or active after the first charge at `at`. */
export function startingState(
  planId: PlanId,
  at: Date,
  trial: { end: Date } | null,
): {
  patch: Required<Pick<SubscriptionPatch, 'status' | 'period' | 'periodStart' | 'periodEnd'>>;
  jobs: JobToSchedule[];
} {
  if (trial)
    return {
      patch: { status: 'trialing', period: 0, periodStart: at, periodEnd: trial.end },
      jobs: jobsForPeriod(planId, 1, trial.end, true),
    };
  const end = periodEnd(planId, at);
  return {
    patch: { status: 'active', period: 1, periodStart: at, periodEnd: end },
    jobs: jobsForPeriod(planId, 2, end, false),
  };
}

/**
 * A renewal charge of `period` came back. Paid: the new period starts now (a late retry does
 * not shorten it) and the next one is scheduled. Failed: past_due and the same renewal retried
 * after the back-off, or expired after the last try.
 */
export function afterRenewalCharge(
  sub: SubscriptionRecord,
  period: number,
  outcome: 'succeeded' | 'failed',
  at: Date,
): { patch: SubscriptionPatch; jobs: JobToSchedule[]; retryAt: Date | null } {
  if (outcome === 'succeeded') {
    const end = periodEnd(sub.planId, at);
    return {
      patch: { status: 'active', period, periodStart: at, periodEnd: end, failedAttempts: 0 },
      jobs: jobsForPeriod(sub.planId, period + 1, end, false),
      retryAt: null,
    };
  }
  const failed = sub.failedAttempts + 1;
  const backoff = RETRY_BACKOFF_MS[failed - 1];
  if (backoff === undefined)
    return { patch: { status: 'expired', failedAttempts: failed, endedAt: at }, jobs: [], retryAt: null };
  return {
    patch: { status: 'past_due', failedAttempts: failed },
    jobs: [],
    retryAt: new Date(at.getTime() + backoff),
  };
}

/**
 * Cancelled: nothing more is charged; a paid or trial period runs to its end (access until
 * then), an unpaid (past_due) one ends now.
 */
export function cancellation(sub: SubscriptionRecord, at: Date): SubscriptionPatch {
  const endsAt = sub.status === 'past_due' ? at : sub.periodEnd;
  return { status: 'cancelled', cancelledAt: at, endedAt: endsAt };
}

/** When the next charge is due, or null when none will follow. */
export function nextChargeAt(sub: SubscriptionRecord, pendingRetryAt: Date | null = null): Date | null {
  if (!isLive(sub)) return null;
  return sub.status === 'past_due' ? pendingRetryAt : sub.periodEnd;
}

export function subscriptionView(
  sub: SubscriptionRecord,
  pendingRetryAt: Date | null = null,
): SubscriptionView {
  const next = nextChargeAt(sub, pendingRetryAt);
  return {
    subscriptionId: sub.id,
    planId: sub.planId,
    status: sub.status,
    amountMinor: sub.amountMinor,
    currency: sub.currency,
    trialEndsAt: sub.trialEnd ? sub.trialEnd.toISOString() : null,
    nextChargeAt: next ? next.toISOString() : null,
    currentPeriodEnd: (sub.status === 'cancelled' || sub.status === 'expired'
      ? (sub.endedAt ?? sub.periodEnd)
      : sub.periodEnd
    ).toISOString(),
  };
}

/**
 * A change of a running subscription asked through planSku (issue 10, spec §4;
 * docs/decisions/2026-11-23-plan-changes.md): skipping the trial (same plan, while trialing) or upgrading to the daily-rate
 * plan. Either charges the new plan's full amount at once, as `period`; nothing is prorated,
 * credited or refunded. A free trial ends now; a paid period that is running is kept to its end
 * and the new plan's first period follows it. Anything else is refused.
 */
export type PlanChangePlan =
  | {
      kind: 'skip-trial' | 'upgrade';
      toPlanId: PlanId;
      period: number;
      amountMinor: number;
      previousPeriod: 'trial-ended' | 'kept';
      previousPeriodEnd: Date;
      newPeriodStart: Date;
      newPeriodEnd: Date;
      patch: SubscriptionPatch;
      jobs: JobToSchedule[];
    }
  | { refused: 'no-trial' | 'not-changeable' | 'already-subscribed' };

export function planChange(
  sub: SubscriptionRecord,
  asked: { planId: PlanId; skipTrial?: boolean },
  at: Date,
): PlanChangePlan {
  const skipTrial = asked.planId === sub.planId && asked.skipTrial === true;
  const upgrade = asked.planId === 'daily' && sub.planId !== 'daily';
  if (!skipTrial && !upgrade) return { refused: 'already-subscribed' };
  if (skipTrial && sub.status !== 'trialing') return { refused: 'no-trial' };
  if (sub.status === 'past_due') return { refused: 'not-changeable' };
  if (sub.status !== 'trialing' && sub.status !== 'active') return { refused: 'already-subscribed' };
  const toPlanId = asked.planId;
  const trial = sub.status === 'trialing';
  // A paid period that is running stays paid: the new one starts when it ends.
  const start = trial ? at : sub.periodEnd;
  const end = periodEnd(toPlanId, start);
  const period = sub.period + 1;
  return {
    kind: skipTrial ? 'skip-trial' : 'upgrade',
    toPlanId,
    period,
    amountMinor: PLANS[toPlanId].amountMinor,
    previousPeriod: trial ? 'trial-ended' : 'kept',
    previousPeriodEnd: trial ? at : sub.periodEnd,
    newPeriodStart: start,
    newPeriodEnd: end,
    patch: {
      status: 'active',
      planId: toPlanId,
      amountMinor: PLANS[toPlanId].amountMinor,
      period,
      periodStart: start,
      periodEnd: end,
      failedAttempts: 0,
      ...(trial && { trialEnd: at }),
    },
    jobs: jobsForPeriod(toPlanId, period + 1, end, false),
  };
}
