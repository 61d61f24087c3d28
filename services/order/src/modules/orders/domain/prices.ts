// Tier prices per currency and the currency of each country (docs/decisions/2026-11-23-tier-prices-and-currencies.md).
// spec §9: prices are integer minor units divided by 100 for EVERY currency, the zero-decimal
// ones included (JPY 2,980 is 298000), so one rule turns any amount into its display figure.
import type { SkuId } from '@iq/contracts';

export type PriceRow = Readonly<Record<SkuId, number>>;

/** What each tier costs in each currency we sell in (minor units, spec §9). */
export const PRICE_TABLE: Readonly<Record<string, PriceRow>> = {
  USD: { sku1: 999, sku2: 1999, sku3: 2999, sku4: 3999 },
  EUR: { sku1: 999, sku2: 1999, sku3: 2999, sku4: 3999 },
  GBP: { sku1: 899, sku2: 1699, sku3: 2599, sku4: 3499 },
  JPY: { sku1: 150000, sku2: 298000, sku3: 448000, sku4: 598000 },
  KRW: { sku1: 1390000, sku2: 2690000, sku3: 3990000, sku4: 5290000 },
  CNY: { sku1: 6800, sku2: 13800, sku3: 19800, sku4: 26800 },
  BRL: { sku1: 4990, sku2: 9990, sku3: 14990, sku4: 19990 },
  HKD: { sku1: 7800, sku2: 15800, sku3: 23800, sku4: 31800 },
};

export const DEFAULT_CURRENCY = 'USD';

// prettier-ignore
const EURO_AREA = [
  'AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK',
];

/**
 * Country → currency. The spec's own region codes count too: UK (its country list says UK for
 * Great Britain) and JA (its region code for Japan). Everything else pays in USD.
 */
const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = {
  ...Object.fromEntries(EURO_AREA.map((country) => [country, 'EUR'])),
  GB: 'GBP',
  UK: 'GBP',
  JP: 'JPY',
  JA: 'JPY',
  KR: 'KRW',
  CN: 'CNY',
  BR: 'BRL',
  HK: 'HKD',
};

/** The currency a buyer in `country` (two upper-case letters) pays in. */
export function currencyForCountry(country: string): string {
  return CURRENCY_BY_COUNTRY[country] ?? DEFAULT_CURRENCY;
}

/** The price of a tier for a country: the one place an amount to charge comes from. */
export function priceFor(skuId: SkuId, country: string): { amountMinor: number; currency: string } {
  const currency = currencyForCountry(country);
  const row = PRICE_TABLE[currency] ?? PRICE_TABLE[DEFAULT_CURRENCY]!;
  return { amountMinor: row[skuId], currency };
}
