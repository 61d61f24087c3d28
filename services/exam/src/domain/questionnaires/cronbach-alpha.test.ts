import { LOCALE_TAGS } from '@iq/contracts';
import { alphaByScale, cronbachAlpha, type LocalizedText, type Questionnaire } from './index';
import { FIVE_POINT_SCALE } from './response-scale';

// 4 respondents × 3 items, all keyed the same way.
const MATRIX = [
  [1, 2, 2],
  [2, 3, 3],
  [4, 4, 5],
  [5, 4, 4],
];

// By hand (sample variances, n − 1 = 3):
//   item 1: 1 2 4 5, mean 3,    squares 4 + 1 + 1 + 4             = 10    → 10/3
//   item 2: 2 3 4 4, mean 3.25, squares 1.5625 + .0625 + 2·.5625  = 2.75  → 2.75/3
//   item 3: 2 3 5 4, mean 3.5,  squares 2.25 + .25 + 2.25 + .25   = 5     → 5/3
//   totals: 5 8 13 13, mean 9.75, squares 22.5625 + 3.0625 + 2·10.5625 = 46.75 → 46.75/3
//   α = 3/2 · (1 − 17.75/46.75) = 1.5 · 29/46.75 = 174/187 ≈ 0.930481
const HAND_ALPHA = 174 / 187;

/** Alpha another way: k/(k − 1) · (sum of the off-diagonal covariances) / total variance. */
function alphaFromCovariances(matrix: number[][]): number {
  const n = matrix.length;
  const k = matrix[0]!.length;
  const means = Array.from({ length: k }, (_, j) => matrix.reduce((s, r) => s + r[j]!, 0) / n);
  let offDiagonal = 0;
  let all = 0;
  for (let i = 0; i < k; i++)
    for (let j = 0; j < k; j++) {
      const cov = matrix.reduce((s, r) => s + (r[i]! - means[i]!) * (r[j]! - means[j]!), 0) / (n - 1);
      all += cov;
      if (i !== j) offDiagonal += cov;
    }
  return (k / (k - 1)) * (offDiagonal / all);
}

describe('cronbachAlpha', () => {
  test('matches the hand computation and the covariance form', () => {
    expect(HAND_ALPHA).toBeCloseTo(0.930481, 6);
    expect(alphaFromCovariances(MATRIX)).toBeCloseTo(HAND_ALPHA, 12);
    expect(cronbachAlpha(MATRIX)).toBeCloseTo(HAND_ALPHA, 12);
  });

  test('two identical items: α = 1; opposed items: undefined or negative', () => {
    expect(
      cronbachAlpha([
        [1, 1],
        [3, 3],
        [5, 5],
      ]),
    ).toBeCloseTo(1, 12);
    // Items that move in opposite directions: var 1 each, cov −1, total var 0 → undefined.
    expect(
      cronbachAlpha([
        [1, 3],
        [2, 2],
        [3, 1],
      ]),
    ).toBeNaN();
    // 1 2 3 vs 2 3 1: var 1 and 1, cov −0.5, total var 1 → α = 2 · (1 − 2/1) = −2.
    expect(
      cronbachAlpha([
        [1, 2],
        [2, 3],
        [3, 1],
      ]),
    ).toBeCloseTo(-2, 12);
  });

  test('refuses matrices it cannot judge', () => {
    expect(() => cronbachAlpha([[1, 2, 3]])).toThrow(RangeError);
    expect(() => cronbachAlpha([[1], [2]])).toThrow(RangeError);
    expect(() => cronbachAlpha([[1, 2], [1]])).toThrow(RangeError);
  });
});

describe('alphaByScale', () => {
  const text = Object.fromEntries(LOCALE_TAGS.map((t) => [t, t])) as LocalizedText;
  // Scale S: s1 +, s2 +, s3 − (reversed); scale T: t1 +, t2 +.
  const q: Questionnaire = {
    id: 'eq',
    examId: 99,
    titleKey: 't',
    title: text,
    descriptionKey: 'd',
    description: text,
    responseScale: FIVE_POINT_SCALE,
    scales: [
      { key: 'S', label: text },
      { key: 'T', label: text },
    ],
    items: [
      { id: 's1', scale: 'S', keyed: 1, text },
      { id: 't1', scale: 'T', keyed: 1, text },
      { id: 's2', scale: 'S', keyed: 1, text },
      { id: 's3', scale: 'S', keyed: -1, text },
      { id: 't2', scale: 'T', keyed: 1, text },
    ],
    parts: [
      { id: 'p', itemIds: ['s1', 't1', 's2', 's3', 't2'], progressMessageKey: 'k', progressMessage: text },
    ],
  };

  test('recodes reversed items first, then gives each scale its own alpha', () => {
    // s3 is stored raw: 6 − (2, 3, 5, 4) = (4, 3, 1, 2); recoded it is MATRIX's third column.
    // T = t1, t2 = (1, 2, 3, 4) and (1, 3, 3, 5): squares 5 and 8, so vars 5/3 and 8/3;
    //   totals 2 5 6 9, mean 5.5, squares 12.25 + .25 + .25 + 12.25 = 25 → 25/3;
    //   α = 2 · (1 − 13/25) = 24/25.
    const rows = [
      [1, 1, 2, 4, 1],
      [2, 2, 3, 3, 3],
      [4, 3, 4, 1, 3],
      [5, 4, 4, 2, 5],
    ];
    const alphas = alphaByScale(q, rows);
    expect(alphas.S).toBeCloseTo(HAND_ALPHA, 12);
    expect(alphas.T).toBeCloseTo(24 / 25, 12);
  });

  test('without recoding the reversed item the alpha would be far lower (the recode matters)', () => {
    const raw = MATRIX.map(([a, b, c]) => [a!, b!, 6 - c!]);
    expect(cronbachAlpha(raw)).toBeLessThan(0.2);
  });

  test('rows must follow questionnaire.items', () => {
    expect(() => alphaByScale(q, [[1, 2, 3]])).toThrow(RangeError);
  });
});
