// Where the browser goes: the site's routes (spec §2) and the order service's public paths
// through the gateway (ARCHITECTURE.md: /api + the service path). The pages' paths come from
// LINKED_PAGES, the spelling the remotes' route declarations use.
import { linkToPage } from '@iq/contracts';

const API_PREFIX = '/api';

const query = (orderNumber: string, extra = '') => `?orderNumber=${encodeURIComponent(orderNumber)}${extra}`;

export interface OrderRoute {
  orderNumber: string;
  examCode: string;
  examId: number;
}

/** spec §2 /report/result/{code}-{examId}: where a paid order's report opens. */
export function reportPath({ orderNumber, examCode, examId }: OrderRoute): string {
  return linkToPage('reportResult', examCode, examId, query(orderNumber));
}

/** spec §2 /paying/check: the status check after any payment result. */
export function statusCheckPath({ orderNumber, examCode, examId }: OrderRoute): string {
  return linkToPage('paymentCheck', examCode, examId, query(orderNumber));
}

/** spec §2 /paying/payment: back to the payment screen (PayPal cancel: nothing charged). */
export function paymentScreenPath({ orderNumber, examCode, examId }: OrderRoute, cancelled = false): string {
  return linkToPage('payment', examCode, examId, query(orderNumber, cancelled ? '&cancelled=1' : ''));
}

/** The order service's own page for a payment attempt (card form, PayPal sandbox), as the browser sees it. */
export function payPagePath(attemptId: string, sub = ''): string {
  return `${API_PREFIX}/pay/pay/page/${attemptId}${sub}`;
}

/** Where the PayPal test page sends an approved buyer back to (the capture happens there). */
export function paypalReturnPath(attemptId: string): string {
  return `${API_PREFIX}/pay/pay/paypal/return/${attemptId}`;
}
