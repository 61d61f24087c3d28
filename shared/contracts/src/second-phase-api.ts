// Contracts of the second phase (issue 10; spec §2 six-step upsell, /triplePurchase, /payinsider;
// §6 VIP; §7 secondPhase and vip calls; §9 permanent 20 % discount): what each upsell step
// offers, the one-click purchases charged with the card of the first purchase, what an order
// bought afterwards, VIP membership, and the daily-rate plan upgrade. The order service validates
// with these; the checkout remote's screens are typed from them.
import { z } from 'zod';
import { text } from './text';
import { currencySchema, skuItemKeySchema } from './order-api';
import { planIdSchema, subscriptionViewSchema, timeUnitSchema } from './subscription-api';
import { ORDER_NUMBER_PATTERN } from './url-query';

/** spec §2: the six upsell steps, in order. */
export const UPSELL_STEPS = [
  'skip-trial',
  'answer-analysis',
  'share-evaluation',
  'premium-bundle',
  'members-only',
  'product-access',
] as const;
export const upsellStepSchema = z.enum(UPSELL_STEPS);
export type UpsellStep = z.infer<typeof upsellStepSchema>;

/** Which call buys a package (POST /api/pay/secondPhase/pay/<call>, or /api/pay/vip/pay/create for 'vip'). */
export const PACKAGE_CALLS = ['planSku', 'wrongQuestion', 'skuPackage', 'vip'] as const;
export const packageCallSchema = z.enum(PACKAGE_CALLS);
export type PackageCall = z.infer<typeof packageCallSchema>;

export const PACKAGE_IDS = [
  'skip-trial-weekly',
  'answer-analysis',
  'shareable-certificate',
  'premium-bundle',
  'vip-membership',
  'daily-plan',
] as const;
export const packageIdSchema = z.enum(PACKAGE_IDS);
export type PackageId = z.infer<typeof packageIdSchema>;

/** Why a package cannot be bought by this buyer now (null: it can). */
export const PACKAGE_UNAVAILABLE_REASONS = [
  /** Every item is already in the buyer's report (or the buyer is already VIP, or on this plan). */
  'owned',
  /** Skip-trial: the order's subscription is not in its trial. */
  'no-trial',
  /** The order was not paid by card: nothing can be charged with one click. */
  'card-required',
  /** A plan change needs a subscription that is not past due. */
  'not-changeable',
  /** Issue 35: the buyer's running plan already shows every item of it. */
  'in-plan',
] as const;
export const packageUnavailableReasonSchema = z.enum(PACKAGE_UNAVAILABLE_REASONS);
export type PackageUnavailableReason = z.infer<typeof packageUnavailableReasonSchema>;

/**
 * Issue 35: what a recurring package commits the buyer to, shown beside its terms box: each
 * charge's amount and period, the first charge (now) and the next one after it.
 */
export const recurringTermsSchema = z.object({
  amountMinor: z.number().int().positive(),
  currency: currencySchema,
  intervalCount: z.number().int().positive(),
  intervalUnit: timeUnitSchema,
  /** ISO time of the first charge (accepting charges at once). */
  firstChargeAt: z.string(),
  /** ISO time of the charge after it, unless cancelled before. */
  nextChargeAt: z.string(),
});
export type RecurringTerms = z.infer<typeof recurringTermsSchema>;

/** One package of a step, in the requested locale. Money in minor units (spec §9). */
export const secondPhasePackageSchema = z.object({
  packageId: packageIdSchema,
  step: upsellStepSchema,
  call: packageCallSchema,
  name: z.string(),
  description: z.string(),
  /** Report items it unlocks (empty for plans and VIP). */
  items: z.array(skuItemKeySchema),
  /** A plan package: the plan it starts or switches to, and whether the trial is skipped. */
  planId: planIdSchema.nullable(),
  /** What this buyer pays (the VIP discount applied when `orderNumber` was given). */
  priceMinor: z.number().int().positive(),
  /** The price before any discount. */
  listPriceMinor: z.number().int().positive(),
  /** 20 for a permanent VIP on a discountable package, else 0. */
  discountPercent: z.number().int().min(0).max(100),
  currency: currencySchema,
  /** A recurring package (plans): charged now, then every period until cancelled. */
  recurring: z.boolean(),
  /** A recurring package's terms (null for one-off packages). */
  recurringTerms: recurringTermsSchema.nullable(),
  /** Only when `orderNumber` was given: null = can be bought now. */
  unavailable: packageUnavailableReasonSchema.nullable(),
});
export type SecondPhasePackage = z.infer<typeof secondPhasePackageSchema>;

