import { type Kysely } from 'kysely';

// The free evaluation pack (spec §9, /triplePurchase; POST /exam/extra/order/submit): the three
// questionnaires are free, so adding the pack to a paid order charges nothing. One row per order
// says when its buyer added it (a second submit finds it and answers the same); no amount, no
// payment attempt, no order of its own: nothing here looks like a charge.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('free_pack_orders')
    .addColumn('order_number', 'text', (c) => c.primaryKey().references('orders.order_number'))
    .addColumn('package_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('free_pack_orders').execute();
}
