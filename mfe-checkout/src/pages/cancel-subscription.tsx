import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { CheckoutMessage } from '../components/checkout-message';

export default function CancelSubscriptionPage(_props: RemotePageProps) {
  return <CheckoutMessage id="cancelSubscription" testId="screen-checkout-cancel-subscription" />;
}