/**
 * GET /secondPhase/sku/package/{examId}/{step}/US (region fixed to US, spec §7); locale from
 * `hl`. With `?orderNumber=` and the Exam-Session header of the browser that bought it, prices
 * are this buyer's (VIP discount) and `unavailable` is filled in.
 */
export const packageListResponseSchema = z.object({
  examId: z.number().int().positive(),
  region: z.literal('US'),
  step: upsellStepSchema,
  /** 1–6. */
  position: z.number().int().min(1).max(6),
  /** The step after this one (skip or accept), or null after the last. */
  nextStep: upsellStepSchema.nullable(),
  title: z.string(),
  currency: currencySchema,
  packages: z.array(secondPhasePackageSchema),
});
export type PackageListResponse = z.infer<typeof packageListResponseSchema>;

const orderNumberField = text().regex(ORDER_NUMBER_PATTERN, 'must be an order number');
/**
 * The price the screen showed (optional). When present it must equal the server's price, else
 * 409 'The price has changed'; a price is never taken from the body.
 */
const shownPrice = {
  amountMinor: z.number().int().nonnegative().optional(),
  currency: currencySchema.optional(),
};

/**
 * POST /pay/secondPhase/pay/skuPackage (public /api/pay/secondPhase/pay/skuPackage), with the
 * Idempotency-Key and Exam-Session headers: buys a report package (share-evaluation,
 * premium-bundle) charged at once with the card of `orderNumber` (the provider's saved token).
 */
export const skuPackageRequestSchema = z.strictObject({
  orderNumber: orderNumberField,
  packageId: packageIdSchema,
  ...shownPrice,
});
export type SkuPackageRequest = z.infer<typeof skuPackageRequestSchema>;

/** POST /pay/secondPhase/pay/wrongQuestion: the answer analysis (wrongAnalysis), same rules. */
export const wrongQuestionRequestSchema = z.strictObject({
  orderNumber: orderNumberField,
  ...shownPrice,
});
export type WrongQuestionRequest = z.infer<typeof wrongQuestionRequestSchema>;

/**
 * POST /pay/secondPhase/pay/presentedExam: another test (2 personality, 3 EQ, 4 brain
 * dominance) presented with the order. None of them is sold (they are free), so every call is a
 * 409 'This test is not available yet' and nothing is charged
 * (docs/decisions/2026-11-23-presented-exam-sells-nothing.md).
 */
export const presentedExamRequestSchema = z.strictObject({
  orderNumber: orderNumberField,
  examId: z.number().int().min(2).max(4),
  ...shownPrice,
});
export type PresentedExamRequest = z.infer<typeof presentedExamRequestSchema>;

export const PURCHASE_KINDS = ['package', 'wrongQuestion', 'vip'] as const;
export const purchaseKindSchema = z.enum(PURCHASE_KINDS);

/** One one-click purchase as charged. */
export const secondPhasePurchaseSchema = z.object({
  purchaseId: z.string(),
  orderNumber: z.string(),
  kind: purchaseKindSchema,
  packageId: packageIdSchema,
  step: upsellStepSchema,
  items: z.array(skuItemKeySchema),
  /** What was charged. */
  amountMinor: z.number().int().positive(),
  listPriceMinor: z.number().int().positive(),
  discountPercent: z.number().int().min(0).max(100),
  currency: currencySchema,
  /** ISO time of the charge. */
  chargedAt: z.string(),
});
export type SecondPhasePurchase = z.infer<typeof secondPhasePurchaseSchema>;

/** What skuPackage, wrongQuestion and vip/pay/create answer. */
export const purchaseResponseSchema = z.object({
  purchase: secondPhasePurchaseSchema,
});
export type PurchaseResponse = z.infer<typeof purchaseResponseSchema>;

/** A subscription charge as listed for the order (succeeded ones only: what the card paid). */
export const subscriptionChargeSchema = z.object({
  subscriptionId: z.string(),
  planId: planIdSchema,
  /** 1 = the first paid period. */
  period: z.number().int().positive(),
  amountMinor: z.number().int().positive(),
  currency: currencySchema,
  chargedAt: z.string(),
});
export type SubscriptionCharge = z.infer<typeof subscriptionChargeSchema>;

