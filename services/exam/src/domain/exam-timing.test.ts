import {
  elapsedSeconds,
  isTimeUp,
  LATE_ANSWER_GRACE_SECONDS,
  secondsForAnswer,
  timerState,
} from './exam-timing';

const t0 = new Date('2030-01-01T00:00:00.000Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const clock = (startedAt: Date | null, confirmedAt: Date | null = null) => ({
  startedAt,
  confirmedAt,
  timeLimitSeconds: 1200,
});

describe('exam timing', () => {
  test.each([
    ['not started', clock(null), at(50), 0, { elapsedSeconds: 0, remainingSeconds: 1200 }],
    ['running', clock(t0), at(61.9), 61.9, { elapsedSeconds: 61, remainingSeconds: 1139 }],
    ['past the limit', clock(t0), at(5000), 5000, { elapsedSeconds: 5000, remainingSeconds: 0 }],
    ['confirmed: frozen', clock(t0, at(300)), at(5000), 300, { elapsedSeconds: 300, remainingSeconds: 900 }],
    ['clock behind the start', clock(at(10)), t0, 0, { elapsedSeconds: 0, remainingSeconds: 1200 }],
  ])('%s', (_name, c, now, exact, timer) => {
    expect(elapsedSeconds(c, now)).toBeCloseTo(exact, 6);
    expect(timerState(c, now)).toEqual(timer);
  });

  test.each([
    [null, 5000, false],
    [t0, 1200, false],
    [t0, 1200 + LATE_ANSWER_GRACE_SECONDS, false],
    [t0, 1200 + LATE_ANSWER_GRACE_SECONDS + 0.001, true],
  ])('started %s, %d s later: time up %s', (startedAt, seconds, up) => {
    expect(isTimeUp(clock(startedAt), at(seconds))).toBe(up);
  });

  test('seconds per answer event', () => {
    expect(secondsForAnswer(null, at(10))).toBe(0);
    expect(secondsForAnswer(t0, at(12.5))).toBe(12.5);
    expect(secondsForAnswer(at(20), at(10))).toBe(0); // a clock step back never subtracts
  });
});
