import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { useCheckoutQuery, withQuery } from '../features/checkout-route/checkout-query';
import { CancelFlow } from '../features/cancel/cancel-flow';
import styles from '../features/cancel/cancel.module.css';

/**
 * spec §2 /cancel/subscription/{code}-{examId} (and /cancel-subscription): cancel without logging
 * in, by the e-mail address and a mailed code, or by a reminder mail's link (?token=…).
 */
export default function CancelSubscriptionPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  const { search } = useCheckoutQuery();
  const token = new URLSearchParams(search).get('token');
  // The token is spent by the cancellation: the success page's URL does not carry it.
  const successPath = `/cancel/success/${code}-${examId}${withQuery(search, { token: null })}`;
  return (
    <div className={styles.page} data-testid="screen-checkout-cancel-subscription">
      <h1 className={styles.title}>{t('cancel.title')}</h1>
      <CancelFlow token={token} successPath={successPath} />
    </div>
  );
}
