import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { CheckoutMessage } from '../components/checkout-message';

export default function PayCheckPage(_props: RemotePageProps) {
  return <CheckoutMessage id="payCheck" testId="screen-checkout-pay-check" />;
}
