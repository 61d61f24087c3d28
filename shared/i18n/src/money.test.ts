import { COMMA_DECIMAL_CURRENCIES, ZERO_DECIMAL_CURRENCIES, currencyDecimals, formatPrice } from './money';

describe('formatPrice (spec §9)', () => {
  it.each<[number, string, number | undefined, string]>([
    // two decimals, point, prefix symbol
    [1999, 'USD', undefined, '$19.99'],
    [4999, 'USD', undefined, '$49.99'],
    [71, 'USD', undefined, '$0.71'],
    [0, 'USD', undefined, '$0.00'],
    [5, 'USD', undefined, '$0.05'],
    [100000, 'USD', undefined, '$1000.00'],
    [1999, 'GBP', undefined, '£19.99'],
    [1999, 'HKD', undefined, 'HK$19.99'],
    [1999, 'usd', undefined, '$19.99'],
    // comma decimal separator: EUR, PLN, BRL, DKK, HRK
    [1999, 'EUR', undefined, '€19,99'],
    [1999, 'BRL', undefined, 'R$19,99'],
    [1999, 'PLN', undefined, '19,99 PLN'],
    [1999, 'DKK', undefined, '19,99 DKK'],
    [1999, 'HRK', undefined, '19,99 HRK'],
    // zero-decimal currencies: whole numbers, rounded half away from zero
    [1999, 'CNY', undefined, '¥20'],
    [1949, 'CNY', undefined, '¥19'],
    [1950, 'CNY', undefined, '¥20'],
    [298000, 'JPY', undefined, '¥2980'],
    [2690000, 'KRW', undefined, '₩26900'],
    [29900000, 'IDR', undefined, '299000 IDR'],
    [199900, 'CZK', undefined, '1999 CZK'],
    [59900, 'TWD', undefined, 'NT$599'],
    [19900, 'MXN', undefined, 'MX$199'],
    [149900, 'INR', undefined, '₹1499'],
    [34900, 'ZAR', undefined, '349 ZAR'],
    // other currencies: ISO code after the amount
    [1999, 'CHF', undefined, '19.99 CHF'],
    [1999, 'SEK', undefined, '19.99 SEK'],
    // discount in tenths (8 → ×0.8, '8折'), applied before the one rounding
    [1999, 'USD', 8, '$15.99'],
    [1999, 'EUR', 8, '€15,99'],
    [1999, 'CNY', 8, '¥16'],
    [2000, 'USD', 5, '$10.00'],
    [1999, 'USD', 10, '$19.99'],
    [1999, 'USD', 0, '$0.00'],
    [1995, 'USD', 9, '$17.96'],
    [1, 'USD', 5, '$0.01'],
    // negatives (refunds) keep the same rule with the sign in front
    [-500, 'USD', undefined, '-$5.00'],
    [-1999, 'PLN', undefined, '-19,99 PLN'],
    [-1, 'USD', 4, '$0.00'],
  ])('formatPrice(%d, %s, tenths %s) is %s', (minor, currency, discountTenths, expected) => {
    expect(formatPrice(minor, currency, discountTenths === undefined ? {} : { discountTenths })).toBe(
      expected,
    );
  });

  it('shows every zero-decimal currency without decimals', () => {
    for (const currency of ZERO_DECIMAL_CURRENCIES) {
      expect(formatPrice(123456, currency)).toMatch(/^[^\d]*1235( [A-Z]{3})?$/);
      expect(currencyDecimals(currency)).toBe(0);
    }
  });

  it('uses a comma for exactly the comma currencies', () => {
    for (const currency of COMMA_DECIMAL_CURRENCIES) expect(formatPrice(1050, currency)).toContain('10,50');
    expect(formatPrice(1050, 'USD')).toContain('10.50');
  });

  it.each([
    [Number.NaN, 'USD', {}],
    [Number.POSITIVE_INFINITY, 'USD', {}],
    [100, 'US', {}],
    [100, 'US$', {}],
    [100, 'USD', { discountTenths: -1 }],
    [100, 'USD', { discountTenths: Number.NaN }],
  ])('refuses formatPrice(%s, %j, %j)', (minor, currency, options) => {
    expect(() => formatPrice(minor, currency, options)).toThrow(RangeError);
  });
});
