import type { OrderStatus } from '@iq/contracts';
import {
  applyPaymentResult,
  canRetry,
  isPayable,
  submitAttempt,
  type AttemptState,
  type AttemptStatus,
  type PaymentResult,
} from './order-state';

const order = (status: OrderStatus, currentAttemptId = 'a1') => ({
  status,
  currentAttemptId,
  failureReason: null,
});
const attempt = (status: AttemptStatus, id = 'a1'): AttemptState => ({ id, method: 'card', status });
const paid: PaymentResult = { outcome: 'succeeded', card: { brand: 'visa', last4: '4242' } };
const declined: PaymentResult = { outcome: 'failed', reason: 'declined' };

describe('order state', () => {
  test('submit: open → pending, only on the current, unpaid attempt', () => {
    expect(submitAttempt(order('created'), attempt('open'))).toMatchObject({
      attempt: { status: 'pending' },
      order: { status: 'pending' },
    });
    expect(submitAttempt(order('created', 'a2'), attempt('open'))).toMatchObject({
      attempt: null,
      order: null,
    });
    expect(submitAttempt(order('pending'), attempt('pending'))).toMatchObject({ attempt: null, order: null });
    expect(submitAttempt(order('paid'), attempt('open'))).toMatchObject({ attempt: null, order: null });
  });

  test.each<[string, OrderStatus, string, AttemptStatus, PaymentResult, object]>([
    [
      'success pays',
      'pending',
      'a1',
      'pending',
      paid,
      { order: { status: 'paid', paid: true }, becamePaid: true },
    ],
    [
      'failure fails',
      'pending',
      'a1',
      'pending',
      declined,
      { order: { status: 'failed', failureReason: 'declined' }, becamePaid: false },
    ],
    [
      'PayPal cancel from open',
      'created',
      'a1',
      'open',
      { outcome: 'failed', reason: 'cancelled' },
      { order: { status: 'failed', failureReason: 'cancelled' } },
    ],
    [
      'a late failure never overrides paid',
      'paid',
      'a1',
      'succeeded',
      declined,
      { attempt: null, order: null, becamePaid: false },
    ],
    [
      'a repeated success changes nothing',
      'paid',
      'a1',
      'succeeded',
      paid,
      { attempt: null, order: null, becamePaid: false },
    ],
    [
      'failure of a superseded attempt leaves the order',
      'created',
      'a2',
      'pending',
      declined,
      { attempt: { status: 'failed' }, order: null },
    ],
    [
      'success of a superseded attempt still pays (money was taken)',
      'created',
      'a2',
      'pending',
      paid,
      { order: { status: 'paid' }, becamePaid: true },
    ],
    [
      'a second paid attempt does not pay twice',
      'paid',
      'a2',
      'pending',
      paid,
      { attempt: { status: 'succeeded' }, order: null, becamePaid: false },
    ],
    [
      'failure after failure changes nothing',
      'failed',
      'a1',
      'failed',
      declined,
      { attempt: null, order: null },
    ],
    [
      'success after a (wrong) failure still pays',
      'failed',
      'a1',
      'failed',
      paid,
      { order: { status: 'paid' }, becamePaid: true },
    ],
  ])('%s', (_name, orderStatus, current, attemptStatus, result, expected) => {
    expect(applyPaymentResult(order(orderStatus, current), attempt(attemptStatus), result)).toMatchObject(
      expected,
    );
  });

  test('payable and retry', () => {
    expect(isPayable(order('created'), attempt('open'))).toBe(true);
    expect(isPayable(order('failed'), attempt('failed'))).toBe(false);
    expect(isPayable(order('created', 'a2'), attempt('open'))).toBe(false);
    expect(['created', 'pending', 'failed', 'paid'].map((s) => canRetry(order(s as OrderStatus)))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
