import {
  LOCALE_TAGS,
  SKU_IDS,
  SKU_ITEM_KEYS,
  paymentMethodListSchema,
  skuSchema,
  type SkuId,
} from '@iq/contracts';
import { CATALOGUE_COPY } from './catalogue-copy';
import { hasTiers, paymentMethods, TIER_ITEMS, tierFor, tierList } from './catalogue';
import { currencyForCountry, PRICE_TABLE, priceFor } from './prices';

describe('tiers (spec §3, decision 2026-11-29)', () => {
  test.each<[SkuId, number]>([
    ['sku1', 3],
    ['sku2', 4],
    ['sku3', 5],
    ['sku4', 7],
  ])('%s sells %d items', (skuId, count) => {
    expect(tierFor(skuId, 'US', 'en-US').items).toHaveLength(count);
    expect(new Set(tierFor(skuId, 'US', 'en-US').items.map((i) => i.key)).size).toBe(count);
  });

  test('each tier sells everything the one before it does; sku4 adds VIP and the guide', () => {
    const keys = (skuId: SkuId) => tierFor(skuId, 'US', 'en-US').items.map((i) => i.key);
    expect(keys('sku1')).toEqual(['iqScore', 'iqRank', 'report21']);
    expect(keys('sku2')).toEqual([...keys('sku1'), 'wrongAnalysis']);
    expect(keys('sku3')).toEqual([...keys('sku2'), 'certificate']);
    expect(keys('sku4')).toEqual([...keys('sku3'), 'discount20', 'trainingGuide']);
  });

  test('no tier card lists the free tests, though every tier unlocks them', () => {
    for (const locale of LOCALE_TAGS)
      for (const sku of tierList('US', locale)) {
        expect(sku.items.map((i) => i.key)).not.toContain('brainTest');
        expect(sku.items.map((i) => i.key)).not.toContain('eqTest');
        expect(TIER_ITEMS[sku.skuId]).toEqual(expect.arrayContaining(['brainTest', 'eqTest']));
      }
  });

  test('every item key is used and every tier validates against the contract in every locale', () => {
    const used = new Set(SKU_IDS.flatMap((id) => TIER_ITEMS[id]));
    expect([...used].sort()).toEqual([...SKU_ITEM_KEYS].sort());
    for (const locale of LOCALE_TAGS) {
      for (const sku of tierList('US', locale)) {
        skuSchema.parse(sku);
        for (const item of sku.items) {
          expect(item.logo).toMatch(/^data:image\/svg\+xml,/);
          expect(decodeURIComponent(item.logo)).toContain('<svg');
          expect(item.name.trim()).not.toBe('');
          expect(item.content.trim()).not.toBe('');
        }
      }
    }
  });

  test('the discount is an item, not a price cut: sku4 is sold at its list price', () => {
    const sku4 = tierFor('sku4', 'US', 'en-US');
    expect(sku4).toMatchObject({ priceMinor: 3999, listPriceMinor: 3999, discountTenths: null });
    expect(sku4.items.map((i) => i.key)).toContain('discount20');
  });

  test('only the IQ test (exam 1) has tiers', () => {
    expect([1, 2, 3, 4, 99].map(hasTiers)).toEqual([true, false, false, false, false]);
  });
});

describe('translations', () => {
  const english = CATALOGUE_COPY['en-US'];
  test.each(LOCALE_TAGS.filter((l) => l !== 'en-US'))('%s is written, not copied from English', (locale) => {
    const copy = CATALOGUE_COPY[locale];
    for (const key of SKU_ITEM_KEYS) {
      expect(copy.items[key].name).not.toBe(english.items[key].name);
      expect(copy.items[key].content).not.toBe(english.items[key].content);
    }
    expect(copy.payMethods.card).not.toBe(english.payMethods.card);
    expect(copy.tiers.sku1).not.toBe(english.tiers.sku1); // the others may be loanwords (Premium, VIP)
  });

  test('the Chinese discount reads 8折, the others 20 %', () => {
    expect(CATALOGUE_COPY['zh-CN'].items.discount20.name).toContain('8 折');
    expect(CATALOGUE_COPY['zh-HK'].items.discount20.name).toContain('8 折');
    for (const locale of ['en-US', 'fr-FR', 'de-DE', 'ja-JP', 'ko-KR', 'es-ES', 'pt-PT'] as const)
      expect(CATALOGUE_COPY[locale].items.discount20.name).toMatch(/20\s?%/);
  });

  test('payment methods: card and PayPal, named per locale', () => {
    for (const locale of LOCALE_TAGS) {
      const methods = paymentMethodListSchema.parse(paymentMethods(locale));
      expect(methods.map((m) => m.id)).toEqual(['card', 'paypal']);
    }
    expect(paymentMethods('de-DE')[0]!.name).toBe('Kredit- oder Debitkarte');
  });
});

describe('prices', () => {
  test.each([
    ['US', 'USD'],
    ['CA', 'USD'],
    ['ZZ', 'USD'],
    ['EN', 'USD'],
    ['DE', 'EUR'],
    ['FR', 'EUR'],
    ['ES', 'EUR'],
    ['PT', 'EUR'],
    ['IT', 'EUR'],
    ['GB', 'GBP'],
    ['UK', 'GBP'],
    ['JP', 'JPY'],
    ['JA', 'JPY'],
    ['KR', 'KRW'],
    ['CN', 'CNY'],
    ['BR', 'BRL'],
    ['HK', 'HKD'],
  ])('%s pays in %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
    expect(priceFor('sku1', country).currency).toBe(currency);
  });

  test.each([
    ['US', 'sku1', 999],
    ['US', 'sku2', 1999],
    ['US', 'sku3', 2999],
    ['US', 'sku4', 3999],
    ['DE', 'sku2', 1999],
    ['GB', 'sku3', 2599],
    ['JP', 'sku2', 298000], // ¥2,980: minor units / 100 for every currency (spec §9)
    ['KR', 'sku1', 1390000],
    ['CN', 'sku4', 26800],
    ['BR', 'sku1', 4990],
  ] as const)('%s %s costs %d minor units', (country, skuId, amount) => {
    expect(priceFor(skuId, country).amountMinor).toBe(amount);
  });

  test('every currency prices every tier in rising order, zero-decimal ones in whole units', () => {
    for (const [currency, row] of Object.entries(PRICE_TABLE)) {
      const amounts = SKU_IDS.map((id) => row[id]);
      expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
      for (const amount of amounts) expect(Number.isInteger(amount) && amount > 0).toBe(true);
      if (['JPY', 'KRW', 'CNY'].includes(currency))
        for (const amount of amounts) expect(amount % 100).toBe(0);
    }
  });
});
