// Contracts of the order service's endpoints (spec §3 tiers, order; §7 sku, order, pay calls).
// One source of truth: the order service validates with these schemas, the checkout remote's
// RTK Query endpoints are typed from them (CONVENTIONS.md "Contracts first").
import { z } from 'zod';
import { text } from './text';
import { ORDER_NUMBER_PATTERN } from './url-query';

/** spec §3 "country test list sample": key, name, score, type and sprite offsets x, y. */
export const countryEntrySchema = z.object({
  key: z.string(),
  name: z.string(),
  score: z.number(),
  type: z.string(),
  x: z.number(),
  y: z.number(),
});
export const countryListSchema = z.array(countryEntrySchema);
export type CountryEntry = z.infer<typeof countryEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Catalogue: report tiers (spec §3) and payment methods

export const SKU_IDS = ['sku1', 'sku2', 'sku3', 'sku4'] as const;
export const skuIdSchema = z.enum(SKU_IDS);
export type SkuId = z.infer<typeof skuIdSchema>;

/**
 * spec §3 tier items, as decided on 2026-11-29 (docs/decisions/): sku1 score, rank, 21-page
 * report; sku2 adds the wrong-answer analysis; sku3 the certificate; sku4 permanent VIP
 * (discount20) and the brain training guide. The brain dominance and EQ tests come with every
 * paid tier but are sold by none (FREE_TEST_ITEM_KEYS).
 */
export const SKU_ITEM_KEYS = [
  'iqScore',
  'iqRank',
  'report21',
  'wrongAnalysis',
  'brainTest',
  'certificate',
  'eqTest',
  'discount20',
  'trainingGuide',
] as const;
export const skuItemKeySchema = z.enum(SKU_ITEM_KEYS);
export type SkuItemKey = z.infer<typeof skuItemKeySchema>;

/**
 * Questionnaire items that any paid report unlocks and that are free with an account too, so no
 * tier, bundle or plan sells them: a tier card never lists them (the tier page says once that
 * they are free).
 */
export const FREE_TEST_ITEM_KEYS = ['brainTest', 'eqTest'] as const satisfies readonly SkuItemKey[];
export type FreeTestItemKey = (typeof FREE_TEST_ITEM_KEYS)[number];
/** The items a tier sells: every item but the free tests. */
export const soldItemKeySchema = skuItemKeySchema.exclude([...FREE_TEST_ITEM_KEYS]);
export type SoldItemKey = z.infer<typeof soldItemKeySchema>;

/** One item a tier sells: logo, name and content line (spec §3), already in the requested locale. */
export const skuItemSchema = z.object({
  key: soldItemKeySchema,
  /** A same-origin path or data: URL of the item's icon. */
  logo: z.string(),
  name: z.string(),
  content: z.string(),
});
export type SkuItem = z.infer<typeof skuItemSchema>;

/** ISO 4217 code, upper case. */
export const currencySchema = text().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code');
/** Two-letter country code as the routes carry it (spec §7 `{country}`), e.g. US, DE, JP. */
export const countryCodeSchema = text().regex(/^[A-Z]{2}$/, 'must be a two-letter country code');

export const skuSchema = z.object({
  skuId: skuIdSchema,
  name: z.string(),
  /** What the tier sells; the free tests it also unlocks (FREE_TEST_ITEM_KEYS) are not listed. */
  items: z.array(skuItemSchema),
  /** What is charged, in integer minor units of `currency` (discount already applied). */
  priceMinor: z.number().int().min(0),
  currency: currencySchema,
  /** spec §9 optional discount factor in tenths (8 = ×0.8); null when none applies. */
  discountTenths: z.number().int().min(1).max(10).nullable(),
  /** The price before the discount, for a struck-through display; equals priceMinor without one. */
  listPriceMinor: z.number().int().min(0),
});
export type Sku = z.infer<typeof skuSchema>;

/**
 * GET /exam/sku/list/{examId}/{country}/{hl}. The questionnaires (exams 2–4) sell nothing: their
 * list is empty with `freeWithAccount: true` (the result is free with a free account, and comes
 * with any paid IQ report). Optional so an answer without it (older service) still parses.
 */
