import {
  COMMA_DECIMAL_CURRENCIES,
  NARROW_NO_BREAK_SPACE as NNBSP,
  ZERO_DECIMAL_CURRENCIES,
  currencyDecimalMark,
  currencyDecimals,
  formatPrice,
} from './money';

/** The digits and marks of a price, without symbol, code or spaces around them. */
const numberPart = (text: string) => /[\d][\d.,\u202f]*[\d]|\d/.exec(text)?.[0] ?? '';
const NBSP = '\u00a0';

describe('formatPrice (spec §9)', () => {
  // spec §9 "Prices are in minor units divided by 100"
  it.each<[number, string, string]>([
    [1999, 'USD', '$19.99'],
    [4999, 'USD', '$49.99'],
    [71, 'USD', '$0.71'],
    [5, 'USD', '$0.05'],
    [0, 'USD', '$0.00'],
    [100, 'USD', '$1.00'],
    [100000, 'USD', '$1,000.00'],
    [298000, 'JPY', '¥2,980'],
    [1999, 'usd', '$19.99'],
  ])('divides minor units by 100: %d %s is %s', (minor, currency, expected) => {
    expect(formatPrice(minor, currency)).toBe(expected);
  });

  // spec §9 "Zero-decimal currencies (shown without decimals)": the whole list, no decimal part
  it.each([...ZERO_DECIMAL_CURRENCIES])('%s is shown without decimals', (currency) => {
    expect(currencyDecimals(currency)).toBe(0);
    for (const locale of ['en-US', 'de-DE', 'ja-JP']) {
      const text = formatPrice(123456, currency, { locale });
      // 1234.56 → 1235: four digits, only grouping between them, never a decimal part.
      expect(numberPart(text).replace(/[.,\u202f]/g, '')).toBe('1235');
      expect(numberPart(text)).not.toMatch(/[.,]\d{1,2}$/);
    }
  });

  // spec §9 "EUR, PLN, BRL, DKK and HRK use a comma as decimal separator"
  it.each([...COMMA_DECIMAL_CURRENCIES])('%s uses a decimal comma in every locale', (currency) => {
    expect(currencyDecimalMark(currency)).toBe(',');
    expect(numberPart(formatPrice(1050, currency))).toBe('10,50');
    expect(numberPart(formatPrice(123456, currency, { locale: 'en-US' }))).toBe(`1${NNBSP}234,56`);
    expect(numberPart(formatPrice(123456, currency, { locale: 'de-DE' }))).toBe('1.234,56');
    expect(numberPart(formatPrice(1050, currency, { locale: 'ja-JP' }))).toBe('10,50');
  });

  // spec §9 "Others show two decimals" (with a point)
  it.each(['USD', 'GBP', 'HKD', 'CHF', 'SEK', 'AUD', 'CAD', 'SGD', 'NZD'])(
    '%s shows exactly two decimals with a point in every locale',
    (currency) => {
      expect(currencyDecimals(currency)).toBe(2);
      expect(currencyDecimalMark(currency)).toBe('.');
      for (const locale of ['en-US', 'de-DE', 'fr-FR', 'pt-PT', 'zh-HK']) {
        expect(numberPart(formatPrice(1050, currency, { locale }))).toBe('10.50');
        expect(numberPart(formatPrice(1000, currency, { locale }))).toBe('10.00');
      }
    },
  );

  // spec §9 "An optional discount factor (a number of tenths) multiplies the price"
  it.each<[number, string, number, string]>([
    [1999, 'USD', 8, '$15.99'],
    [1999, 'EUR', 8, '€15,99'],
    [1999, 'CNY', 8, 'CN¥16'],
    [2000, 'USD', 5, '$10.00'],
    [1999, 'USD', 10, '$19.99'],
    [1999, 'USD', 0, '$0.00'],
    [298000, 'JPY', 8, '¥2,384'],
  ])('applies the discount in tenths: %d %s ×%d/10 is %s', (minor, currency, discountTenths, expected) => {
    expect(formatPrice(minor, currency, { discountTenths })).toBe(expected);
  });

  // One rounding, half away from zero, from the exact value (after the discount)
  it.each<[number, string, number | undefined, string]>([
    [1949, 'CNY', undefined, 'CN¥19'],
    [1950, 'CNY', undefined, 'CN¥20'],
    [1999, 'CNY', undefined, 'CN¥20'],
    [1995, 'USD', 9, '$17.96'], // 17.955 → 17.96, not toFixed's 17.95
    [1, 'USD', 5, '$0.01'], // 0.005 → 0.01
    [-500, 'USD', undefined, '-$5.00'],
    [-1950, 'JPY', undefined, '-¥20'],
    [-1, 'USD', 4, '$0.00'], // -0.004 → 0, never "-$0.00"
  ])(
    'rounds half away from zero once: %d %s tenths %s is %s',
    (minor, currency, discountTenths, expected) => {
      expect(formatPrice(minor, currency, discountTenths === undefined ? {} : { discountTenths })).toBe(
        expected,
      );
    },
  );

  // The page's locale places the symbol and groups digits; a group mark never equals the decimal mark
  it.each<[number, string, string, string]>([
    [123450, 'USD', 'en-US', '$1,234.50'],
    [123450, 'EUR', 'en-US', `€1${NNBSP}234,50`],
    [123450, 'EUR', 'de-DE', `1.234,50${NBSP}€`],
    [123450, 'EUR', 'fr-FR', `1${NNBSP}234,50${NBSP}€`],
    [123450, 'USD', 'de-DE', `1${NNBSP}234.50${NBSP}$`],
    [298000, 'JPY', 'ja-JP', '￥2,980'],
    [298000, 'JPY', 'de-DE', `2${NNBSP}980${NBSP}¥`],
    [2690000, 'KRW', 'ko-KR', '₩26,900'],
    [19900, 'CNY', 'zh-CN', '¥199'],
    [1999, 'HKD', 'zh-HK', 'HK$19.99'],
    [1999, 'PLN', 'en-US', `PLN${NBSP}19,99`],
    [1999, 'BRL', 'pt-PT', `19,99${NBSP}R$`],
  ])('%d %s in %s is %s', (minor, currency, locale, expected) => {
    expect(formatPrice(minor, currency, { locale })).toBe(expected);
  });

  it('falls back to English for a malformed locale instead of failing', () => {
    expect(formatPrice(1999, 'USD', { locale: 'not a locale!' })).toBe('$19.99');
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

describe("formatPrice with a locale, as the order service's mails and pages call it (spec §9)", () => {
  test.each([
    [1999, 'USD', 'en-US', '$19.99'],
    [999, 'USD', 'en-US', '$9.99'],
    [298000, 'JPY', 'ja-JP', '￥2,980'],
    [298000, 'JPY', 'en-US', '¥2,980'],
    [1390000, 'KRW', 'ko-KR', '₩13,900'],
    [13800, 'CNY', 'zh-CN', '¥138'],
    [1999, 'EUR', 'de-DE', '19,99\u00a0€'],
    [1999, 'EUR', 'en-US', '€19,99'],
    [123456, 'EUR', 'en-US', '€1\u202f234,56'],
    [123456, 'EUR', 'de-DE', '1.234,56\u00a0€'],
    [9990, 'BRL', 'pt-PT', '99,90\u00a0R$'],
    [1699, 'GBP', 'en-US', '£16.99'],
    [123456, 'USD', 'de-DE', '1\u202f234.56\u00a0$'],
    [15800, 'HKD', 'zh-HK', 'HK$158.00'],
    [1999, 'USD', 'not a locale!', '$19.99'],
  ])('%d %s in %s is %s', (amount, currency, locale, expected) => {
    expect(formatPrice(amount, currency, { locale })).toBe(expected);
  });

  test('whole-unit currencies round half away from zero', () => {
    expect(formatPrice(150, 'JPY')).toBe('¥2');
    expect(formatPrice(149, 'JPY')).toBe('¥1');
  });
});
