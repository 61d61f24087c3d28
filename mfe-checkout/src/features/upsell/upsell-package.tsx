import { useTranslation } from 'react-i18next';
import { Button } from '@iq/design-system';
import type { SecondPhasePackage } from '@iq/contracts';
import { formatPrice } from '@iq/i18n';
import { NS } from '../../i18n';
import styles from './upsell.module.css';

/**
 * One package of a step: what it is, what this buyer pays (a discount is shown beside the price
 * it comes off), whether it recurs, and Accept (one click, the card of the order).
 */
export function UpsellPackage({
  pkg,
  locale,
  canBuy,
  pending,
  onAccept,
}: {
  pkg: SecondPhasePackage;
  locale: string;
  canBuy: boolean;
  pending: boolean;
  onAccept: () => void;
}) {
  const { t } = useTranslation(NS);
  const price = formatPrice(pkg.priceMinor, pkg.currency, { locale });
  const list = formatPrice(pkg.listPriceMinor, pkg.currency, { locale });
  const discounted = pkg.discountPercent > 0 && pkg.listPriceMinor > pkg.priceMinor;
  return (
    <article className={styles.package} data-testid={`package-${pkg.packageId}`}>
      <h2 className={styles.name}>{pkg.name}</h2>
      <p className={styles.plain}>{pkg.description}</p>
      <p className={styles.price} data-testid="package-price">
        <strong>{price}</strong>
        {discounted && (
          <span className={styles.discount}>
            {' '}
            <s>{list}</s> {t('upsell.discount', { percent: pkg.discountPercent })}
          </span>
        )}
      </p>
      <p className={styles.plain} data-testid="package-terms">
        {pkg.recurring ? t('upsell.recurring', { amount: price }) : t('upsell.oneTime', { amount: price })}
      </p>
      {pkg.unavailable ? (
        <p className={styles.unavailable} data-testid="package-unavailable">
          {t(`upsell.unavailable.${pkg.unavailable}`)}
        </p>
      ) : (
        canBuy && (
          <Button size="large" fullWidth loading={pending} onClick={onAccept} data-testid="upsell-accept">
            {t('upsell.accept', { amount: price })}
          </Button>
        )
      )}
    </article>
  );
}