export const skuListResponseSchema = z.object({
  examId: z.number().int(),
  country: countryCodeSchema,
  currency: currencySchema,
  skus: z.array(skuSchema),
  freeWithAccount: z.boolean().optional(),
});
export type SkuListResponse = z.infer<typeof skuListResponseSchema>;

/** GET /exam/sku/info/{examId}/{skuId}/{country}/{hl} */
export const skuInfoResponseSchema = skuSchema.extend({
  examId: z.number().int(),
  country: countryCodeSchema,
});
export type SkuInfoResponse = z.infer<typeof skuInfoResponseSchema>;

/** Payment networks' own names (proper nouns, the same in every language), by the brand a card page keeps. */
export const CARD_BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export const PAY_METHODS = ['card', 'paypal'] as const;
export const payMethodSchema = z.enum(PAY_METHODS);
export type PayMethod = z.infer<typeof payMethodSchema>;

/** GET /app/payment/list/{examId}/{country} */
export const paymentMethodListSchema = z.array(z.object({ id: payMethodSchema, name: z.string() }));
export type PaymentMethodList = z.infer<typeof paymentMethodListSchema>;

// ---------------------------------------------------------------------------------------------
// Orders and payment

/** The header every order- or charge-creating call carries (stored response replayed on reuse). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** 8–128 characters of [A-Za-z0-9_-]: long enough to be unique, short enough to index. */
export const idempotencyKeySchema = text().regex(
  /^[A-Za-z0-9_-]{8,128}$/,
  'must be 8-128 letters, digits, _ or -',
);

/** ≥ 128 random bits, URL-safe (base64url of 16+ bytes); the only handle on an order. */
export const orderNumberSchema = text().regex(ORDER_NUMBER_PATTERN, 'is not an order number');

export const ORDER_STATUSES = ['created', 'pending', 'paid', 'failed'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * POST /api/pay/pay/order/create, headers Exam-Session and Idempotency-Key. The amount is always
 * the service's own; `amountMinor` / `currency`, when a client sends them (what it showed the
 * buyer), must agree with it or the order is refused and nothing is written.
 */
