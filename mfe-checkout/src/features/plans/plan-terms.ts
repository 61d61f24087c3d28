// What a subscription will charge, and when, worked out from the plan the server sent (spec §4:
// a 3-day trial without charge then automatic billing; skipping the trial, or a plan without
// one, charges at once with no activation fee). Pure: the screens only put it into words.
import type { Plan, TimeUnit } from '@iq/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SubscriptionTerms {
  /** Length of the free trial the buyer gets, 0 without one (none offered, or skipped). */
  trialDays: number;
  /** When the first charge falls: the trial's end, or now. */
  firstChargeAt: Date;
  chargedToday: boolean;
  /** What each charge is, and how often it repeats (the plan's billing, not its per-unit rate). */
  amountMinor: number;
  currency: string;
  intervalCount: number;
  intervalUnit: TimeUnit;
}

/** Only a plan with a trial can skip it. */
export function canSkipTrial(plan: Plan): boolean {
  return plan.trialDays > 0;
}

export function termsOf(plan: Plan, skipTrial: boolean, now: Date): SubscriptionTerms {
  const trialDays = canSkipTrial(plan) && !skipTrial ? plan.trialDays : 0;
  return {
    trialDays,
    firstChargeAt: new Date(now.getTime() + trialDays * DAY_MS),
    chargedToday: trialDays === 0,
    amountMinor: plan.billing.amountMinor,
    currency: plan.currency,
    intervalCount: plan.billing.intervalCount,
    intervalUnit: plan.billing.intervalUnit,
  };
}

/**
 * The i18n key and count for "every week" / "every 4 weeks": one key per unit for a single
 * period and one with the count, so no language has to say "every 1 week".
 */
export function everyKey(intervalUnit: TimeUnit, intervalCount: number): { key: string; count: number } {
  return intervalCount === 1
    ? { key: `plans.every.${intervalUnit}`, count: 1 }
    : { key: `plans.everyN.${intervalUnit}`, count: intervalCount };
}

/** A day as the page's locale writes it in full ("November 26, 2026", "2026年11月26日"). */
export function formatDay(date: Date | string, locale: string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(value);
  } catch {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(value);
  }
}
