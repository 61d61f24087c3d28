// Screen tests render a page at a URL with the real providers and mock only fetch (the edge):
// the shared screen kit, with this remote's strings and report fixtures.
import { loadEnglish as loadNamespace, ORDER_NUMBER } from '@iq/api/src/testing/screen-test-kit';
import { TIER_ITEMS, UNLOCKED_BY, type OrderReport, type ReportQuestions } from '@iq/contracts';
import { NS } from '../i18n';

export {
  currentLocation,
  failure,
  mockApi,
  ok,
  ORDER_NUMBER,
  renderAt,
  type RecordedCall,
} from '@iq/api/src/testing/screen-test-kit';

/** English with this remote's strings loaded up front, so no screen suspends (fake timers too). */
export const loadEnglish = () => loadNamespace(NS);

/** A completed report of `skuId` as the order service sends it: locked parts carry no content. */
export function reportOf(
  skuId: OrderReport['skuId'] = 'sku3',
  extra: Partial<OrderReport> = {},
): OrderReport {
  const has = (key: keyof typeof UNLOCKED_BY) => TIER_ITEMS[skuId].includes(key);
  const lock = (key: keyof typeof UNLOCKED_BY) => ({
    locked: true as const,
    unlockedBy: UNLOCKED_BY[key],
    upgradable: true,
  });
  return {
    orderNumber: ORDER_NUMBER,
    skuId,
    status: 'paid',
    state: 'completed',
    completedAt: '2026-11-20T10:00:00.000Z',
    examId: 1,
    code: 'web',
    iq: {
      locked: false,
      score: 112,
      band: 'normal',
      percentile: 78.8,
      interval90: { low: 104, high: 120 },
      measurable: { low: 73, high: 127 },
      bound: null,
      guessingLikely: false,
    },
    ranking: {
      locked: false,
      percentile: 78.8,
      countries: [
        { code: 'JP', averageIq: 106, sample: 1520, seed: false },
        { code: 'DE', averageIq: 101, sample: 40, seed: true },
      ],
      ages: [
        { group: '18-24', averageIq: 101, sample: 820, seed: false },
        { group: '25-34', averageIq: 102, sample: 400, seed: false },
      ],
      source: 'mixed',
    },
    dimensions: {
      locked: false,
      rows: [
        {
          id: 'memory',
          level: 3,
          score: 50,
          referenceRange: { low: 31, high: 69 },
          interpretationKey: 'report.dimensions.memory.level3',
        },
        {
          id: 'logic',
          level: 4,
          score: 81,
          referenceRange: { low: 31, high: 69 },
          interpretationKey: 'report.dimensions.logic.level4',
        },
      ],
    },
    wrongCount: { locked: false, count: 8, answered: 29 },
    items: (Object.keys(UNLOCKED_BY) as (keyof typeof UNLOCKED_BY)[]).map((key) => ({
      key,
      locked: !has(key),
      unlockedBy: has(key) ? null : UNLOCKED_BY[key],
      upgradable: !has(key),
    })),
    certificate: has('certificate')
      ? { locked: false, code: 'K7M2Q9X4B1ZP', name: null }
      : lock('certificate'),
    ...extra,
  };
}

const SVG = (label: string) => `<svg xmlns="http://www.w3.org/2000/svg"><title>${label}</title></svg>`;

export function questionsOf(): ReportQuestions {
  const rule = {
    component: 'centre',
    attribute: 'size' as const,
    rule: 'progression' as const,
    reading: 'rows' as const,
    detail: { step: 1 },
  };
  return {
    orderNumber: ORDER_NUMBER,
    questions: [
      {
        number: 1,
        matrixSvg: SVG('m1'),
        optionSvgs: [0, 1, 2, 3, 4, 5].map((i) => SVG(`o${i}`)),
        yourAnswer: 2,
        correctAnswer: 2,
        correct: true,
        rules: [rule],
        mistakes: [],
      },
      {
        number: 2,
        matrixSvg: SVG('m2'),
        optionSvgs: [0, 1, 2, 3, 4, 5].map((i) => SVG(`o${i}`)),
        yourAnswer: 4,
        correctAnswer: 1,
        correct: false,
        rules: [
          {
            component: 'centre',
            attribute: 'shade',
            rule: 'progression',
            reading: 'columns',
            detail: { step: 1 },
          },
        ],
        mistakes: [{ component: 'centre', attribute: 'shade', mistake: 'off-by-one' }],
      },
      {
        number: 3,
        matrixSvg: SVG('m3'),
        optionSvgs: [0, 1, 2, 3, 4, 5].map((i) => SVG(`o${i}`)),
        yourAnswer: null,
        correctAnswer: 5,
        correct: false,
        rules: [rule],
        mistakes: [],
      },
    ],
  };
}
