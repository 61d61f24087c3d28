import { formatMoney } from './money';

describe('formatMoney (spec §9)', () => {
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
    expect(formatMoney(amount, currency, locale)).toBe(expected);
  });

  test('whole-unit currencies round half away from zero', () => {
    expect(formatMoney(150, 'JPY')).toBe('¥2');
    expect(formatMoney(149, 'JPY')).toBe('¥1');
  });
});
