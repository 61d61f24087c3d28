// Contracts of the report (issue 8; spec §1, §3 report and tiers, §7 order info / questions /
// file / retrieve calls). The order service assembles a report from the exam service's session
// report (service to service) and the tier of the paid order; what a tier does not include comes
// back as `{ locked: true, unlockedBy }`, with nothing of its content inside.
import { z } from 'zod';
import { text } from './text';
import { orderNumberSchema, orderStatusSchema, skuIdSchema, skuItemKeySchema } from './order-api';

// ---------------------------------------------------------------------------------------------
// Service to service: the exam service's full account of a session (never public)

/** Header carrying the internal token on service-to-service calls (INTERNAL_TOKEN). */
export const INTERNAL_TOKEN_HEADER = 'Internal-Token';

export const INDICATOR_IDS = ['memory', 'speed', 'reaction', 'concentration', 'logic'] as const;
export const indicatorIdSchema = z.enum(INDICATOR_IDS);
export type IndicatorId = z.infer<typeof indicatorIdSchema>;
/** spec §3: five levels, 1 very low … 5 very high. */
export const indicatorLevelSchema = z.number().int().min(1).max(5);
/**
 * Issue 36: a level, or null when the answers hold too little to measure the dimension (too few
 * items, too few correct answers, or a sheet that looks like guessing): "not measured".
 */
export const indicatorValueSchema = indicatorLevelSchema.nullable();

const bandSchema = z.enum(['genius', 'verySuperior', 'superior', 'normal', 'dullness', 'deficiency']);

export const sessionScoreSchema = z.object({
  theta: z.number(),
  /** Posterior standard deviation of θ. */
  se: z.number(),
  iq: z.number().int(),
  percentile: z.number(),
  band: bandSchema,
  /** IQ range this session's items measure to within the scorer's MAX_SE. */
  measurable: z.object({ low: z.number().int(), high: z.number().int() }),
  /** Beyond the measurable range the score is a bound ("> high", "< low"). */
  bound: z.enum(['above', 'below']).nullable(),
  indicators: z.record(indicatorIdSchema, indicatorValueSchema),
  /**
   * Issue 36: the sheet is scored but looks like guessing or pattern clicking (person fit lz*,
   * quick answers at chance, positional patterns). Absent in snapshots older than the flag.
   */
  guessingLikely: z.boolean().default(false),
  answeredCount: z.number().int(),
  correctCount: z.number().int(),
});
export type SessionScore = z.infer<typeof sessionScoreSchema>;

/** A rule as the generator describes it (structured, so every language can say it). */
export const ruleDescriptionSchema = z.object({
  component: z.string(),
  attribute: z.enum(['number', 'position', 'type', 'size', 'shade']),
  rule: z.enum(['constant', 'progression', 'arithmetic', 'set-operation', 'distribute-three']),
  reading: z.enum(['rows', 'columns']).optional(),
  detail: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
});
export type RuleDescriptionData = z.infer<typeof ruleDescriptionSchema>;

/** What a wrong option gets wrong: the rule it breaks and, where it is one, the rule it follows instead. */
export const optionMistakeSchema = z.object({
  component: z.string(),
  attribute: ruleDescriptionSchema.shape.attribute,
  mistake: z.string(),
  follows: ruleDescriptionSchema.optional(),
});
export type OptionMistake = z.infer<typeof optionMistakeSchema>;

export const sessionQuestionSchema = z.object({
  number: z.number().int().min(1),
  matrixSvg: z.string(),
  optionSvgs: z.array(z.string()),
  /** Displayed position (0–5) of the chosen option, null when unanswered. */
  chosen: z.number().int().min(0).max(5).nullable(),
  /** Displayed position (0–5) of the right option. */
  correct: z.number().int().min(0).max(5),
  level: z.number().int(),
  /** Every rule of the item (tested and not). */
  rules: z.array(ruleDescriptionSchema),
  /** The chosen option's mistakes; empty when right or unanswered. */
  mistakes: z.array(optionMistakeSchema),
});
export type SessionQuestion = z.infer<typeof sessionQuestionSchema>;

/** GET /internal/session-report (exam service; headers Exam-Session and Internal-Token). */
export const sessionReportSchema = z.object({
  examId: z.number().int(),
  code: z.string(),
  confirmedAt: z.string().nullable(),
  outcome: z.enum(['scored', 'abnormal']).nullable(),
  score: sessionScoreSchema.nullable(),
  questions: z.array(sessionQuestionSchema),
});
export type SessionReport = z.infer<typeof sessionReportSchema>;

// ---------------------------------------------------------------------------------------------
// Public: the report of an order

/**
 * In place of anything the order's tier does not include: what would unlock it. Issue 35:
 * `upgradable` says whether that tier is sold to this buyer now (never a tier they own, nor one
 * that would charge again for something they own); when false, no upgrade is offered.
 */
