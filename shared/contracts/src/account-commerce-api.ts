// Issue 35: what a signed-in buyer has bought, in the personal centre: every purchase with its
// receipt (what, how much, how it was paid, what was given back) and every subscription with its
// next charge and a one-step cancel. Served by the order service at /pay/account/* (the gateway
// routes /pay/* there) for the account the gateway-signed identity names; its e-mail is the
// mailbox the purchases were made with.
import { z } from 'zod';
import { text } from './text';
import { currencySchema, orderNumberSchema, payMethodSchema, skuIdSchema } from './order-api';
import { subscriptionViewSchema, timeUnitSchema } from './subscription-api';

export const ACCOUNT_COMMERCE_PATHS = {
  /** GET: the account's receipts and subscriptions. */
  purchases: '/pay/account/purchases',
  /** POST { subscriptionId }: cancel one of the account's subscriptions, one step. */
  cancelSubscription: '/pay/account/subscription/cancel',
} as const;

export const RECEIPT_KINDS = ['report', 'upgrade', 'package', 'vip', 'plan'] as const;
export const receiptKindSchema = z.enum(RECEIPT_KINDS);
export type ReceiptKind = z.infer<typeof receiptKindSchema>;

/** One charge the buyer paid, as their receipt states it. */
export const accountReceiptSchema = z.object({
  /** Stable per charge (an order, a one-click purchase, a plan charge). */
  receiptId: z.string(),
  kind: receiptKindSchema,
  /** The order it belongs to (a package's or plan's: the order it was bought on). */
  orderNumber: orderNumberSchema,
  /** The report tier (report, upgrade), else null. */
  skuId: skuIdSchema.nullable(),
  /** The package or plan id (package, vip, plan), else null. */
  productId: z.string().nullable(),
  /** What was bought, in the requested locale. */
  title: z.string(),
  amountMinor: z.number().int().min(0),
  /** What was given back of it (an automatic refund of a charge not needed). */
  refundedMinor: z.number().int().min(0),
  currency: currencySchema,
  method: payMethodSchema,
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  /** When it was charged (ISO). */
  chargedAt: z.string(),
  /** Where the report of that test opens. */
  reportPath: z.string().startsWith('/'),
});
export type AccountReceipt = z.infer<typeof accountReceiptSchema>;

/** One subscription of the account, as the plans page stated its terms. */
export const accountSubscriptionSchema = subscriptionViewSchema.extend({
  orderNumber: orderNumberSchema,
  /** The plan's name in the requested locale. */
  title: z.string(),
  /** Each charge's period. */
  intervalCount: z.number().int().positive(),
  intervalUnit: timeUnitSchema,
  /** The amount of the next charge, or null when none will follow. */
  nextChargeMinor: z.number().int().positive().nullable(),
  /** Whether cancelling is possible now (a live subscription). */
  canCancel: z.boolean(),
});
export type AccountSubscription = z.infer<typeof accountSubscriptionSchema>;

export const accountPurchasesResponseSchema = z.object({
  /** Newest first. */
  receipts: z.array(accountReceiptSchema),
  /** Live ones first, then the ended ones, newest first. */
  subscriptions: z.array(accountSubscriptionSchema),
  /** VIP for life (20 % off later upgrades and packages), and since when. */
  vip: z.object({ permanent: z.boolean(), since: z.string().nullable() }),
});
export type AccountPurchasesResponse = z.infer<typeof accountPurchasesResponseSchema>;

export const cancelAccountSubscriptionRequestSchema = z.strictObject({
  subscriptionId: text().min(1).max(64),
});
export type CancelAccountSubscriptionRequest = z.infer<typeof cancelAccountSubscriptionRequestSchema>;

/** The subscription as it stands after cancelling: no further charge; access until `currentPeriodEnd`. */
export const cancelAccountSubscriptionResponseSchema = accountSubscriptionSchema;

export const ACCOUNT_COMMERCE_MESSAGES = {
  signInRequired: 'Sign in to see your purchases',
  subscriptionNotFound: 'Subscription not found',
  notCancellable: 'This subscription has already ended',
} as const;
