// ARCHITECTURE.md: a retried or doubled payment request never charges twice. Each payment
// attempt carries an Idempotency-Key kept in session storage: a double click, or a reload
// before the provider's page opens, sends the same key again, so the service replays its stored
// answer instead of creating a second order; so does a retry after a call whose outcome is open
// (no answer, a timeout, a 5xx). A refused call (4xx) ends the attempt. Another tier, e-mail or
// method is another attempt.
// Once an order's status is known to be over (paid, failed, or the buyer came back to pay
// again), its attempt is forgotten, so the next try is a new attempt with a new key.

const STORAGE_KEY = 'IQ-checkout-attempt';

export interface PaymentAttempt {
  /** What this attempt sends, so only the very same request reuses its key. */
  fingerprint: string;
  idempotencyKey: string;
  /** The order it created or retried, once known. */
  orderNumber?: string;
}

type AttemptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Blocked storage (private modes) still keeps the key for this page's life.
const memory = new Map<string, string>();
const memoryStorage: AttemptStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

function defaultStorage(): AttemptStorage {
  try {
    sessionStorage.getItem(STORAGE_KEY);
    return sessionStorage;
  } catch {
    return memoryStorage;
  }
}

/** A fresh key: a UUID where the browser offers one (secure contexts), else 128 random bits. */
export function newIdempotencyKey(cryptoApi: Crypto = crypto): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function read(storage: AttemptStorage): PaymentAttempt | null {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as PaymentAttempt | null;
    return value && typeof value.fingerprint === 'string' && typeof value.idempotencyKey === 'string'
      ? value
      : null;
  } catch {
    return null;
  }
}

/** The attempt for this request: the kept one when it is the same request, else a new one. */
export function attemptFor(
  fingerprint: string,
  storage: AttemptStorage = defaultStorage(),
  newKey: () => string = newIdempotencyKey,
): PaymentAttempt {
  const kept = read(storage);
  if (kept && kept.fingerprint === fingerprint) return kept;
  const attempt: PaymentAttempt = { fingerprint, idempotencyKey: newKey() };
  storage.setItem(STORAGE_KEY, JSON.stringify(attempt));
  return attempt;
}

/** Record which order the attempt with this fingerprint is about. */
export function rememberAttemptOrder(
  fingerprint: string,
  orderNumber: string,
  storage: AttemptStorage = defaultStorage(),
): void {
  const kept = read(storage);
  if (kept && kept.fingerprint === fingerprint) {
    storage.setItem(STORAGE_KEY, JSON.stringify({ ...kept, orderNumber }));
  }
}

/** The service refused this request (a 4xx answer): the next try is a new attempt with a new key. */
export function forgetAttempt(fingerprint: string, storage: AttemptStorage = defaultStorage()): void {
  if (read(storage)?.fingerprint === fingerprint) storage.removeItem(STORAGE_KEY);
}

/** Whether a failed call was refused by the service (4xx): then its outcome is known, not open. */
export function wasRefused(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** This order's attempt is over: the next payment on it, or a new order, gets a new key. */
export function forgetAttemptOf(orderNumber: string, storage: AttemptStorage = defaultStorage()): void {
  if (read(storage)?.orderNumber === orderNumber) storage.removeItem(STORAGE_KEY);
}

export function createFingerprint(order: {
  session: string;
  examId: number;
  skuId: string;
  email: string;
  payMethod: string;
  country: string;
  amountMinor: number;
  currency: string;
}): string {
  return JSON.stringify([
    'create',
    order.session,
    order.examId,
    order.skuId,
    order.email,
    order.payMethod,
    order.country,
    order.amountMinor,
    order.currency,
  ]);
}

export function retryFingerprint(orderNumber: string, payMethod: string): string {
  return JSON.stringify(['retry', orderNumber, payMethod]);
}
