// Provider results as signed events (docs/payments.md): HMAC-SHA256 over "timestamp.body" with
// the shared secret, in the header `Payment-Signature: t=<unix seconds>,v1=<hex>` (the shape
// Stripe uses). Verified before anything is read; older than 5 minutes → refused.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { orderNumberSchema, payMethodSchema, text } from '@iq/contracts';
import { FAILURE_REASONS, type PaymentResult } from '../../orders';

export const PAYMENT_SIGNATURE_HEADER = 'Payment-Signature';
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export const paymentEventSchema = z.strictObject({
  id: text().regex(/^evt_[A-Za-z0-9_-]{16,64}$/, 'is not an event id'),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  /** Unix seconds at which the provider produced the result. */
  created: z.number().int().min(0),
  data: z.strictObject({
    attemptId: text().regex(/^[A-Za-z0-9_-]{22,64}$/, 'is not an attempt id'),
    orderNumber: orderNumberSchema,
    method: payMethodSchema,
    failureReason: z.enum(FAILURE_REASONS).optional(),
    card: z.strictObject({ brand: text().regex(/^[a-z]{1,20}$/), last4: text().regex(/^\d{4}$/) }).optional(),
  }),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

/** What an event means for the order's state machine. */
export function resultOf(event: PaymentEvent): PaymentResult {
  const card = event.data.card;
  if (event.type === 'payment.succeeded') return { outcome: 'succeeded', card };
  return { outcome: 'failed', reason: event.data.failureReason ?? 'declined', card };
}

function hmac(secret: string, timestamp: number, body: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** The header value for a body signed at `timestamp` (unix seconds). */
export function signPayload(secret: string, timestamp: number, body: Buffer | string): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

export type SignatureCheck = { ok: true } | { ok: false; problem: string };

/** Checks the header against the exact body bytes, at `now`, within the 5-minute tolerance. */
export function verifySignature(
  secret: string,
  header: string | undefined,
  body: Buffer | string,
  now: Date,
): SignatureCheck {
  if (!header) return { ok: false, problem: `Missing ${PAYMENT_SIGNATURE_HEADER} header` };
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k, v]) => k === 'v1' && v && /^[0-9a-f]{64}$/.test(v)).map(([, v]) => v!);
  if (!Number.isInteger(timestamp) || signatures.length === 0)
    return { ok: false, problem: `Malformed ${PAYMENT_SIGNATURE_HEADER} header` };
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  // Any v1 may match (two during a secret rotation); compared in constant time.
  if (!signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected)))
    return { ok: false, problem: 'Invalid payment event signature' };
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    return { ok: false, problem: 'Payment event timestamp outside the 5-minute tolerance' };
  return { ok: true };
}
