import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { ReportMessage } from '../components/report-message';
import { RetrieveUnavailable } from '../features/retrieve/retrieve-unavailable';

export default function RetrievePage(_props: RemotePageProps) {
  return (
    <ReportMessage id="retrieve" testId="screen-report-retrieve">
      <RetrieveUnavailable />
    </ReportMessage>
  );
}
