// Amounts as the payment pages and mails show them, by spec §9's rule (the browser's remotes
// follow the same rule in @iq/i18n; a service cannot import that package):
//   amount = minor units / 100; zero-decimal currencies show whole units, all others two
//   decimals; EUR, PLN, BRL, DKK and HRK write a decimal comma, the others a point; symbol,
//   its place and grouping come from Intl for the locale, and a group mark that equals the
//   decimal mark becomes a narrow no-break space.

// spec §9 "Zero-decimal currencies (shown without decimals)".
const WHOLE_UNIT_CURRENCIES = new Set(
  'CNY NOK TRY EGP MXN CZK TWD UAH PHP RUB ARS JPY HUF KZT CLP KRW UGX COP IDR INR THB VND ZAR'.split(' '),
);
// spec §9 "use a comma as decimal separator".
const DECIMAL_COMMA_CURRENCIES = new Set(['EUR', 'PLN', 'BRL', 'DKK', 'HRK']);
const NARROW_NBSP = '\u202f';

export function formatMoney(amountMinor: number, currency: string, locale = 'en-US'): string {
  const whole = WHOLE_UNIT_CURRENCIES.has(currency);
  const digits = whole ? 0 : 2;
  // Rounded once, half away from zero, from the exact integer.
  const value = whole ? Math.sign(amountMinor) * Math.round(Math.abs(amountMinor) / 100) : amountMinor / 100;
  const decimalMark = DECIMAL_COMMA_CURRENCIES.has(currency) ? ',' : '.';
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  } catch {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: digits });
  }
  return format
    .formatToParts(value)
    .map((part) => {
      if (part.type === 'decimal') return decimalMark;
      if (part.type === 'group') return part.value === decimalMark ? NARROW_NBSP : part.value;
      return part.value;
    })
    .join('');
}
