import { frameOptionsFor } from './frame-options';

test.each([
  [undefined, 'DENY'],
  ["default-src 'self'", 'DENY'], // no frame-ancestors: not framable as far as the gateway says
  ["default-src 'none'; frame-ancestors 'none'", 'DENY'],
  ["default-src 'none'; frame-ancestors 'self'; base-uri 'none'", 'SAMEORIGIN'],
  ["frame-ancestors 'self' https://partner.example", 'DENY'], // X-Frame-Options cannot name others
  [["frame-ancestors 'self'", "frame-ancestors 'none'"], 'DENY'], // both policies apply
  ["FRAME-ANCESTORS 'SELF'", 'SAMEORIGIN'],
])('%j → %s', (csp, expected) => {
  expect(frameOptionsFor(csp)).toBe(expected);
});

test('answers are remembered per policy without mixing them up, past the number kept', () => {
  const cases: [string | string[] | undefined, string][] = [
    ["frame-ancestors 'self'", 'SAMEORIGIN'],
    [["frame-ancestors 'self'"], 'SAMEORIGIN'],
    [["frame-ancestors 'self'", "frame-ancestors 'none'"], 'DENY'],
    ["frame-ancestors 'self', frame-ancestors 'none'", 'DENY'],
    [undefined, 'DENY'],
    // More distinct policies than are kept, alternating answers.
    ...Array.from({ length: 80 }, (_, i): [string, string] =>
      i % 2 ? [`img-src a${i}; frame-ancestors 'self'`, 'SAMEORIGIN'] : [`img-src a${i}`, 'DENY'],
    ),
  ];
  for (let round = 0; round < 3; round++)
    for (const [csp, expected] of round === 1 ? [...cases].reverse() : cases)
      expect(frameOptionsFor(csp)).toBe(expected);
});
