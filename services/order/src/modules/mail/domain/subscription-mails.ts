// The subscription mails (issue 10): what was agreed at the start, the reminder before the
// trial ends and before each renewal of a monthly plan (date, amount, how to cancel in one
// step), the cancellation code, the confirmation, the receipt of each later charge, a failed
// renewal and the end after the last try. Pure: the callers queue them.
import {
  resolveLocale,
  type LocaleTag,
  formatPrice,
  type PlanId,
  type SubscriptionStatus,
} from '@iq/contracts';
import { fill } from '../../../domain/html';
import { PLAN_COPY, PLANS } from '../../orders';
import { MAIL_COPY } from './receipt-mail-copy';
import { BRAND_NAMES, mail, type Block, type OutgoingMail } from './receipt-mail';
import { RENEWAL_MAIL_COPY } from './renewal-mail-copy';
import { SUBSCRIPTION_MAIL_COPY } from './subscription-mail-copy';

/** Where the cancel screen is (spec §2 /cancel/subscription/{code}-{examId}). */
export interface SiteRoute {
  examCode: string;
  examId: number;
}

export function cancelScreenUrl(publicUrl: string, route: SiteRoute, token?: string): string {
  const base = `${publicUrl}/cancel/subscription/${route.examCode}-${route.examId}`;
  return token ? `${base}?token=${encodeURIComponent(token)}` : base;
}

/** What these mails tell of a subscription (the subscriptions module's record has all of it). */
export interface SubscriptionMailFacts {
  email: string;
  planId: PlanId;
  status: SubscriptionStatus;
  amountMinor: number;
  currency: string;
  locale: string;
  cardBrand: string | null;
  cardLast4: string | null;
  periodStart: Date;
  periodEnd: Date;
}

function wording(sub: SubscriptionMailFacts) {
  const locale: LocaleTag = resolveLocale(sub.locale);
  const copy = SUBSCRIPTION_MAIL_COPY[locale];
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const card = sub.cardLast4
    ? fill(MAIL_COPY[locale].cardMethod, {
        brand: BRAND_NAMES[sub.cardBrand ?? ''] ?? 'card',
        last4: sub.cardLast4,
      })
    : 'card';
  const values = {
    plan: PLAN_COPY[locale].titles[sub.planId],
    amount: formatPrice(sub.amountMinor, sub.currency, { locale }),
    every: copy.every[sub.planId],
    card,
    trialDays: PLANS[sub.planId].trialDays,
  };
  return { locale, copy, values, date: (d: Date) => dates.format(d) };
}

/** The terms as agreed: trial length, first charge date, amount and period, how to cancel. */
export function composeStartedMail(
  sub: SubscriptionMailFacts,
  options: { publicUrl: string; route: SiteRoute },
): OutgoingMail {
  const { locale, copy, values, date } = wording(sub);
  const body =
    sub.status === 'trialing'
      ? fill(copy.startedTrial, { ...values, date: date(sub.periodEnd) })
      : fill(copy.startedPaid, { ...values, date: date(sub.periodEnd) });
  return mail('subscription-started', sub.email, fill(copy.startedSubject, values), [
    MAIL_COPY[locale].greeting,
    body,
    copy.cancelOneStep,
    { href: cancelScreenUrl(options.publicUrl, options.route), label: copy.cancelButton },
    copy.footer,
  ]);
}

/** Before the trial ends or a renewal: the date and amount of the charge, and a one-step cancel link. */
export function composeReminderMail(
  sub: SubscriptionMailFacts,
  period: number,
  chargeAt: Date,
  options: { publicUrl: string; route: SiteRoute; cancelToken: string },
): OutgoingMail {
  const { locale, copy, values, date } = wording(sub);
  const trial = sub.status === 'trialing';
  const subject = fill(trial ? copy.trialReminderSubject : copy.renewalReminderSubject, {
    ...values,
    date: date(chargeAt),
  });
  const blocks: Block[] = [
    MAIL_COPY[locale].greeting,
    fill(trial ? copy.trialReminder : copy.renewalReminder, { ...values, date: date(chargeAt) }),
    copy.cancelOneStep,
    {
      href: cancelScreenUrl(options.publicUrl, options.route, options.cancelToken),
      label: copy.cancelButton,
    },
    copy.footer,
  ];
  return mail(`subscription-reminder-${period}`, sub.email, subject, blocks);
}