export const createOrderRequestSchema = z.strictObject({
  skuId: skuIdSchema,
  email: text().max(320),
  payMethod: payMethodSchema,
  country: countryCodeSchema,
  amountMinor: z.number().int().min(0).optional(),
  currency: currencySchema.optional(),
  /**
   * Upgrade: a paid order of the same exam session whose tier this one replaces; the price is
   * the difference between the two tiers (never a second full price for what was paid).
   */
  upgradeFrom: orderNumberSchema.optional(),
  /**
   * Optional, for the report's average IQ by age group (spec §3 personality form has a birth
   * year; the IQ flow asks none yet). Checked to be 5–120 years before the order.
   */
  birthYear: z.number().int().min(1900).max(2100).optional(),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/**
 * GET /api/exam/order/upgrade/{orderNumber}/{skuId}: what an upgrade of a paid order to a higher
 * tier costs, before anything is charged (the payment screen shows it): the difference from the
 * highest tier already paid for the order's exam session, in the currency it was paid in. The
 * create call for it sends `upgradeFrom`, this country and this amount.
 */
export const upgradeQuoteSchema = z.object({
  upgradeFrom: orderNumberSchema,
  /** The highest tier already paid for the session. */
  fromSkuId: skuIdSchema,
  skuId: skuIdSchema,
  amountMinor: z.number().int().min(0),
  currency: currencySchema,
  /** The country of the order upgraded (its currency's). */
  country: countryCodeSchema,
});
export type UpgradeQuote = z.infer<typeof upgradeQuoteSchema>;

export const createOrderResponseSchema = z.object({
  orderNumber: orderNumberSchema,
  /** Same-origin URL of the provider's payment page for this order. */
  payUrl: z.string().startsWith('/'),
  amountMinor: z.number().int().min(0),
  currency: currencySchema,
  status: orderStatusSchema,
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/**
 * POST /api/pay/pay/order/retry, header Idempotency-Key: a new payment attempt on an order that
 * failed (or was left pending), with the same or another method; the amount stays the order's.
 */
export const retryPaymentRequestSchema = z.strictObject({
  orderNumber: orderNumberSchema,
  payMethod: payMethodSchema,
});
export type RetryPaymentRequest = z.infer<typeof retryPaymentRequestSchema>;

/** POST /api/pay/pay/check/status */
export const checkStatusRequestSchema = z.strictObject({ orderNumber: orderNumberSchema });

/**
 * Issue 35: one payment attempt that took money or held an approval, and what became of it:
 * captured; refund-pending (money taken that the order did not need, its refund under way);
 * refunded (`refundedMinor` of it given back); voided (an approval released, nothing taken).
 */
export const ORDER_CHARGE_STATES = ['captured', 'refund-pending', 'refunded', 'voided'] as const;
export const orderChargeSchema = z.object({
  attemptId: z.string(),
  method: payMethodSchema,
  amountMinor: z.number().int().min(0),
  refundedMinor: z.number().int().min(0),
  currency: currencySchema,
  state: z.enum(ORDER_CHARGE_STATES),
});
export type OrderCharge = z.infer<typeof orderChargeSchema>;
export const orderStatusResponseSchema = z.object({
  orderNumber: orderNumberSchema,
  status: orderStatusSchema,
  skuId: skuIdSchema,
  payMethod: payMethodSchema,
  amountMinor: z.number().int().min(0),
  currency: currencySchema,
  /** Where the report of a paid order opens: /report/result/{code}-{examId}?orderNumber=… */
  reportPath: z.string().startsWith('/'),
  /** Why the last attempt failed (declined, insufficient-funds, authentication-failed, cancelled), or null. */
  failureReason: z.string().nullable(),
  /** Issue 35: every attempt that took money or held an approval (the receipt and refund mails state the same). */
  charges: z.array(orderChargeSchema),
  /** What the buyer is out for this order: captured minus refunds done, in `currency`. */
  netChargedMinor: z.number().int(),
});
export type OrderStatusResponse = z.infer<typeof orderStatusResponseSchema>;

/** POST /api/exam/order/update/email: the delivery e-mail of an order that is not paid yet. */
export const updateOrderEmailRequestSchema = z.strictObject({
  orderNumber: orderNumberSchema,
  email: text().max(320),
});
export const updateOrderEmailResponseSchema = z.object({ orderNumber: orderNumberSchema, email: z.string() });

/** Messages of spec §5 / §8 the order screens and service share. */
export const ORDER_ERROR_MESSAGES = {
  payMethodRequired: 'Please select your payment method.',
  orderCreationFailed: 'Order generation failed. Please try again.',
  paymentFailed: 'Payment failed',
  selectMethodAgain: 'Select payment method again',
  statusPending: 'If payment was successful, please wait',
} as const;

// ---------------------------------------------------------------------------------------------
// The exam service's answer to the order service (service to service, over HTTP)

/** GET /exam/session/summary with Exam-Session: what an order needs to know about a session. */
export const examSessionSummarySchema = z.object({
  examId: z.number().int(),
  code: z.string(),
  confirmed: z.boolean(),
  /** scored: confirmed and analysable; abnormal: confirmed, not analysable; null: not confirmed. */
  outcome: z.enum(['scored', 'abnormal']).nullable(),
  /** Whether the exam has a score to sell (the IQ test); the placeholder exams have none yet. */
  scored: z.boolean(),
  email: z.string().nullable(),
});
export type ExamSessionSummary = z.infer<typeof examSessionSummarySchema>;

/** POST /api/pay/pay/order/retry answers like create: the order, a new payUrl, status 'created'. */
export const retryPaymentResponseSchema = createOrderResponseSchema;
export type RetryPaymentResponse = CreateOrderResponse;

// ---------------------------------------------------------------------------------------------
// Development only (never served when NODE_ENV=production)

/** GET /dev/mail.json (through the gateway): the order service's mail outbox, newest first. */
export const devMailEntrySchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** ISO 8601: when the mail was queued. */
  date: z.string(),
});
export const devMailListSchema = z.array(devMailEntrySchema);
export type DevMailEntry = z.infer<typeof devMailEntrySchema>;
