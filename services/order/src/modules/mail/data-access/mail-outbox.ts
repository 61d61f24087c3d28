// The mail outbox (ARCHITECTURE.md "Mail"): every mail is a row first, written in the same
// transaction as what it reports; SMTP delivery (when configured) sends rows and marks them.
import { sql, type Kysely } from 'kysely';
import type { OutgoingMail } from '../domain/receipt-mail';
import type { OrderDB } from '../../../data-access/schema';

/** A mail tried this often is no longer sent: it waits for a person (the metrics' `abandoned`). */
export const MAIL_MAX_SEND_ATTEMPTS = 10;

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
  sentAt: Date | null;
}

const columns = [
  'id',
  'to_address as to',
  'subject',
  'text_body as text',
  'html_body as html',
  'created_at as createdAt',
  'sent_at as sentAt',
] as const;

/** Queues mails; a kind already queued for the order is skipped (one receipt per order). */
export async function enqueueMails(
  db: Kysely<OrderDB>,
  orderNumber: string,
  mails: readonly OutgoingMail[],
  now: Date,
): Promise<void> {
  if (!mails.length) return;
  await db
    .insertInto('mail_outbox')
    .values(
      mails.map((m) => ({
        kind: m.kind,
        order_number: orderNumber,
        to_address: m.to,
        subject: m.subject,
        text_body: m.text,
        html_body: m.html,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['order_number', 'kind']).doNothing())
    .execute();
}

/** Queues one mail that belongs to no single order (the retrieve mail: every time it is asked for). */
export async function enqueueMailboxMail(db: Kysely<OrderDB>, mail: OutgoingMail, now: Date): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      order_number: null,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      created_at: now,
    })
    .execute();
}

/** A mail another service hands over (POST /internal/mail): one per dedupe key. */
export interface KeyedMail {
  to: string;
  kind: string;
  dedupeKey: string;
  subject: string;
  text: string;
  html: string;
}

/** Queues a mail unless one with its dedupe key is there already; true when this call queued it. */
export async function enqueueKeyedMail(db: Kysely<OrderDB>, mail: KeyedMail, now: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      order_number: null,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      dedupe_key: mail.dedupeKey,
      created_at: now,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function createMailOutbox(db: Kysely<OrderDB>) {
  return {
    /** Newest first (/dev/mail). */
    async list(limit = 1000): Promise<OutboxMail[]> {
      return db.selectFrom('mail_outbox').select(columns).orderBy('id', 'desc').limit(limit).execute();
    },

    /**
     * Leases up to `limit` unsent mails for `leaseMs`: rows another instance holds are skipped
     * (SKIP LOCKED), and a lease that runs out (a crashed sender) makes the row due again.
     */
    async lease(limit: number, now: Date, leaseMs: number): Promise<OutboxMail[]> {
      const until = new Date(now.getTime() + leaseMs);
      const { rows } = await sql<OutboxMail>`
        update mail_outbox set claimed_until = ${until}, send_attempts = send_attempts + 1
        where id in (
          select id from mail_outbox
          where sent_at is null and send_attempts < ${sql.lit(MAIL_MAX_SEND_ATTEMPTS)} and (claimed_until is null or claimed_until < ${now})
          order by id limit ${limit} for update skip locked)
        returning id, to_address as "to", subject, text_body as text, html_body as html,
          created_at as "createdAt", sent_at as "sentAt"`.execute(db);
      // Oldest first (UPDATE … RETURNING keeps no order).
      return rows.sort((a, b) => a.id - b.id);
    },

    async markSent(id: number, now: Date): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ sent_at: now, last_error: null })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Gives back leased mails that were not tried (the round stopped at a failure): due again at
     * once, and the attempt the lease counted taken back, so an outage does not use up the
     * attempts of mails nobody tried to send.
     */
    async release(ids: readonly number[]): Promise<void> {
      if (!ids.length) return;
      await db
        .updateTable('mail_outbox')
        .set({ claimed_until: null, send_attempts: sql<number>`send_attempts - 1` })
        .where('id', 'in', ids)
        .where('sent_at', 'is', null)
        .execute();
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ last_error: error.slice(0, 500), claimed_until: null })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