export function composeCodeMail(to: string, code: string, minutes: number, locale: LocaleTag): OutgoingMail {
  const copy = SUBSCRIPTION_MAIL_COPY[locale];
  return mail('subscription-cancel-code', to, copy.codeSubject, [
    MAIL_COPY[locale].greeting,
    fill(copy.code, { code, minutes }),
    copy.codeNotAsked,
    copy.footer,
  ]);
}

/** To an address no running subscription uses (issue 37): the page answers every address alike. */
export function composeNoSubscriptionMail(to: string, locale: LocaleTag): OutgoingMail {
  const copy = SUBSCRIPTION_MAIL_COPY[locale];
  return mail('subscription-none', to, copy.noneSubject, [
    MAIL_COPY[locale].greeting,
    copy.none,
    copy.codeNotAsked,
    copy.footer,
  ]);
}

export function composeCancelledMail(sub: SubscriptionMailFacts, endsAt: Date): OutgoingMail {
  const { locale, copy, values, date } = wording(sub);
  return mail('subscription-cancelled', sub.email, copy.cancelledSubject, [
    MAIL_COPY[locale].greeting,
    fill(copy.cancelled, { ...values, date: date(endsAt) }),
    copy.footer,
  ]);
}

/** The site's support page (spec §2 /support/{code}-{examId}). */
export function supportUrl(publicUrl: string, route: SiteRoute): string {
  return `${publicUrl}/support/${route.examCode}-${route.examId}`;
}

/**
 * The receipt of a charge of a running subscription (a renewal, a skipped trial, an upgrade):
 * amount, card, the period it pays for and the next charge. One per period.
 */
export function composeReceiptMail(
  sub: SubscriptionMailFacts,
  period: number,
  chargedAt: Date,
  options: { publicUrl: string; route: SiteRoute },
): OutgoingMail {
  const { locale, copy, values, date } = wording(sub);
  const words = RENEWAL_MAIL_COPY[locale];
  return mail(`subscription-receipt-${period}`, sub.email, fill(words.receiptSubject, values), [
    MAIL_COPY[locale].greeting,
    fill(words.receipt, {
      ...values,
      date: date(chargedAt),
      start: date(sub.periodStart),
      end: date(sub.periodEnd),
    }),
    copy.cancelOneStep,
    { href: cancelScreenUrl(options.publicUrl, options.route), label: copy.cancelButton },
    copy.footer,
  ]);
}

/**
 * A renewal charge failed and will be retried: when, how many tries are left, how to pay with
 * another card (support) and a one-step cancel link. One per (period, attempt).
 */
export function composeRenewalFailedMail(
  sub: SubscriptionMailFacts,
  period: number,
  attempt: number,
  failedAt: Date,
  retryAt: Date,
  triesLeft: number,
  options: { publicUrl: string; route: SiteRoute; cancelToken: string },
): OutgoingMail {
  const { locale, copy, values, date } = wording(sub);
  const words = RENEWAL_MAIL_COPY[locale];
  return mail(
    `subscription-renewal-failed-${period}-${attempt}`,
    sub.email,
    fill(words.failedSubject, values),
    [
      MAIL_COPY[locale].greeting,
      fill(words.failed, { ...values, date: date(failedAt), retry: date(retryAt), tries: triesLeft }),
      fill(words.failedChangeCard, { support: supportUrl(options.publicUrl, options.route) }),
      words.failedCancel,
      {
        href: cancelScreenUrl(options.publicUrl, options.route, options.cancelToken),
        label: copy.cancelButton,
      },
      copy.footer,
    ],
  );
}

/** The last try failed: the subscription has ended and nothing more is charged. */
export function composeExpiredMail(sub: SubscriptionMailFacts, endedAt: Date, tries: number): OutgoingMail {
  const { locale, copy, values, date } = wording(sub);
  const words = RENEWAL_MAIL_COPY[locale];
  return mail('subscription-expired', sub.email, fill(words.expiredSubject, values), [
    MAIL_COPY[locale].greeting,
    fill(words.expired, { ...values, date: date(endedAt), tries }),
    copy.footer,
  ]);
}
