import { sql, type Kysely } from 'kysely';

// Issue 38: the confirmed free-test results a sign-up brought along, claimed for the account when
// its mailed link is opened (in any browser). The exam session id is a bearer secret: kept in the
// clear only until the claim (it is what the order service's claim is called with), then cleared;
// session_hash (SHA-256, hex) answers the signing-up tab's "saved yet?" question.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('results_awaiting_account')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_hash', 'text', (c) => c.notNull().check(sql`session_hash ~ '^[0-9a-f]{64}$'`))
    .addColumn('exam_session_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome in ('saved', 'refused')`))
    .addPrimaryKeyConstraint('results_awaiting_account_pkey', ['user_id', 'session_hash'])
    .execute();
  await db.schema
    .createIndex('results_awaiting_account_session_hash')
    .on('results_awaiting_account')
    .column('session_hash')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('results_awaiting_account').execute();
}
