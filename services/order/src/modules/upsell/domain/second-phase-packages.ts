// The second phase's packages (issue 10; spec §2 six-step upsell, §3 sku4's permanent 20 %
// discount, §7 second-phase lookups fixed to region US): what each step offers, its price in
// USD, the VIP discount, and whether a buyer can buy it now. Pure: the routes load the buyer's
// state and call these. Prices are display copy until a pricing decision replaces them
// (docs/decisions/2026-11-23-six-upsell-steps.md; what each sells now:
// docs/decisions/2026-11-29-one-entitlement-ledger.md).
import {
  PACKAGE_IDS,
  UPSELL_STEPS,
  type LocaleTag,
  type PackageCall,
  type PackageId,
  type PackageUnavailableReason,
  type PlanId,
  type RecurringTerms,
  type SecondPhasePackage,
  type SkuItemKey,
  type SubscriptionStatus,
  type UpsellStep,
} from '@iq/contracts';
import {
  type Holdings,
  VIP_DISCOUNT_PERCENT,
  withVipDiscount,
  periodEnd,
  PLANS,
  PACKAGE_COPY,
} from '../../orders';

export const SECOND_PHASE_CURRENCY = 'USD';
export const SECOND_PHASE_REGION = 'US';
/** spec §3 / §9: VIP's permanent discount, 20 % ('8折'): one definition (tier-offers.ts). */
export { VIP_DISCOUNT_PERCENT };

/**
 * What each report item costs on its own in the second phase (USD): a package that contains
 * items the buyer owns costs the sum of what it adds, never more than its own price (issue 35).
 */
export const PART_PRICES: Readonly<Partial<Record<SkuItemKey, number>>> = {
  wrongAnalysis: 499,
  certificate: 699,
  trainingGuide: 799,
};

export interface PackageTerms {
  packageId: PackageId;
  step: UpsellStep;
  call: PackageCall;
  items: readonly SkuItemKey[];
  planId: PlanId | null;
  listPriceMinor: number;
  /** The VIP discount applies (one-off report packages; never plans, never VIP itself). */
  discountable: boolean;
  recurring: boolean;
}

export const PACKAGES: Readonly<Record<PackageId, PackageTerms>> = {
  // spec §4: skipping the trial charges the plan at once, no activation fee.
  'skip-trial-weekly': {
    packageId: 'skip-trial-weekly',
    step: 'skip-trial',
    call: 'planSku',
    items: [],
    planId: 'weekly',
    listPriceMinor: PLANS.weekly.amountMinor,
    discountable: false,
    recurring: true,
  },
  'answer-analysis': {
    packageId: 'answer-analysis',
    step: 'answer-analysis',
    call: 'wrongQuestion',
    items: ['wrongAnalysis'],
    planId: null,
    listPriceMinor: 499,
    discountable: true,
    recurring: false,
  },
  'shareable-certificate': {
    packageId: 'shareable-certificate',
    step: 'share-evaluation',
    call: 'skuPackage',
    items: ['certificate'],
    planId: null,
    listPriceMinor: 699,
    discountable: true,
    recurring: false,
  },
  // Issue 35: the EQ and brain-dominance tests are free (docs/decisions); the bundle sells what is paid.
  'premium-bundle': {
    packageId: 'premium-bundle',
    step: 'premium-bundle',
    call: 'skuPackage',
    items: ['trainingGuide', 'wrongAnalysis', 'certificate'],
    planId: null,
    listPriceMinor: 1499,
    discountable: true,
    recurring: false,
  },
  'vip-membership': {
    packageId: 'vip-membership',
    step: 'members-only',
    call: 'vip',
    items: [],
    planId: null,
    listPriceMinor: 999,
    discountable: false,
    recurring: false,
  },
  // spec §4: upgrading to the daily-rate plan charges immediately.
  'daily-plan': {
    packageId: 'daily-plan',
    step: 'product-access',
    call: 'planSku',
    items: [],
    planId: 'daily',
    listPriceMinor: PLANS.daily.amountMinor,
    discountable: false,
    recurring: true,
  },
};

/** Exams with a second phase: the IQ test only, like the tiers and plans. */
export function hasSecondPhase(examId: number): boolean {
  return examId === 1;
}

export function stepPosition(step: UpsellStep): number {
  return UPSELL_STEPS.indexOf(step) + 1;
}

export function nextStep(step: UpsellStep): UpsellStep | null {
  return UPSELL_STEPS[UPSELL_STEPS.indexOf(step) + 1] ?? null;
}

export function packagesOfStep(step: UpsellStep): PackageTerms[] {
  return PACKAGE_IDS.map((id) => PACKAGES[id]).filter((p) => p.step === step);
}

export interface BuyerPrice {
  amountMinor: number;
  listPriceMinor: number;
  discountPercent: number;
  currency: string;
}

