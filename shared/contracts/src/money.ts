// Price display (spec §9). Prices travel as integer minor units (cents); this is the one place
// that turns them into text, so every remote and every service mail or page shows the same figure.
//
// The display rule, in full:
//   1. amount = minorUnits / 100, times discountTenths / 10 when a discount is given (8 → ×0.8);
//      rounded once, half away from zero, from the exact value, to the decimals of rule 2.
//   2. Zero-decimal currencies show a whole number; all others show exactly two decimals.
//   3. EUR, PLN, BRL, DKK and HRK use a comma as decimal separator, all others a point,
//      whatever the page's locale.
//   4. Symbol, its place and digit grouping come from Intl.NumberFormat for the page's locale
//      ('$1,234.50' in English, '1.234,50 €' in German, '￥2,980' in Japanese), except that a
//      group mark equal to rule 3's decimal mark becomes a narrow no-break space (U+202F), so
//      no mark ever plays both roles ('€1 234,50' in English, '1 234.50 $' in German).

/** spec §9: currencies shown without decimals. */
export const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set([
  'CNY',
  'NOK',
  'TRY',
  'EGP',
  'MXN',
  'CZK',
  'TWD',
  'UAH',
  'PHP',
  'RUB',
  'ARS',
  'JPY',
  'HUF',
  'KZT',
  'CLP',
  'KRW',
  'UGX',
  'COP',
  'IDR',
  'INR',
  'THB',
  'VND',
  'ZAR',
]);

/** spec §9: currencies written with a comma as decimal separator. */
export const COMMA_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(['EUR', 'PLN', 'BRL', 'DKK', 'HRK']);

/** What groups thousands when the locale's own group mark is the currency's decimal mark. */
export const NARROW_NO_BREAK_SPACE = '\u202f';

export interface FormatPriceOptions {
  /** Discount as a number of tenths of the price to pay: 8 means ×0.8 ('8折', a 20% discount). */
  discountTenths?: number;
  /** The page's locale (BCP 47): symbol, its place and grouping. Default en-US. */
  locale?: string;
}

const CURRENCY_CODE = /^[A-Z]{3}$/;
const DEFAULT_PRICE_LOCALE = 'en-US';

/** Number of decimals shown for a currency (spec §9). */
export function currencyDecimals(currency: string): 0 | 2 {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2;
}

/** The decimal separator of a currency (spec §9): a comma for the comma list, else a point. */
export function currencyDecimalMark(currency: string): ',' | '.' {
  return COMMA_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? ',' : '.';
}

/** Round half away from zero, so 0.5 → 1 and -0.5 → -1 (prices are symmetric around zero). */
function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

// Intl.NumberFormat instances are costly to build; a page formats the same few again and again.
const formatters = new Map<string, Intl.NumberFormat>();
function currencyFormatter(locale: string, currency: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A price for display, e.g. formatPrice(1999, 'USD') → '$19.99',
 * formatPrice(1999, 'EUR', { discountTenths: 8 }) → '€15,99',
 * formatPrice(1999, 'EUR', { locale: 'de-DE' }) → '19,99 €', formatPrice(298000, 'JPY') → '¥2,980'.
 * See the rule at the top of this file.
 */
export function formatPrice(minorUnits: number, currency: string, options: FormatPriceOptions = {}): string {
  const code = currency.trim().toUpperCase();
  if (!CURRENCY_CODE.test(code)) throw new RangeError(`formatPrice: not an ISO 4217 code: ${currency}`);
  if (!Number.isFinite(minorUnits)) throw new RangeError(`formatPrice: not a finite amount: ${minorUnits}`);
  const tenths = options.discountTenths ?? 10;
  if (!Number.isFinite(tenths) || tenths < 0) {
    throw new RangeError(`formatPrice: discountTenths must be a number >= 0: ${options.discountTenths}`);
  }

  // Work in tenths of a minor unit so the discount is applied before the one rounding step;
  // the rounded integer (whole units or hundredths) is then exact for Intl to print.
  const decimals = currencyDecimals(code);
  const rounded = roundHalfAwayFromZero((minorUnits * tenths) / (decimals === 0 ? 1000 : 10));
  const amount = decimals === 0 ? rounded : rounded / 100;
  const decimalMark = currencyDecimalMark(code);

  let locale = options.locale || DEFAULT_PRICE_LOCALE;
  let formatter: Intl.NumberFormat;
  try {
    formatter = currencyFormatter(locale, code, decimals);
  } catch {
    // A malformed locale tag must not take a price off the page.
    locale = DEFAULT_PRICE_LOCALE;
    formatter = currencyFormatter(locale, code, decimals);
  }

  let text = '';
  for (const part of formatter.formatToParts(amount === 0 ? 0 : amount)) {
    if (part.type === 'decimal') text += decimalMark;
    else if (part.type === 'group') text += part.value === decimalMark ? NARROW_NO_BREAK_SPACE : part.value;
    else text += part.value;
  }
  return text;
}
