import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, StatusMessage } from '@iq/design-system';
import { formatPrice } from '@iq/i18n';
import { NS } from '../../i18n';
import { useSecondPhaseOrderQuery } from '../../api/second-phase-api';
import { loadErrorKey } from '../checkout-route/load-error';
import { formatDay } from '../plans/plan-terms';
import styles from './upsell.module.css';

/** After the last step: what the order was charged in the second phase, as the order service lists it. */
export function UpsellSummary({
  orderNumber,
  locale,
  reportPath,
}: {
  orderNumber: string;
  locale: string;
  reportPath: string;
}) {
  const { t } = useTranslation(NS);
  const order = useSecondPhaseOrderQuery({ orderNumber }, { refetchOnMountOrArgChange: true });
  const day = (iso: string) => formatDay(iso, locale);
  return (
    <section className={styles.summary} data-testid="upsell-summary" aria-busy={order.isFetching}>
      <h2 className={styles.name}>{t('upsell.summary.title')}</h2>
      {order.isError ? (
        <div className={styles.failure}>
          <StatusMessage tone="error">{t(loadErrorKey(order.error))}</StatusMessage>
          <Button variant="secondary" onClick={() => void order.refetch()}>
            {t('errors.retry')}
          </Button>
        </div>
      ) : !order.data ? (
        <p className={styles.plain} role="status">
          {t('upsell.loading')}
        </p>
      ) : order.data.purchases.length === 0 && order.data.subscriptionCharges.length === 0 ? (
        <p className={styles.plain}>{t('upsell.summary.none')}</p>
      ) : (
        <ul className={styles.charges}>
          {order.data.purchases.map((purchase) => (
            <li key={purchase.purchaseId} className={styles.charge} data-testid="upsell-charge">
              <span>{t(`upsell.steps.${purchase.step}`)}</span>
              <span>
                {formatPrice(purchase.amountMinor, purchase.currency, { locale })} · {day(purchase.chargedAt)}
              </span>
            </li>
          ))}
          {order.data.subscriptionCharges.map((charge) => (
            <li
              key={`${charge.subscriptionId}-${charge.period}`}
              className={styles.charge}
              data-testid="upsell-plan-charge"
            >
              <span>{t('upsell.summary.plan', { period: charge.period })}</span>
              <span>
                {formatPrice(charge.amountMinor, charge.currency, { locale })} · {day(charge.chargedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link className={styles.action} to={reportPath} data-testid="open-report">
        {t('upsell.summary.openReport')}
      </Link>
    </section>
  );
}
