import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, StatusMessage } from '@iq/design-system';
import { EXAM_IDS, type OrderReport, type SkuItemKey } from '@iq/contracts';
import { NS } from '../../i18n';
import { useUnlockedQuestionnairesQuery } from '../../api/report-api';
import { loadErrorKey } from '../report-route/load-error';
import { useReportQuery, type ReportLinks } from '../report-route/report-query';
import { LockedPart } from '../locks/locked-part';
import { QuestionnaireResultView } from '../questionnaire-results/questionnaire-result';
import { questionnaireStartPath, takenDate } from '../questionnaire-results/questionnaire-links';
import styles from './extras.module.css';

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
 * order number goes along, so the result is unlocked for this order); the guide and the
 * discount say what they are. Locked items say what unlocks them.
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
          {items.map((item) => {
            const testExamId = INCLUDED_TESTS[item.key];
            return (
              <li key={item.key} className={styles.item} data-testid={`extra-${item.key}`}>
                {item.locked && item.unlockedBy ? (
                  <LockedPart
                    part={item.key}
                    unlockedBy={item.unlockedBy}
                    upgradeTo={upgradeTo(item.unlockedBy)}
                  />
                ) : testExamId !== undefined ? (
                  <IncludedTest item={item.key} examId={testExamId} report={report} />
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

/** A questionnaire this order includes: its result once taken, else the link to take it. */
function IncludedTest({ item, examId, report }: { item: SkuItemKey; examId: number; report: OrderReport }) {
  const { t, i18n } = useTranslation(NS);
  const { search } = useReportQuery();
  // One request for both items (the same arguments share the cache entry).
  const list = useUnlockedQuestionnairesQuery({ orderNumber: report.orderNumber });
  const taken = list.data?.tests.find((test) => test.examId === examId);
  let body;
  if (list.isError) {
    body = (
      <>
        <StatusMessage tone="error">{t(loadErrorKey(list.error))}</StatusMessage>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('errors.retry')}
        </Button>
      </>
    );
  } else if (!list.data) {
    body = <Spinner size="small" aria-label={t('extras.loadingTests')} />;
  } else if (taken) {
    body = (
      <>
        <p className={styles.status} data-testid={`extra-taken-${item}`}>
          {t('freeTests.takenOn', { date: takenDate(taken.takenAt, i18n.language) })}
        </p>
        <div data-testid={`extra-result-${item}`}>
          <QuestionnaireResultView result={taken.result} headingLevel={3} />
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p className={styles.status}>{t(`extras.included.${item}`)}</p>
        <Link
          className={styles.take}
          to={questionnaireStartPath(report.code, examId, search, report.orderNumber)}
          data-testid={`extra-take-${item}`}
        >
          {t('extras.takeTest')}
        </Link>
      </>
    );
  }
  return (
    <div className={styles.included}>
      <p className={styles.name}>{t(`parts.${item}`)}</p>
      {body}
    </div>
  );
}
