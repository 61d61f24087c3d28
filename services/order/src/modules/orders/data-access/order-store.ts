// Kysely queries of the order service; nothing else touches its tables.
import { sql, type Kysely } from 'kysely';
import type { OrderStatus, PayMethod, SkuId } from '@iq/contracts';
import type { StoredResponse } from '../../../domain/idempotency';
import type { AttemptPatch, AttemptStatus, OrderPatch } from '../domain/order-state';
import type { OrderDB } from '../../../data-access/schema';

/** What is kept of a provider event: the payments module's PaymentEvent has at least this. */
export interface RecordedPaymentEvent {
  id: string;
  type: string;
  created: number;
  data: { attemptId: string; orderNumber: string };
}

export interface OrderRecord {
  orderNumber: string;
  examId: number;
  examCode: string;
  examSessionId: string;
  email: string;
  status: OrderStatus;
  skuId: SkuId;
  payMethod: PayMethod;
  amountMinor: number;
  currency: string;
  country: string;
  locale: string;
  currentAttemptId: string;
  failureReason: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  paidAt: Date | null;
  createdAt: Date;
  /** Optional (issue 8 ranking by age group). */
  birthYear: number | null;
  /** The paid order this one upgrades (issue 8), or null. */
  upgradeFrom: string | null;
}

export interface AttemptRecord {
  id: string;
  orderNumber: string;
  method: PayMethod;
  status: AttemptStatus;
  failureReason: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  /** '3ds' while a card's challenge is open. */
  nextAction: string | null;
}

export type NewOrder = Omit<
  OrderRecord,
  | 'status'
  | 'failureReason'
  | 'cardBrand'
  | 'cardLast4'
  | 'paidAt'
  | 'createdAt'
  | 'birthYear'
  | 'upgradeFrom'
> & { birthYear?: number | null; upgradeFrom?: string | null };

export interface IdempotencyRecord {
  scope: string;
  fingerprint: string;
  response: StoredResponse | null;
  createdAt: Date;
}

const orderColumns = [
  'order_number as orderNumber',
  'exam_id as examId',
  'exam_code as examCode',
  'exam_session_id as examSessionId',
  'email',
  'status',
  'sku_id as skuId',
  'pay_method as payMethod',
  'total_minor as amountMinor',
  'currency',
  'country',
  'locale',
  'current_attempt_id as currentAttemptId',
  'failure_reason as failureReason',
  'card_brand as cardBrand',
  'card_last4 as cardLast4',
  'paid_at as paidAt',
  'created_at as createdAt',
  'birth_year as birthYear',
  'upgrade_from as upgradeFrom',
] as const;

const attemptColumns = [
  'id',
  'order_number as orderNumber',
  'method',
  'status',
  'failure_reason as failureReason',
  'card_brand as cardBrand',
  'card_last4 as cardLast4',
  'next_action as nextAction',
] as const;

