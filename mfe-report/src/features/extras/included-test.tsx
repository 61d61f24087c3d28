// An EQ or brain dominance test a paid order includes (issue 12): its result once taken for this
// order, else the link to take it with the order number. Loaded lazily by the extras section, so
// the report's first view carries neither the questionnaire copy nor the contract's schemas.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, StatusMessage } from '@iq/design-system';
import type { OrderReport, SkuItemKey } from '@iq/contracts';
import { NS } from '../../i18n';
import { useUnlockedQuestionnairesQuery } from '../../api/questionnaire-results-api';
import { loadErrorKey } from '../report-route/load-error';
import { useReportQuery } from '../report-route/report-query';
import { QuestionnaireResultView } from '../questionnaire-results/questionnaire-result';
import { questionnaireStartPath, takenDate } from '../questionnaire-results/questionnaire-links';
import styles from './extras.module.css';

export default function IncludedTest({
  item,
  examId,
  report,
}: {
  item: SkuItemKey;
  examId: number;
  report: OrderReport;
}) {
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
