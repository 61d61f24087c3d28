import { sql, type Kysely } from 'kysely';

// Provider events, kept by id: the primary key is what makes a re-delivered event a no-op.
// The mail outbox: written in the same transaction as the payment it reports, sent later (SMTP)
// or shown at /dev/mail; one mail of a kind per order.
export async function up(db: Kysely<unknown>): Promise<void> {
  // What a pending attempt waits for: '3ds' while a card's 3-D Secure challenge is open.
  await db.schema.alterTable('payment_attempts').addColumn('next_action', 'text').execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('attempt_id', 'text', (c) => c.notNull().references('payment_attempts.id'))
    .addColumn('order_number', 'text', (c) => c.notNull().references('orders.order_number'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // What the event changed, or why it changed nothing (a late failure after success …).
    .addColumn('note', 'text')
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('order_number', 'text', (c) => c.references('orders.order_number'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('send_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('claimed_until', 'timestamptz')
    .addUniqueConstraint('mail_outbox_order_kind_unique', ['order_number', 'kind'])
    .execute();
  await sql`create index mail_outbox_unsent_idx on mail_outbox (created_at) where sent_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('payment_events').execute();
  await db.schema.alterTable('payment_attempts').dropColumn('next_action').execute();
}
