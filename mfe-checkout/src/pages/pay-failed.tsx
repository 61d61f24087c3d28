import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, StatusMessage } from '@iq/design-system';
import { ORDER_ERROR_MESSAGES, type OrderStatusResponse, type RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { useCheckoutQuery, withQuery } from '../features/checkout-route/checkout-query';
import { useOrderStatus } from '../features/order-status/use-order-status';
import { StatusCheck } from '../features/order-status/status-check';
import { failureReasonKey } from '../features/order-status/failure-reason';
import { useForgetSettledAttempt } from '../features/payment/use-forget-settled-attempt';
import { useRetryPayment } from '../features/payment/use-retry-payment';
import styles from '../components/checkout.module.css';

/** spec §2, §4 payment failed: why, in plain words; retry the same method or choose again. */
export default function PayFailedPage({ code, examId }: RemotePageProps) {
  const { orderNumber, search } = useCheckoutQuery();
  const status = useOrderStatus(orderNumber, { poll: true });
  useForgetSettledAttempt(status.order);
  const order = status.order;
  const suffix = `${code}-${examId}${withQuery(search, { cancelled: null })}`;
  if (order?.status === 'paid') return <Navigate to={`/paying/success/${suffix}`} replace />;
  if (order && order.status !== 'failed') return <Navigate to={`/paying/check/${suffix}`} replace />;
  return (
    <div className={styles.page} data-testid="screen-checkout-pay-failed">
      {order ? (
        <PaymentFailed order={order} paymentPage={`/paying/payment/${suffix}`} />
      ) : (
        <StatusCheck status={status} orderNumber={orderNumber} />
      )}
    </div>
  );
}

function PaymentFailed({ order, paymentPage }: { order: OrderStatusResponse; paymentPage: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { retry, busy } = useRetryPayment();
  const [retryFailed, setRetryFailed] = useState(false);
  const method = t(`payment.methods.${order.payMethod}`);
  return (
    <div className={styles.failed} data-testid="payment-failed">
      <h1 className={styles.title}>
        {t('failed.title', { defaultValue: ORDER_ERROR_MESSAGES.paymentFailed })}
      </h1>
      <Card>
        <p className={styles.body} data-testid="failure-reason">
          {t(`failed.reasons.${failureReasonKey(order.failureReason)}`)}
        </p>
        <p className={styles.body}>{t('failed.next')}</p>
      </Card>
      {retryFailed && <StatusMessage tone="error">{t('payment.retryFailed')}</StatusMessage>}
      <div className={styles.actions}>
        <Button
          size="large"
          loading={busy}
          data-testid="retry-payment"
          onClick={() => {
            setRetryFailed(false);
            void retry(order.orderNumber, order.payMethod).then((started) => setRetryFailed(!started));
          }}
        >
          {t('failed.retry', { method })}
        </Button>
        <Button
          variant="secondary"
          size="large"
          data-testid="select-method-again"
          onClick={() => navigate(paymentPage)}
        >
          {t('failed.selectAgain', { defaultValue: ORDER_ERROR_MESSAGES.selectMethodAgain })}
        </Button>
      </div>
    </div>
  );
}
