// Kysely queries of the second phase (migration 0011): one-click purchases, what an exam session
// has bought, and VIP status by mailbox. Every function takes the connection it runs on, so
// callers compose them inside one transaction.
import type { Kysely } from 'kysely';
import {
  SKU_ITEM_KEYS,
  type PackageId,
  type PlanId,
  type SkuItemKey,
  type UpsellStep,
  type VipSource,
  type VipStatus,
} from '@iq/contracts';
import { VIP_DISCOUNT_PERCENT } from '../../orders';
import type { OrderDB } from '../../../data-access/schema';

type Db = Kysely<OrderDB>;

/** A unique violation (PostgreSQL 23505), as pg and PGlite report it. */
const isUniqueViolation = (err: unknown) => (err as { code?: unknown } | null)?.code === '23505';

export type PurchaseKind = 'package' | 'wrongQuestion' | 'vip';

export interface PurchaseRecord {
  id: string;
  orderNumber: string;
  examSessionId: string;
  email: string;
  kind: PurchaseKind;
  packageId: PackageId;
  step: UpsellStep;
  items: SkuItemKey[];
  amountMinor: number;
  listAmountMinor: number;
  discountPercent: number;
  currency: string;
  providerChargeId: string;
  chargedAt: Date;
}

const columns = [
  'id',
  'order_number as orderNumber',
  'exam_session_id as examSessionId',
  'email',
  'kind',
  'package_id as packageId',
  'step',
  'items',
  'amount_minor as amountMinor',
  'list_amount_minor as listAmountMinor',
  'discount_percent as discountPercent',
  'currency',
  'provider_charge_id as providerChargeId',
  'charged_at as chargedAt',
] as const;

const itemsOf = (text: string): SkuItemKey[] =>
  text.split(',').filter((item): item is SkuItemKey => (SKU_ITEM_KEYS as readonly string[]).includes(item));

const asRecord = (row: { items: string } & Omit<PurchaseRecord, 'items'>): PurchaseRecord => ({
  ...row,
  items: itemsOf(row.items),
});

export const secondPhaseQueries = {
  async insert(db: Db, purchase: PurchaseRecord): Promise<void> {
    await db
      .insertInto('second_phase_purchases')
      .values({
        id: purchase.id,
        order_number: purchase.orderNumber,
        exam_session_id: purchase.examSessionId,
        email: purchase.email,
        kind: purchase.kind,
        package_id: purchase.packageId,
        step: purchase.step,
        items: purchase.items.join(','),
        amount_minor: purchase.amountMinor,
        list_amount_minor: purchase.listAmountMinor,
        discount_percent: purchase.discountPercent,
        currency: purchase.currency,
        provider_charge_id: purchase.providerChargeId,
        charged_at: purchase.chargedAt,
      })
      .execute();
  },

  /**
   * Inserts the purchase unless its exam session already has that package (one per session,
   * migration 0011) or its id is taken: false then, and nothing is written. On PostgreSQL the
   * refused row ends the transaction, so a caller answers at once and rolls back.
   */
  async insertUnlessOwned(db: Db, purchase: PurchaseRecord): Promise<boolean> {
    try {
      await secondPhaseQueries.insert(db, purchase);
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  },

  /** The provider's charge of a purchase, known once the one-click charge succeeded. */
  async recordProviderCharge(db: Db, id: string, providerChargeId: string): Promise<void> {
    await db
      .updateTable('second_phase_purchases')
      .set({ provider_charge_id: providerChargeId })
      .where('id', '=', id)
      .execute();
  },

  async ofOrder(db: Db, orderNumber: string): Promise<PurchaseRecord[]> {
    const rows = await db
      .selectFrom('second_phase_purchases')
      .select(columns)
      .where('order_number', '=', orderNumber)
      .orderBy('seq')
      .execute();
    return rows.map((row) => asRecord(row as Parameters<typeof asRecord>[0]));
  },

  /** The packages an exam session bought, and the report items they unlock. */
  async ofSession(db: Db, examSessionId: string): Promise<{ packageIds: PackageId[]; items: SkuItemKey[] }> {
    const rows = await db
      .selectFrom('second_phase_purchases')
      .select(['package_id', 'items'])
      .where('exam_session_id', '=', examSessionId)
      .execute();
    return {
      packageIds: rows.map((r) => r.package_id as PackageId),
      items: rows.flatMap((r) => itemsOf(r.items)),
    };
  },

  /** Succeeded subscription charges of the order's subscription, oldest first. */
  async subscriptionChargesOf(db: Db, orderNumber: string) {
    const rows = await db
      .selectFrom('subscription_charges as c')
      .innerJoin('subscriptions as s', 's.id', 'c.subscription_id')
      .select([
        'c.subscription_id as subscriptionId',
        'c.period',
        'c.amount_minor as amountMinor',
        'c.currency',
        'c.charged_at as chargedAt',
        'c.plan_id as planId',
      ])
      .where('s.order_number', '=', orderNumber)
      .where('c.status', '=', 'succeeded')
      .orderBy('c.charged_at')
      .orderBy('c.period')
      .execute();
    return rows.map((row) => ({ ...row, planId: row.planId as PlanId | null }));
  },

  /**
   * VIP status of a mailbox (case-insensitive, spec §6): a paid sku4 order or a VIP purchase
   * makes it permanent (with the 20 % discount); a live subscription gives member status only.
   */
  async vipStatusOf(db: Db, email: string): Promise<VipStatus> {
    const address = email.trim();
    const [sku4, purchase, subscription] = await Promise.all([
      db
        .selectFrom('orders')
        .select((eb) => eb.fn.min('paid_at').as('since'))
        .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(address)])))
        .where('status', '=', 'paid')
        .where('sku_id', '=', 'sku4')
        // Issue 35: an order wholly refunded (paid twice for what was owned) makes no one VIP.
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('payment_refunds as r')
                .select('r.id')
                .whereRef('r.order_number', '=', 'orders.order_number')
                .where('r.kind', '=', 'refund')
                .where('r.reason', '=', 'already-owned')
                .whereRef('r.amount_minor', '>=', 'orders.total_minor'),
            ),
          ),
        )
        .executeTakeFirst(),
      db
        .selectFrom('second_phase_purchases')
        .select((eb) => eb.fn.min('charged_at').as('since'))
        .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(address)])))
        .where('kind', '=', 'vip')
        .executeTakeFirst(),
      db
        .selectFrom('subscriptions')
        .select((eb) => eb.fn.min('created_at').as('since'))
        .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(address)])))
        .where('status', 'in', ['trialing', 'active', 'past_due'])
        .executeTakeFirst(),
    ]);
    const held: [VipSource, Date | null | undefined][] = [
      ['sku4', sku4?.since as Date | null | undefined],
      ['vip-purchase', purchase?.since as Date | null | undefined],
      ['subscription', subscription?.since as Date | null | undefined],
    ];
    const sources = held.filter(([, since]) => since != null);
    const permanent = sources.some(([source]) => source !== 'subscription');
    const since = sources.map(([, at]) => new Date(at as Date)).sort((a, b) => a.getTime() - b.getTime())[0];
    return {
      vip: sources.length > 0,
      permanent,
      sources: sources.map(([source]) => source),
      since: since ? since.toISOString() : null,
      discountPercent: permanent ? VIP_DISCOUNT_PERCENT : 0,
    };
  },
};
