// The handle the user service's queries run on: its database, or inside a transaction the
// transaction. Entry-points hold it only to pass it to data-access functions (issue 39: no SQL
// outside data-access), so a flow that spans several queries composes them in one transaction.
import type { Kysely } from 'kysely';
import type { UserDB } from './schema';

export type UserConnection = Kysely<UserDB>;

/** Runs `work` in one transaction: every data-access call given `trx` commits or rolls back with it. */
export function inTransaction<T>(db: UserConnection, work: (trx: UserConnection) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
