import { sql, type Kysely } from 'kysely';

// Issue 6: the IQ range a session's items measure precisely, and whether the score lies beyond
// it (reported as a bound, "> 127", rather than a number). Older rows keep nulls.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('session_scores')
    .addColumn('measurable_low', 'integer')
    .addColumn('measurable_high', 'integer')
    .addColumn('bound', 'text', (c) => c.check(sql`bound in ('above', 'below')`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('session_scores')
    .dropColumn('measurable_low')
    .dropColumn('measurable_high')
    .dropColumn('bound')
    .execute();
}
