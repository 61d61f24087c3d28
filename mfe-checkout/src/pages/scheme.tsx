import { useTranslation } from 'react-i18next';
import { Card } from '@iq/design-system';
import { formatPrice } from '@iq/i18n';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { PLANS } from '../features/plans/plans';
import styles from '../components/checkout.module.css';

/** spec §2 plan selection; honest commerce: price, trial and renewal terms before payment. */
export default function SchemePage(_props: RemotePageProps) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.page} data-testid="screen-checkout-scheme">
      <h1>{t('scheme.title')}</h1>
      <ul className={styles.plans}>
        {PLANS.map((plan) => {
          const price = formatPrice(plan.priceMinor, plan.currency);
          return (
            <li key={plan.id}>
              <Card title={t(`scheme.plans.${plan.id}.name`)}>
                <p className={styles.price}>{t(`scheme.per.${plan.unit}`, { price })}</p>
                <p className={styles.terms}>
                  {plan.trialDays > 0
                    ? t('scheme.trialTerms', { days: plan.trialDays, price })
                    : t('scheme.renewalTerms', { price })}
                </p>
                <p className={styles.terms}>{t('scheme.cancelAnytime')}</p>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
