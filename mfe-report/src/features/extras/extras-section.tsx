import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderReport, SkuItemKey } from '@iq/contracts';
import { NS } from '../../i18n';
import type { ReportLinks } from '../report-route/report-query';
import { LockedPart } from '../locks/locked-part';
import styles from './extras.module.css';

/** The tier items that are further tests or gifts (spec §3), in the tiers' order. */
const EXTRA_ITEMS: readonly SkuItemKey[] = ['brainTest', 'eqTest', 'trainingGuide', 'discount20'];

/**
 * spec §2 "extra tests; free tests and gifts; start test and testing hall". The extra tests do
 * not exist yet: an item this order includes says so ("coming soon") instead of a dead link.
 */
export function ExtrasSection({
  report,
  links,
  upgradeTo,
}: {
  report: OrderReport;
  links: ReportLinks;
  upgradeTo: (skuId: OrderReport['skuId']) => string | undefined;
}) {
  const { t } = useTranslation(NS);
  const items = EXTRA_ITEMS.flatMap((key) => report.items.filter((item) => item.key === key));
  return (
    <section className={styles.section} aria-labelledby="extras-title" data-testid="extras">
      <h2 id="extras-title">{t('extras.title')}</h2>
      {items.length > 0 && (
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={item.key} className={styles.item} data-testid={`extra-${item.key}`}>
              {item.locked && item.unlockedBy ? (
                <LockedPart
                  part={item.key}
                  unlockedBy={item.unlockedBy}
                  upgradeTo={upgradeTo(item.unlockedBy)}
                />
              ) : (
                <div className={styles.included}>
                  <p className={styles.name}>{t(`parts.${item.key}`)}</p>
                  <p className={styles.status}>{t(`extras.included.${item.key}`)}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <nav className={styles.links} aria-label={t('extras.linksLabel')}>
        <Link to={links.freeTests}>{t('extras.freeTests')}</Link>
        <Link to={links.startTest}>{t('extras.startTest')}</Link>
        <Link to={links.testingHall}>{t('extras.testingHall')}</Link>
      </nav>
    </section>
  );
}
