import { sql, type Kysely } from 'kysely';

// Issue 11, accounts. (1) The user service's mails go through this outbox (POST /internal/mail),
// one per dedupe key, so a retried call queues nothing twice: a unique key (NULL for the order
// mails, which stay unique per order and kind). (2) After an order is paid, the user service is
// asked to ensure an account for its e-mail: a durable `scheduled_jobs` row of kind 'account'
// (written in the transaction that marks the order paid, one per order) beside the subscription
// jobs, so those columns become optional for it. (3) The order list of a mailbox (any status)
// is looked up by the lower-cased e-mail.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('dedupe_key', 'text').execute();
  // NULLs are distinct in a unique index: the order mails (no key) are not affected.
  await sql`create unique index mail_outbox_dedupe_key_unique on mail_outbox (dedupe_key)`.execute(db);

  await sql`alter table scheduled_jobs alter column subscription_id drop not null`.execute(db);
  await db.schema
    .alterTable('scheduled_jobs')
    .addColumn('order_number', 'text', (c) => c.references('orders.order_number'))
    .execute();
  await sql`alter table scheduled_jobs drop constraint if exists scheduled_jobs_kind_check`.execute(db);
  await sql`alter table scheduled_jobs add constraint scheduled_jobs_kind_check check (
    (kind in ('renewal', 'reminder') and subscription_id is not null)
    or (kind = 'account' and order_number is not null))`.execute(db);
  // One account job per order: a re-delivered payment event schedules nothing new.
  await sql`create unique index scheduled_jobs_order_unique on scheduled_jobs (kind, order_number)`.execute(
    db,
  );

  await sql`create index orders_email_idx on orders (lower(email))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists orders_email_idx`.execute(db);
  await sql`delete from scheduled_jobs where kind = 'account'`.execute(db);
  await sql`drop index if exists scheduled_jobs_order_unique`.execute(db);
  await sql`alter table scheduled_jobs drop constraint if exists scheduled_jobs_kind_check`.execute(db);
  await sql`alter table scheduled_jobs add constraint scheduled_jobs_kind_check
    check (kind in ('renewal', 'reminder'))`.execute(db);
  await db.schema.alterTable('scheduled_jobs').dropColumn('order_number').execute();
  await sql`alter table scheduled_jobs alter column subscription_id set not null`.execute(db);
  await sql`drop index if exists mail_outbox_dedupe_key_unique`.execute(db);
  await db.schema.alterTable('mail_outbox').dropColumn('dedupe_key').execute();
}
