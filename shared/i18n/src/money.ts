// Price display (spec §9). Prices travel as integer minor units (cents); this is the one place
// that turns them into text, so every remote shows the same figure for the same order.
//
// The display rule, in full:
//   1. amount = minorUnits / 100, times discountTenths / 10 when a discount is given (8 → ×0.8);
//      rounded once, half away from zero, from the exact value.
//   2. Zero-decimal currencies show a whole number; all others show exactly two decimals.
//   3. EUR, PLN, BRL, DKK and HRK use a comma as decimal separator, all others a point.
//      No thousands separator (the spec names none, and a comma would clash with rule 3).
//   4. Currencies in CURRENCY_SYMBOLS get their symbol in front with no space ('$19.99',
//      '€19,99', '¥20', 'R$19,99'); every other currency gets a space and its ISO code after
//      the amount ('19,99 PLN', '2000 CZK'). Minus sign first: '-$5.00'.

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

/**
 * Prefix symbols, only where the symbol is what a buyer of that currency expects to read.
 * Symbols shared by several currencies get a qualifier (HK$, NT$, MX$), except ¥, which
 * Chinese and Japanese buyers both read as their own currency.
 */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  CNY: '¥',
  JPY: '¥',
  KRW: '₩',
  HKD: 'HK$',
  TWD: 'NT$',
  CAD: 'CA$',
  AUD: 'A$',
  NZD: 'NZ$',
  SGD: 'S$',
  MXN: 'MX$',
  BRL: 'R$',
  INR: '₹',
  RUB: '₽',
  UAH: '₴',
  PHP: '₱',
  VND: '₫',
  TRY: '₺',
  KZT: '₸',
  THB: '฿',
  ILS: '₪',
  NGN: '₦',
};

export interface FormatPriceOptions {
  /** Discount as a number of tenths of the price to pay: 8 means ×0.8 ('8折', a 20% discount). */
  discountTenths?: number;
}

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** Number of decimals shown for a currency (spec §9). */
export function currencyDecimals(currency: string): 0 | 2 {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2;
}

/** Round half away from zero, so 0.5 → 1 and -0.5 → -1 (prices are symmetric around zero). */
function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/**
 * A price for display, e.g. formatPrice(1999, 'USD') → '$19.99',
 * formatPrice(1999, 'EUR', { discountTenths: 8 }) → '€15,99', formatPrice(1999, 'CNY') → '¥20'.
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

  // Work in tenths of a minor unit so the discount is applied before the one rounding step,
  // then build the digits from integers (no toFixed, whose binary rounding drifts on .5).
  const decimals = currencyDecimals(code);
  const tenthsOfMinor = minorUnits * tenths;
  const rounded = roundHalfAwayFromZero(tenthsOfMinor / (decimals === 0 ? 1000 : 10));
  const absolute = Math.abs(rounded);
  const digits =
    decimals === 0
      ? String(absolute)
      : `${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
  const negative = rounded < 0;
  const number = COMMA_DECIMAL_CURRENCIES.has(code) ? digits.replace('.', ',') : digits;

  const symbol = CURRENCY_SYMBOLS[code];
  const text = symbol ? `${symbol}${number}` : `${number} ${code}`;
  return negative ? `-${text}` : text;
}
