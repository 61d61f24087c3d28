// Retrieve by e-mail (issue 8): a mailbox's paid orders, and the attempt counters in the
// database (migration 0008), so every instance of the service counts the same attempts.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PaidOrderOfMailbox } from '../domain/retrievable-reports';
import type { LimitWindow } from '../domain/retrieve-limits';
import type { OrderDB } from '../../../data-access/schema';

export type LimitScope = 'email' | 'client' | 'verify' | 'unsubscribe-email' | 'unsubscribe-client';

export interface LimitCounter {
  scope: LimitScope;
  /** The address or the client's IP; only its hash is stored. */
  value: string;
  limit: number;
}

/** Thrown inside the counting transaction to roll back every counter it had taken. */
class LimitReached extends Error {
  constructor(readonly counter: LimitCounter) {
    super('limit reached');
  }
}

const keyOf = ({ scope, value }: LimitCounter) =>
  createHash('sha256').update(`${scope}:${value}`).digest('hex');

export function createRetrieveStore(db: Kysely<OrderDB>) {
  return {
    /**
     * The paid orders whose e-mail is `email`, compared case-insensitively on the whole address
     * (index orders_paid_email_idx); the most recently paid first, at most `limit`.
     */
    async paidOrdersOf(email: string, limit = 200): Promise<PaidOrderOfMailbox[]> {
      const rows = await db
        .selectFrom('orders as o')
        .leftJoin('report_scores as s', 's.exam_session_id', 'o.exam_session_id')
        .select([
          'o.order_number as orderNumber',
          'o.exam_id as examId',
          'o.exam_code as examCode',
          'o.exam_session_id as examSessionId',
          'o.email as email',
          'o.locale as locale',
          'o.paid_at as paidAt',
          'o.created_at as createdAt',
          's.confirmed_at as confirmedAt',
        ])
        .where((eb) => eb(eb.fn('lower', ['o.email']), '=', eb.fn('lower', [eb.val(email)])))
        .where('o.status', '=', 'paid')
        .orderBy('o.paid_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, paidAt: row.paidAt ?? row.createdAt }));
    },

    /**
     * Counts one attempt on every counter of the window, or on none: each is an atomic upsert
     * that only adds while the count is under its limit (the row lock orders concurrent
     * attempts), in one transaction, always in the given order. Returns the counter that was
     * full, or null when the attempt was counted.
     */
    async countAttempt(counters: readonly LimitCounter[], window: LimitWindow): Promise<LimitCounter | null> {
      try {
        await db.transaction().execute(async (trx) => {
          for (const counter of counters) {
            const counted = await trx
              .insertInto('rate_limits')
              .values({
                scope: counter.scope,
                key: keyOf(counter),
                window_start: window.start,
                expires_at: window.end,
                hits: 1,
              })
              .onConflict((oc) =>
                oc
                  .columns(['scope', 'key', 'window_start'])
                  .doUpdateSet((eb) => ({ hits: eb('rate_limits.hits', '+', 1) }))
                  .where('rate_limits.hits', '<', counter.limit),
              )
              .returning('hits')
              .executeTakeFirst();
            if (!counted) throw new LimitReached(counter);
          }
        });
        return null;
      } catch (err) {
        if (err instanceof LimitReached) return err.counter;
        throw err;
      }
    },

    /** Drops the counters of windows that have ended. */
    async forgetExpired(now: Date): Promise<void> {
      await db.deleteFrom('rate_limits').where('expires_at', '<=', now).execute();
    },
  };
}

export type RetrieveStore = ReturnType<typeof createRetrieveStore>;