export const lockedSchema = z.strictObject({
  locked: z.literal(true),
  unlockedBy: skuIdSchema,
  upgradable: z.boolean(),
});
export type Locked = z.infer<typeof lockedSchema>;
const unlocked = <T extends z.ZodRawShape>(shape: T) => z.object({ locked: z.literal(false), ...shape });

export const reportIqSchema = unlocked({
  score: z.number().int(),
  band: bandSchema,
  percentile: z.number(),
  /** 90 % interval from the IRT standard error (θ ± 1.645 se), on the IQ scale. */
  interval90: z.object({ low: z.number().int(), high: z.number().int() }),
  measurable: z.object({ low: z.number().int(), high: z.number().int() }),
  bound: z.enum(['above', 'below']).nullable(),
  /**
   * Issue 36: the answers look like guessing or pattern clicking, so the score cannot be
   * trusted; the report says so next to the score and recommends a free retake.
   */
  guessingLikely: z.boolean(),
});

export const reportRankingSchema = unlocked({
  /** Share of the population below the score (the bell curve), in percent. */
  percentile: z.number(),
  /** Top ten countries by average IQ among our test-takers (minimum sample per country). */
  countries: z.array(
    z.object({ code: z.string(), averageIq: z.number(), sample: z.number().int(), seed: z.boolean() }),
  ),
  /** Average IQ by age group among our test-takers (or documented seed figures). */
  ages: z.array(
    z.object({ group: z.string(), averageIq: z.number(), sample: z.number().int(), seed: z.boolean() }),
  ),
  /** Where the comparison figures come from. */
  source: z.enum(['platform', 'seed', 'mixed']),
});

export const reportDimensionSchema = z.object({
  id: indicatorIdSchema,
  /** null: not measured on these answers (issue 36); the interpretation key says why. */
  level: indicatorValueSchema,
  /** 0–100 on the dimension's own scale, null when not measured; the reference range is where most test-takers fall. */
  score: z.number().int().min(0).max(100).nullable(),
  referenceRange: z.object({ low: z.number().int(), high: z.number().int() }),
  /** i18n key of the quick interpretation (report.dimensions.logic.level4, …notMeasured, …guessing). */
  interpretationKey: z.string(),
});
export const reportDimensionsSchema = unlocked({ rows: z.array(reportDimensionSchema) });

export const REPORT_STATES = ['completed', 'incomplete', 'pending-payment'] as const;

/** GET /api/exam/order/info/{orderNumber} */
export const orderReportSchema = z.object({
  orderNumber: orderNumberSchema,
  skuId: skuIdSchema,
  status: orderStatusSchema,
  /** spec §3 completion state: completed (paid and scored), incomplete, pending payment. */
  state: z.enum(REPORT_STATES),
  completedAt: z.string().nullable(),
  examId: z.number().int(),
  code: z.string(),
  iq: z.union([reportIqSchema, lockedSchema]),
  ranking: z.union([reportRankingSchema, lockedSchema]),
  dimensions: z.union([reportDimensionsSchema, lockedSchema]),
  wrongCount: z.union([unlocked({ count: z.number().int(), answered: z.number().int() }), lockedSchema]),
  /** Every item of the tiers, with whether this order has it. */
  items: z.array(
    z.object({
      key: skuItemKeySchema,
      locked: z.boolean(),
      unlockedBy: skuIdSchema.nullable(),
      /** Issue 35: the tier `unlockedBy` is sold to this buyer now. */
      upgradable: z.boolean(),
    }),
  ),
  /** The certificate's verification code when the tier includes it. */
  certificate: z.union([unlocked({ code: z.string(), name: z.string().nullable() }), lockedSchema]),
});
export type OrderReport = z.infer<typeof orderReportSchema>;

/** GET /api/exam/order/questions/{orderNumber} (tiers with the answer analysis only; 403 otherwise). */
export const reportQuestionsSchema = z.object({
  orderNumber: orderNumberSchema,
  questions: z.array(
    z.object({
      number: z.number().int(),
      matrixSvg: z.string(),
      optionSvgs: z.array(z.string()),
      yourAnswer: z.number().int().min(0).max(5).nullable(),
      correctAnswer: z.number().int().min(0).max(5),
      correct: z.boolean(),
      rules: z.array(ruleDescriptionSchema),
      mistakes: z.array(optionMistakeSchema),
    }),
  ),
});
export type ReportQuestions = z.infer<typeof reportQuestionsSchema>;

/** POST /api/exam/order/file/down/info: a signed, expiring link to the PDF (or certificate). */
export const fileDownloadRequestSchema = z.strictObject({
  orderNumber: orderNumberSchema,
  file: z.enum(['report', 'certificate-pdf', 'certificate-png']),
  hl: text().max(16).optional(),
});
export const fileDownloadResponseSchema = z.object({
  /** ready: `url` downloads now; generating: ask again after `retryAfterSeconds` ("Report is generating"). */
  state: z.enum(['ready', 'generating']),
  url: z.string().startsWith('/').nullable(),
  fileName: z.string(),
  expiresAt: z.string().nullable(),
  retryAfterSeconds: z.number().int().nullable(),
});
export type FileDownloadResponse = z.infer<typeof fileDownloadResponseSchema>;

