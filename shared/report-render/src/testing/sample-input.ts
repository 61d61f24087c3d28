// Report and certificate inputs for the tests and the bench: real items from the exam service's
// generator (their SVGs, rules and option mistakes, frozen in ./sample-items), answered by a
// fixed pattern.
import { SKU_ITEM_KEYS, TIER_ITEMS, UNLOCKED_BY, type SkuId } from '@iq/contracts';
import type { CatalogueNames, CertificateInput, ReportDocumentInput, ReportQuestionInput } from '../input';
import { sampleItems } from './sample-items';

/** The catalogue's English names, as the order service passes them for an en-US report. */
export const SAMPLE_CATALOGUE_NAMES: CatalogueNames = {
  tiers: { sku1: 'Basic', sku2: 'Standard', sku3: 'Premium', sku4: 'VIP' },
  wrongAnalysis: 'Wrong-answer analysis',
};

export interface SampleOptions {
  skuId?: SkuId;
  /** Items answered wrong (by number); others right. Default: every third from item 10 on. */
  wrong?: (number: number) => boolean;
  unanswered?: (number: number) => boolean;
  score?: number;
  bound?: 'above' | 'below' | null;
  /** Issue 36: the answers look like guessing (every dimension unmeasured, the notice shown). */
  guessing?: boolean;
  catalogueNames?: CatalogueNames;
}

/** A 30-item test answered by pattern, as the report API would hand it to the renderer. */
export function sampleQuestions(options: SampleOptions = {}): ReportQuestionInput[] {
  const wrong = options.wrong ?? ((n) => n >= 10 && n % 3 === 0);
  const unanswered = options.unanswered ?? ((n) => n === 29);
  return sampleItems().map((item, i) => {
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
 * The ranking as the order service computes it (its rankingFigures): six countries and three age
 * groups measured, the others seed figures.
 */
export function sampleRanking(): Omit<NonNullable<ReportDocumentInput['ranking']>, 'percentile'> {
  const measured = (code: string, averageIq: number, sample: number) => ({
    code,
    averageIq,
    sample,
    seed: false,
  });
  const seeded = (code: string, averageIq: number) => ({ code, averageIq, sample: 0, seed: true });
  const age = ({ code, ...rest }: ReturnType<typeof measured>) => ({ group: code, ...rest });
  return {
    countries: [
      measured('JP', 104.8, 1240),
      measured('CN', 104.1, 2210),
      measured('KR', 103.6, 640),
      measured('DE', 100.4, 890),
      seeded('GB', 100),
      seeded('CA', 99),
      measured('FR', 98.5, 610),
      measured('US', 98.1, 3120),
      seeded('ES', 97),
      seeded('PT', 95),
    ],
    ages: [
      age(seeded('<18', 97)),
      age(measured('18-24', 101.2, 2950)),
      age(measured('25-34', 102.0, 3410)),
      age(measured('35-44', 100.6, 1890)),
      age(seeded('45-54', 99)),
      age(seeded('55-64', 97)),
      age(seeded('65+', 94)),
    ],
    source: 'mixed',
  };
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
    catalogueNames: options.catalogueNames ?? SAMPLE_CATALOGUE_NAMES,
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
