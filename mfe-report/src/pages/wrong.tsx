import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { ReportMessage } from '../components/report-message';

export default function WrongPage(_props: RemotePageProps) {
  return <ReportMessage id="wrong" testId="screen-report-wrong" />;
}
