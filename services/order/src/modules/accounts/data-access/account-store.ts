// Kysely queries of a mailbox's purchases for the personal centre (issue 35): every charge the
// buyer paid (tier orders, one-click packages and VIP, plan charges) with what went back of it,
// and every subscription. The mailbox is compared case-insensitively, as everywhere.
import { sql, type Kysely } from 'kysely';
import type { PayMethod, PlanId, SkuId } from '@iq/contracts';
import type { OrderDB } from '../../../data-access/schema';

type Db = Kysely<OrderDB>;

const mailboxOf = (email: string) => email.trim().toLowerCase();

export interface TierChargeRow {
  orderNumber: string;
  examCode: string;
  examId: number;
  skuId: SkuId;
  upgradeFrom: string | null;
  /** Earlier paid orders of the same test: this one is an upgrade when there are any. */
  earlierPaid: number;
  /** What the succeeded attempts took (the total once per capture). */
  amountMinor: number;
  refundedMinor: number;
  currency: string;
  method: PayMethod;
  cardBrand: string | null;
  cardLast4: string | null;
  paidAt: Date;
}

export interface PackageChargeRow {
  id: string;
  orderNumber: string;
  examCode: string;
  examId: number;
  kind: string;
  packageId: string;
  amountMinor: number;
  refundedMinor: number;
  currency: string;
  cardBrand: string | null;
  cardLast4: string | null;
  chargedAt: Date;
}

export interface PlanChargeRow {
  idempotencyKey: string;
  orderNumber: string;
  examCode: string;
  examId: number;
  planId: PlanId;
  amountMinor: number;
  currency: string;
  cardBrand: string | null;
  cardLast4: string | null;
  chargedAt: Date;
}

export const accountQueries = {
  async tierCharges(db: Db, email: string): Promise<TierChargeRow[]> {
    const rows = await db
      .selectFrom('orders as o')
      .select([
        'o.order_number as orderNumber',
        'o.exam_code as examCode',
        'o.exam_id as examId',
        'o.sku_id as skuId',
        'o.upgrade_from as upgradeFrom',
        'o.currency',
        'o.pay_method as method',
        'o.card_brand as cardBrand',
        'o.card_last4 as cardLast4',
        'o.paid_at as paidAt',
        sql<number>`(select count(*)::int from orders e where e.exam_session_id = o.exam_session_id
          and e.status = 'paid' and e.paid_at < o.paid_at)`.as('earlierPaid'),
        sql<number>`o.total_minor * greatest(1, (select count(*)::int from payment_attempts a
          where a.order_number = o.order_number and a.status = 'succeeded'))`.as('amountMinor'),
        sql<number>`(select coalesce(sum(r.amount_minor), 0)::int from payment_refunds r
          where r.order_number = o.order_number and r.kind = 'refund' and r.state = 'done'
            and r.charge_ref not like 'sp:%')`.as('refundedMinor'),
      ])
      .where(sql<string>`lower(o.email)`, '=', mailboxOf(email))
      .where('o.status', '=', 'paid')
      .execute();
    return rows.map((row) => ({
      ...row,
      paidAt: row.paidAt!,
      skuId: row.skuId as SkuId,
      method: row.method as PayMethod,
    }));
  },

  async packageCharges(db: Db, email: string): Promise<PackageChargeRow[]> {
    return db
      .selectFrom('second_phase_purchases as p')
      .innerJoin('orders as o', 'o.order_number', 'p.order_number')
      .select([
        'p.id',
        'p.order_number as orderNumber',
        'o.exam_code as examCode',
        'o.exam_id as examId',
        'p.kind',
        'p.package_id as packageId',
        'p.amount_minor as amountMinor',
        'p.currency',
        'o.card_brand as cardBrand',
        'o.card_last4 as cardLast4',
        'p.charged_at as chargedAt',
        sql<number>`(select coalesce(sum(r.amount_minor), 0)::int from payment_refunds r
          where r.charge_ref = 'sp:' || p.id and r.kind = 'refund' and r.state = 'done')`.as('refundedMinor'),
      ])
      .where(sql<string>`lower(p.email)`, '=', mailboxOf(email))
      .execute();
  },

  async planCharges(db: Db, email: string): Promise<PlanChargeRow[]> {
    const rows = await db
      .selectFrom('subscription_charges as c')
      .innerJoin('subscriptions as s', 's.id', 'c.subscription_id')
      .innerJoin('orders as o', 'o.order_number', 's.order_number')
      .select([
        'c.idempotency_key as idempotencyKey',
        's.order_number as orderNumber',
        'o.exam_code as examCode',
        'o.exam_id as examId',
        sql<string>`coalesce(c.plan_id, s.plan_id)`.as('planId'),
        'c.amount_minor as amountMinor',
        'c.currency',
        's.card_brand as cardBrand',
        's.card_last4 as cardLast4',
        'c.charged_at as chargedAt',
      ])
      .where(sql<string>`lower(s.email)`, '=', mailboxOf(email))
      .where('c.status', '=', 'succeeded')
      .execute();
    return rows.map((row) => ({ ...row, planId: row.planId as PlanId }));
  },

  /** The mailbox's subscriptions, newest first. */
  async subscriptionIds(db: Db, email: string): Promise<string[]> {
    const rows = await db
      .selectFrom('subscriptions')
      .select('id')
      .where(sql<string>`lower(email)`, '=', mailboxOf(email))
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map((row) => row.id);
  },
};
