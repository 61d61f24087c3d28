// Loads the paid facts the entitlement ledger is derived from (issue 35,
// domain/entitlements/holdings.ts): the session's paid tier orders and packages with what was
// given back of them, and the VIP status and plans of the mailboxes of its paid orders. Takes
// the connection it runs on, so a caller holding locks reads inside its transaction.
import { sql, type Kysely } from 'kysely';
import {
  SKU_ITEM_KEYS,
  type PlanId,
  type SkuId,
  type SkuItemKey,
  type SubscriptionStatus,
} from '@iq/contracts';
import { holdingsOf, type Holdings, type LedgerFacts } from '../domain/holdings';
import type { OrderDB } from '../../../data-access/schema';

type Db = Kysely<OrderDB>;

/** Who the buyer is: the test (its session) and the mailbox of the order at hand. */
export interface BuyerAnchor {
  examSessionId: string;
}

const itemsOf = (text: string): SkuItemKey[] =>
  text.split(',').filter((item): item is SkuItemKey => (SKU_ITEM_KEYS as readonly string[]).includes(item));

/** A transaction-wide lock on one buyer (the session): offers and settlements of it run one at a time. */
export async function lockBuyer(db: Db, examSessionId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`buyer:${examSessionId}`}, 0))`.execute(db);
}

/** A transaction-wide lock on one mailbox (VIP and plans are the mailbox's). */
export async function lockMailbox(db: Db, email: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`mailbox:${email.trim().toLowerCase()}`}, 0))`.execute(
    db,
  );
}

/**
 * VIP for life of any of `mailboxes` (lower-cased): a kept sku4 order (not wholly refunded) or a
 * kept VIP package; `excluding` leaves one order out (the one being settled).
 */
export async function permanentVipOf(db: Db, mailboxes: readonly string[], excluding = ''): Promise<boolean> {
  if (!mailboxes.length) return false;
  const { rows } = await sql<{ permanent: boolean }>`select (
      exists (select 1 from orders o
        where lower(o.email) in (${sql.join(mailboxes)}) and o.status = 'paid' and o.sku_id = 'sku4'
          and o.order_number <> ${excluding}
          and (select count(*) from payment_attempts a
               where a.order_number = o.order_number and a.status = 'succeeded') * o.total_minor
            > (select coalesce(sum(r.amount_minor), 0) from payment_refunds r
               where r.order_number = o.order_number and r.kind = 'refund' and r.charge_ref not like 'sp:%'))
      or exists (select 1 from second_phase_purchases p
        where lower(p.email) in (${sql.join(mailboxes)}) and p.kind = 'vip'
          and not exists (select 1 from payment_refunds r
            where r.charge_ref = 'sp:' || p.id and r.kind = 'refund' and r.amount_minor >= p.amount_minor))
    ) as permanent`.execute(db);
  return Boolean(rows[0]?.permanent);
}

export async function loadFacts(
  db: Db,
  anchor: BuyerAnchor,
  options: { excluding?: string } = {},
): Promise<LedgerFacts> {
  // Paid tier orders of the session: what their succeeded attempts took, and what went back.
  let tierQuery = db
    .selectFrom('orders as o')
    .select([
      'o.order_number as orderNumber',
      'o.sku_id as skuId',
      'o.total_minor as total',
      'o.currency',
      'o.email',
      sql<number>`(select count(*)::int from payment_attempts a
        where a.order_number = o.order_number and a.status = 'succeeded')`.as('captures'),
      sql<number>`(select coalesce(sum(r.amount_minor), 0)::int from payment_refunds r
        where r.order_number = o.order_number and r.kind = 'refund' and r.charge_ref not like 'sp:%')`.as(
        'refunded',
      ),
    ])
    .where('o.exam_session_id', '=', anchor.examSessionId)
    .where('o.status', '=', 'paid');
  if (options.excluding) tierQuery = tierQuery.where('o.order_number', '<>', options.excluding);
  const tiers = await tierQuery.execute();

  const packages = await db
    .selectFrom('second_phase_purchases as p')
    .select([
      'p.package_id as packageId',
      'p.items',
      'p.amount_minor as amountMinor',
      sql<number>`(select coalesce(sum(r.amount_minor), 0)::int from payment_refunds r
        where r.charge_ref = 'sp:' || p.id and r.kind = 'refund')`.as('refunded'),
    ])
    .where('p.exam_session_id', '=', anchor.examSessionId)
    .where('p.kind', '<>', 'vip')
    .execute();

  // VIP and plans are the mailboxes' that PAID for this test: a typed address proves nothing (it
  // would tell a stranger whether that address is VIP), so a test with nothing paid has none.
  const mailboxes = [...new Set(tiers.map((t) => t.email.trim().toLowerCase()))];
  const [permanentVip, plans] = await Promise.all([
    permanentVipOf(db, mailboxes, options.excluding),
    mailboxes.length === 0
      ? []
      : db
          .selectFrom('subscriptions')
          .select([
            'id as subscriptionId',
            'order_number as orderNumber',
            'plan_id as planId',
            'status',
            'ended_at as endedAt',
          ])
          .where(sql<string>`lower(email)`, 'in', mailboxes)
          .orderBy('created_at', 'desc')
          .execute(),
  ]);

  return {
    tierPurchases: tiers.map((t) => ({
      orderNumber: t.orderNumber,
      skuId: t.skuId as SkuId,
      currency: t.currency,
      // An order paid once has taken its total once (every tier order has one capture at least).
      amountMinor: t.total * Math.max(1, t.captures),
      refundedMinor: t.refunded,
    })),
    packagePurchases: packages.map((p) => ({
      packageId: p.packageId,
      items: itemsOf(p.items),
      amountMinor: p.amountMinor,
      refundedMinor: p.refunded,
    })),
    permanentVip,
    plans: plans.map((p) => ({
      ...p,
      planId: p.planId as PlanId,
      status: p.status as SubscriptionStatus,
    })),
  };
}

/** The buyer's holdings now (holdings.ts), read on `db` (a transaction's, to read under its locks). */
export async function loadHoldings(
  db: Db,
  anchor: BuyerAnchor,
  at: Date,
  options: { excluding?: string } = {},
): Promise<Holdings> {
  return holdingsOf(await loadFacts(db, anchor, options), at);
}
