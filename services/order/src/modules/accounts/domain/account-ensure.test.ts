import { ACCOUNT_RETRY_BACKOFF_MS, accountEnsureRequest, accountRetryAt } from './account-ensure';

const AT = new Date('2026-01-01T00:00:00Z');
const MINUTE = 60_000;

describe('accountRetryAt: growing back-off, then steady', () => {
  test.each([
    [1, 1 * MINUTE],
    [2, 5 * MINUTE],
    [3, 30 * MINUTE],
    [4, 120 * MINUTE],
    [5, 360 * MINUTE],
    [6, 360 * MINUTE],
    [19, 360 * MINUTE],
    [0, 1 * MINUTE], // never claimed: treated as the first try
  ])('after try %i: +%i ms', (claims, delay) => {
    expect(accountRetryAt(claims, AT).getTime() - AT.getTime()).toBe(delay);
  });

  test('never shrinks', () => {
    const delays = [...ACCOUNT_RETRY_BACKOFF_MS];
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
  });
});

describe('accountEnsureRequest', () => {
  test.each([
    [
      { orderNumber: 'N1', email: ' Buyer@Example.COM ', locale: 'de-DE' },
      { email: 'buyer@example.com', hl: 'de-DE', orderNumber: 'N1' },
    ],
    [
      { orderNumber: 'N2', email: 'a@b.co', locale: '' },
      { email: 'a@b.co', orderNumber: 'N2' },
    ],
    [
      { orderNumber: 'N3', email: 'a@b.co', locale: 'x'.repeat(17) },
      { email: 'a@b.co', orderNumber: 'N3' },
    ],
  ])('%o → %o', (order, request) => {
    expect(accountEnsureRequest(order)).toEqual(request);
  });
});
