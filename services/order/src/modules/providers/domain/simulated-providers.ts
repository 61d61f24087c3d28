// The two built-in providers (issue 7), behaving like a real processor's test mode: card and
// PayPal pages served by this service, results delivered as signed events. See docs/payments.md.
import { createHash, randomBytes } from 'node:crypto';
import type { PayMethod } from '@iq/contracts';
import { FAILURE_REASONS, type FailureReason, payPagePath } from '../../orders';
import { testModeOutcome } from './card';
import type {
  PaymentProvider,
  PaymentProviders,
  ProviderAttemptState,
  RecurringPayments,
} from './payment-provider';

/** What the test-mode processor decided for an attempt, or where the buyer left it (migration 0014). */
export type TestModeState =
  | 'succeeded'
  | 'failed'
  /** 3-D Secure challenge open. */
  | 'requires-action'
  /** PayPal: approved by the buyer, not captured yet. */
  | 'approved'
  /** PayPal: captured (money taken). */
  | 'captured'
  /** PayPal: the approval was released, nothing taken. */
  | 'released';

export interface TestModeRecord {
  attemptId: string;
  state: TestModeState;
  failureReason: string | null;
  card: { brand: string; last4: string } | null;
  decidedAt: Date;
}

/** The processor's records, as the simulated providers read them (data-access/test-mode-records.ts). */
export type TestModeLookup = (attemptId: string) => Promise<TestModeRecord | undefined>;

/** A 3-D Secure challenge nobody answers expires, as at a real processor (issue 35 reconciliation). */
export const CHALLENGE_TTL_MS = 15 * 60 * 1000;

const idFrom = (prefix: string, key: string) =>
  `${prefix}${createHash('sha256').update(key).digest('base64url').slice(0, 24)}`;

/** The processor's answer about an attempt, from its record (pure: tested without a database). */
export function providerStateOf(record: TestModeRecord | undefined, now: Date): ProviderAttemptState {
  if (!record) return { state: 'unknown' };
  const card = record.card ?? undefined;
  switch (record.state) {
    case 'succeeded':
    case 'captured':
      return { state: 'succeeded', card };
    case 'failed': {
      const reason = (FAILURE_REASONS as readonly string[]).includes(record.failureReason ?? '')
        ? (record.failureReason as FailureReason)
        : 'declined';
      return { state: 'failed', reason, card };
    }
    case 'requires-action':
      return now.getTime() - record.decidedAt.getTime() >= CHALLENGE_TTL_MS
        ? { state: 'failed', reason: 'authentication-failed', card }
        : { state: 'awaiting-buyer' };
    case 'approved':
      return { state: 'approved' };
    case 'released':
      return { state: 'released' };
  }
}

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
      return { outcome: 'succeeded', chargeId: idFrom('ch_sim_', idempotencyKey) };
    },
  };
}

function simulatedProvider(method: PayMethod, lookup: TestModeLookup | undefined): PaymentProvider {
  return {
    method,
    // The page is ours and same-origin; a real provider would create its hosted session here.
    async start({ attemptId }) {
      return { redirectUrl: payPagePath(attemptId) };
    },
    // The refund id derives from the key, so a repeated key is the same refund, as at a real provider.
    async refund({ idempotencyKey }) {
      return { refundId: idFrom('re_sim_', idempotencyKey) };
    },
    async lookup(attemptId, now) {
      return providerStateOf(lookup ? await lookup(attemptId) : undefined, now);
    },
  };
}

/**
 * The built-in card and PayPal providers. `lookup` reads the test-mode processor's records
 * (testModeReader(db)); without it the providers know no attempt (reconciliation leaves them).
 */
export function simulatedProviders(lookup?: TestModeLookup): PaymentProviders {
  return {
    card: { ...simulatedProvider('card', lookup), recurring: simulatedRecurring() },
    paypal: {
      ...simulatedProvider('paypal', lookup),
      async releaseApproval({ idempotencyKey }) {
        return { releaseId: idFrom('void_sim_', idempotencyKey) };
      },
    },
  };
}
