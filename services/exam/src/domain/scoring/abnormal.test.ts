import { mulberry32 } from '../matrices/random';
import { detectAbnormal, minAnsweredFor, type AbnormalReason } from './abnormal';

const N = 30;
const times = (s: number | null) => Array<number | null>(N).fill(s);
const cycle = (pattern: number[]) =>
  Array.from({ length: N }, (_, i) => pattern[i % pattern.length] as number);
/** A plausible genuine sheet: positions look random because every item's key is shuffled. */
const genuine = [3, 0, 5, 1, 1, 4, 2, 0, 3, 5, 2, 2, 4, 1, 0, 5, 3, 1, 4, 0, 2, 5, 3, 3, 1, 0, 4, 2, 5, 1];

describe('detectAbnormal', () => {
  test.each<[string, (number | null)[], (number | null)[], number, AbnormalReason | null]>([
    ['a genuine sheet at a normal pace', genuine, times(30), 3, null],
    ['nothing answered', Array(N).fill(null), times(null), 3, 'nothing-answered'],
    ['every answer the same option', Array(N).fill(2), times(30), 3, 'one-option'],
    ['28 of 30 the same option', [...Array(28).fill(0), 1, 2], times(30), 3, 'one-option'],
    ['1-2-3-4-5-6 cycles', cycle([0, 1, 2, 3, 4, 5]), times(30), 3, 'pattern'],
    ['6-5-4-3-2-1 cycles', cycle([5, 4, 3, 2, 1, 0]), times(30), 3, 'pattern'],
    ['alternating two options', cycle([0, 1]), times(30), 3, 'pattern'],
    ['zigzag 1..6..1', cycle([0, 1, 2, 3, 4, 5, 4, 3, 2, 1]), times(30), 3, 'pattern'],
    [
      'a cycle with one slip',
      cycle([0, 1, 2, 3, 4, 5]).map((a, i) => (i === 17 ? 0 : a)),
      times(30),
      3,
      'pattern',
    ],
    ['too fast for the threshold', genuine, times(1), 3, 'too-fast'],
    ['the same speed under a lower threshold (browser tests)', genuine, times(1), 0.5, null],
    [
      'too fast on the median, one long pause does not hide it',
      genuine,
      [...times(1).slice(0, 29), 900],
      3,
      'too-fast',
    ],
    [
      'one answer of 30, at a plausible pace: too few for a report',
      [3, ...Array(N - 1).fill(null)],
      times(30),
      3,
      'too-few-answers',
    ],
    [
      '14 of 30 answered: too few',
      [...genuine.slice(0, 14), ...Array(N - 14).fill(null)],
      times(30),
      3,
      'too-few-answers',
    ],
    [
      '15 of 30 answered: half the test is enough',
      [...genuine.slice(0, 15), ...Array(N - 15).fill(null)],
      times(30),
      3,
      null,
    ],
    [
      'few answers, all the same: too few, before options are judged',
      [1, 1, 1, ...Array(N - 3).fill(null)],
      times(30),
      3,
      'too-few-answers',
    ],
    ['no times recorded: speed not judged', genuine, times(null), 3, null],
    ['one option and fast: one-option comes first', Array(N).fill(4), times(0.2), 3, 'one-option'],
  ])('%s', (_name, answers, seconds, minSecondsPerItem, reason) => {
    expect(detectAbnormal(answers, seconds, { minSecondsPerItem })).toBe(reason);
  });

  test('random genuine-looking sheets are almost never flagged (< 0.5 %)', () => {
    const rng = mulberry32(7);
    let flagged = 0;
    const sheets = 4000;
    for (let k = 0; k < sheets; k++) {
      const answers = Array.from({ length: N }, () => (rng() < 0.05 ? null : Math.floor(rng() * 6)));
      const seconds = answers.map(() => 5 + rng() * 60);
      if (detectAbnormal(answers, seconds, { minSecondsPerItem: 3 }) !== null) flagged++;
    }
    expect(flagged / sheets).toBeLessThan(0.005);
  });

  test('a report needs half the test answered, rounded up', () => {
    expect([30, 29, 20, 1].map(minAnsweredFor)).toEqual([15, 15, 10, 1]);
  });
});
