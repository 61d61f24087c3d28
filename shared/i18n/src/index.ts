// Public API of @iq/i18n (a Module Federation singleton shared by the shell and every remote).
export * from './locales';
// Prices (spec §9) are formatted by @iq/contracts, where the services format them too.
export {
  COMMA_DECIMAL_CURRENCIES,
  NARROW_NO_BREAK_SPACE,
  ZERO_DECIMAL_CURRENCIES,
  currencyDecimalMark,
  currencyDecimals,
  formatPrice,
  type FormatPriceOptions,
} from '@iq/contracts';
export * from './common-resources';
export * from './i18n';
