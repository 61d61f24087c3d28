import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SkuId } from '@iq/contracts';
import { NS } from '../../i18n';
import styles from './locks.module.css';

/**
 * In place of a part this order's tier does not include (the service sent `{ locked: true,
 * unlockedBy }` and nothing of its content): what unlocks it, and the upgrade to that tier.
 * Without an upgrade link (a shared view, an order not paid yet) it only says what unlocks it.
 */
export function LockedPart({
  part,
  unlockedBy,
  upgradeTo,
}: {
  /** i18n key under `parts.` naming what is locked. */
  part: string;
  unlockedBy: SkuId;
  /** The payment page for the upgrade, when this order can be upgraded. */
  upgradeTo?: string;
}) {
  const { t } = useTranslation(NS);
  const tier = t(`tiers.${unlockedBy}`);
  return (
    <div className={styles.locked} data-testid={`locked-${part}`} data-unlocked-by={unlockedBy}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zm2 0h6V7a3 3 0 0 0-6 0z" />
      </svg>
      <p className={styles.text}>
        <span className={styles.part}>{t(`parts.${part}`)}</span>
        <span>{t('locks.includedFrom', { tier })}</span>
      </p>
      {upgradeTo && (
        <Link className={styles.upgrade} to={upgradeTo} data-testid={`upgrade-${part}`}>
          {t('locks.upgrade', { tier })}
        </Link>
      )}
    </div>
  );
}
