// Retrieve by e-mail (issue 8): a mailbox's paid orders. The attempts are counted in
// data-access/attempt-limits.ts (the service's, shared with unsubscribe and certificate checks).
import type { Kysely } from 'kysely';
import type { PaidOrderOfMailbox } from '../domain/retrievable-reports';
import type { OrderDB } from '../../../data-access/schema';

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
  };
}

export type RetrieveStore = ReturnType<typeof createRetrieveStore>;
