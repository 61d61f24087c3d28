import type { SkuId } from '@iq/contracts';
import { upgradeQuote, type UpgradeBase, type UpgradeRequest } from './upgrade';

const base: UpgradeBase = { examSessionId: 's1', status: 'paid', currency: 'USD' };
const request = (over: Partial<UpgradeRequest> = {}): UpgradeRequest => ({
  skuId: 'sku2',
  country: 'US',
  examSessionId: 's1',
  ...over,
});

describe('upgrade price', () => {
  test.each<[SkuId[], SkuId, string, string, number]>([
    [['sku1'], 'sku2', 'US', 'USD', 1000],
    [['sku1'], 'sku4', 'US', 'USD', 3000],
    [['sku1', 'sku2'], 'sku3', 'US', 'USD', 1000], // from the highest paid, not from the order named
    [['sku3'], 'sku4', 'CA', 'USD', 1000],
    [['sku1'], 'sku2', 'JP', 'JPY', 148000],
    [['sku2'], 'sku3', 'DE', 'EUR', 1000],
  ])('paid %j → %s from %s: %s %d', (paid, skuId, country, currency, amount) => {
    expect(upgradeQuote({ ...base, currency }, paid, request({ skuId, country }))).toEqual({
      amountMinor: amount,
      currency,
    });
  });

  test.each<[string, UpgradeBase, SkuId[], Partial<UpgradeRequest>, RegExp]>([
    ['another session', base, ['sku1'], { examSessionId: 's2' }, /same test/],
    ['an unpaid order', { ...base, status: 'created' }, [], {}, /Only a paid order/],
    ['the same tier', base, ['sku2'], { skuId: 'sku2' }, /higher tier than .*sku2/],
    ['a lower tier', base, ['sku3'], { skuId: 'sku2' }, /higher tier than .*sku3/],
    ['another currency', base, ['sku1'], { country: 'JP' }, /charged in USD/],
    ['a claimed currency', base, ['sku1'], { currency: 'EUR' }, /charged in USD/],
    ['the full price claimed', base, ['sku1'], { amountMinor: 1999 }, /sku1 to sku2 costs 1000 USD/],
  ])('refused: %s (409)', (_name, order, paid, over, message) => {
    expect(() => upgradeQuote(order, paid, request(over))).toThrow(message);
    try {
      upgradeQuote(order, paid, request(over));
    } catch (err) {
      expect((err as { status: number }).status).toBe(409);
    }
  });

  test('the difference claimed is accepted', () => {
    expect(upgradeQuote(base, ['sku1'], request({ amountMinor: 1000, currency: 'USD' }))).toEqual({
      amountMinor: 1000,
      currency: 'USD',
    });
  });
});
