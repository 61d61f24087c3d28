import type { Kysely } from 'kysely';

// Issue 8 upgrades: the paid order (same exam session) an order upgrades; it is charged the
// difference between the tiers, and the session's report shows every paid tier together.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('upgrade_from', 'text', (c) => c.references('orders.order_number'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('upgrade_from').execute();
}
