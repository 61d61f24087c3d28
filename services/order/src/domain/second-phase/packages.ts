// The second phase's packages (issue 10; spec §2 six-step upsell, §3 sku4's permanent 20 %
// discount, §7 second-phase lookups fixed to region US): what each step offers, its price in
// USD, the VIP discount, and whether a buyer can buy it now. Pure: the routes load the buyer's
// state and call these. Prices are display copy until a pricing decision replaces them
// (docs/decisions.md "Second-phase packages").
import {
  PACKAGE_IDS,
  UPSELL_STEPS,
  type LocaleTag,
  type PackageCall,
  type PackageId,
  type PackageUnavailableReason,
  type PlanId,
  type SecondPhasePackage,
  type SkuItemKey,
  type SubscriptionStatus,
  type UpsellStep,
} from '@iq/contracts';
import { PLANS } from '../subscriptions/plans';
import { PACKAGE_COPY } from './package-copy';

export const SECOND_PHASE_CURRENCY = 'USD';
export const SECOND_PHASE_REGION = 'US';
/** spec §3 / §9: sku4's permanent discount, 20 % ('8折'). */
export const VIP_DISCOUNT_PERCENT = 20;

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
  'premium-bundle': {
    packageId: 'premium-bundle',
    step: 'premium-bundle',
    call: 'skuPackage',
    items: ['trainingGuide', 'eqTest', 'brainTest'],
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

/** What a buyer pays: the list price, less 20 % (rounded to the cent) for a permanent VIP. */
export function priceForBuyer(terms: PackageTerms, permanentVip: boolean): BuyerPrice {
  const discountPercent = permanentVip && terms.discountable ? VIP_DISCOUNT_PERCENT : 0;
  return {
    amountMinor: Math.round((terms.listPriceMinor * (100 - discountPercent)) / 100),
    listPriceMinor: terms.listPriceMinor,
    discountPercent,
    currency: SECOND_PHASE_CURRENCY,
  };
}

/** What the service knows about the buyer of an order when it answers for that order. */
export interface BuyerState {
  /** The order was paid by card and its card is saved at the provider. */
  canChargeCard: boolean;
  /** Every item the exam session's report has (tiers and second-phase purchases). */
  items: ReadonlySet<SkuItemKey>;
  permanentVip: boolean;
  subscription: { planId: PlanId; status: SubscriptionStatus } | null;
}

/** Why `terms` cannot be bought now by this buyer, or null. */
export function unavailableReason(terms: PackageTerms, buyer: BuyerState): PackageUnavailableReason | null {
  if (!buyer.canChargeCard) return 'card-required';
  if (terms.items.length && terms.items.every((item) => buyer.items.has(item))) return 'owned';
  if (terms.call === 'vip' && buyer.permanentVip) return 'owned';
  const sub = buyer.subscription;
  if (terms.packageId === 'skip-trial-weekly' && sub && sub.status !== 'trialing') return 'no-trial';
  if (terms.packageId === 'daily-plan' && sub) {
    if (sub.planId === 'daily' && sub.status !== 'cancelled' && sub.status !== 'expired') return 'owned';
    if (sub.status !== 'trialing' && sub.status !== 'active') return 'not-changeable';
  }
  return null;
}

export function packageFor(
  terms: PackageTerms,
  locale: LocaleTag,
  buyer: BuyerState | null,
): SecondPhasePackage {
  const copy = PACKAGE_COPY[locale].packages[terms.packageId];
  const price = priceForBuyer(terms, buyer?.permanentVip ?? false);
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
    unavailable: buyer ? unavailableReason(terms, buyer) : null,
  };
}

export function stepTitle(step: UpsellStep, locale: LocaleTag): string {
  return PACKAGE_COPY[locale].steps[step];
}
