import { useTranslation } from 'react-i18next';
import { SKU_IDS, TIER_SOLD_ITEMS, type Sku, type SkuId } from '@iq/contracts';
import { formatPrice } from '@iq/i18n';
import { NS } from '../../i18n';
import styles from './tiers.module.css';

/** The item counts of sku1–sku4: the placeholders take the room the tiers will take. */
const PLACEHOLDER_ITEMS = SKU_IDS.map((sku) => TIER_SOLD_ITEMS[sku].length);

/** The four tiers as one radio group: each card names the tier, its price and its items. */
export function TierOptions({
  skus,
  chosen,
  onChoose,
  locale,
}: {
  skus: readonly Sku[];
  chosen: SkuId;
  onChoose: (skuId: SkuId) => void;
  locale: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <fieldset className={styles.tiers} data-testid="tier-options">
      <legend className={styles.visuallyHidden}>{t('tiers.legend')}</legend>
      {skus.map((sku) => {
        const id = `tier-${sku.skuId}`;
        const selected = sku.skuId === chosen;
        const price = formatPrice(sku.priceMinor, sku.currency, { locale });
        const discounted = sku.discountTenths !== null && sku.listPriceMinor > sku.priceMinor;
        return (
          <div key={sku.skuId} className={styles.tier} data-selected={selected || undefined} data-testid={id}>
            <input
              id={id}
              className={styles.radio}
              type="radio"
              name="tier"
              value={sku.skuId}
              checked={selected}
              onChange={() => onChoose(sku.skuId)}
              aria-describedby={`${id}-items`}
            />
            <label htmlFor={id} className={styles.tierLabel}>
              <span className={styles.tierName}>{sku.name}</span>
              <span className={styles.tierPrice} data-testid="tier-price">
                {price}
              </span>
            </label>
            {discounted && (
              <p className={styles.discount}>
                <s>{formatPrice(sku.listPriceMinor, sku.currency, { locale })}</s>{' '}
                {t('tiers.discount', { percent: (10 - (sku.discountTenths ?? 10)) * 10 })}
              </p>
            )}
            {selected && <span className={styles.selectedBadge}>{t('tiers.selected')}</span>}
            <ul id={`${id}-items`} className={styles.items}>
              {sku.items.map((item) => (
                <li key={item.key} className={styles.item}>
                  <img className={styles.itemLogo} src={item.logo} alt="" width={20} height={20} />
                  <span>
                    <span className={styles.itemName}>{item.name}</span>
                    <span className={styles.itemContent}>{item.content}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </fieldset>
  );
}

/** The same cards without data, so nothing moves when the prices arrive. */
export function TierOptionsPlaceholder({ label }: { label: string }) {
  return (
    <div className={styles.tiers} aria-busy="true" data-testid="tier-placeholder">
      <span className={styles.visuallyHidden} role="status">
        {label}
      </span>
      {PLACEHOLDER_ITEMS.map((count, index) => (
        <div key={index} className={styles.tier} aria-hidden="true">
          <span className={styles.tierLabel}>
            <span className={`${styles.tierName} ${styles.placeholderText}`}>&nbsp;</span>
            <span className={`${styles.tierPrice} ${styles.placeholderText}`}>&nbsp;</span>
          </span>
          <ul className={styles.items}>
            {Array.from({ length: count }, (_, item) => (
              <li key={item} className={styles.item}>
                <span className={`${styles.itemLogo} ${styles.placeholderBlock}`} />
                <span>
                  <span className={`${styles.itemName} ${styles.placeholderText}`}>&nbsp;</span>
                  <span className={`${styles.itemContent} ${styles.placeholderText}`}>&nbsp;</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