/** The items of a package the buyer does not own yet. */
export function missingItems(terms: PackageTerms, holdings: Holdings | null): SkuItemKey[] {
  return terms.items.filter((item) => !holdings?.owned.has(item));
}

/**
 * What a buyer pays: for a package of items, its price when every item is missing, else the sum
 * of the missing items' own prices (never more than the package's); less 20 % (rounded to the
 * cent) for a permanent VIP on a discountable package. Without a buyer: the list price.
 */
export function priceForBuyer(terms: PackageTerms, holdings: Holdings | null): BuyerPrice {
  const missing = missingItems(terms, holdings);
  // Nothing missing: not sold (unavailableReason says 'owned'); its price is shown as listed.
  const base =
    terms.items.length === 0 || missing.length === terms.items.length || missing.length === 0
      ? terms.listPriceMinor
      : Math.min(
          terms.listPriceMinor,
          missing.reduce((sum, item) => sum + (PART_PRICES[item] ?? terms.listPriceMinor), 0),
        );
  const price = withVipDiscount(base, Boolean(holdings?.permanentVip) && terms.discountable);
  return { ...price, listPriceMinor: terms.listPriceMinor, currency: SECOND_PHASE_CURRENCY };
}

/** What the service knows about the buyer of an order when it answers for that order. */
export interface BuyerState {
  /** The order was paid by card and its card is saved at the provider. */
  canChargeCard: boolean;
  /** The ledger's holdings of the order's buyer (issue 35). */
  holdings: Holdings;
  /** The order's own subscription (plan changes are the order's). */
  subscription: { planId: PlanId; status: SubscriptionStatus; periodEnd: Date } | null;
}

/** Why `terms` cannot be bought now by this buyer, or null. */
export function unavailableReason(terms: PackageTerms, buyer: BuyerState): PackageUnavailableReason | null {
  if (!buyer.canChargeCard) return 'card-required';
  const { holdings } = buyer;
  if (terms.items.length && missingItems(terms, holdings).length === 0) return 'owned';
  // A live plan shows every report item already: nothing of it is sold on top.
  if (terms.items.length && terms.items.every((item) => holdings.access.has(item))) return 'in-plan';
  if (terms.call === 'vip' && holdings.permanentVip) return 'owned';
  const sub = buyer.subscription;
  // Skipping a trial is only for a buyer whose plan is in its trial (never a first start).
  if (
    terms.packageId === 'skip-trial-weekly' &&
    (!sub || sub.status !== 'trialing' || sub.planId !== 'weekly')
  )
    return 'no-trial';
  if (terms.packageId === 'daily-plan') {
    if (sub) {
      if (sub.planId === 'daily' && sub.status !== 'cancelled' && sub.status !== 'expired') return 'owned';
      if (sub.status !== 'trialing' && sub.status !== 'active') return 'not-changeable';
    } else if (holdings.livePlan) return 'owned';
  }
  return null;
}

/**
 * A recurring package's terms as of `now`: charged at once; the next charge a period later, or,
 * for a switch to the daily-rate plan while a paid period runs, a period after that one's end
 * (the running period is kept, docs/decisions/2026-11-23-plan-changes.md).
 */
export function recurringTermsOf(
  terms: PackageTerms,
  subscription: BuyerState['subscription'],
  now: Date,
): RecurringTerms | null {
  if (!terms.recurring || !terms.planId) return null;
  const plan = PLANS[terms.planId];
  const keepsPeriod = terms.packageId === 'daily-plan' && subscription?.status === 'active';
  const start = keepsPeriod ? subscription!.periodEnd : now;
  return {
    amountMinor: plan.amountMinor,
    currency: SECOND_PHASE_CURRENCY,
    intervalCount: plan.intervalCount,
    intervalUnit: plan.intervalUnit,
    firstChargeAt: now.toISOString(),
    nextChargeAt: periodEnd(terms.planId, start).toISOString(),
  };
}

export function packageFor(
  terms: PackageTerms,
  locale: LocaleTag,
  buyer: BuyerState | null,
  now: Date,
): SecondPhasePackage {
  const copy = PACKAGE_COPY[locale].packages[terms.packageId];
  const price = priceForBuyer(terms, buyer?.holdings ?? null);
  return {
    packageId: terms.packageId,
    step: terms.step,
    call: terms.call,
    name: copy.name,
    description: copy.description,
    items: [...terms.items],
    planId: terms.planId,
    priceMinor: price.amountMinor,
    listPriceMinor: price.listPriceMinor,
    discountPercent: price.discountPercent,
    currency: price.currency,
    recurring: terms.recurring,
    recurringTerms: recurringTermsOf(terms, buyer?.subscription ?? null, now),
    unavailable: buyer ? unavailableReason(terms, buyer) : null,
  };
}

export function stepTitle(step: UpsellStep, locale: LocaleTag): string {
  return PACKAGE_COPY[locale].steps[step];
}
