import { sql, type Kysely } from 'kysely';

// Issue 15 (load): a counter every saved answer raises. An answer reads its session without a
// lock and writes only if the counter is still what it read (one statement, no transaction), so
// what it checked (the other answers' count, the previous answer's time) still holds when it
// writes; when another answer came first it takes the locked way instead (session-answer-queries.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('answer_revision', 'integer', (c) => c.notNull().defaultTo(sql`0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('answer_revision').execute();
}