function orderQueries(db: Kysely<OrderDB>) {
  return {
    /** The connection these queries run on (inside a transaction: the transaction). */
    db,

    async insertOrder(order: NewOrder, now: Date): Promise<void> {
      await db
        .insertInto('orders')
        .values({
          order_number: order.orderNumber,
          exam_id: order.examId,
          exam_code: order.examCode,
          exam_session_id: order.examSessionId,
          email: order.email,
          status: 'created',
          sku_id: order.skuId,
          pay_method: order.payMethod,
          total_minor: order.amountMinor,
          currency: order.currency,
          country: order.country,
          locale: order.locale,
          current_attempt_id: order.currentAttemptId,
          birth_year: order.birthYear ?? null,
          upgrade_from: order.upgradeFrom ?? null,
          updated_at: now,
        })
        .execute();
    },

    /** The order, or undefined; `lock` holds its row for the rest of the transaction. */
    async findOrder(orderNumber: string, options: { lock?: boolean } = {}): Promise<OrderRecord | undefined> {
      let query = db.selectFrom('orders').select(orderColumns).where('order_number', '=', orderNumber);
      if (options.lock) query = query.forUpdate();
      const row = await query.executeTakeFirst();
      return row && (row as OrderRecord);
    },

    async updateOrder(orderNumber: string, patch: OrderPatch & { email?: string }, now: Date): Promise<void> {
      await db
        .updateTable('orders')
        .set({
          ...(patch.status !== undefined && { status: patch.status }),
          ...(patch.failureReason !== undefined && { failure_reason: patch.failureReason }),
          ...(patch.card && { card_brand: patch.card.brand, card_last4: patch.card.last4 }),
          ...(patch.paid && { paid_at: now }),
          ...(patch.email !== undefined && { email: patch.email }),
          updated_at: now,
        })
        .where('order_number', '=', orderNumber)
        .execute();
    },

    /** A new attempt becomes the order's current one; the order starts over as created. */
    async startAttempt(
      orderNumber: string,
      attempt: { id: string; method: PayMethod },
      now: Date,
      options: { resetOrder: boolean },
    ): Promise<void> {
      await db
        .insertInto('payment_attempts')
        .values({
          id: attempt.id,
          order_number: orderNumber,
          method: attempt.method,
          status: 'open',
          updated_at: now,
        })
        .execute();
      if (options.resetOrder)
        await db
          .updateTable('orders')
          .set({
            current_attempt_id: attempt.id,
            pay_method: attempt.method,
            status: 'created',
            failure_reason: null,
            updated_at: now,
          })
          .where('order_number', '=', orderNumber)
          .execute();
    },

    /** The tiers of an exam session's paid orders (an upgrade is priced from the highest). */
    async paidTiersOfSession(examSessionId: string): Promise<SkuId[]> {
      const rows = await db
        .selectFrom('orders')
        .select('sku_id')
        .where('exam_session_id', '=', examSessionId)
        .where('status', '=', 'paid')
        .execute();
      return rows.map((row) => row.sku_id as SkuId);
    },

    /** The session's latest paid order (where its report opens), or undefined. */
    async latestPaidOfSession(
      examSessionId: string,
    ): Promise<{ orderNumber: string; examCode: string; examId: number } | undefined> {
      return db
        .selectFrom('orders')
        .select(['order_number as orderNumber', 'exam_code as examCode', 'exam_id as examId'])
        .where('exam_session_id', '=', examSessionId)
        .where('status', '=', 'paid')
        .orderBy('paid_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** A mailbox's orders, any status, newest first (GET /internal/orders); case does not matter. */
    async ordersOfMailbox(email: string, limit = 500): Promise<OrderRecord[]> {
      const rows = await db
        .selectFrom('orders')
        .select(orderColumns)
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .orderBy('created_at', 'desc')
        .orderBy('order_number', 'desc')
        .limit(limit)
        .execute();
      return rows as OrderRecord[];
    },

    async findAttempt(id: string): Promise<AttemptRecord | undefined> {
      const row = await db
        .selectFrom('payment_attempts')
        .select(attemptColumns)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && (row as AttemptRecord);
    },

    /** Every attempt of an order, oldest first (issue 35: its charges, reconciliation). */
    async attemptsOfOrder(orderNumber: string): Promise<(AttemptRecord & { updatedAt: Date })[]> {
      const rows = await db
        .selectFrom('payment_attempts')
        .select([...attemptColumns, 'updated_at as updatedAt'])
        .where('order_number', '=', orderNumber)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows as (AttemptRecord & { updatedAt: Date })[];
    },

    async updateAttempt(
      id: string,
      patch: AttemptPatch & { nextAction?: string | null },
      now: Date,
    ): Promise<void> {
      await db
        .updateTable('payment_attempts')
        .set({
          status: patch.status,
          // Any other state than pending closes what it waited for.
          next_action: patch.status === 'pending' ? (patch.nextAction ?? null) : null,
          ...(patch.failureReason !== undefined && { failure_reason: patch.failureReason }),
          ...(patch.card && { card_brand: patch.card.brand, card_last4: patch.card.last4 }),
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Issue 10: the provider's token of the attempt's card, kept for the subscription offer and
     * one-click purchases (savedCardOf reads it); never the card itself.
     */
    async savePaymentToken(attemptId: string, token: string): Promise<void> {
      await db
        .updateTable('payment_attempts')
        .set({ payment_token: token })
        .where('id', '=', attemptId)
        .execute();
    },

    /** Records a provider event by id; false when that id was recorded before (a re-delivery). */
    async recordEvent(event: RecordedPaymentEvent, note: string | null): Promise<boolean> {
      const inserted = await db
        .insertInto('payment_events')
        .values({
          id: event.id,
          type: event.type,
          attempt_id: event.data.attemptId,
          order_number: event.data.orderNumber,
          created_at: new Date(event.created * 1000),
          note,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    async findIdempotencyKey(key: string): Promise<IdempotencyRecord | undefined> {
      const row = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        scope: row.scope,
        fingerprint: row.fingerprint,
        createdAt: row.created_at,
        response:
          row.response_status === null
            ? null
            : {
                status: row.response_status,
                contentType: row.response_content_type ?? 'application/json',
                body: row.response_body ?? '',
                ...(row.response_location ? { location: row.response_location } : {}),
              },
      };
    },

    /**
     * Inserts the key, or returns false when it exists. Inside a transaction on PostgreSQL a
     * second inserter WAITS here until the first commits (then false) or rolls back (then true).
     */
    async claimIdempotencyKey(key: string, scope: string, fingerprint: string, now: Date): Promise<boolean> {
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({ key, scope, fingerprint, created_at: now })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    async saveIdempotentResponse(key: string, response: StoredResponse): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({
          response_status: response.status,
          response_content_type: response.contentType,
          response_location: response.location ?? null,
          response_body: response.body,
        })
        .where('key', '=', key)
        .execute();
    },

    async purgeIdempotencyKeys(before: Date): Promise<number> {
      const result = await db
        .deleteFrom('idempotency_keys')
        .where('created_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type OrderQueries = ReturnType<typeof orderQueries>;

/** What the links of an order's mails name: its test's code and id (the order must exist). */
export async function siteRouteOfOrder(
  db: Kysely<OrderDB>,
  orderNumber: string,
): Promise<{ examCode: string; examId: number }> {
  return db
    .selectFrom('orders')
    .select(['exam_code as examCode', 'exam_id as examId'])
    .where('order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();
}

/** What an account job asks the user service from (issue 11), or undefined for no such order. */
export async function accountFactsOfOrder(
  db: Kysely<OrderDB>,
  orderNumber: string,
): Promise<{ orderNumber: string; email: string; locale: string; status: string } | undefined> {
  return db
    .selectFrom('orders')
    .select(['order_number as orderNumber', 'email', 'locale', 'status'])
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
}

export function createOrderStore(db: Kysely<OrderDB>) {
  return {
    ...orderQueries(db),
    /** Runs `work` in one transaction with the queries bound to it. */
    transaction<T>(work: (queries: OrderQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(orderQueries(trx)));
    },
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