/** GET /secondPhase/order/{orderNumber}: what the order bought after its first payment. */
export const secondPhaseOrderResponseSchema = z.object({
  orderNumber: z.string(),
  purchases: z.array(secondPhasePurchaseSchema),
  subscription: subscriptionViewSchema.nullable(),
  subscriptionCharges: z.array(subscriptionChargeSchema),
  /** Every item the exam session's report now has (tiers and second-phase purchases). */
  items: z.array(skuItemKeySchema),
});
export type SecondPhaseOrderResponse = z.infer<typeof secondPhaseOrderResponseSchema>;

/**
 * The answer of planSku when it CHANGES the order's subscription instead of starting one:
 * skipping the trial (same plan, `skipTrial: true`, while trialing) or switching to the
 * daily-rate plan. `change` says exactly what was charged and what happened to the period that
 * was running (docs/decisions/2026-11-23-plan-changes.md).
 */
export const planChangeSchema = z.object({
  kind: z.enum(['skip-trial', 'upgrade']),
  fromPlanId: planIdSchema,
  toPlanId: planIdSchema,
  /** Charged now, in full: no proration, no credit, no refund. */
  chargedMinor: z.number().int().positive(),
  currency: currencySchema,
  chargedAt: z.string(),
  /**
   * What became of the period that was running: 'trial-ended' (a free trial ends now);
   * 'kept' (a paid period runs to its end and the new plan's first period starts after it).
   */
  previousPeriod: z.enum(['trial-ended', 'kept']),
  previousPeriodEnd: z.string(),
  /** The paid period this charge bought. */
  newPeriodStart: z.string(),
  newPeriodEnd: z.string(),
  refundedMinor: z.literal(0),
});
export type PlanChange = z.infer<typeof planChangeSchema>;
export const planChangeResponseSchema = subscriptionViewSchema.extend({ change: planChangeSchema });
export type PlanChangeResponse = z.infer<typeof planChangeResponseSchema>;

/** POST /pay/vip/pay/create: permanent VIP (the 20 % discount of sku4) charged with the order's card. */
export const vipCreateRequestSchema = z.strictObject({
  orderNumber: orderNumberField,
  ...shownPrice,
});
export type VipCreateRequest = z.infer<typeof vipCreateRequestSchema>;

export const VIP_SOURCES = ['sku4', 'vip-purchase', 'subscription'] as const;
export const vipSourceSchema = z.enum(VIP_SOURCES);
export type VipSource = z.infer<typeof vipSourceSchema>;

/**
 * VIP status of a mailbox (spec §6): member while any source holds. `permanent` (sku4 or a VIP
 * purchase) carries the 20 % discount; a live plan gives member status only.
 */
export const vipStatusSchema = z.object({
  vip: z.boolean(),
  permanent: z.boolean(),
  sources: z.array(vipSourceSchema),
  /** ISO time of the earliest source still holding, or null. */
  since: z.string().nullable(),
  discountPercent: z.number().int().min(0).max(100),
});
export type VipStatus = z.infer<typeof vipStatusSchema>;

/** GET /vip/pay/status/{examOrderNumber}: the VIP status of the order's mailbox. */
export const vipOrderStatusResponseSchema = vipStatusSchema.extend({ examOrderNumber: z.string() });
export type VipOrderStatusResponse = z.infer<typeof vipOrderStatusResponseSchema>;

/**
 * GET /internal/vip/status?email=… on the order service (Internal-Token header; never routed by
 * the gateway): for the user service's /user/isVIP, /user/privilege and /privilege/vip/detail.
 */
export const internalVipStatusResponseSchema = vipStatusSchema.extend({ email: z.string() });
export type InternalVipStatusResponse = z.infer<typeof internalVipStatusResponseSchema>;

export const SECOND_PHASE_MESSAGES = {
  unknownStep: 'Unknown upsell step',
  priceChanged: 'The price has changed; please review it and try again',
  owned: 'Already included in your report',
  alreadyVip: 'You are already a VIP member',
  notAvailableYet: 'This test is not available yet',
  wrongCall: 'This package is bought with another call',
  noTrial: 'This subscription is not in its trial',
  notChangeable: 'Pay the open renewal before changing the plan',
} as const;
