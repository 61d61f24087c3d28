// What a buyer owns (issue 35: one entitlement ledger). Derived in ONE place from paid facts,
// net of refunds, and keyed to the buyer: report items to the test (the exam session), VIP and
// plans to the mailboxes of its paid orders. Every offer, price and lock reads it (offers.ts),
// so nothing owned is offered or charged again. Pure: data-access/ledger-store.ts loads the facts.
import { TIER_ITEMS, type PlanId, type SkuId, type SkuItemKey, type SubscriptionStatus } from '@iq/contracts';
import { tierRank } from './tier-entitlement';

/** A paid tier order of the session, with what was given back of it. */
export interface TierPurchase {
  orderNumber: string;
  skuId: SkuId;
  amountMinor: number;
  currency: string;
  refundedMinor: number;
}

/** A one-click package of the session (second phase), with what was given back of it. */
export interface PackagePurchase {
  packageId: string;
  items: readonly SkuItemKey[];
  amountMinor: number;
  refundedMinor: number;
}

export interface PlanHolding {
  subscriptionId: string;
  orderNumber: string;
  planId: PlanId;
  status: SubscriptionStatus;
  /** When access ends for a cancelled plan (its paid or trial period's end). */
  endedAt: Date | null;
}

export interface LedgerFacts {
  tierPurchases: readonly TierPurchase[];
  packagePurchases: readonly PackagePurchase[];
  /** A mailbox of the session owns VIP for life (a kept sku4 order, or the VIP package). */
  permanentVip: boolean;
  /** The mailboxes' plans, any status. */
  plans: readonly PlanHolding[];
}

export interface Holdings {
  /** Tiers bought and kept (not wholly refunded), ascending. */
  tiers: readonly SkuId[];
  highestTier: SkuId | null;
  /** The currency the session's tiers were paid in (of its highest), or null. */
  tierCurrency: string | null;
  /** Report items OWNED for good: kept tiers, kept packages, VIP. */
  owned: ReadonlySet<SkuItemKey>;
  /** What the report shows now: owned, plus every report item while a plan gives access. */
  access: ReadonlySet<SkuItemKey>;
  permanentVip: boolean;
  /** The plan that gives access now, if any (the newest). */
  livePlan: PlanHolding | null;
}

/** Every report item a plan gives access to while it runs (docs/decisions: what a plan delivers). */
export const PLAN_ITEMS: readonly SkuItemKey[] = [
  'iqScore',
  'iqRank',
  'report21',
  'wrongAnalysis',
  'certificate',
  'brainTest',
  'eqTest',
  'trainingGuide',
];

/** A plan gives access while trialing, active or retrying a renewal, and after cancelling until its period ends. */
export function givesAccess(plan: PlanHolding, now: Date): boolean {
  if (plan.status === 'trialing' || plan.status === 'active' || plan.status === 'past_due') return true;
  return plan.status === 'cancelled' && plan.endedAt !== null && plan.endedAt.getTime() > now.getTime();
}

const kept = (p: { amountMinor: number; refundedMinor: number }) => p.refundedMinor < p.amountMinor;

export function holdingsOf(facts: LedgerFacts, now: Date): Holdings {
  const keptTiers = facts.tierPurchases.filter(kept);
  const tiers = [...new Set(keptTiers.map((p) => p.skuId))].sort((a, b) => tierRank(a) - tierRank(b));
  const highestTier = tiers.at(-1) ?? null;
  const owned = new Set<SkuItemKey>([
    ...tiers.flatMap((sku) => TIER_ITEMS[sku]),
    ...facts.packagePurchases.filter(kept).flatMap((p) => p.items),
    ...(facts.permanentVip ? (['discount20'] as const) : []),
  ]);
  const livePlan = facts.plans.find((plan) => givesAccess(plan, now)) ?? null;
  // A plan shows the reports of the tests its mailbox paid for (never of a test nobody paid for).
  const access = new Set<SkuItemKey>([...owned, ...(livePlan && tiers.length ? PLAN_ITEMS : [])]);
  return {
    tiers,
    highestTier,
    tierCurrency: keptTiers.find((p) => p.skuId === highestTier)?.currency ?? null,
    owned,
    access,
    // A kept sku4 of this test is VIP too, whatever the mailbox facts say.
    permanentVip: facts.permanentVip || owned.has('discount20'),
    livePlan,
  };
}

export const NO_HOLDINGS: Holdings = holdingsOf(
  { tierPurchases: [], packagePurchases: [], permanentVip: false, plans: [] },
  new Date(0),
);
