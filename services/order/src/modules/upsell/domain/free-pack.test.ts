import type { SkuItemKey } from '@iq/contracts';
import { freePack, giftTests, type PackOrder } from './free-pack';

const order: PackOrder = { orderNumber: 'A'.repeat(22), examCode: 'fb2', examId: 1, currency: 'EUR' };
const items = (...list: SkuItemKey[]) => new Set(list);

describe('the free pack of an order', () => {
  test('three questionnaires at 0 in the order currency, in page order', () => {
    const tests = giftTests(order, items(), []);
    expect(tests.map((t) => [t.examId, t.kind, t.priceMinor, t.currency, t.state])).toEqual([
      [2, 'sixteen-types', 0, 'EUR', 'not-taken'],
      [3, 'eq', 0, 'EUR', 'not-taken'],
      [4, 'brain-dominance', 0, 'EUR', 'not-taken'],
    ]);
  });

  test.each<[string, SkuItemKey[], Record<number, 'order' | 'account'>]>([
    ['nothing included: a free account unlocks all', [], { 2: 'account', 3: 'account', 4: 'account' }],
    [
      'a report with the brain dominance test',
      ['iqScore', 'brainTest'],
      { 2: 'account', 3: 'account', 4: 'order' },
    ],
    ['and with the EQ test', ['iqScore', 'brainTest', 'eqTest'], { 2: 'account', 3: 'order', 4: 'order' }],
  ])('%s', (_name, included, expected) => {
    const tests = giftTests(order, items(...included), []);
    for (const test of tests) {
      expect(test.unlocksWith).toBe(expected[test.examId]);
      // Taken with the order only when the order unlocks it; otherwise as a free test.
      expect(test.takePath).toBe(
        `/answer_question/start_loading/fb2-${test.examId}` +
          (expected[test.examId] === 'order' ? `?orderNumber=${order.orderNumber}` : ''),
      );
    }
  });

  test('a result unlocked for the report: taken, with its date and the report to see it in', () => {
    const takenAt = new Date('2026-11-20T10:00:00.000Z');
    const [, eq] = giftTests(order, items('eqTest'), [{ examId: 3, takenAt }]);
    expect(eq).toMatchObject({
      state: 'unlocked',
      takenAt: '2026-11-20T10:00:00.000Z',
      resultPath: `/report/result/fb2-1?orderNumber=${order.orderNumber}`,
    });
  });

  test('the pack costs 0 and says when it was added', () => {
    const tests = giftTests(order, items(), []);
    expect(freePack(tests, 'EUR', null)).toEqual({
      packageId: 'free-evaluation-pack',
      priceMinor: 0,
      currency: 'EUR',
      tests,
      orderedAt: null,
    });
    expect(freePack(tests, 'EUR', new Date(0)).orderedAt).toBe('1970-01-01T00:00:00.000Z');
  });
});
