import { type Kysely } from 'kysely';

// Issue 13: one-use codes that hand a session over from an app's built-in browser to the system
// browser (POST /exam/session/handoff). Only the code's SHA-256 is kept: a read of this table
// (backup, log of a query) gives nothing that can be claimed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('session_handoffs')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    // Set by the one claim; a claimed code is never claimed again.
    .addColumn('claimed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('session_handoffs_session')
    .on('session_handoffs')
    .column('session_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('session_handoffs').execute();
}
