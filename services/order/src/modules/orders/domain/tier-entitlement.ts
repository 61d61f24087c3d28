// What an exam session's paid orders unlock (issue 8): the ONE place that decides. The items of
// each tier are the catalogue's (TIER_ITEMS, spec §3); a session's report has every item of
// every tier paid for it, so an upgrade adds and never takes away.
import { SKU_IDS, TIER_ITEMS, UNLOCKED_BY, type Locked, type SkuId, type SkuItemKey } from '@iq/contracts';

/** Tiers in ascending order of price (the catalogue's order: sku1 < sku2 < sku3 < sku4). */
export function tierRank(skuId: SkuId): number {
  return SKU_IDS.indexOf(skuId);
}

/** The lowest tier whose items include an item: what a locked part names as `unlockedBy`. */
export { UNLOCKED_BY };

export interface Entitlement {
  /** The paid tiers of the session, ascending; empty when nothing is paid. */
  paidTiers: readonly SkuId[];
  /** The highest paid tier, or null. */
  highest: SkuId | null;
  items: ReadonlySet<SkuItemKey>;
}

/** `extraItems`: items bought one by one in the second phase (issue 10), on top of the tiers. */
export function entitlementOf(
  paidTiers: Iterable<SkuId>,
  extraItems: Iterable<SkuItemKey> = [],
): Entitlement {
  const tiers = [...new Set(paidTiers)].sort((a, b) => tierRank(a) - tierRank(b));
  return {
    paidTiers: tiers,
    highest: tiers.length ? tiers[tiers.length - 1]! : null,
    items: new Set([...tiers.flatMap((sku) => TIER_ITEMS[sku]), ...extraItems]),
  };
}

export const NOTHING_PAID: Entitlement = entitlementOf([]);

export function includes(entitlement: Entitlement, item: SkuItemKey): boolean {
  return entitlement.items.has(item);
}

/**
 * In place of a part the session has not paid for: the lock, with nothing of the content. The
 * report and the shared view pass the buyer's (entitlements/locks.ts); without one nothing is
 * offered.
 */
export function lockOf(item: SkuItemKey): Locked {
  return { locked: true, unlockedBy: UNLOCKED_BY[item], upgradable: false };
}

/**
 * Which item each part of the report belongs to (docs/decisions/2026-11-23-report-parts-to-items.md): score, interval, band and
 * the wrong-answer COUNT are the score (iqScore); the ranking is iqRank; the dimension table is
 * part of the detailed report (report21); which answers were wrong and why is wrongAnalysis.
 */
export const PART_ITEMS = {
  iq: 'iqScore',
  wrongCount: 'iqScore',
  ranking: 'iqRank',
  dimensions: 'report21',
  questions: 'wrongAnalysis',
  certificate: 'certificate',
  reportFile: 'report21',
  certificateFile: 'certificate',
} as const satisfies Record<string, SkuItemKey>;
