import {
  attemptFor,
  createFingerprint,
  forgetAttemptOf,
  newIdempotencyKey,
  rememberAttemptOrder,
  retryFingerprint,
} from './payment-attempt';

const order = {
  session: 's1',
  examId: 1,
  skuId: 'sku2',
  email: 'a@example.com',
  payMethod: 'card',
  country: 'DE',
  amountMinor: 1999,
  currency: 'EUR',
};
let keys = 0;
const newKey = () => `key-${++keys}-abcdefgh`;

beforeEach(() => sessionStorage.clear());

test('the same request (a double click, a reload) reuses its key', () => {
  const first = attemptFor(createFingerprint(order), sessionStorage, newKey);
  const again = attemptFor(createFingerprint({ ...order }), sessionStorage, newKey);
  expect(again.idempotencyKey).toBe(first.idempotencyKey);
});

test('another method, tier, price, session or e-mail is another attempt with a new key', () => {
  const first = attemptFor(createFingerprint(order), sessionStorage, newKey);
  // Any difference in the body, even the e-mail's case, would make the service refuse the key (422).
  for (const change of [
    { payMethod: 'paypal' },
    { skuId: 'sku3' },
    { amountMinor: 2999 },
    { session: 's2' },
    { email: 'A@example.com' },
  ]) {
    expect(createFingerprint({ ...order, ...change })).not.toBe(createFingerprint(order));
  }
  const other = attemptFor(createFingerprint({ ...order, payMethod: 'paypal' }), sessionStorage, newKey);
  expect(other.idempotencyKey).not.toBe(first.idempotencyKey);
});

test("once the order's attempt is over, the next try gets a new key", () => {
  const fingerprint = retryFingerprint('o'.repeat(22), 'card');
  const first = attemptFor(fingerprint, sessionStorage, newKey);
  rememberAttemptOrder(fingerprint, 'o'.repeat(22), sessionStorage);
  forgetAttemptOf('x'.repeat(22), sessionStorage); // another order: kept
  expect(attemptFor(fingerprint, sessionStorage, newKey).idempotencyKey).toBe(first.idempotencyKey);
  forgetAttemptOf('o'.repeat(22), sessionStorage);
  expect(attemptFor(fingerprint, sessionStorage, newKey).idempotencyKey).not.toBe(first.idempotencyKey);
});

test('keys fit the contract (8-128 of A-Z a-z 0-9 _ -), with or without randomUUID', () => {
  expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  const noUuid = { getRandomValues: (array: Uint8Array) => array.fill(7) } as unknown as Crypto;
  expect(newIdempotencyKey(noUuid)).toBe('07'.repeat(16));
});
