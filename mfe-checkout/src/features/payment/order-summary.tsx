import { useTranslation } from 'react-i18next';
import type { SkuItem } from '@iq/contracts';
import { NS } from '../../i18n';
import styles from './payment.module.css';

/** spec §2 payment "order information": the tier, what it includes, the price. */
export function OrderSummary({
  tierName,
  items,
  price,
}: {
  tierName: string;
  items: readonly SkuItem[];
  price: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <section className={styles.summary} aria-labelledby="order-summary-title" data-testid="order-summary">
      <h2 id="order-summary-title" className={styles.sectionTitle}>
        {t('payment.summaryTitle')}
      </h2>
      <p className={styles.summaryLine}>
        <span className={styles.summaryTier}>{tierName}</span>
        <span className={styles.summaryPrice}>{price}</span>
      </p>
      <ul className={styles.summaryItems}>
        {items.map((item) => (
          <li key={item.key}>{item.name}</li>
        ))}
      </ul>
    </section>
  );
}
