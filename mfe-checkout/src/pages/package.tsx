import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { TierPage } from '../features/tiers/tier-page';

/** spec §2 /paying/package: the report tiers, as on /scheme_select. */
export default function PackagePage({ code, examId }: RemotePageProps) {
  return <TierPage code={code} examId={examId} testId="screen-checkout-package" />;
}
