import { sql, type Kysely } from 'kysely';

// Issue 8 ranking: an optional birth year on the order (the IQ flow asks none yet; a screen
// may send it with the order), copied to the session's kept score for the average IQ by age group.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('birth_year', 'integer', (c) => c.check(sql`birth_year between 1900 and 2100`))
    .execute();
  await db.schema.alterTable('report_scores').addColumn('birth_year', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('report_scores').dropColumn('birth_year').execute();
  await db.schema.alterTable('orders').dropColumn('birth_year').execute();
}
