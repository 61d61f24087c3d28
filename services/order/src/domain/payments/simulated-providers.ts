// The two built-in providers (issue 7), behaving like a real processor's test mode: card and
// PayPal pages served by this service, results delivered as signed events. See docs/payments.md.
import { createHash, randomBytes } from 'node:crypto';
import type { PayMethod } from '@iq/contracts';
import type { FailureReason } from '../orders/order-state';
import { payPagePath } from '../orders/site-paths';
import { testModeOutcome } from './card';
import type { PaymentProvider, PaymentProviders, RecurringPayments } from './payment-provider';

const TOKEN = /^simtok_(ok|declined|insufficient-funds)_[A-Za-z0-9_-]{22}$/;

/**
 * Saved cards in test mode: the token names how the card behaves (like Stripe's tok_visa and
 * tok_chargeDeclined), from the same test numbers as the card page; a 3-D Secure card is
 * charged without a challenge (merchant-initiated). The charge id derives from the
 * idempotency key, so a repeated key is the same charge, as at a real provider.
 */
export function simulatedRecurring(): RecurringPayments {
  return {
    async saveCard({ digits }) {
      const outcome = testModeOutcome(digits);
      const behaviour = outcome.kind === 'failed' ? outcome.reason : 'ok';
      return { token: `simtok_${behaviour}_${randomBytes(16).toString('base64url')}` };
    },
    async chargeSaved({ token, idempotencyKey }) {
      const match = TOKEN.exec(token);
      if (!match) return { outcome: 'failed', reason: 'declined' };
      if (match[1] !== 'ok') return { outcome: 'failed', reason: match[1] as FailureReason };
      const id = createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 24);
      return { outcome: 'succeeded', chargeId: `ch_sim_${id}` };
    },
  };
}

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
  return {
    card: { ...simulatedProvider('card'), recurring: simulatedRecurring() },
    paypal: simulatedProvider('paypal'),
  };
}
