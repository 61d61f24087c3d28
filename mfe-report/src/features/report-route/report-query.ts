// What the report pages read from the URL (the order a page is about) and the links between
// them and to the other remotes' pages. Links keep the rest of the query (hl, tracking keys).
import { useLocation } from 'react-router';
import { useAppSelector } from '@iq/api';
import { orderNumberOf, withQuery, type SkuId, type UpsellStep } from '@iq/contracts';

// Shared with the other remotes (@iq/contracts); re-exported for this remote's pages.
export { orderNumberOf, withQuery };

export function useReportQuery() {
  const { search } = useLocation();
  const hl = useAppSelector((state) => state.runtime.hl);
  return { search, hl, orderNumber: orderNumberOf(search) };
}

/** Where the report's actions lead, for one order (query kept, orderNumber set). */
export function reportLinks(code: string, examId: number, search: string, orderNumber: string | null) {
  const suffix = `${code}-${examId}`;
  const keep = (changes: Record<string, string | null> = {}) =>
    withQuery(search, { orderNumber, ...changes });
  const plain = withQuery(search, { orderNumber: null });
  return {
    result: `/report/result/${suffix}${keep()}`,
    wrong: `/report/wrong/${suffix}${keep()}`,
    downloads: `/report/result-download/${suffix}${keep()}`,
    freeTests: `/report/result-free-test/${suffix}${keep()}`,
    retrieve: `/report/retrieve/${suffix}${plain}`,
    /** spec §4: pay a pending order (the checkout's retry on that order). */
    payNow: `/paying/payment/${suffix}${keep()}`,
    /** A higher tier for this order: the payment page charges the difference. */
    upgrade: (skuId: SkuId) =>
      `/paying/payment/${suffix}${withQuery(search, { orderNumber: null, sku: skuId, upgradeFrom: orderNumber })}`,
    /** The upsell step that sells a part on its own (one click, the card of this order). */
    addOn: (step: UpsellStep) =>
      `/payinsider/${suffix}${withQuery(search, { orderNumber, step, sku: null, upgradeFrom: null })}`,
    startTest: `/answer_question/start_loading/${suffix}${plain}`,
    testingHall: `/landing_page/test_center/${suffix}${plain}`,
    support: `/support/${suffix}${plain}`,
  };
}

export type ReportLinks = ReturnType<typeof reportLinks>;
