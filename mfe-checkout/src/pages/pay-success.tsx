import { Navigate } from 'react-router';
import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { useCheckoutQuery, withQuery } from '../features/checkout-route/checkout-query';
import { useOrderStatus } from '../features/order-status/use-order-status';
import { StatusCheck } from '../features/order-status/status-check';
import { PaymentSuccess } from '../features/success/payment-success';
import { useForgetSettledAttempt } from '../features/payment/use-forget-settled-attempt';
import styles from '../components/checkout.module.css';

/**
 * spec §4 payment success. It asks the server itself: only a paid order gets 'Payment
 * successful'; anything else gets the status check (or the failed page), whatever the URL says.
 */
export default function PaySuccessPage({ code, examId }: RemotePageProps) {
  const { orderNumber, search, hl } = useCheckoutQuery();
  const status = useOrderStatus(orderNumber, { poll: true });
  useForgetSettledAttempt(status.order);
  const order = status.order;
  if (order?.status === 'failed') {
    return (
      <Navigate to={`/paying/failed/${code}-${examId}${withQuery(search, { cancelled: null })}`} replace />
    );
  }
  return (
    <div className={styles.page} data-testid="screen-checkout-pay-success">
      {order?.status === 'paid' ? (
        <PaymentSuccess
          order={order}
          locale={hl}
          // issue 10: the subscription is charged to this order's card, so only a card order is offered it.
          plansPath={
            order.payMethod === 'card'
              ? `/paying/scheme/${code}-${examId}${withQuery(search, { orderNumber: order.orderNumber, cancelled: null })}`
              : null
          }
        />
      ) : (
        <StatusCheck status={status} orderNumber={orderNumber} />
      )}
    </div>
  );
}
