// Contracts of the order-number calls around a report (spec §7): the POST form of the report,
// the tiers an order's session owns, and the three questionnaires that come with a paid report
// as a free pack (spec §9 "free evaluation pack", /triplePurchase; docs/decisions). The order
// number is the capability, as for the report: malformed and unknown ones get the same 404.
import { z } from 'zod';
import { text } from './text';
import { EXAM_IDS } from './exams';
import {
  currencySchema,
  orderNumberSchema,
  orderStatusSchema,
  skuIdSchema,
  skuItemKeySchema,
} from './order-api';
import { questionnaireKindSchema, type QuestionnaireKind } from './questionnaire-api';

/** The gateway routes /exam/order/* and /exam/extra/* to the order service. */
export const EXTRA_PATHS = {
  /** POST OrderInfoRequest: the same OrderReport as GET /exam/order/info/{orderNumber}. */
  orderInfo: '/exam/order/info',
  /** GET: ExtraPackageList. */
  packageList: (orderNumber: string) => `/exam/extra/package/list/${encodeURIComponent(orderNumber)}`,
  /** GET: SkuCheck. */
  skuCheck: (orderNumber: string) => `/exam/order/sku/check/${encodeURIComponent(orderNumber)}`,
  /** GET: PresentedTests. */
  presenterList: (orderNumber: string) => `/exam/order/presenter/list/${encodeURIComponent(orderNumber)}`,
  /** POST ExtraOrderSubmitRequest: ExtraOrderSubmitResponse (a paid order only; charges nothing). */
  submit: '/exam/extra/order/submit',
} as const;

/**
 * POST /exam/order/info: the spec's POST form of the report; `hl` is accepted like the GET's
 * query (the report is data, not copy: the screens translate it).
 */
export const orderInfoRequestSchema = z.strictObject({
  orderNumber: orderNumberSchema,
  hl: text().max(35).optional(),
});
export type OrderInfoRequest = z.infer<typeof orderInfoRequestSchema>;

// ---- Tiers an order's exam session owns -------------------------------------------------------

export const tierUpgradeSchema = z.strictObject({
  skuId: skuIdSchema,
  /** The difference from the highest tier owned, in the session's currency (never a second full price). */
  amountMinor: z.number().int().min(0),
  currency: currencySchema,
});
export type TierUpgrade = z.infer<typeof tierUpgradeSchema>;

/**
 * GET /exam/order/sku/check/{orderNumber}: which tiers the order's exam session owns (every
 * paid order of it: an upgrade adds), and what each higher tier costs on top.
 */
export const skuCheckSchema = z.strictObject({
  orderNumber: orderNumberSchema,
  orderStatus: orderStatusSchema,
  /** The tier this order is for. */
  skuId: skuIdSchema,
  /** This order's currency (an upgrade is paid in the currency the session paid in). */
  currency: currencySchema,
  /** Tiers paid for the session, ascending; [] while nothing is paid. */
  owned: z.array(skuIdSchema),
  /** The highest owned tier, or null. */
  highest: skuIdSchema.nullable(),
  /** The items the owned tiers unlock together. */
  items: z.array(skuItemKeySchema),
  /** An unpaid order: the items it would add once paid; [] for a paid one. */
  unlocksWhenPaid: z.array(skuItemKeySchema),
  /** A paid order: each tier above `highest`, at the difference; [] otherwise. */
  upgrades: z.array(tierUpgradeSchema),
});
export type SkuCheck = z.infer<typeof skuCheckSchema>;

// ---- The free pack: the three questionnaires with a paid report ---------------------------------

/** spec §9 "Free evaluation pack: 3 tests": the questionnaires, free, so the pack costs 0. */
export const FREE_EVALUATION_PACK_ID = 'free-evaluation-pack';

/** The pack's tests in the order the pages list them: personality, EQ, brain dominance. */
export const FREE_PACK_TESTS: readonly { examId: number; kind: QuestionnaireKind }[] = [
  { examId: EXAM_IDS.personality, kind: 'sixteen-types' },
  { examId: EXAM_IDS.eq, kind: 'eq' },
  { examId: EXAM_IDS.brainDominance, kind: 'brain-dominance' },
];

/**
 * One questionnaire as it stands for an order's buyer. `unlocksWith`: 'order' when the order's
 * report includes the test (taken with `?orderNumber=`, its result shows in the report, no
 * account needed); 'account' when only a free account unlocks it (taken without the order).
 */
export const giftTestSchema = z.strictObject({
  examId: z.number().int(),
  kind: questionnaireKindSchema,
  priceMinor: z.literal(0),
  currency: currencySchema,
  /** 'unlocked': taken and its result unlocked for this order's report; else 'not-taken'. */
  state: z.enum(['not-taken', 'unlocked']),
  /** When the unlocked result was taken (ISO 8601), or null. */
  takenAt: z.string().nullable(),
  unlocksWith: z.enum(['order', 'account']),
  /** Where to take (or retake) it: /answer_question/start_loading/{code}-{examId}[?orderNumber=…]. */
  takePath: z.string().startsWith('/'),
  /** Where an unlocked result shows (the order's report), or null. */
  resultPath: z.string().startsWith('/').nullable(),
});
export type GiftTest = z.infer<typeof giftTestSchema>;

export const extraPackageSchema = z.strictObject({
  packageId: z.literal(FREE_EVALUATION_PACK_ID),
  priceMinor: z.literal(0),
  currency: currencySchema,
  tests: z.array(giftTestSchema),
  /** When the buyer added the pack to the order (POST submit), or null. */
  orderedAt: z.string().nullable(),
});
export type ExtraPackage = z.infer<typeof extraPackageSchema>;

/** GET /exam/extra/package/list/{orderNumber}. */
export const extraPackageListSchema = z.strictObject({
  orderNumber: orderNumberSchema,
  /** Only a paid order can add the pack (submit answers 409 before). */
  orderPaid: z.boolean(),
  packages: z.array(extraPackageSchema),
});
export type ExtraPackageList = z.infer<typeof extraPackageListSchema>;

/** GET /exam/order/presenter/list/{orderNumber}: the tests presented with the order (the pack's). */
export const presentedTestsSchema = z.strictObject({
  orderNumber: orderNumberSchema,
  tests: z.array(giftTestSchema),
});
export type PresentedTests = z.infer<typeof presentedTestsSchema>;

/** POST /exam/extra/order/submit: adds the free pack to a paid order; idempotent, nothing charged. */
export const extraOrderSubmitRequestSchema = z.strictObject({
  orderNumber: orderNumberSchema,
  packageId: z.literal(FREE_EVALUATION_PACK_ID).optional(),
});
export type ExtraOrderSubmitRequest = z.infer<typeof extraOrderSubmitRequestSchema>;

export const extraOrderSubmitResponseSchema = extraPackageSchema.extend({
  orderNumber: orderNumberSchema,
  /** Always false: the pack is free, no payment is made or recorded. */
  charged: z.literal(false),
  orderedAt: z.string(),
});
export type ExtraOrderSubmitResponse = z.infer<typeof extraOrderSubmitResponseSchema>;
