import { formatClock } from './format-clock';

test.each([
  [0, '00:00:00'],
  [59.9, '00:00:59'],
  [61, '00:01:01'],
  [1200, '00:20:00'],
  [3661, '01:01:01'],
  [-5, '00:00:00'],
])('%s s → %s', (seconds, text) => expect(formatClock(seconds)).toBe(text));
