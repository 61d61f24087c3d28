import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '@iq/design-system';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { useCheckoutQuery, withQuery } from '../features/checkout-route/checkout-query';
import { cancellationOf } from '../features/cancel/cancel-outcome';
import { formatDay } from '../features/plans/plan-terms';
import styles from '../features/cancel/cancel.module.css';

/**
 * spec §2 /cancel/success (and /cancel-success): 'Cancellation successful', with when each
 * subscription's access ends, only as the server answered the cancellation (router state). Opened
 * any other way it claims nothing and points to the cancel page.
 */
export default function CancelSuccessPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  const { state } = useLocation();
  const { hl, search } = useCheckoutQuery();
  const cancellation = cancellationOf(state);
  const cancelPath = `/cancel/subscription/${code}-${examId}${withQuery(search, { token: null })}`;

  if (!cancellation) {
    return (
      <div className={styles.page} data-testid="screen-checkout-cancel-success">
        <h1 className={styles.title}>{t('cancelSuccess.none.title')}</h1>
        <p className={styles.plain}>{t('cancelSuccess.none.body')}</p>
        <Link className={styles.link} to={cancelPath}>
          {t('cancelSuccess.none.action')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.page} data-testid="screen-checkout-cancel-success">
      <h1 className={styles.title}>{t('cancelSuccess.title')}</h1>
      <StatusMessage tone="success" data-testid="cancellation-result">
        {cancellation.subscriptions.length ? (
          <ul className={styles.ended}>
            {cancellation.subscriptions.map((subscription) => (
              <li key={subscription.subscriptionId}>
                {t('cancelSuccess.until', {
                  plan: t(`cancelSuccess.plans.${subscription.planId}`),
                  date: formatDay(subscription.currentPeriodEnd, hl),
                })}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.plain}>{t('cancelSuccess.nothingRunning')}</p>
        )}
      </StatusMessage>
    </div>
  );
}
