import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { resultIsFree } from './free-result-exams';
import styles from './home.module.css';

/**
 * The hero's line on the paid report: with the lowest price once it is known, else without one.
 * With the price, the sentence without it keeps its place, unseen (`data-reserve`, drawn hidden
 * by the CSS): in most languages it is the longer one, and the line keeping its height means the
 * start link under it stays where the visitor saw it while the price loaded.
 */
export function PaidReportFactText({ price }: { price?: string | null }) {
  const { t } = useTranslation(NS);
  const withoutPrice = t('hero.reportPaid');
  return (
    <li
      className={styles.paidFact}
      data-testid="paid-report-fact"
      data-reserve={price ? withoutPrice : undefined}
    >
      <span>{price ? t('hero.reportPaidFrom', { price }) : withoutPrice}</span>
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
