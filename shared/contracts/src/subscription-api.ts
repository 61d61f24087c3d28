// Contracts of the subscription endpoints (issue 10; spec §3 "Subscription plan", §4 subscription
// and cancellation states, §5 unsubscribe, §7 secondPhase / unsubscribe calls, §9 plan prices).
// The order service validates with these; the checkout remote's screens are typed from them.
import { z } from 'zod';
import { text } from './text';
import { currencySchema } from './order-api';
import { ORDER_NUMBER_PATTERN } from './url-query';

/** spec §9: weekly (3-day trial), monthly, and the daily-rate plan billed every 4 weeks. */
export const PLAN_IDS = ['weekly', 'monthly', 'daily'] as const;
export const planIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof planIdSchema>;

/** spec §3 "time unit". */
export const TIME_UNITS = ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export const timeUnitSchema = z.enum(TIME_UNITS);
export type TimeUnit = z.infer<typeof timeUnitSchema>;

/** Issue 35: what a plan delivers (a plan is not VIP: VIP is for life, docs/decisions). */
export const PLAN_FEATURE_KEYS = ['fullReports', 'trainingGuide', 'cancelAnytime'] as const;
export const planFeatureKeySchema = z.enum(PLAN_FEATURE_KEYS);
export type PlanFeatureKey = z.infer<typeof planFeatureKeySchema>;

/**
 * One plan as sold (spec §3: title, price, time unit, features, trial days, trial price), in the
 * requested locale. `priceMinor` is per `timeUnit` (the daily-rate plan: 71 a DAY); what is
 * actually charged, and how often, is `billing` (1999 every 4 WEEKs for that plan).
 */
export const planSchema = z.object({
  planId: planIdSchema,
  title: z.string(),
  priceMinor: z.number().int().nonnegative(),
  currency: currencySchema,
  timeUnit: timeUnitSchema,
  features: z.array(z.object({ key: planFeatureKeySchema, text: z.string() })),
  trialDays: z.number().int().nonnegative(),
  trialPriceMinor: z.number().int().nonnegative(),
  billing: z.object({
    amountMinor: z.number().int().positive(),
    intervalCount: z.number().int().positive(),
    intervalUnit: timeUnitSchema,
  }),
  /** spec §9: the daily-rate plan is a limited-time offer. */
  limitedTimeOffer: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

/** GET /secondPhase/plan/sku/list/{examId}/US (region fixed to US, spec §7); locale from `hl`. */
export const planListResponseSchema = z.object({
  examId: z.number().int().positive(),
  region: z.literal('US'),
  currency: currencySchema,
  plans: z.array(planSchema),
});
export type PlanListResponse = z.infer<typeof planListResponseSchema>;

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'cancelled', 'expired'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/**
 * POST /pay/secondPhase/pay/planSku (public: /api/pay/secondPhase/pay/planSku), with the
 * Idempotency-Key and Exam-Session headers: subscribes the buyer of a paid card order, charged
 * with the card of that order (the provider's saved token; no card data is sent again).
 * `skipTrial` charges the first period at once (no activation fee); plans without a trial are
 * always charged at once. `termsAccepted` must be true (spec §5 terms checkbox).
 */
export const startSubscriptionRequestSchema = z.strictObject({
  orderNumber: text().regex(ORDER_NUMBER_PATTERN, 'must be an order number'),
  planId: planIdSchema,
  skipTrial: z.boolean().optional(),
  termsAccepted: z.boolean(),
});
export type StartSubscriptionRequest = z.infer<typeof startSubscriptionRequestSchema>;

export const subscriptionViewSchema = z.object({
  subscriptionId: z.string(),
  planId: planIdSchema,
  status: subscriptionStatusSchema,
  amountMinor: z.number().int().positive(),
  currency: currencySchema,
  /** End of the trial (ISO), or null without one. */
  trialEndsAt: z.string().nullable(),
  /** When the next charge is due (ISO), or null when none will follow (cancelled, expired). */
  nextChargeAt: z.string().nullable(),
  /** Until when the subscription gives access (ISO): the end of the current period. */
  currentPeriodEnd: z.string(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/** POST /pay/unsubscribe/check/email: mails a one-time code to the address of a live subscription. */
export const unsubscribeCheckRequestSchema = z.strictObject({
  email: text().max(320),
  hl: text().max(35).optional(),
});
export type UnsubscribeCheckRequest = z.infer<typeof unsubscribeCheckRequestSchema>;
export const unsubscribeCheckResponseSchema = z.object({
  sent: z.literal(true),
  /** How long the mailed code stays valid. */
  expiresInSeconds: z.number().int().positive(),
});
export type UnsubscribeCheckResponse = z.infer<typeof unsubscribeCheckResponseSchema>;

/** The mailed code is six digits. */
export const UNSUBSCRIBE_CODE_PATTERN = /^[0-9]{6}$/;

/**
 * POST /pay/unsubscribe/cancel: with the e-mail and the mailed code, or with the `token` of the
 * one-step cancel link of a reminder mail. Cancels at the end of the paid period.
 */
export const unsubscribeCancelRequestSchema = z.union([
  z.strictObject({
    email: text().max(320),
    code: text().regex(UNSUBSCRIBE_CODE_PATTERN, 'must be the 6-digit code from the e-mail'),
    hl: text().max(35).optional(),
  }),
  z.strictObject({
    token: text().regex(/^[A-Za-z0-9_-]{32}$/, 'must be the token of the cancel link'),
    hl: text().max(35).optional(),
  }),
]);
export type UnsubscribeCancelRequest = z.infer<typeof unsubscribeCancelRequestSchema>;
export const unsubscribeCancelResponseSchema = z.object({
  message: z.literal('Cancellation successful'),
  subscriptions: z.array(subscriptionViewSchema),
});
export type UnsubscribeCancelResponse = z.infer<typeof unsubscribeCancelResponseSchema>;

/** The spec's own texts (§5, §8, success messages). */
export const SUBSCRIPTION_MESSAGES = {
  emailNotFound: 'Email not found Please re-enter',
  cancelled: 'Cancellation successful',
  termsRequired: 'Please check "I have read and agree to the terms" to proceed',
  codeInvalid: 'This code is not valid or has expired. Ask for a new one.',
  tooManyCodes: 'Too many attempts. Please try again later.',
  cardRequired: 'A subscription needs an order paid by card',
  orderNotPaid: 'Pay the order first',
  alreadySubscribed: 'This order already has a subscription',
} as const;
