import type { SkuId } from '@iq/contracts';
import { holdingsOf, type Holdings } from './holdings';
import { tierCheck as checkOf, type CheckedOrder } from './tier-check';

const order = (over: Partial<CheckedOrder> = {}): CheckedOrder => ({
  orderNumber: 'o'.repeat(22),
  status: 'paid',
  skuId: 'sku1',
  currency: 'USD',
  ...over,
});

/** The holdings of a session whose `paid` tiers were paid in `currency`, nothing else. */
const holdingsOfTiers = (paid: SkuId[], currency: string): Holdings =>
  holdingsOf(
    {
      tierPurchases: paid.map((skuId, i) => ({
        orderNumber: `o${i}`,
        skuId,
        amountMinor: 100,
        currency,
        refundedMinor: 0,
      })),
      packagePurchases: [],
      permanentVip: false,
      plans: [],
    },
    new Date(0),
  );

const tierCheck = (checked: CheckedOrder, paid: SkuId[]) =>
  checkOf(checked, holdingsOfTiers(paid, checked.currency));

describe('tier check', () => {
  test.each<[string, Partial<CheckedOrder>, SkuId[], SkuId[], [SkuId, number][]]>([
    [
      'sku1 paid in USD',
      {},
      ['sku1'],
      ['sku1'],
      [
        ['sku2', 1000],
        ['sku3', 2000],
        ['sku4', 3000],
      ],
    ],
    [
      'sku2 then sku3: from the highest',
      { skuId: 'sku3' },
      ['sku3', 'sku2'],
      ['sku2', 'sku3'],
      [['sku4', 1000]],
    ],
    ['sku4 owns the top', { skuId: 'sku4' }, ['sku4'], ['sku4'], []],
    [
      'JPY',
      { currency: 'JPY' },
      ['sku1'],
      ['sku1'],
      [
        ['sku2', 148000],
        ['sku3', 298000],
        ['sku4', 448000],
      ],
    ],
    [
      'EUR, DE',
      { currency: 'EUR', skuId: 'sku2' },
      ['sku2'],
      ['sku2'],
      [
        ['sku3', 1000],
        ['sku4', 2000],
      ],
    ],
  ])('%s', (_name, over, paid, owned, upgrades) => {
    const check = tierCheck(order(over), paid);
    expect(check.owned).toEqual(owned);
    expect(check.highest).toBe(owned[owned.length - 1]);
    expect(check.unlocksWhenPaid).toEqual([]);
    const currency = over.currency ?? 'USD';
    expect(check.upgrades).toEqual(
      upgrades.map(([skuId, amountMinor]) => ({ skuId, amountMinor, currency })),
    );
  });

  test('an unpaid order owns nothing, offers no upgrade and names what it would unlock', () => {
    const check = tierCheck(order({ status: 'created', skuId: 'sku2' }), []);
    expect(check).toMatchObject({
      orderStatus: 'created',
      owned: [],
      highest: null,
      items: [],
      upgrades: [],
    });
    expect(check.unlocksWhenPaid).toEqual([
      'iqScore',
      'iqRank',
      'report21',
      'wrongAnalysis',
      'brainTest',
      'eqTest',
    ]);
  });

  test('an unpaid upgrade order names only what the session does not own yet', () => {
    const check = tierCheck(order({ status: 'pending', skuId: 'sku3' }), ['sku2']);
    expect(check.owned).toEqual(['sku2']);
    expect(check.unlocksWhenPaid).toEqual(['certificate']);
    expect(check.upgrades).toEqual([]);
  });

  test('sku3 then sku4: the certificate sku4 does not list stays owned', () => {
    const check = tierCheck(order({ skuId: 'sku4' }), ['sku3', 'sku4']);
    expect(check.items).toContain('certificate');
    expect(check.items).toContain('trainingGuide');
  });
});
