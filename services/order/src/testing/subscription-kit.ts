// What the subscription tests share (imported by *.test.ts only): a payment provider edge that
// records every saved-card charge it is asked for (the independent count: it never reads our
// tables) and can decline, a clock the tests move, and the subscription calls.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { postJson } from '@iq/service-common/src/testing';
import type {
  PaymentProviders,
  SavedCharge,
  SavedChargeResult,
} from '../modules/providers/domain/payment-provider';
import { simulatedProviders } from '../modules/providers/domain/simulated-providers';
import type { OrderDB } from '../data-access/schema';

export interface ProviderEdge {
  providers: PaymentProviders;
  /** Every charge request as the provider received it, in order. */
  calls: SavedCharge[];
  /** The provider's own ledger: charge ids it made, by idempotency key. */
  charged: Map<string, string>;
  /** Decline the next `n` charges (a new key each: a replayed key keeps its first answer). */
  decline(n: number): void;
}

/** The card provider with its saved-card API replaced at the edge; the card page stays the simulated one. */
export function providerEdge(options: { delayMs?: number } = {}): ProviderEdge {
  const calls: SavedCharge[] = [];
  const charged = new Map<string, string>();
  const answers = new Map<string, SavedChargeResult>();
  let declines = 0;
  const simulated = simulatedProviders();
  return {
    calls,
    charged,
    decline(n) {
      declines = n;
    },
    providers: {
      paypal: simulated.paypal,
      card: {
        ...simulated.card,
        recurring: {
          async saveCard({ last4 }) {
            return { token: `tok_edge_${last4}_${randomBytes(9).toString('base64url')}` };
          },
          async chargeSaved(charge) {
            calls.push(charge);
            if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
            // Like a real provider: a key is answered once and replayed after.
            const earlier = answers.get(charge.idempotencyKey);
            if (earlier) return earlier;
            let answer: SavedChargeResult;
            if (declines > 0) {
              declines -= 1;
              answer = { outcome: 'failed', reason: 'insufficient-funds' };
            } else {
              const id = `ch_${randomBytes(9).toString('base64url')}`;
              charged.set(charge.idempotencyKey, id);
              answer = { outcome: 'succeeded', chargeId: id };
            }
            answers.set(charge.idempotencyKey, answer);
            return answer;
          },
        },
      },
    },
  };
}

/** A clock the test moves. */
export function movableClock(start: string) {
  let at = new Date(start).getTime();
  return {
    now: () => new Date(at),
    set(date: Date | string) {
      at = new Date(date).getTime();
    },
    advance(ms: number) {
      at += ms;
    },
  };
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

let keys = 0;
export const subscriptionKey = () => `sub-test-${Date.now().toString(36)}-${(keys += 1)}`;

/** POST /pay/secondPhase/pay/planSku as the checkout screen sends it. */
export function startSubscription(
  orderUrl: string,
  session: string,
  body: Record<string, unknown>,
  key = subscriptionKey(),
) {
  return postJson(`${orderUrl}/pay/secondPhase/pay/planSku`, body, {
    'Idempotency-Key': key,
    'Exam-Session': session,
  });
}

/** The mails of a kind sent to an address, oldest first. */
export async function mailsTo(db: Kysely<OrderDB>, to: string, kind?: string) {
  let query = db
    .selectFrom('mail_outbox')
    .select(['kind', 'subject', 'text_body as text', 'order_number as orderNumber'])
    .where('to_address', '=', to)
    .orderBy('id');
  if (kind) query = query.where('kind', '=', kind);
  return query.execute();
}

/** The 6-digit code of the latest cancellation-code mail to `to`. */
export async function mailedCode(db: Kysely<OrderDB>, to: string): Promise<string> {
  const mails = await mailsTo(db, to, 'subscription-cancel-code');
  const match = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error('no code mailed');
  return match[1]!;
}