/**
 * POST /api/pay/exam/order/report/retrieve: mails that mailbox its report links. The e-mail is a
 * string here, like the order's (the service trims it and checks it with isEmail); `hl` is a
 * locale tag (`en-US`, `zh_HK`, `ja` …; an unknown one falls back to the order's locale).
 */
export const retrieveReportRequestSchema = z.strictObject({
  email: text().max(320),
  hl: text()
    .max(16)
    .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/, 'must be a locale tag such as en-US')
    .optional(),
});
export type RetrieveReportRequest = z.input<typeof retrieveReportRequestSchema>;
/** spec §8: result 10101 when the mailbox has no retrievable report. */
export const NO_RETRIEVABLE_REPORTS_CODE = 10101;
export const REPORT_MESSAGES = {
  sent: 'Report sent successfully',
  noReports: 'There are no retrievable reports in the current mailbox.',
  sendFailed: 'Report sending failed',
  generating: 'Report is generating',
  /** 429 from retrieve: too many attempts for one address or from one client (Retry-After says when). */
  tooManyRequests: 'Too many requests',
} as const;

/**
 * POST /api/exam/order/info/share (spec §7): a share token for what the owner chose to show;
 * the shared view never carries more than that, nor the order number.
 */
export const SHARE_PARTS = ['score', 'band', 'percentile', 'certificate'] as const;
export const shareReportRequestSchema = z.strictObject({
  orderNumber: orderNumberSchema,
  parts: z.array(z.enum(SHARE_PARTS)).min(1),
});
export const shareReportResponseSchema = z.object({ token: z.string(), path: z.string().startsWith('/') });
export type ShareReportResponse = z.infer<typeof shareReportResponseSchema>;
/**
 * GET /api/exam/order/shared/{token}. Beyond the range the items measure
 * (docs/decisions/2026-11-23-scale-ends-are-bounds.md) `bound` is set and score, band and
 * percentile are those of the limit
 * ("above 127", "Superior or higher", "at least 96 %"), as the owner's report shows them.
 */
export const sharedReportSchema = z.object({
  parts: z.array(z.enum(SHARE_PARTS)),
  score: z.number().int().nullable(),
  band: bandSchema.nullable(),
  percentile: z.number().nullable(),
  /** Set only when score, band or percentile is shared and the score is a bound. */
  bound: z.enum(['above', 'below']).nullable(),
  /** As printed on the certificate (ABCD-EFGH-JKMN). */
  certificateCode: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type SharedReport = z.infer<typeof sharedReportSchema>;

// ---------------------------------------------------------------------------------------------
// Added by the order service (issue 8): the certificate's name, retrieve's answer

/**
 * The name printed on the certificate: 1–60 characters after trimming and collapsing spaces;
 * letters of any script, combining marks, spaces, and the . ' ’ - · that names carry.
 */
export const CERTIFICATE_NAME_MAX = 60;
export const CERTIFICATE_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'’\-·]*$/u;
export const certificateNameSchema = text()
  .max(200)
  .transform((raw) => raw.normalize('NFC').trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, 'Please enter the name to print')
      .max(CERTIFICATE_NAME_MAX, `must be at most ${CERTIFICATE_NAME_MAX} characters`)
      .regex(CERTIFICATE_NAME_PATTERN, "may contain letters, spaces and . ' - only"),
  );

/** POST /api/exam/order/certificate: the owner sets (or corrects) the name to print. */
export const certificateNameRequestSchema = z.strictObject({
  orderNumber: orderNumberSchema,
  name: certificateNameSchema,
});
export const certificateResponseSchema = z.object({ code: z.string(), name: z.string().nullable() });
export type CertificateResponse = z.infer<typeof certificateResponseSchema>;

/**
 * GET /api/exam/order/certificate/verify/{code} (public, rate limited): what the certificate
 * itself states, nothing more; 404 'No certificate has this code' otherwise.
 */
export const certificateVerificationSchema = z.object({
  /** As printed: ABCD-EFGH-JKMN. */
  code: z.string(),
  /** The printed name; null while the owner has not set one. */
  name: z.string().nullable(),
  band: bandSchema,
  /** The score as printed: "118", or the bound "> 127" / "< 62". */
  score: z.string(),
  /** When the test was confirmed (ISO 8601); printed as a date in UTC. */
  testedAt: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** POST /api/pay/exam/order/report/retrieve: success carries no message (the screen says 'Report sent successfully'). */
export const retrieveReportResponseSchema = z.object({ sent: z.literal(true) });
export type RetrieveReportResponse = z.infer<typeof retrieveReportResponseSchema>;
