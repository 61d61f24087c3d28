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
