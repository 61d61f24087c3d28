// What the renderers take (issue 8): the package's whole interface to its callers. Plain data,
// so it crosses to a render worker as is; the schemas check it on the caller's thread, so a bad
// input is refused before any work is queued. The order service builds a ReportDocumentInput
// from its OrderReport, ReportQuestions and catalogue names with `reportDocumentInputOf` below.
import { z } from 'zod';
import {
  INDICATOR_IDS,
  orderNumberSchema,
  reportQuestionsSchema,
  skuIdSchema,
  skuItemKeySchema,
  type OrderReport,
  type ReportQuestions,
} from '@iq/contracts';

const bandSchema = z.enum(['genius', 'verySuperior', 'superior', 'normal', 'dullness', 'deficiency']);
const rangeSchema = z.object({ low: z.number().int(), high: z.number().int() });

/** The IQ part of OrderReport (every tier has it). */
export const reportIqInputSchema = z.object({
  score: z.number().int(),
  band: bandSchema,
  /** Share of the population below the score, in percent (0–100). */
  percentile: z.number().min(0).max(100),
  /** 90 % interval (θ ± 1.645 se) on the IQ scale. */
  interval90: rangeSchema,
  /** IQ range the session's items measure; beyond it the score is a bound. */
  measurable: rangeSchema,
  /** "above": the score is "> measurable.high"; "below": "< measurable.low". */
  bound: z.enum(['above', 'below']).nullable(),
  /** Issue 36: the answers look like guessing; the summary says so next to the score. */
  guessingLikely: z.boolean().optional(),
});
export type ReportIqInput = z.infer<typeof reportIqInputSchema>;

/** The ranking part of OrderReport: countries and age groups among our test-takers. */
export const reportRankingInputSchema = z.object({
  percentile: z.number().min(0).max(100),
  countries: z
    .array(
      z.object({
        /** Two-letter code (ISO 3166, or spec §3's JA / EN / UK). */
        code: z.string().min(2).max(3),
        averageIq: z.number(),
        sample: z.number().int().min(0),
        /** A documented seed figure, not yet measured on the platform. */
        seed: z.boolean(),
      }),
    )
    .max(20),
  ages: z
    .array(
      z.object({
        /** "18-24", "65+", … as the API labels the groups. */
        group: z.string().max(16),
        averageIq: z.number(),
        sample: z.number().int().min(0),
        seed: z.boolean(),
      }),
    )
    .max(12),
  source: z.enum(['platform', 'seed', 'mixed']),
});
export type ReportRankingInput = z.infer<typeof reportRankingInputSchema>;

/** One row of the dimension table (spec §3: score, reference range, quick interpretation). */
export const reportDimensionInputSchema = z.object({
  id: z.enum(INDICATOR_IDS),
  /** spec §3: 1 very low … 5 very high; null when not measured (issue 36). */
  level: z.number().int().min(1).max(5).nullable(),
  score: z.number().int().min(0).max(100).nullable(),
  referenceRange: rangeSchema,
  /** report.dimensions.<id>.level<N> | notMeasured | guessing: the text lives in ./copy/dimension-interpretations. */
  interpretationKey: z.string(),
});
export type ReportDimensionInput = z.infer<typeof reportDimensionInputSchema>;

/** One question of the answer analysis (ReportQuestions['questions'][number]). */
export const reportQuestionInputSchema = reportQuestionsSchema.shape.questions.element;
export type ReportQuestionInput = z.infer<typeof reportQuestionInputSchema>;

/**
 * The catalogue's words the report prints, in the report's language: the order service owns the
 * catalogue, so its names come in with the input (issue 39: this package imports no service).
 */
export const catalogueNamesSchema = z.object({
  /** Every tier's name (the cover names the order's; the locked page the tiers that unlock). */
  tiers: z.record(skuIdSchema, z.string().min(1).max(80)),
  /** The name of the answer analysis item (the locked page's title). */
  wrongAnalysis: z.string().min(1).max(80),
});
export type CatalogueNames = z.infer<typeof catalogueNamesSchema>;

