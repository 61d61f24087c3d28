import { assembleTest } from '../matrices';
import {
  IQ_MAX,
  IQ_MIN,
  MAX_SE,
  iqFromTheta,
  measurableRange,
  percentileFromTheta,
  scoreExam,
  type ScoredResponse,
} from './score-exam';
import { testInformation } from './irt';

const LIMIT = { timeLimitSeconds: 20 * 60 };

function sheet(seed: number, answer: (i: number) => boolean | null, seconds = 25): ScoredResponse[] {
  return assembleTest(seed).map((item, i) => ({
    correct: answer(i),
    seconds,
    irt: item.irt,
    level: item.level,
    rules: item.rules.filter((r) => r.rule !== 'constant').length,
    components: Number(item.features.components),
  }));
}

describe('scoreExam', () => {
  // Issue 6: thirty items measure precisely only over a range; a perfect sheet lies beyond its
  // top and is reported as a bound ("> high"), not as a genius-band number.
  test('all right: beyond the measurable range, reported as a bound above it', () => {
    for (let seed = 0; seed < 25; seed++) {
      const score = scoreExam(
        sheet(seed, () => true),
        LIMIT,
      );
      expect(score.bound).toBe('above');
      expect(score.iq).toBeGreaterThan(score.measurable.high);
      expect(score.measurable.high).toBeGreaterThanOrEqual(120);
      expect(score.measurable.high).toBeLessThan(145);
      expect(score.iqHigh).toBeLessThanOrEqual(IQ_MAX);
    }
  });

  test('the measurable range is where the standard error stays within MAX_SE', () => {
    const items = assembleTest(3).map((item) => item.irt);
    const range = measurableRange(items);
    expect(range.low).toBeLessThan(-1);
    expect(range.high).toBeGreaterThan(1);
    for (const theta of [range.low, 0, range.high]) {
      expect(1 / Math.sqrt(testInformation(items, theta))).toBeLessThanOrEqual(MAX_SE + 1e-9);
    }
    expect(1 / Math.sqrt(testInformation(items, range.high + 0.2))).toBeGreaterThan(MAX_SE);
    expect(1 / Math.sqrt(testInformation(items, range.low - 0.2))).toBeGreaterThan(MAX_SE);
  });

  test('a middling sheet is a number, not a bound', () => {
    const score = scoreExam(
      sheet(3, (i) => i < 15),
      LIMIT,
    );
    expect(score.bound).toBeNull();
    expect(score.iq).toBeGreaterThanOrEqual(score.measurable.low);
    expect(score.iq).toBeLessThanOrEqual(score.measurable.high);
  });

  test('all wrong: deficiency, interval within the cap, reported as a bound below', () => {
    const score = scoreExam(
      sheet(5, () => false),
      LIMIT,
    );
    expect(score.bound).toBe('below');
    expect(score.iq).toBeLessThan(70);
    expect(score.band).toBe('deficiency');
    expect(score.iqLow).toBeGreaterThanOrEqual(IQ_MIN);
    expect(score.iqLow).toBeLessThan(50);
    expect(score.theta).toBeGreaterThan(-4);
  });

  test('unanswered counts as wrong', () => {
    const skipped = scoreExam(
      sheet(8, (i) => (i < 12 ? true : null)),
      LIMIT,
    );
    const wrong = scoreExam(
      sheet(8, (i) => i < 12),
      LIMIT,
    );
    expect(skipped).toEqual(wrong);
  });

  test('half right in order: near the population average, with a band around it', () => {
    const score = scoreExam(
      sheet(3, (i) => i < 15),
      LIMIT,
    );
    expect(score.iq).toBeGreaterThanOrEqual(90);
    expect(score.iq).toBeLessThanOrEqual(110);
    expect(score.band).toBe('normal');
    expect(score.iqLow).toBeLessThan(score.iq);
    expect(score.iqHigh).toBeGreaterThan(score.iq);
    expect(score.iqHigh - score.iqLow).toBe(
      Math.round(100 + 15 * (score.theta + 1.96 * score.se)) -
        Math.round(100 + 15 * (score.theta - 1.96 * score.se)),
    );
  });

  test.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects a time limit of %p',
    (timeLimitSeconds) => {
      expect(() => scoreExam([], { timeLimitSeconds })).toThrow(RangeError);
    },
  );

  test('an empty sheet scores the prior', () => {
    const score = scoreExam([], LIMIT);
    expect(score.iq).toBe(100);
    expect(score.se).toBeCloseTo(1, 2);
  });
});

describe('IQ, band and percentile from θ', () => {
  // ARCHITECTURE.md bands: > 145 genius; 130–145 very superior; 115–129 superior; 85–114 normal; 70–84 dullness; < 70 deficiency.
  test.each([
    [3.04, 146],
    [3.0, 145],
    [2.0, 130],
    [1.93, 129],
    [1.0, 115],
    [0.96, 114],
    [-1.0, 85],
    [-1.04, 84],
    [-2.0, 70],
    [-2.04, 69],
    [9, IQ_MAX],
    [-9, IQ_MIN],
  ])('θ %d → IQ %i', (theta, iq) => {
    expect(iqFromTheta(theta)).toBe(iq);
  });

  test.each([
    [3.04, 'genius'],
    [3.0, 'verySuperior'],
    [2.0, 'verySuperior'],
    [1.93, 'superior'],
    [1.0, 'superior'],
    [0.96, 'normal'],
    [-1.0, 'normal'],
    [-1.04, 'dullness'],
    [-2.0, 'dullness'],
    [-2.04, 'deficiency'],
  ])('band boundary: θ %d is %s', async (theta, band) => {
    const { iqBandOf } = await import('@iq/contracts');
    expect(iqBandOf(iqFromTheta(theta))).toBe(band);
  });

  test.each([
    [0, 50],
    [1, 84.1],
    [-1, 15.9],
    [2, 97.7],
    [4, 99.9],
    [-4, 0.1],
  ])('θ %d is percentile %d', (theta, p) => {
    expect(percentileFromTheta(theta)).toBe(p);
  });
});
