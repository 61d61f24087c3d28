import { sql, type Kysely } from 'kysely';

// Issue 3: generated items with their key, answers saved as given, the server's clock, the
// confirmed outcome and the (paid, never returned at confirm) score.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    // The assembly seed (null for placeholder sets); the item set itself is stored below.
    .addColumn('seed', 'bigint')
    // Fixed at start, so changing the setting never shortens a running exam.
    .addColumn('time_limit_seconds', 'integer', (c) => c.notNull().defaultTo(1200))
    .addColumn('started_at', 'timestamptz')
    .addColumn('last_answer_at', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('total_seconds', 'double precision')
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome in ('scored', 'abnormal')`))
    .addColumn('abnormal_reason', 'text')
    .addColumn('email', 'text')
    .execute();

  await db.schema
    .alterTable('session_items')
    // Pictures in the displayed order; null only on sessions started before this migration.
    .addColumn('matrix_svg', 'text')
    .addColumn('option_svgs', sql`text[]`)
    // The key and what the wrong-answer analysis needs; null for placeholder sets.
    .addColumn('correct_option_id', 'text')
    .addColumn('irt', 'jsonb')
    .addColumn('level', 'integer')
    .addColumn('rules', 'jsonb')
    .addColumn('mistakes', 'jsonb')
    .addColumn('features', 'jsonb')
    // The answer as given, and the server-measured time on the item.
    .addColumn('answer_option_id', 'text')
    .addColumn('seconds', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('answer_events', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answered_at', 'timestamptz')
    .execute();
  // Answers and question lookups go by (session, item id).
  await db.schema
    .createIndex('session_items_item_id')
    .on('session_items')
    .columns(['session_id', 'item_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('session_scores')
    .addColumn('session_id', 'text', (c) => c.primaryKey().references('sessions.id').onDelete('cascade'))
    .addColumn('theta', 'double precision', (c) => c.notNull())
    .addColumn('se', 'double precision', (c) => c.notNull())
    .addColumn('iq', 'integer', (c) => c.notNull())
    .addColumn('iq_low', 'integer', (c) => c.notNull())
    .addColumn('iq_high', 'integer', (c) => c.notNull())
    .addColumn('percentile', 'double precision', (c) => c.notNull())
    .addColumn('band', 'text', (c) => c.notNull())
    .addColumn('indicators', 'jsonb', (c) => c.notNull())
    .addColumn('answered_count', 'integer', (c) => c.notNull())
    .addColumn('correct_count', 'integer', (c) => c.notNull())
    .addColumn('scored_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('session_scores').execute();
  await db.schema.dropIndex('session_items_item_id').execute();
  await db.schema
    .alterTable('session_items')
    .dropColumn('matrix_svg')
    .dropColumn('option_svgs')
    .dropColumn('correct_option_id')
    .dropColumn('irt')
    .dropColumn('level')
    .dropColumn('rules')
    .dropColumn('mistakes')
    .dropColumn('features')
    .dropColumn('answer_option_id')
    .dropColumn('seconds')
    .dropColumn('answer_events')
    .dropColumn('answered_at')
    .execute();
  await db.schema
    .alterTable('sessions')
    .dropColumn('seed')
    .dropColumn('time_limit_seconds')
    .dropColumn('started_at')
    .dropColumn('last_answer_at')
    .dropColumn('confirmed_at')
    .dropColumn('total_seconds')
    .dropColumn('outcome')
    .dropColumn('abnormal_reason')
    .dropColumn('email')
    .execute();
}
