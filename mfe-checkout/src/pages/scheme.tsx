import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { TierPage } from '../features/tiers/tier-page';

/** spec §2 /scheme_select: report tier selection (/paying/scheme is the subscription plans page). */
export default function SchemePage({ code, examId }: RemotePageProps) {
  return <TierPage code={code} examId={examId} testId="screen-checkout-scheme" />;
}
