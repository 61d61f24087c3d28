import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { AnswerAnalysis } from '../features/analysis/answer-analysis';
import { ReportGate } from '../features/report-view/report-gate';
import styles from '../features/report-view/report-view.module.css';

/** spec §2 /report/wrong: the wrong-answer analysis of one order (?orderNumber=…). */
export default function WrongPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.page} data-testid="screen-report-wrong">
      <ReportGate code={code} examId={examId} title={t('analysis.title')}>
        {({ report, links, upgradeTo }) => (
          <div className={styles.report}>
            <h1 className={styles.title}>{t('analysis.title')}</h1>
            <AnswerAnalysis report={report} upgradeTo={upgradeTo} />
            <Link className={styles.action} to={links.result}>
              {t('report.backToReport')}
            </Link>
          </div>
        )}
      </ReportGate>
    </div>
  );
}
