import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { ReportMessage } from '../components/report-message';
import { CountryRanking } from '../features/ranking/country-ranking';

/** spec §2 report view; the paid content stays locked on the server until payment. */
export default function ResultPage(_props: RemotePageProps) {
  return (
    <ReportMessage id="result" testId="screen-report-result">
      <CountryRanking />
    </ReportMessage>
  );
}
