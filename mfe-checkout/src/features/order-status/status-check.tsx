import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, StatusMessage } from '@iq/design-system';
import { ORDER_ERROR_MESSAGES } from '@iq/contracts';
import { NS } from '../../i18n';
import { loadErrorKey } from '../checkout-route/load-error';
import type { OrderStatusState } from './use-order-status';
import styles from './status.module.css';

/**
 * spec §4 payment status check: 'If payment was successful, please wait' while the order is
 * created or pending; after about two minutes a message and a manual "check again".
 */
export function StatusCheck({
  status,
  orderNumber,
}: {
  status: OrderStatusState;
  orderNumber: string | null;
}) {
  const { t } = useTranslation(NS);
  if (!orderNumber || status.unknown) {
    return (
      <div className={styles.panel} data-testid="payment-status-check">
        <h1 className={styles.title}>{t('status.title')}</h1>
        <StatusMessage tone="error">
          {t(orderNumber ? 'status.notFound' : 'status.missingOrder')}
        </StatusMessage>
        <Link className={styles.link} to="/">
          {t('status.home')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.panel} data-testid="payment-status-check">
      <h1 className={styles.title}>{t('status.title')}</h1>
      <div className={styles.waiting}>
        {!status.gaveUp && <Spinner aria-label={t('status.checking')} />}
        <div>
          <p className={styles.pending} data-testid="status-pending">
            {t('status.pending', { defaultValue: ORDER_ERROR_MESSAGES.statusPending })}
          </p>
          <p className={styles.hint}>{t(status.gaveUp ? 'status.timedOut' : 'status.pendingHint')}</p>
        </div>
      </div>
      {status.failed && !status.gaveUp && (
        <StatusMessage tone="error">{t(loadErrorKey(status.error))}</StatusMessage>
      )}
      {status.gaveUp && (
        <Button onClick={status.checkAgain} loading={status.isFetching} data-testid="check-again">
          {t('status.checkAgain')}
        </Button>
      )}
    </div>
  );
}
