import { sql, type Kysely } from 'kysely';

// Issue 10, second phase: one-click purchases after the first payment (report packages, the
// answer analysis, permanent VIP), each charged once with the card of a paid order (the
// provider's saved token). A purchase's id derives from the request's Idempotency-Key and is
// the provider's key too, so a repeated request charges nothing new. One purchase of a package
// per exam session (what it unlocks belongs to the session's report, like the tiers).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('second_phase_purchases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Purchase order within one moment (lists show purchases as they were made).
    .addColumn('seq', 'integer', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('order_number', 'text', (c) => c.notNull().references('orders.order_number'))
    .addColumn('exam_session_id', 'text', (c) => c.notNull())
    // The order's mailbox when bought: VIP status is a mailbox's (spec §6 account = e-mail).
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('package', 'wrongQuestion', 'vip')`))
    .addColumn('package_id', 'text', (c) => c.notNull())
    .addColumn('step', 'text', (c) => c.notNull())
    // SKU item keys it unlocks, comma-separated ('' for VIP).
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('list_amount_minor', 'integer', (c) =>
      c.notNull().check(sql`list_amount_minor >= amount_minor`),
    )
    .addColumn('discount_percent', 'integer', (c) =>
      c.notNull().check(sql`discount_percent >= 0 and discount_percent <= 100`),
    )
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('provider_charge_id', 'text', (c) => c.notNull())
    .addColumn('charged_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('second_phase_one_per_session', ['exam_session_id', 'package_id'])
    .execute();
  await sql`create index second_phase_order_idx on second_phase_purchases (order_number)`.execute(db);
  await sql`create index second_phase_vip_idx on second_phase_purchases (lower(email)) where kind = 'vip'`.execute(
    db,
  );
  // A plan change (issue 10: skip trial, upgrade to the daily-rate plan) makes a subscription's
  // charges belong to more than one plan: each charge names its own.
  await db.schema.alterTable('subscription_charges').addColumn('plan_id', 'text').execute();
  // VIP by sku4 is looked up by mailbox among paid orders.
  await sql`create index if not exists orders_paid_sku4_email_idx on orders (lower(email))
    where status = 'paid' and sku_id = 'sku4'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists orders_paid_sku4_email_idx`.execute(db);
  await db.schema.alterTable('subscription_charges').dropColumn('plan_id').execute();
  await db.schema.dropTable('second_phase_purchases').execute();
}
