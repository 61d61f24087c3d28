import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { CertificateSection } from '../features/certificate/certificate-section';
import { DownloadsSection } from '../features/downloads/downloads-section';
import { ReportSubpage } from '../features/report-view/report-subpage';

/** spec §2 /report/result-download: the report's files and the certificate (?orderNumber=…). */
export default function ResultDownloadPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  return (
    <ReportSubpage
      code={code}
      examId={examId}
      title={t('downloads.pageTitle')}
      testId="screen-report-result-download"
    >
      {({ report, offerFor }) => (
        <>
          <DownloadsSection report={report} offerFor={offerFor} />
          <CertificateSection report={report} offerFor={offerFor} />
        </>
      )}
    </ReportSubpage>
  );
}
