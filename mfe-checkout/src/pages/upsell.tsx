import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { CheckoutMessage } from '../components/checkout-message';

export default function UpsellPage(_props: RemotePageProps) {
  return <CheckoutMessage id="upsell" testId="screen-checkout-upsell" />;
}
