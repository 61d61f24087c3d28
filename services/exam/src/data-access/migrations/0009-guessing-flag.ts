import type { Kysely } from 'kysely';

// Issue 36: a scored sheet that looks like guessing or pattern clicking. Older rows keep null,
// read as "not flagged".
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('session_scores').addColumn('guessing_likely', 'boolean').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('session_scores').dropColumn('guessing_likely').execute();
}
