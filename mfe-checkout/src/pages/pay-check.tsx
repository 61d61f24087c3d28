import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { useCheckoutQuery, withQuery } from '../features/checkout-route/checkout-query';
import { useOrderStatus } from '../features/order-status/use-order-status';
import { StatusCheck } from '../features/order-status/status-check';
import styles from '../components/checkout.module.css';

/** spec §4 status check (/paying/check?orderNumber=…): waits for the server, then success or failed. */
export default function PayCheckPage({ code, examId }: RemotePageProps) {
  const navigate = useNavigate();
  const { orderNumber, search } = useCheckoutQuery();
  const status = useOrderStatus(orderNumber, { poll: true });
  const outcome = status.order?.status;
  useEffect(() => {
    if (outcome !== 'paid' && outcome !== 'failed') return;
    const page = outcome === 'paid' ? 'success' : 'failed';
    navigate(`/paying/${page}/${code}-${examId}${withQuery(search, { cancelled: null })}`, { replace: true });
  }, [outcome, navigate, code, examId, search]);
  return (
    <div className={styles.page} data-testid="screen-checkout-pay-check">
      <StatusCheck status={status} orderNumber={orderNumber} />
    </div>
  );
}
