import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { ReportGate, type LoadedReport } from './report-gate';
import styles from './report-view.module.css';

/**
 * A page about one part of an order's report (files, wrong-answer analysis): the gate, then
 * the page's title, its content and the way back to the report.
 */
export function ReportSubpage({
  code,
  examId,
  title,
  testId,
  children,
}: {
  code: string;
  examId: number;
  /** The page's h1, also while the gate has no report to show. */
  title: string;
  testId: string;
  children: (loaded: LoadedReport) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.page} data-testid={testId}>
      <ReportGate code={code} examId={examId} title={title}>
        {(loaded) => (
          <div className={styles.report}>
            <h1 className={styles.title}>{title}</h1>
            {children(loaded)}
            <Link className={styles.action} to={loaded.links.result}>
              {t('report.backToReport')}
            </Link>
          </div>
        )}
      </ReportGate>
    </div>
  );
}
