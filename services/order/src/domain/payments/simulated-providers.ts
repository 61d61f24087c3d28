// The two built-in providers (issue 7), behaving like a real processor's test mode: card and
// PayPal pages served by this service, results delivered as signed events. See docs/payments.md.
import type { PayMethod } from '@iq/contracts';
import { payPagePath } from '../orders/site-paths';
import type { PaymentProvider, PaymentProviders } from './payment-provider';

function simulatedProvider(method: PayMethod): PaymentProvider {
  return {
    method,
    // The page is ours and same-origin; a real provider would create its hosted session here.
    async start({ attemptId }) {
      return { redirectUrl: payPagePath(attemptId) };
    },
  };
}

export function simulatedProviders(): PaymentProviders {
  return { card: simulatedProvider('card'), paypal: simulatedProvider('paypal') };
}
