import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { ReportMessage } from '../components/report-message';

export default function ResultDownloadPage(_props: RemotePageProps) {
  return <ReportMessage id="resultDownload" testId="screen-report-result-download" />;
}
