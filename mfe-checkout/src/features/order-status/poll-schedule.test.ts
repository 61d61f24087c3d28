import { POLL_GIVE_UP_MS, nextPoll, pollDelay } from './poll-schedule';

test.each([
  [0, 1000],
  [1, 2000],
  [2, 4000],
  [3, 8000],
  [4, 10_000],
  [20, 10_000],
])('check %d waits %d ms', (attempt, delay) => {
  expect(pollDelay(attempt)).toBe(delay);
});

test('checks stop after about two minutes', () => {
  let elapsed = 0;
  let attempt = 0;
  for (let delay = nextPoll(attempt, elapsed); delay !== null; delay = nextPoll(attempt, elapsed)) {
    elapsed += delay;
    attempt += 1;
  }
  expect(elapsed).toBeLessThanOrEqual(POLL_GIVE_UP_MS);
  expect(elapsed).toBeGreaterThan(POLL_GIVE_UP_MS - 10_000);
  expect(attempt).toBe(14); // re-checks after the first: 1+2+4+8 s, then ten of 10 s
});
