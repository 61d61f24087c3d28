import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import type { LockOffer } from './lock-offer';
import styles from './locks.module.css';

/**
 * In place of a part this order's tier does not include (the service sent `{ locked: true,
 * unlockedBy, upgradable }` and nothing of its content): what includes it, and the upgrade to
 * that tier only when it is sold to this buyer; else, for a part sold on its own, the upsell
 * step. Without either (a shared view, an order not paid yet) it only says what includes it.
 */
export function LockedPart({
  part,
  offer,
}: {
  /** i18n key under `parts.` naming what is locked. */
  part: string;
  offer: LockOffer;
}) {
  const { t } = useTranslation(NS);
  const tier = offer.unlockedBy ? t(`tiers.${offer.unlockedBy}`) : null;
  return (
    <div
      className={styles.locked}
      data-testid={`locked-${part}`}
      data-unlocked-by={offer.unlockedBy ?? undefined}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zm2 0h6V7a3 3 0 0 0-6 0z" />
      </svg>
      <p className={styles.text}>
        <span className={styles.part}>{t(`parts.${part}`)}</span>
        <span>{tier ? t('locks.includedFrom', { tier }) : t('locks.notIncluded')}</span>
      </p>
      {offer.upgradeTo && tier && (
        <Link className={styles.upgrade} to={offer.upgradeTo} data-testid={`upgrade-${part}`}>
          {t('locks.upgrade', { tier })}
        </Link>
      )}
      {offer.addOnTo && (
        <Link className={styles.addOn} to={offer.addOnTo} data-testid={`add-on-${part}`}>
          {t('locks.addOn')}
        </Link>
      )}
    </div>
  );
}
