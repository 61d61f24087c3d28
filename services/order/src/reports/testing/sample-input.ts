// Report and certificate inputs for the tests and the bench: real items from the exam service's
// generator (their SVGs, rules and option mistakes), answered by a fixed pattern.
import { SKU_ITEM_KEYS, type SkuId } from '@iq/contracts';
import { assembleTest } from '@iq/exam-service/src/domain/matrices';
import { TIER_ITEMS } from '../../domain/catalogue/catalogue';
import { rankingFigures } from '../../domain/ranking/ranking';
import { UNLOCKED_BY } from '../../domain/report-access/entitlement';
import type { CertificateInput, ReportDocumentInput, ReportQuestionInput } from '../input';

export interface SampleOptions {
  skuId?: SkuId;
  seed?: number;
  /** Items answered wrong (by number); others right. Default: every third from item 10 on. */
  wrong?: (number: number) => boolean;
  unanswered?: (number: number) => boolean;
  score?: number;
  bound?: 'above' | 'below' | null;
  /** Issue 36: the answers look like guessing (every dimension unmeasured, the notice shown). */
  guessing?: boolean;
}

/** A 30-item test answered by pattern, as the report API would hand it to the renderer. */
export function sampleQuestions(options: SampleOptions = {}): ReportQuestionInput[] {
  const wrong = options.wrong ?? ((n) => n >= 10 && n % 3 === 0);
  const unanswered = options.unanswered ?? ((n) => n === 29);
  return assembleTest(options.seed ?? 20261123).map((item, i) => {
    const number = i + 1;
    const isUnanswered = unanswered(number);
    const isWrong = !isUnanswered && wrong(number);
    const yourAnswer = isUnanswered
      ? null
      : isWrong
        ? (item.correctOption + 1 + (number % 5)) % 6
        : item.correctOption;
    return {
      number,
      matrixSvg: item.matrixSvg,
      optionSvgs: item.optionSvgs,
      yourAnswer,
      correctAnswer: item.correctOption,
      correct: yourAnswer === item.correctOption,
      rules: item.rules,
      mistakes:
        yourAnswer === null || yourAnswer === item.correctOption
          ? []
          : (item.optionMistakes[yourAnswer] ?? []),
    };
  });
}

/**
 * The ranking as the order service computes it (rankingFigures): six countries and three age
 * groups measured, seed figures from the site's one source elsewhere.
 */
export function sampleRanking(): Omit<NonNullable<ReportDocumentInput['ranking']>, 'percentile'> {
  return rankingFigures({
    countries: [
      { key: 'JP', averageIq: 104.8, sample: 1240 },
      { key: 'CN', averageIq: 104.1, sample: 2210 },
      { key: 'KR', averageIq: 103.6, sample: 640 },
      { key: 'DE', averageIq: 100.4, sample: 890 },
      { key: 'FR', averageIq: 98.5, sample: 610 },
      { key: 'US', averageIq: 98.1, sample: 3120 },
    ],
    ages: [
      { key: '18-24', averageIq: 101.2, sample: 2950 },
      { key: '25-34', averageIq: 102.0, sample: 3410 },
      { key: '35-44', averageIq: 100.6, sample: 1890 },
    ],
  });
}

export function sampleReportInput(options: SampleOptions = {}): ReportDocumentInput {
  const skuId = options.skuId ?? 'sku2';
  const included = new Set(TIER_ITEMS[skuId]);
  const questions = sampleQuestions(options);
  const bound = options.bound ?? null;
  const score = options.score ?? (bound === 'above' ? 131 : 118);
  const analysis = included.has('wrongAnalysis');
  return {
    orderNumber: 'ORD_2026_11_23_7Kq4ZpW9xYtR3mNb',
    skuId,
    completedAt: '2026-11-23T10:15:00.000Z',
    items: SKU_ITEM_KEYS.map((key) => ({
      key,
      locked: !included.has(key),
      unlockedBy: included.has(key) ? null : UNLOCKED_BY[key],
    })),
    iq: {
      score,
      band:
        score > 145
          ? 'genius'
          : score >= 130
            ? 'verySuperior'
            : score >= 115
              ? 'superior'
              : score >= 85
                ? 'normal'
                : score >= 70
                  ? 'dullness'
                  : 'deficiency',
      percentile: bound === 'above' ? 98.9 : 88.3,
      interval90: bound === 'above' ? { low: 121, high: 141 } : { low: 109, high: 127 },
      measurable: { low: 68, high: 127 },
      bound,
      guessingLikely: options.guessing === true,
    },
    ranking: { percentile: 88.3, ...sampleRanking() },
    dimensions: guessingRows(options, [
      {
        id: 'memory',
        level: 4,
        score: 71,
        referenceRange: { low: 35, high: 65 },
        interpretationKey: 'report.dimensions.memory.level4',
      },
      {
        id: 'speed',
        level: 3,
        score: 55,
        referenceRange: { low: 35, high: 65 },
        interpretationKey: 'report.dimensions.speed.level3',
      },
      {
        id: 'reaction',
        level: 5,
        score: 88,
        referenceRange: { low: 35, high: 65 },
        interpretationKey: 'report.dimensions.reaction.level5',
      },
      {
        id: 'concentration',
        level: 2,
        score: 31,
        referenceRange: { low: 35, high: 65 },
        interpretationKey: 'report.dimensions.concentration.level2',
      },
      {
        id: 'logic',
        level: 4,
        score: 68,
        referenceRange: { low: 35, high: 65 },
        interpretationKey: 'report.dimensions.logic.level4',
      },
    ]),
    wrongCount: {
      count: questions.filter((q) => !q.correct && q.yourAnswer !== null).length,
      answered: questions.filter((q) => q.yourAnswer !== null).length,
    },
    questions: analysis ? questions : null,
  };
}

export function sampleCertificateInput(overrides: Partial<CertificateInput> = {}): CertificateInput {
  return {
    name: 'Alexandra Pereira-Schmidt',
    band: 'superior',
    score: 118,
    bound: null,
    measurable: { low: 68, high: 127 },
    completedAt: '2026-11-23T10:15:00.000Z',
    verificationCode: 'IQ7K-4ZPW-9XYT',
    verifyUrl: 'https://iq-test.example/verify/IQ7K-4ZPW-9XYT',
    ...overrides,
  };
}

/** Issue 36: on a sheet that looks like guessing no dimension is measured. */
function guessingRows(
  options: SampleOptions,
  rows: NonNullable<ReportDocumentInput['dimensions']>,
): NonNullable<ReportDocumentInput['dimensions']> {
  if (!options.guessing) return rows;
  return rows.map((row) => ({
    ...row,
    level: null,
    score: null,
    interpretationKey: `report.dimensions.${row.id}.guessing`,
  }));
}
