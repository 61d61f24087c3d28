// The personal centre's report list (spec §4 statuses) from the order service's orders: a paid
// order opens its report; an unpaid or failed one goes back to its payment page (pay now).
import {
  linkToPage,
  type InternalOrderListResponse,
  type ReportListStatus,
  type UserOrder,
} from '@iq/contracts';

type InternalOrder = InternalOrderListResponse['orders'][number];

const STATUS: Readonly<Record<InternalOrder['status'], ReportListStatus>> = {
  paid: 'completed',
  created: 'pending',
  pending: 'pending',
  failed: 'incomplete',
};

/** spec §2 routes: /report/result/{code}-{examId} and /paying/payment/{code}-{examId}. */
export function orderHref(
  order: Pick<InternalOrder, 'orderNumber' | 'code' | 'examId'>,
  status: ReportListStatus,
) {
  const page = status === 'completed' ? 'reportResult' : 'payment';
  return linkToPage(page, order.code, order.examId, `?orderNumber=${encodeURIComponent(order.orderNumber)}`);
}

export function toUserOrders(orders: readonly InternalOrder[]): UserOrder[] {
  return orders.map((order) => {
    const status = STATUS[order.status];
    return { ...order, status, href: orderHref(order, status) };
  });
}
