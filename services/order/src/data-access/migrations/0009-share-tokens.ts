import { sql, type Kysely } from 'kysely';

// Issue 8 sharing (spec §7 POST /exam/order/info/share): what an order's owner chose to show
// behind a share link. Only a SHA-256 of the token is kept, so the table itself opens nothing;
// `parts` are the SHARE_PARTS chosen, comma-separated in that order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('share_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey().check(sql`token_hash ~ '^[0-9a-f]{64}$'`))
    .addColumn('order_number', 'text', (c) => c.notNull())
    .addColumn('parts', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`parts ~ '^(score|band|percentile|certificate)(,(score|band|percentile|certificate)){0,3}$'`,
        ),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('share_tokens_order_number')
    .on('share_tokens')
    .column('order_number')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('share_tokens').execute();
}
