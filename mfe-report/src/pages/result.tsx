import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { ReportGate } from '../features/report-view/report-gate';
import { ReportView } from '../features/report-view/report-view';
import styles from '../features/report-view/report-view.module.css';

/** spec §2 report view (/report/result/{code}-{examId}?orderNumber=…, and its -old alias). */
export default function ResultPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.page} data-testid="screen-report-result">
      <ReportGate code={code} examId={examId} title={t('report.title')}>
        {(loaded) => <ReportView {...loaded} />}
      </ReportGate>
    </div>
  );
}
