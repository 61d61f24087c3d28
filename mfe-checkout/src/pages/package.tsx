import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { CheckoutMessage } from '../components/checkout-message';

export default function PackagePage(_props: RemotePageProps) {
  return <CheckoutMessage id="package" testId="screen-checkout-package" />;
}
