import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { CertificateSection } from '../features/certificate/certificate-section';
import { DownloadsSection } from '../features/downloads/downloads-section';
import { ReportGate } from '../features/report-view/report-gate';
import styles from '../features/report-view/report-view.module.css';

/** spec §2 /report/result-download: the report's files and the certificate (?orderNumber=…). */
export default function ResultDownloadPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.page} data-testid="screen-report-result-download">
      <ReportGate code={code} examId={examId} title={t('downloads.pageTitle')}>
        {({ report, links, upgradeTo }) => (
          <div className={styles.report}>
            <h1 className={styles.title}>{t('downloads.pageTitle')}</h1>
            <DownloadsSection report={report} upgradeTo={upgradeTo} />
            <CertificateSection report={report} upgradeTo={upgradeTo} />
            <Link className={styles.action} to={links.result}>
              {t('report.backToReport')}
            </Link>
          </div>
        )}
      </ReportGate>
    </div>
  );
}
