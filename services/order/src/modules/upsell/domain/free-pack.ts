// The three questionnaires (personality, EQ, brain dominance) as they stand for an order's buyer:
// the "free evaluation pack" of spec §9 (/triplePurchase, GET /exam/extra/package/list) and the
// tests presented with the order (GET /exam/order/presenter/list). They are free (docs/decisions):
// the pack and every test cost 0 in the order's currency. Pure: the routes load the order, what
// its report includes and the results unlocked for its session.
import {
  FREE_EVALUATION_PACK_ID,
  FREE_PACK_TESTS,
  FREE_TEST_INCLUDED_BY,
  linkToPage,
  type ExtraPackage,
  type GiftTest,
  type SkuItemKey,
} from '@iq/contracts';
import { reportPath, type OrderRoute } from '../../orders';

export interface PackOrder extends OrderRoute {
  currency: string;
}

/** A result unlocked for the order's report (questionnaire_unlocks owned by one of its orders). */
export interface UnlockedTest {
  examId: number;
  takenAt: Date;
}

/** spec §2 /answer_question/start_loading/{code}-{examId}; with the order when the report includes the test. */
function takePath(order: PackOrder, examId: number, withOrder: boolean): string {
  const query = withOrder ? `?orderNumber=${encodeURIComponent(order.orderNumber)}` : '';
  return linkToPage('testStart', order.examCode, examId, query);
}

/**
 * Each questionnaire for this order: unlocked (taken for this report) or not taken; whether the
 * order unlocks it (its report's items include the test) or a free account does; where to take it.
 */
export function giftTests(
  order: PackOrder,
  reportItems: ReadonlySet<SkuItemKey>,
  unlocked: readonly UnlockedTest[],
): GiftTest[] {
  return FREE_PACK_TESTS.map(({ examId, kind }) => {
    const item = FREE_TEST_INCLUDED_BY[examId];
    const withOrder = item !== undefined && reportItems.has(item);
    const taken = unlocked.find((test) => test.examId === examId);
    return {
      examId,
      kind,
      priceMinor: 0,
      currency: order.currency,
      state: taken ? 'unlocked' : 'not-taken',
      takenAt: taken ? taken.takenAt.toISOString() : null,
      unlocksWith: withOrder ? 'order' : 'account',
      takePath: takePath(order, examId, withOrder),
      resultPath: taken ? reportPath(order) : null,
    };
  });
}

/** The pack: its three tests at 0, and when the buyer added it (null before). */
export function freePack(tests: GiftTest[], currency: string, orderedAt: Date | null): ExtraPackage {
  return {
    packageId: FREE_EVALUATION_PACK_ID,
    priceMinor: 0,
    currency,
    tests,
    orderedAt: orderedAt ? orderedAt.toISOString() : null,
  };
}
