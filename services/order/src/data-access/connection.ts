// The handle the order service's queries run on: its database, or inside a transaction the
// transaction. Entry-points hold it only to pass it to data-access functions (issue 39: no SQL
// outside data-access), so a flow that spans several queries composes them in one transaction.
import type { Kysely } from 'kysely';
import type { OrderDB } from './schema';

export type OrderConnection = Kysely<OrderDB>;

/** Runs `work` in one transaction: every data-access call given `trx` commits or rolls back with it. */
export function inTransaction<T>(
  db: OrderConnection,
  work: (trx: OrderConnection) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(work);
}
