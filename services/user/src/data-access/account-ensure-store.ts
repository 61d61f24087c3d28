// Accounts ensured after a purchase (issue 11, POST /internal/account/ensure): one row per order,
// so a repeated call for the same order neither creates nor mails twice.
import type { Kysely } from 'kysely';
import type { UserDB } from './schema';

type Db = Kysely<UserDB>;

export interface AccountEnsure {
  userId: number;
  /** Whether this order's call made the account (rather than finding one). */
  created: boolean;
  /** When the set-password link went out, or null (none needed, or its send failed). */
  mailedAt: Date | null;
}

export const accountEnsureQueries = {
  /** The order's earlier ensure, locked for the rest of the transaction (concurrent calls take turns). */
  async ofOrderLocked(db: Db, orderNumber: string): Promise<AccountEnsure | undefined> {
    const row = await db
      .selectFrom('account_ensures')
      .select(['user_id as userId', 'created', 'mailed_at as mailedAt'])
      .where('order_number', '=', orderNumber)
      .forUpdate()
      .executeTakeFirst();
    return row;
  },

  /** The order's first ensure; a concurrent one that recorded it first keeps its row. */
  async record(
    db: Db,
    orderNumber: string,
    ensure: { userId: number; created: boolean },
    at: Date,
  ): Promise<void> {
    await db
      .insertInto('account_ensures')
      .values({ order_number: orderNumber, user_id: ensure.userId, created: ensure.created, created_at: at })
      .onConflict((oc) => oc.column('order_number').doNothing())
      .execute();
  },

  /** The set-password link of the order's ensure was sent: a repeated call mails no more. */
  async markMailed(db: Db, orderNumber: string, at: Date): Promise<void> {
    await db
      .updateTable('account_ensures')
      .set({ mailed_at: at })
      .where('order_number', '=', orderNumber)
      .execute();
  },
};
