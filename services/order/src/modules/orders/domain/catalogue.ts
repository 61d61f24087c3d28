// The report tiers (spec §3) as sold: items in the requested locale, price for the country.
// Pure: the routes validate the parameters and call these.
import {
  isQuestionnaireExam,
  PAY_METHODS,
  SKU_IDS,
  TIER_ITEMS,
  TIER_SOLD_ITEMS,
  type LocaleTag,
  type PaymentMethodList,
  type Sku,
  type SkuId,
} from '@iq/contracts';
import { CATALOGUE_COPY } from './catalogue-copy';
import { ITEM_LOGOS } from './item-icons';
import { priceFor } from './prices';

/**
 * spec §3 "Report tiers" (one definition, shared with the browser): what each tier sells (its
 * card, the payment page, the receipt) and what it unlocks (that plus the free tests).
 */
export { TIER_ITEMS, TIER_SOLD_ITEMS };

/** Exams with a report to sell: the IQ test only (the others have no score yet). */
export const EXAMS_WITH_TIERS: ReadonlySet<number> = new Set([1]);

export function hasTiers(examId: number): boolean {
  return EXAMS_WITH_TIERS.has(examId);
}

/**
 * Exams whose result is free with a free account (and comes with any paid IQ report): the
 * questionnaires, 2–4 (docs/decisions). Their tier list is empty, not missing.
 */
export function isFreeWithAccount(examId: number): boolean {
  return isQuestionnaireExam(examId);
}

/** One tier for a country, in a locale: the items it sells (never the free tests). */
export function tierFor(skuId: SkuId, country: string, locale: LocaleTag): Sku {
  const copy = CATALOGUE_COPY[locale];
  const { amountMinor, currency } = priceFor(skuId, country);
  return {
    skuId,
    name: copy.tiers[skuId],
    items: TIER_SOLD_ITEMS[skuId].map((key) => ({
      key,
      logo: ITEM_LOGOS[key],
      name: copy.items[key].name,
      content: copy.items[key].content,
    })),
    priceMinor: amountMinor,
    currency,
    // spec §9's optional factor: we sell at list price (no campaign discount yet).
    discountTenths: null,
    listPriceMinor: amountMinor,
  };
}

export function tierList(country: string, locale: LocaleTag): Sku[] {
  return SKU_IDS.map((skuId) => tierFor(skuId, country, locale));
}

/** The methods offered (spec §4: card, PayPal), named in the locale. */
export function paymentMethods(locale: LocaleTag): PaymentMethodList {
  return PAY_METHODS.map((id) => ({ id, name: CATALOGUE_COPY[locale].payMethods[id] }));
}
