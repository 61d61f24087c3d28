import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { CheckoutMessage } from '../components/checkout-message';

export default function PaymentPage(_props: RemotePageProps) {
  return <CheckoutMessage id="payment" testId="screen-checkout-payment" />;
}
