// Kysely queries of refunds and releases (migration 0014) and of the order jobs that carry them
// out: 'refund' gives back what is due, 'reconcile' asks the provider about attempts left
// pending. Every function takes the connection it runs on, so callers compose them inside one
// transaction (the receiver's, the job's).
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { PayMethod } from '@iq/contracts';
import type { RefundRecord, RefundReason } from '../../providers';
import type { OrderDB } from '../../../data-access/schema';
import type { MoneyJobKind } from '../../subscriptions';

type Db = Kysely<OrderDB>;

const columns = [
  'id',
  'order_number as orderNumber',
  'charge_ref as chargeRef',
  'method',
  'kind',
  'amount_minor as amountMinor',
  'currency',
  'reason',
  'state',
  'provider_ref as providerRef',
  'created_at as createdAt',
  'done_at as doneAt',
] as const;

const asRecord = (row: object) => row as RefundRecord;

export interface DueRefund {
  orderNumber: string;
  chargeRef: string;
  method: PayMethod;
  kind: 'refund' | 'void';
  amountMinor: number;
  currency: string;
  reason: RefundReason;
}

export const refundQueries = {
  /**
   * Records a refund (or release) as due, once per charge; false when that charge already has
   * one (a re-delivered event, a second reconciliation).
   */
  async addDue(db: Db, refund: DueRefund, at: Date): Promise<boolean> {
    // The id derives from the charge: it is also the provider's idempotency key.
    const id = `rf_${createHash('sha256').update(refund.chargeRef).digest('base64url').slice(0, 22)}`;
    const inserted = await db
      .insertInto('payment_refunds')
      .values({
        id,
        order_number: refund.orderNumber,
        charge_ref: refund.chargeRef,
        method: refund.method,
        kind: refund.kind,
        amount_minor: refund.amountMinor,
        currency: refund.currency,
        reason: refund.reason,
        state: 'due',
        created_at: at,
      })
      .onConflict((oc) => oc.column('charge_ref').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  async ofOrder(db: Db, orderNumber: string): Promise<RefundRecord[]> {
    const rows = await db
      .selectFrom('payment_refunds')
      .select(columns)
      .where('order_number', '=', orderNumber)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(asRecord);
  },

  /** Refunds of many orders at once (a session's or a mailbox's ledger). */
  async ofOrders(db: Db, orderNumbers: readonly string[]): Promise<RefundRecord[]> {
    if (!orderNumbers.length) return [];
    const rows = await db
      .selectFrom('payment_refunds')
      .select(columns)
      .where('order_number', 'in', orderNumbers)
      .execute();
    return rows.map(asRecord);
  },

  async markDone(db: Db, id: string, providerRef: string, at: Date): Promise<void> {
    await db
      .updateTable('payment_refunds')
      .set({ state: 'done', provider_ref: providerRef, done_at: at })
      .where('id', '=', id)
      .where('state', '=', 'due')
      .execute();
  },

  /**
   * Arms the order's job of `kind` to run at `runAt` (one row per kind and order, migration
   * 0012's unique index): a new row, or the finished one due again with fresh claims. An
   * armed job that is not done keeps the earlier of the two times.
   */
  async armJob(db: Db, kind: MoneyJobKind, orderNumber: string, runAt: Date): Promise<void> {
    await sql`
      insert into scheduled_jobs (kind, order_number, period, run_at)
      values (${kind}, ${orderNumber}, 0, ${runAt})
      on conflict (kind, order_number) do update set
        run_at = case when scheduled_jobs.done_at is null
          then least(scheduled_jobs.run_at, excluded.run_at) else excluded.run_at end,
        done_at = null, claims = 0, last_error = null`.execute(db);
  },
};
