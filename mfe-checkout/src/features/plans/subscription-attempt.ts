// ARCHITECTURE.md: a retried or doubled payment request never charges twice. Subscribing follows
// the payment page's rule (payment-attempt.ts) under its own session-storage entry: the same
// request (session, order, plan, trial choice) keeps its Idempotency-Key after a double click,
// a reload or an open outcome (no answer, a 5xx), so the service replays its answer; a refusal
// (4xx) or another choice is a new attempt.
import { attemptFor, forgetAttempt, type PaymentAttempt } from '../payment/payment-attempt';

const STORAGE_KEY = 'IQ-subscription-attempt';

type AttemptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memory = new Map<string, string>();

/** The attempt helpers read one fixed key; this storage keeps the subscription's under its own. */
function subscriptionStorage(): AttemptStorage {
  let storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  try {
    sessionStorage.getItem(STORAGE_KEY);
    storage = sessionStorage;
  } catch {
    // Blocked storage (private modes) still keeps the key for this page's life.
    storage = {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
  return {
    getItem: () => storage.getItem(STORAGE_KEY),
    setItem: (_key, value) => storage.setItem(STORAGE_KEY, value),
    removeItem: () => storage.removeItem(STORAGE_KEY),
  };
}

export function subscriptionFingerprint(start: {
  session: string;
  orderNumber: string;
  planId: string;
  skipTrial: boolean;
}): string {
  return JSON.stringify(['subscribe', start.session, start.orderNumber, start.planId, start.skipTrial]);
}

export function subscriptionAttemptFor(fingerprint: string): PaymentAttempt {
  return attemptFor(fingerprint, subscriptionStorage());
}

export function forgetSubscriptionAttempt(fingerprint: string): void {
  forgetAttempt(fingerprint, subscriptionStorage());
}