/** Everything the 21-page report needs. */
export const reportDocumentInputSchema = z.object({
  orderNumber: orderNumberSchema,
  skuId: skuIdSchema,
  /** When the test was confirmed (ISO 8601); null prints "—". */
  completedAt: z.string().nullable(),
  /** Every item of the tiers with whether this order has it (OrderReport.items). */
  items: z.array(
    z.object({ key: skuItemKeySchema, locked: z.boolean(), unlockedBy: skuIdSchema.nullable() }),
  ),
  iq: reportIqInputSchema,
  /** null when locked. */
  ranking: reportRankingInputSchema.nullable(),
  /** The five rows; null when locked. */
  dimensions: z.array(reportDimensionInputSchema).max(5).nullable(),
  /** null when locked. */
  wrongCount: z.object({ count: z.number().int().min(0), answered: z.number().int().min(0) }).nullable(),
  /**
   * Every question with your answer, the right one, the rules and the chosen option's mistakes,
   * for tiers with the answer analysis (ReportQuestions.questions); null for the others, whose
   * report says what unlocks it. SVG strings as the exam service draws them.
   */
  questions: z.array(reportQuestionInputSchema).max(60).nullable(),
  catalogueNames: catalogueNamesSchema,
});
export type ReportDocumentInput = z.infer<typeof reportDocumentInputSchema>;

/** The certificate: one A4 landscape page (PDF) and the same drawing as PNG. */
export const certificateInputSchema = z.object({
  /** The holder's name as it should be printed (trimmed; empty prints no name line). */
  name: z.string().max(80),
  band: bandSchema,
  score: z.number().int(),
  /** Beyond the measurable range the certificate prints the bound: "> 127", "< 62". */
  bound: z.enum(['above', 'below']).nullable(),
  measurable: rangeSchema,
  /** When the test was confirmed (ISO 8601). */
  completedAt: z.string(),
  /** The certificate code a visitor can check on the site. */
  verificationCode: z.string().min(4).max(64),
  /** Absolute URL of the verification page for this code, printed under the code. */
  verifyUrl: z.string().url().max(300),
});
export type CertificateInput = z.infer<typeof certificateInputSchema>;

export class ReportNotRenderableError extends Error {
  override name = 'ReportNotRenderableError';
}

type Unlocked<T> = Exclude<T, { locked: true }>;
const isUnlocked = <T extends { locked: boolean }>(part: T): part is Unlocked<T> & T => !part.locked;

/**
 * The renderer's input from the report API's own contract objects and the catalogue's names in
 * the report's language. Throws when the IQ part is locked (an unpaid order has no report to
 * print); other locked parts become null.
 */
export function reportDocumentInputOf(
  report: OrderReport,
  questions: ReportQuestions | null,
  catalogueNames: CatalogueNames,
): ReportDocumentInput {
  if (!isUnlocked(report.iq)) throw new ReportNotRenderableError('the IQ score of this order is locked');
  const { locked: _iq, ...iq } = report.iq as Unlocked<OrderReport['iq']>;
  const ranking = isUnlocked(report.ranking)
    ? (({ locked: _r, ...rest }) => rest)(report.ranking as Unlocked<OrderReport['ranking']>)
    : null;
  const dimensions = isUnlocked(report.dimensions)
    ? (report.dimensions as Unlocked<OrderReport['dimensions']>).rows
    : null;
  const wrongCount = isUnlocked(report.wrongCount)
    ? (({ locked: _w, ...rest }) => rest)(report.wrongCount as Unlocked<OrderReport['wrongCount']>)
    : null;
  return {
    orderNumber: report.orderNumber,
    skuId: report.skuId,
    completedAt: report.completedAt,
    items: report.items,
    iq,
    ranking,
    dimensions,
    wrongCount,
    questions: questions ? questions.questions : null,
    catalogueNames,
  };
}

/** What the certificate prints for the score: "118", "> 127" or "< 62". */
export function scoreLabel(
  score: number,
  bound: 'above' | 'below' | null,
  measurable: { low: number; high: number },
) {
  if (bound === 'above') return `> ${measurable.high}`;
  if (bound === 'below') return `< ${measurable.low}`;
  return String(score);
}
