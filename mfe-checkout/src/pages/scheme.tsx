import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { TierPage } from '../features/tiers/tier-page';

/** spec §2 /scheme_select and /paying/scheme: report tier selection (plans are another issue). */
export default function SchemePage({ code, examId }: RemotePageProps) {
  return <TierPage code={code} examId={examId} testId="screen-checkout-scheme" />;
}
