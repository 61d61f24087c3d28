// What a locked part offers the owner of the report (issue 35, one entitlement ledger): the
// upgrade to the tier that holds it only when the service says that tier is sold to this buyer
// (`upgradable`); otherwise only what includes it, and, for a part the upsell sells on its own,
// the matching upsell step. A lock never names a tier the report already has or a cheaper one.
import { SKU_IDS, type SkuId, type SkuItemKey, type UpsellStep } from '@iq/contracts';

export interface LockFacts {
  unlockedBy: SkuId;
  upgradable: boolean;
}

export interface LockOffer {
  /** The tier the lock names, or null when it would name one the report does not lack. */
  unlockedBy: SkuId | null;
  /** The payment page of the upgrade, when it is sold to this buyer. */
  upgradeTo?: string;
  /** The upsell step that sells this part on its own, when no upgrade is offered. */
  addOnTo?: string;
}

/** The upsell step that sells an item on its own (the order service's packages). */
export const ADD_ON_STEPS: Partial<Record<SkuItemKey, UpsellStep>> = {
  wrongAnalysis: 'answer-analysis',
  certificate: 'share-evaluation',
  trainingGuide: 'premium-bundle',
  discount20: 'members-only',
};

export interface LockContext {
  /** The report's own tier. */
  reportSku: SkuId;
  /** Only a paid order is upgraded or added to. */
  paid: boolean;
  /** The upsell's one-click purchases need this tab's test (they charge the card of the order). */
  hasExamSession: boolean;
  upgrade: (skuId: SkuId) => string;
  addOn: (step: UpsellStep) => string;
}

const rank = (skuId: SkuId) => SKU_IDS.indexOf(skuId);

export type LockOffers = (lock: LockFacts, item?: SkuItemKey) => LockOffer;

export function lockOffer(lock: LockFacts, item: SkuItemKey | undefined, context: LockContext): LockOffer {
  if (rank(lock.unlockedBy) <= rank(context.reportSku)) return { unlockedBy: null };
  const offer: LockOffer = { unlockedBy: lock.unlockedBy };
  if (!context.paid) return offer;
  if (lock.upgradable) return { ...offer, upgradeTo: context.upgrade(lock.unlockedBy) };
  const step = item ? ADD_ON_STEPS[item] : undefined;
  if (step && context.hasExamSession) offer.addOnTo = context.addOn(step);
  return offer;
}
