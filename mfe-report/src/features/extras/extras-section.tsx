import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@iq/design-system';
import { EXAM_IDS, type OrderReport, type SkuItemKey } from '@iq/contracts';
import { NS } from '../../i18n';
import type { ReportLinks } from '../report-route/report-query';
import type { LockOffers } from '../locks/lock-offer';
import { LockedPart } from '../locks/locked-part';
import styles from './extras.module.css';

// Its own chunk: the questionnaire copy (nine languages) and the contract's schemas load only
// for a report whose tier includes a test.
const IncludedTest = lazy(() => import('./included-test'));
// Its own chunk too, with its nine languages: only a report that includes the guide loads it.
const TrainingGuide = lazy(() => import('../training-guide/training-guide'));

/** The tier items that are further tests or gifts (spec §3), in the tiers' order. */
const EXTRA_ITEMS: readonly SkuItemKey[] = ['brainTest', 'eqTest', 'trainingGuide', 'discount20'];

/** The items that are questionnaires (FREE_TEST_INCLUDED_BY, the other way round). */
const INCLUDED_TESTS: Partial<Record<SkuItemKey, number>> = {
  eqTest: EXAM_IDS.eq,
  brainTest: EXAM_IDS.brainDominance,
};

/**
 * spec §2 "extra tests; free tests and gifts; start test and testing hall". An EQ or brain
 * dominance test this order includes shows its result once taken, or the link to take it (the
 * order number goes along, so the result is unlocked for this order); the brain training guide
 * is shown in full when the report API says it is unlocked; the discount says what it is.
 * Locked items say what unlocks them.
 */
export function ExtrasSection({
  report,
  links,
  offerFor,
}: {
  report: OrderReport;
  links: ReportLinks;
  offerFor: LockOffers;
}) {
  const { t } = useTranslation(NS);
  const items = EXTRA_ITEMS.flatMap((key) => report.items.filter((item) => item.key === key));
  return (
    <section className={styles.section} aria-labelledby="extras-title" data-testid="extras">
      <h2 id="extras-title">{t('extras.title')}</h2>
      {items.length > 0 && (
        <ul className={styles.items}>
          {items.map((item) => {
            const testExamId = INCLUDED_TESTS[item.key];
            const guide = item.key === 'trainingGuide' && !item.locked;
            return (
              <li
                key={item.key}
                className={guide ? `${styles.item} ${styles.wide}` : styles.item}
                data-testid={`extra-${item.key}`}
              >
                {item.locked && item.unlockedBy ? (
                  <LockedPart
                    part={item.key}
                    offer={offerFor({ unlockedBy: item.unlockedBy, upgradable: item.upgradable }, item.key)}
                  />
                ) : testExamId !== undefined ? (
                  <Suspense
                    fallback={
                      <div className={styles.included}>
                        <p className={styles.name}>{t(`parts.${item.key}`)}</p>
                        <Spinner size="small" aria-label={t('extras.loadingTests')} />
                      </div>
                    }
                  >
                    <IncludedTest item={item.key} examId={testExamId} report={report} />
                  </Suspense>
                ) : guide ? (
                  <Suspense
                    fallback={
                      <div className={styles.included}>
                        <p className={styles.name}>{t('parts.trainingGuide')}</p>
                        <Spinner size="small" aria-label={t('extras.loadingGuide')} />
                      </div>
                    }
                  >
                    <TrainingGuide />
                  </Suspense>
                ) : (
                  <div className={styles.included}>
                    <p className={styles.name}>{t(`parts.${item.key}`)}</p>
                    <p className={styles.status}>{t(`extras.included.${item.key}`)}</p>
                  </div>
                )}
              </li>
            );
          })}
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
