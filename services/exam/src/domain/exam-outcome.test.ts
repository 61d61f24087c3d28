import { assembleIqItems, generatePlaceholderItems, type SessionItem } from './exam-session';
import { displayedPosition, evaluateExam, toScoredResponse, type AnsweredItem } from './exam-outcome';
import { seededRandom } from './testing-random';

const options = { minSecondsPerItem: 2, timeLimitSeconds: 1200 };
const { items } = assembleIqItems(seededRandom(42));
const correctOf = (item: SessionItem) => item.key!.correctOptionId;
/** A plausible sheet: right on the easier two thirds, a wrong option (varying) after that. */
const plausible = (item: SessionItem, index: number): AnsweredItem => ({
  item,
  answerOptionId:
    index < 20
      ? correctOf(item)
      : (item.optionIds.find((id, i) => id !== correctOf(item) && i === index % 6) ??
        item.optionIds.find((id) => id !== correctOf(item))!),
  seconds: 15 + (index % 7) * 6,
});

describe('evaluateExam', () => {
  test('a plausible sheet is scored', () => {
    const result = evaluateExam(items.map(plausible), options);
    expect(result).toMatchObject({ outcome: 'scored', reason: null, answeredCount: 30, correctCount: 20 });
    const score = result.score!;
    expect(score.iq).toBeGreaterThanOrEqual(score.iqLow);
    expect(score.iq).toBeLessThanOrEqual(score.iqHigh);
    expect(score.percentile).toBeGreaterThan(0);
    expect(score.percentile).toBeLessThan(100);
    expect(Object.keys(score.indicators).sort()).toEqual([
      'concentration',
      'logic',
      'memory',
      'reaction',
      'speed',
    ]);
  });

  test('more right answers never score lower', () => {
    const some = evaluateExam(items.map(plausible), options);
    const all = evaluateExam(
      items.map((item, i) => ({ item, answerOptionId: correctOf(item), seconds: 15 + (i % 7) * 6 })),
      options,
    );
    expect(all.outcome).toBe('scored');
    expect(all.score!.theta).toBeGreaterThan(some.score!.theta);
  });

  test('nothing answered', () => {
    const result = evaluateExam(
      items.map((item) => ({ item, answerOptionId: null, seconds: null })),
      options,
    );
    expect(result).toMatchObject({
      outcome: 'abnormal',
      reason: 'nothing-answered',
      score: null,
      answeredCount: 0,
    });
  });

  test('one answer at a reading pace (issue 35): too few for a report', () => {
    const result = evaluateExam(
      items.map((item, i) => (i === 0 ? plausible(item, i) : { item, answerOptionId: null, seconds: null })),
      options,
    );
    expect(result).toMatchObject({
      outcome: 'abnormal',
      reason: 'too-few-answers',
      score: null,
      answeredCount: 1,
    });
  });

  test('the same displayed position throughout', () => {
    const result = evaluateExam(
      items.map((item) => ({ item, answerOptionId: item.optionIds[2]!, seconds: 20 })),
      options,
    );
    expect(result).toMatchObject({ outcome: 'abnormal', reason: 'one-option', score: null });
  });

  test('implausibly fast, unless the threshold is 0 (browser tests)', () => {
    const fast = items.map((item, i) => ({ ...plausible(item, i), seconds: 0.3 }));
    expect(evaluateExam(fast, options)).toMatchObject({ outcome: 'abnormal', reason: 'too-fast' });
    expect(evaluateExam(fast, { ...options, minSecondsPerItem: 0 }).outcome).toBe('scored');
  });

  test('placeholder sets (no key) are accepted without a score', () => {
    const pick = seededRandom(3);
    const placeholder = generatePlaceholderItems(seededRandom(1)).items.map((item, i) => ({
      item,
      answerOptionId: item.optionIds[pick.below(6)]!,
      seconds: 20 + i,
    }));
    expect(evaluateExam(placeholder, options)).toMatchObject({
      outcome: 'scored',
      score: null,
      correctCount: null,
    });
  });
});

describe('responses as the scorer takes them', () => {
  const item = items[12]!;
  test('positions as displayed; unanswered and unknown are null', () => {
    expect(displayedPosition({ item, answerOptionId: item.optionIds[4]!, seconds: 1 })).toBe(4);
    expect(displayedPosition({ item, answerOptionId: null, seconds: null })).toBeNull();
    expect(displayedPosition({ item, answerOptionId: 'elsewhere', seconds: 1 })).toBeNull();
  });

  test('correctness, rule and component counts; unanswered counts as wrong', () => {
    const right = toScoredResponse({ item, answerOptionId: correctOf(item), seconds: 9 });
    expect(right).toEqual({
      correct: true,
      seconds: 9,
      irt: item.key!.irt,
      level: item.key!.level,
      rules: item.key!.rules.filter((r) => r.rule !== 'constant').length,
      components: Number(item.key!.features.components ?? 1),
      // Issue 36: the displayed position, for the positional-pattern check.
      position: item.optionIds.indexOf(correctOf(item)),
    });
    expect(toScoredResponse({ item, answerOptionId: null, seconds: null })).toMatchObject({
      correct: null, // the scorer counts it as wrong
      seconds: null,
    });
    const wrong = item.optionIds.find((id) => id !== correctOf(item))!;
    expect(toScoredResponse({ item, answerOptionId: wrong, seconds: 3 })?.correct).toBe(false);
    expect(toScoredResponse({ item: { ...item, key: null }, answerOptionId: wrong, seconds: 3 })).toBeNull();
  });
});
