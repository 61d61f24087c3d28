import { sql, type Kysely } from 'kysely';

// Issue 10: subscriptions and what runs them. A subscription belongs to one paid card order
// (its e-mail, its card as the provider's token, never card data); its charges are rows, one
// per (period, attempt) with the idempotency key sent to the provider, and at most one
// succeeded charge per period (partial unique index). Renewals, retries and reminders are rows
// of `scheduled_jobs`, claimed with row locks so that several instances never run one twice.
// Cancellation codes (mailed) and one-step cancel links (in reminders) are kept as hashes only.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The provider's token for charging the card again (the card page saves it); never card data.
  await db.schema.alterTable('payment_attempts').addColumn('payment_token', 'text').execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // One subscription per order, ever: its mails are keyed by the order (mail_outbox unique).
    .addColumn('order_number', 'text', (c) => c.notNull().unique().references('orders.order_number'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull().check(sql`plan_id in ('weekly', 'monthly', 'daily')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('trialing', 'active', 'past_due', 'cancelled', 'expired')`),
    )
    .addColumn('amount_minor', 'integer', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('pay_method', 'text', (c) => c.notNull())
    .addColumn('payment_token', 'text', (c) => c.notNull())
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text', (c) => c.check(sql`card_last4 ~ '^[0-9]{4}$'`))
    // 0 = the trial; n = the n-th paid period.
    .addColumn('period', 'integer', (c) => c.notNull().check(sql`period >= 0`))
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('trial_end', 'timestamptz')
    // Failed charges of the renewal due now (reset when one succeeds).
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index subscriptions_email_idx on subscriptions (lower(email))
    where status in ('trialing', 'active', 'past_due')`.execute(db);

  await db.schema
    .createTable('subscription_charges')
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('subscriptions.id'))
    .addColumn('period', 'integer', (c) => c.notNull().check(sql`period >= 1`))
    .addColumn('attempt', 'integer', (c) => c.notNull().check(sql`attempt >= 1`))
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('succeeded', 'failed')`))
    .addColumn('failure_reason', 'text')
    .addColumn('provider_charge_id', 'text')
    .addColumn('charged_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('subscription_charges_attempt_unique', ['subscription_id', 'period', 'attempt'])
    .execute();
  await sql`create unique index subscription_charges_one_success on subscription_charges
    (subscription_id, period) where status = 'succeeded'`.execute(db);

  await db.schema
    .createTable('scheduled_jobs')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('renewal', 'reminder')`))
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('subscriptions.id'))
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('claims', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('done_at', 'timestamptz')
    .addColumn('last_error', 'text')
    // One job of a kind per period: scheduling twice is a no-op.
    .addUniqueConstraint('scheduled_jobs_unique', ['kind', 'subscription_id', 'period'])
    .execute();
  await sql`create index scheduled_jobs_due_idx on scheduled_jobs (run_at) where done_at is null`.execute(db);

  // A mailed cancellation code per address (the latest replaces the one before) or a cancel
  // link per subscription (reminders): SHA-256 of the secret only.
  await db.schema
    .createTable('cancel_secrets')
    .addColumn('secret_hash', 'text', (c) => c.primaryKey().check(sql`secret_hash ~ '^[0-9a-f]{64}$'`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('code', 'link')`))
    // code: SHA-256 of the lower-cased address; link: the subscription id.
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('wrong_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index cancel_secrets_one_code on cancel_secrets (owner) where kind = 'code'`.execute(
    db,
  );

  await sql`alter table rate_limits drop constraint if exists rate_limits_scope_check`.execute(db);
  await sql`alter table rate_limits add constraint rate_limits_scope_check
    check (scope in ('email', 'client', 'verify', 'unsubscribe-email', 'unsubscribe-client'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from rate_limits where scope like 'unsubscribe-%'`.execute(db);
  await sql`alter table rate_limits drop constraint if exists rate_limits_scope_check`.execute(db);
  await sql`alter table rate_limits add constraint rate_limits_scope_check
    check (scope in ('email', 'client', 'verify'))`.execute(db);
  await db.schema.dropTable('cancel_secrets').execute();
  await db.schema.dropTable('scheduled_jobs').execute();
  await db.schema.dropTable('subscription_charges').execute();
  await db.schema.dropTable('subscriptions').execute();
  await db.schema.alterTable('payment_attempts').dropColumn('payment_token').execute();
}
