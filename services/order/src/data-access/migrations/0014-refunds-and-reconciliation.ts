import { sql, type Kysely } from 'kysely';

// Issue 35, never a double charge. (1) `payment_refunds`: money given back (or an approval
// released) by the provider adapter, one row per attempt or one-click charge it concerns, with
// why and whether the provider has done it; the buyer's charges and net are read from the
// attempts and these rows. (2) Two more durable jobs of a paid or pending order beside the
// account job: 'refund' (give back what the refunds table says is due) and 'reconcile' (ask the
// provider about attempts left pending). One row per (kind, order), re-armed when due again.
// (3) `test_mode_payments`: what the built-in test-mode processor decided for each submitted
// attempt, i.e. the provider's own record that reconciliation asks (a real provider keeps it).
// (4) A subscription remembers when its terms box was ticked (never started without it).
// (5) An attempt can end 'released': a PayPal approval let go without a capture.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_attempts drop constraint if exists payment_attempts_status_check`.execute(db);
  await sql`alter table payment_attempts add constraint payment_attempts_status_check
    check (status in ('open', 'pending', 'succeeded', 'failed', 'released'))`.execute(db);

  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_number', 'text', (c) => c.notNull().references('orders.order_number'))
    // The attempt of a tier order, or 'sp:<purchase id>' for a one-click charge.
    .addColumn('charge_ref', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    // refund: captured money given back; void: an approval released before any capture.
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('refund', 'void')`))
    .addColumn('amount_minor', 'integer', (c) => c.notNull().check(sql`amount_minor >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('due', 'done')`))
    .addColumn('provider_ref', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('done_at', 'timestamptz')
    .execute();
  // At most one refund (or void) per charge: a re-delivered event gives nothing back twice.
  await sql`create unique index payment_refunds_charge_unique on payment_refunds (charge_ref)`.execute(db);
  await sql`create index payment_refunds_order_idx on payment_refunds (order_number)`.execute(db);

  await sql`alter table scheduled_jobs drop constraint if exists scheduled_jobs_kind_check`.execute(db);
  await sql`alter table scheduled_jobs add constraint scheduled_jobs_kind_check check (
    (kind in ('renewal', 'reminder') and subscription_id is not null)
    or (kind in ('account', 'refund', 'reconcile') and order_number is not null))`.execute(db);

  await db.schema
    .createTable('test_mode_payments')
    .addColumn('attempt_id', 'text', (c) => c.primaryKey())
    // succeeded | failed | requires-action (3-D Secure open) | approved (PayPal, not captured)
    // | captured (PayPal) | voided (PayPal approval released)
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('failure_reason', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('decided_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('subscriptions').addColumn('terms_accepted_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('terms_accepted_at').execute();
  await db.schema.dropTable('test_mode_payments').execute();
  await sql`delete from scheduled_jobs where kind in ('refund', 'reconcile')`.execute(db);
  await sql`alter table scheduled_jobs drop constraint if exists scheduled_jobs_kind_check`.execute(db);
  await sql`alter table scheduled_jobs add constraint scheduled_jobs_kind_check check (
    (kind in ('renewal', 'reminder') and subscription_id is not null)
    or (kind = 'account' and order_number is not null))`.execute(db);
  await db.schema.dropTable('payment_refunds').execute();
  await sql`update payment_attempts set status = 'failed' where status = 'released'`.execute(db);
  await sql`alter table payment_attempts drop constraint if exists payment_attempts_status_check`.execute(db);
  await sql`alter table payment_attempts add constraint payment_attempts_status_check
    check (status in ('open', 'pending', 'succeeded', 'failed'))`.execute(db);
}
