import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { ReportMessage } from '../components/report-message';

export default function FreeTestsPage(_props: RemotePageProps) {
  return <ReportMessage id="freeTests" testId="screen-report-free-tests" />;
}
