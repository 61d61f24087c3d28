import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { CheckoutMessage } from '../components/checkout-message';

export default function CancelSuccessPage(_props: RemotePageProps) {
  return <CheckoutMessage id="cancelSuccess" testId="screen-checkout-cancel-success" />;
}
