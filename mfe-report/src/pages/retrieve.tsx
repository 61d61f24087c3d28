import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { ReportMessage } from '../components/report-message';
import { RetrieveForm } from '../features/retrieve/retrieve-form';

/** spec §2 retrieve (/report/retrieve, /retrieve_report/{code}-{examId}, /retrieve). */
export default function RetrievePage(_props: RemotePageProps) {
  return (
    <ReportMessage id="retrieve" testId="screen-report-retrieve">
      <RetrieveForm />
    </ReportMessage>
  );
}
