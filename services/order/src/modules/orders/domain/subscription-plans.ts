// The subscription plans (spec §3 "Subscription plan", §9 prices; the 14.99 / 19.99 and 3-day /
// 7-day conflicts: docs/decisions/2026-11-23-weekly-plan-one-price.md and
// docs/decisions/2026-11-22-three-day-trial.md): one table, priced in USD (the region is fixed to
// US, spec §7), named in the requested locale. Pure.
import {
  PLAN_FEATURE_KEYS,
  PLAN_IDS,
  type LocaleTag,
  type Plan,
  type PlanId,
  type TimeUnit,
} from '@iq/contracts';
import { PLAN_COPY } from './subscription-plan-copy';

export interface PlanTerms {
  planId: PlanId;
  /** Shown per `timeUnit` (spec §9: 0.71 a day for the daily-rate plan). */
  priceMinor: number;
  timeUnit: TimeUnit;
  /** What is charged each period, and the period. */
  amountMinor: number;
  intervalCount: number;
  intervalUnit: TimeUnit;
  trialDays: number;
  trialPriceMinor: number;
  limitedTimeOffer: boolean;
  /** Reminder mail this long before each renewal (not the trial's: TRIAL_REMINDER_MS), or null. */
  renewalReminderMs: number | null;
}

export const PLAN_CURRENCY = 'USD';
export const PLAN_REGION = 'US';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The trial's reminder goes out one day before its end (the first charge). */
export const TRIAL_REMINDER_MS = DAY_MS;

export const PLANS: Readonly<Record<PlanId, PlanTerms>> = {
  // spec §4 / §9: 3-day trial without charge, then 19.99 every week until cancelled.
  weekly: {
    planId: 'weekly',
    priceMinor: 1999,
    timeUnit: 'WEEK',
    amountMinor: 1999,
    intervalCount: 1,
    intervalUnit: 'WEEK',
    trialDays: 3,
    trialPriceMinor: 0,
    limitedTimeOffer: false,
    renewalReminderMs: null,
  },
  // Issue 10: a reminder before each renewal of a monthly plan, three days ahead.
  monthly: {
    planId: 'monthly',
    priceMinor: 4999,
    timeUnit: 'MONTH',
    amountMinor: 4999,
    intervalCount: 1,
    intervalUnit: 'MONTH',
    trialDays: 0,
    trialPriceMinor: 0,
    limitedTimeOffer: false,
    renewalReminderMs: 3 * DAY_MS,
  },
  // spec §9: 0.71 a day, 19.99 per 4 weeks (limited-time offer); a four-week period is reminded
  // like a month.
  daily: {
    planId: 'daily',
    priceMinor: 71,
    timeUnit: 'DAY',
    amountMinor: 1999,
    intervalCount: 4,
    intervalUnit: 'WEEK',
    trialDays: 0,
    trialPriceMinor: 0,
    limitedTimeOffer: true,
    renewalReminderMs: 3 * DAY_MS,
  },
};

/** Exams with plans: the IQ test only, like the tiers. */
export function hasPlans(examId: number): boolean {
  return examId === 1;
}

export function planFor(planId: PlanId, locale: LocaleTag): Plan {
  const terms = PLANS[planId];
  const copy = PLAN_COPY[locale];
  return {
    planId,
    title: copy.titles[planId],
    priceMinor: terms.priceMinor,
    currency: PLAN_CURRENCY,
    timeUnit: terms.timeUnit,
    features: PLAN_FEATURE_KEYS.map((key) => ({ key, text: copy.features[key] })),
    trialDays: terms.trialDays,
    trialPriceMinor: terms.trialPriceMinor,
    billing: {
      amountMinor: terms.amountMinor,
      intervalCount: terms.intervalCount,
      intervalUnit: terms.intervalUnit,
    },
    limitedTimeOffer: terms.limitedTimeOffer,
  };
}

export function planList(locale: LocaleTag): Plan[] {
  return PLAN_IDS.map((planId) => planFor(planId, locale));
}

/** `from` plus `count` units, in UTC; a month keeps its day where it can (Jan 31 + 1 month = Feb 28/29). */
export function addInterval(from: Date, unit: TimeUnit, count: number): Date {
  const next = new Date(from.getTime());
  switch (unit) {
    case 'DAY':
      return new Date(from.getTime() + count * DAY_MS);
    case 'WEEK':
      return new Date(from.getTime() + count * 7 * DAY_MS);
    case 'MONTH':
    case 'YEAR': {
      const months = unit === 'YEAR' ? count * 12 : count;
      const day = from.getUTCDate();
      next.setUTCDate(1);
      next.setUTCMonth(next.getUTCMonth() + months);
      const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
      next.setUTCDate(Math.min(day, lastDay));
      return next;
    }
  }
}

/** The end of a paid period that starts at `start`. */
export function periodEnd(planId: PlanId, start: Date): Date {
  const terms = PLANS[planId];
  return addInterval(start, terms.intervalUnit, terms.intervalCount);
}

export function trialEnd(planId: PlanId, start: Date): Date {
  return addInterval(start, 'DAY', PLANS[planId].trialDays);
}
