import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { resultIsFree } from './free-result-exams';
import styles from './home.module.css';

/** The hero's line on the paid report: with the lowest price once it is known, else without one. */
export function PaidReportFactText({ price }: { price?: string | null }) {
  const { t } = useTranslation(NS);
  return (
    <li className={styles.paidFact} data-testid="paid-report-fact">
      {price ? t('hero.reportPaidFrom', { price }) : t('hero.reportPaid')}
    </li>
  );
}

/** The line for a test whose result is free with a free account (the questionnaires). */
export function FreeResultFactText() {
  const { t } = useTranslation(NS);
  return (
    <li className={styles.paidFact} data-testid="free-result-fact">
      {t('hero.resultFree')}
    </li>
  );
}

/** What the page says before the order service answers: free for a questionnaire, else paid without a price. */
export function ReportFactText({ examId }: { examId: number }) {
  return resultIsFree(examId) ? <FreeResultFactText /> : <PaidReportFactText />;
}
