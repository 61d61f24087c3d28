import { paymentEventSchema, resultOf, signPayload, verifySignature } from './payment-events';

const SECRET = 'a-test-secret-that-is-long-enough-to-sign';
const NOW = new Date('2030-01-01T00:00:00Z');
const T = NOW.getTime() / 1000;
const body = '{"id":"evt_x"}';

describe('event signatures', () => {
  test('a body signed now verifies; the header has Stripe’s shape', () => {
    const header = signPayload(SECRET, T, body);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(SECRET, header, body, NOW)).toEqual({ ok: true });
    expect(verifySignature(SECRET, header, Buffer.from(body), NOW)).toEqual({ ok: true });
    // A second (rotated) signature beside the right one is fine.
    expect(verifySignature(SECRET, `${header},v1=${'0'.repeat(64)}`, body, NOW)).toEqual({ ok: true });
  });

  test.each([
    ['another body', signPayload(SECRET, T, body), '{"id":"evt_y"}', 'Invalid payment event signature'],
    ['another secret', signPayload('x'.repeat(40), T, body), body, 'Invalid payment event signature'],
    [
      'a body with one more space',
      signPayload(SECRET, T, body),
      `${body} `,
      'Invalid payment event signature',
    ],
    [
      'a moved timestamp',
      signPayload(SECRET, T, body).replace(`t=${T}`, `t=${T + 1}`),
      body,
      'Invalid payment event signature',
    ],
    [
      'older than 5 minutes',
      signPayload(SECRET, T - 301, body),
      body,
      'Payment event timestamp outside the 5-minute tolerance',
    ],
    [
      'from the future',
      signPayload(SECRET, T + 301, body),
      body,
      'Payment event timestamp outside the 5-minute tolerance',
    ],
    ['no header', undefined, body, 'Missing Payment-Signature header'],
    ['garbage', 'hello', body, 'Malformed Payment-Signature header'],
    ['no v1', `t=${T}`, body, 'Malformed Payment-Signature header'],
    ['short v1', `t=${T},v1=abcd`, body, 'Malformed Payment-Signature header'],
  ])('refused: %s', (_name, header, signed, problem) => {
    expect(verifySignature(SECRET, header, signed, NOW)).toEqual({ ok: false, problem });
  });

  test('4:59 old still verifies', () => {
    expect(verifySignature(SECRET, signPayload(SECRET, T - 299, body), body, NOW)).toEqual({ ok: true });
  });
});

describe('event content', () => {
  const event = {
    id: 'evt_abcdefghijklmnop',
    type: 'payment.failed',
    created: T,
    data: {
      attemptId: 'A'.repeat(22),
      orderNumber: 'B'.repeat(22),
      method: 'card',
      failureReason: 'insufficient-funds',
      card: { brand: 'visa', last4: '9995' },
    },
  };
  test('parses and maps to a result', () => {
    expect(resultOf(paymentEventSchema.parse(event))).toEqual({
      outcome: 'failed',
      reason: 'insufficient-funds',
      card: { brand: 'visa', last4: '9995' },
    });
  });
  test.each([
    [
      {
        ...event,
        data: { ...event.data, card: { brand: 'visa', last4: '4242', number: '4242424242424242' } },
      },
    ],
    [{ ...event, data: { ...event.data, card: { brand: 'visa', last4: '42424' } } }],
    [{ ...event, type: 'payment.refunded' }],
    [{ ...event, id: 'x' }],
    [{ ...event, extra: 1 }],
  ])('refuses a malformed event (a card number cannot even be carried)', (bad) => {
    expect(paymentEventSchema.safeParse(bad).success).toBe(false);
  });
});
