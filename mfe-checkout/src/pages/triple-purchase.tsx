import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { CheckoutMessage } from '../components/checkout-message';

export default function TriplePurchasePage(_props: RemotePageProps) {
  return <CheckoutMessage id="triplePurchase" testId="screen-checkout-triple-purchase" />;
}
