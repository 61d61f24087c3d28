import { sql, type Kysely } from 'kysely';

// Orders grow what a purchase needs; each payment attempt is a row of its own (a failed or
// abandoned one can be followed by another); idempotency keys make create and retry safe to
// repeat. Nothing had written to `orders` before this migration (0001 was a placeholder).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('sku_id', 'text', (c) => c.notNull())
    .addColumn('pay_method', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('exam_code', 'text', (c) => c.notNull())
    // The exam session the report belongs to (the exam service's own credential for it).
    .addColumn('exam_session_id', 'text', (c) => c.notNull())
    .addColumn('current_attempt_id', 'text', (c) => c.notNull())
    .addColumn('failure_reason', 'text')
    // Only these two of a card: never its number, expiry or CVC (ARCHITECTURE.md).
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text', (c) => c.check(sql`card_last4 ~ '^[0-9]{4}$'`))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .alterTable('orders')
    .alterColumn('email', (c) => c.setNotNull())
    .execute();
  await sql`alter table orders add constraint orders_status_check
    check (status in ('created', 'pending', 'paid', 'failed'))`.execute(db);
  await sql`alter table orders add constraint orders_amount_check check (total_minor >= 0)`.execute(db);
  await db.schema.createIndex('orders_exam_session_idx').on('orders').column('exam_session_id').execute();

  await db.schema
    .createTable('payment_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_number', 'text', (c) => c.notNull().references('orders.order_number'))
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('card', 'paypal')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('open', 'pending', 'succeeded', 'failed')`),
    )
    .addColumn('failure_reason', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text', (c) => c.check(sql`card_last4 ~ '^[0-9]{4}$'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('payment_attempts_order_idx')
    .on('payment_attempts')
    .column('order_number')
    .execute();

  // The primary key IS the guarantee: two instances racing on one key cannot both insert it.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_content_type', 'text')
    .addColumn('response_location', 'text')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created_idx')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
  await db.schema.dropTable('payment_attempts').execute();
  await db.schema.dropIndex('orders_exam_session_idx').execute();
  await sql`alter table orders drop constraint orders_amount_check`.execute(db);
  await sql`alter table orders drop constraint orders_status_check`.execute(db);
  await db.schema
    .alterTable('orders')
    .alterColumn('email', (c) => c.dropNotNull())
    .execute();
  for (const column of [
    'updated_at',
    'paid_at',
    'card_last4',
    'card_brand',
    'failure_reason',
    'current_attempt_id',
    'exam_session_id',
    'exam_code',
    'locale',
    'country',
    'pay_method',
    'sku_id',
  ])
    await db.schema.alterTable('orders').dropColumn(column).execute();
}
