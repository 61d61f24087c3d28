import { useTranslation } from 'react-i18next';
import { SKU_IDS, TIER_SOLD_ITEMS, type Sku, type SkuId } from '@iq/contracts';
import { ChoiceCard, ChoiceCardPlaceholder, ChoiceCards, ChoiceCardsPlaceholder } from '@iq/design-system';
import { formatPrice } from '@iq/i18n';
import { NS } from '../../i18n';
import styles from './tiers.module.css';

/** Two columns from the tablet breakpoint, all four side by side from the wide one. */
const TIER_COLUMNS = { tablet: 2, wide: 4 } as const;

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
    <ChoiceCards legend={t('tiers.legend')} columns={TIER_COLUMNS} data-testid="tier-options">
      {skus.map((sku) => {
        const id = `tier-${sku.skuId}`;
        const price = formatPrice(sku.priceMinor, sku.currency, { locale });
        const discounted = sku.discountTenths !== null && sku.listPriceMinor > sku.priceMinor;
        return (
          <ChoiceCard
            key={sku.skuId}
            id={id}
            name="tier"
            value={sku.skuId}
            checked={sku.skuId === chosen}
            onChoose={() => onChoose(sku.skuId)}
            describedBy={`${id}-items`}
            labelLayout="spread"
            selectedBadge={t('tiers.selected')}
            data-testid={id}
            label={
              <>
                <span className={styles.tierName}>{sku.name}</span>
                <span className={styles.tierPrice} data-testid="tier-price">
                  {price}
                </span>
              </>
            }
          >
            {discounted && (
              <p className={styles.discount}>
                <s>{formatPrice(sku.listPriceMinor, sku.currency, { locale })}</s>{' '}
                {t('tiers.discount', { percent: (10 - (sku.discountTenths ?? 10)) * 10 })}
              </p>
            )}
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
          </ChoiceCard>
        );
      })}
    </ChoiceCards>
  );
}

/** The same cards without data, so nothing moves when the prices arrive. */
export function TierOptionsPlaceholder({ label }: { label: string }) {
  return (
    <ChoiceCardsPlaceholder label={label} columns={TIER_COLUMNS} data-testid="tier-placeholder">
      {PLACEHOLDER_ITEMS.map((count, index) => (
        <ChoiceCardPlaceholder
          key={index}
          labelLayout="spread"
          label={
            <>
              <span className={`${styles.tierName} ${styles.placeholderText}`}>&nbsp;</span>
              <span className={`${styles.tierPrice} ${styles.placeholderText}`}>&nbsp;</span>
            </>
          }
        >
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
        </ChoiceCardPlaceholder>
      ))}
    </ChoiceCardsPlaceholder>
  );
}
