// The second phase's pure rules: steps in order, the VIP discount, availability, plan changes.
import { LOCALE_TAGS, PACKAGE_IDS, UPSELL_STEPS, type SkuId, type SkuItemKey } from '@iq/contracts';
import { holdingsOf, type Holdings, type PlanHolding, PACKAGE_COPY } from '../../orders';
import { planChange, type SubscriptionRecord } from '../../subscriptions';
import {
  nextStep,
  PACKAGES,
  packagesOfStep,
  priceForBuyer,
  recurringTermsOf,
  stepPosition,
  unavailableReason,
  type BuyerState,
} from './second-phase-packages';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('upsell steps', () => {
  test('six steps in the spec order, each with at least one package', () => {
    expect(UPSELL_STEPS.map(stepPosition)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(UPSELL_STEPS.map(nextStep)).toEqual([...UPSELL_STEPS.slice(1), null]);
    for (const step of UPSELL_STEPS) expect(packagesOfStep(step).length).toBeGreaterThan(0);
  });

  test('every locale names every step and package, and no locale is an English copy', () => {
    for (const locale of LOCALE_TAGS) {
      const copy = PACKAGE_COPY[locale];
      for (const id of PACKAGE_IDS) expect(copy.packages[id].name).not.toBe('');
      if (locale !== 'en-US')
        expect(copy.packages['premium-bundle'].description).not.toBe(
          PACKAGE_COPY['en-US'].packages['premium-bundle'].description,
        );
    }
  });
});

/** Holdings of a buyer who paid `tiers` (USD) and bought `items` as packages. */
function holdings(
  tiers: SkuId[] = ['sku1'],
  over: { items?: SkuItemKey[]; vip?: boolean; plan?: PlanHolding['status'] } = {},
): Holdings {
  return holdingsOf(
    {
      tierPurchases: tiers.map((skuId, i) => ({
        orderNumber: `o${i}`,
        skuId,
        amountMinor: 999,
        currency: 'USD',
        refundedMinor: 0,
      })),
      packagePurchases: over.items
        ? [{ packageId: 'p', items: over.items, amountMinor: 499, refundedMinor: 0 }]
        : [],
      permanentVip: over.vip ?? false,
      plans: over.plan
        ? [{ subscriptionId: 's', orderNumber: 'o0', planId: 'weekly', status: over.plan, endedAt: null }]
        : [],
    },
    new Date('2027-01-10T00:00:00Z'),
  );
}

describe('priceForBuyer', () => {
  test.each([
    ['answer-analysis', holdings(), 499, 0],
    ['answer-analysis', holdings(['sku1'], { vip: true }), 399, 20],
    ['shareable-certificate', holdings(['sku1'], { vip: true }), 559, 20],
    ['premium-bundle', holdings(), 1499, 0],
    ['premium-bundle', holdings(['sku1'], { vip: true }), 1199, 20],
    // Priced by what is missing: a Standard buyer owns the analysis (6.99 + 7.99 = 14.98 < 14.99) …
    ['premium-bundle', holdings(['sku2']), 1498, 0],
    // … a Premium buyer only misses the guide (7.99), VIP or not discounted on top.
    ['premium-bundle', holdings(['sku3']), 799, 0],
    ['premium-bundle', holdings(['sku3'], { vip: true }), 639, 20],
    // Plans and VIP itself are never discounted.
    ['daily-plan', holdings(['sku1'], { vip: true }), 1999, 0],
    ['vip-membership', holdings(), 999, 0],
  ] as const)('%s, %# → %i (%i %%)', (id, buyer, amount, percent) => {
    expect(priceForBuyer(PACKAGES[id], buyer)).toEqual({
      amountMinor: amount,
      listPriceMinor: PACKAGES[id].listPriceMinor,
      discountPercent: percent,
      currency: 'USD',
    });
  });

  test('without a buyer: the list price', () => {
    expect(priceForBuyer(PACKAGES['premium-bundle'], null).amountMinor).toBe(1499);
  });
});

describe('unavailableReason', () => {
  const trial = { planId: 'weekly' as const, status: 'trialing' as const, periodEnd: new Date('2027-01-12') };
  const buyer = (over: Partial<BuyerState> = {}): BuyerState => ({
    canChargeCard: true,
    holdings: holdings(),
    subscription: null,
    ...over,
  });
  test.each([
    ['answer-analysis', buyer(), null],
    ['answer-analysis', buyer({ canChargeCard: false }), 'card-required'],
    ['answer-analysis', buyer({ holdings: holdings(['sku1'], { items: ['wrongAnalysis'] }) }), 'owned'],
    ['answer-analysis', buyer({ holdings: holdings(['sku2']) }), 'owned'],
    // A running plan shows the analysis already: it is not sold on top.
    ['answer-analysis', buyer({ holdings: holdings(['sku1'], { plan: 'active' }) }), 'in-plan'],
    ['premium-bundle', buyer({ holdings: holdings(['sku3']) }), null],
    ['premium-bundle', buyer({ holdings: holdings(['sku4']) }), 'owned'],
    ['vip-membership', buyer({ holdings: holdings(['sku1'], { vip: true }) }), 'owned'],
    ['vip-membership', buyer({ holdings: holdings(['sku4']) }), 'owned'],
    // Skipping a trial needs a trial: never offered to a buyer without a plan.
    ['skip-trial-weekly', buyer(), 'no-trial'],
    ['skip-trial-weekly', buyer({ subscription: trial }), null],
    ['skip-trial-weekly', buyer({ subscription: { ...trial, status: 'active' } }), 'no-trial'],
    ['skip-trial-weekly', buyer({ subscription: { ...trial, planId: 'monthly' } }), 'no-trial'],
    ['daily-plan', buyer(), null],
    ['daily-plan', buyer({ subscription: { ...trial, status: 'active' } }), null],
    ['daily-plan', buyer({ subscription: { ...trial, planId: 'daily', status: 'active' } }), 'owned'],
    ['daily-plan', buyer({ subscription: { ...trial, status: 'past_due' } }), 'not-changeable'],
    // Another order of the mailbox runs a plan: one plan per mailbox.
    ['daily-plan', buyer({ holdings: holdings(['sku1'], { plan: 'active' }) }), 'owned'],
  ] as const)('%s, %# → %s', (id, state, reason) => {
    expect(unavailableReason(PACKAGES[id], state)).toBe(reason);
  });
});

describe('recurringTermsOf', () => {
  const now = new Date('2027-01-10T12:00:00.000Z');
  test('skip-trial: charged now, the next charge a week later', () => {
    expect(recurringTermsOf(PACKAGES['skip-trial-weekly'], null, now)).toEqual({
      amountMinor: 1999,
      currency: 'USD',
      intervalCount: 1,
      intervalUnit: 'WEEK',
      firstChargeAt: now.toISOString(),
      nextChargeAt: new Date(now.getTime() + 7 * DAY_MS).toISOString(),
    });
  });
  test('the 4-week plan over a paid week: charged now, the next charge 4 weeks after that week ends', () => {
    const periodEnd = new Date(now.getTime() + 3 * DAY_MS);
    const terms = recurringTermsOf(
      PACKAGES['daily-plan'],
      { planId: 'weekly', status: 'active', periodEnd },
      now,
    );
    expect(terms).toMatchObject({ amountMinor: 1999, intervalCount: 4, intervalUnit: 'WEEK' });
    expect(terms?.firstChargeAt).toBe(now.toISOString());
    expect(terms?.nextChargeAt).toBe(new Date(periodEnd.getTime() + 28 * DAY_MS).toISOString());
  });
  test('one-off packages have none', () => {
    expect(recurringTermsOf(PACKAGES['answer-analysis'], null, now)).toBeNull();
  });
});

describe('planChange', () => {
  const at = new Date('2027-01-10T12:00:00.000Z');
  const sub = (over: Partial<SubscriptionRecord>): SubscriptionRecord => ({
    id: 'sub',
    orderNumber: 'o'.repeat(22),
    email: 'a@example.com',
    planId: 'weekly',
    status: 'trialing',
    amountMinor: 1999,
    currency: 'USD',
    locale: 'en-US',
    payMethod: 'card',
    paymentToken: 'tok',
    cardBrand: null,
    cardLast4: null,
    period: 0,
    periodStart: new Date(at.getTime() - DAY_MS),
    periodEnd: new Date(at.getTime() + 2 * DAY_MS),
    trialEnd: new Date(at.getTime() + 2 * DAY_MS),
    failedAttempts: 0,
    cancelledAt: null,
    endedAt: null,
    ...over,
  });

  test('skipping the trial: period 1 now, a week long, the trial ends now', () => {
    const plan = planChange(sub({}), { planId: 'weekly', skipTrial: true }, at);
    expect(plan).toMatchObject({
      kind: 'skip-trial',
      period: 1,
      amountMinor: 1999,
      previousPeriod: 'trial-ended',
      newPeriodStart: at,
      newPeriodEnd: new Date(at.getTime() + 7 * DAY_MS),
      patch: { status: 'active', trialEnd: at },
    });
  });

  test('upgrading a paid week: the week is kept, the 4 weeks follow it, charged now as the next period', () => {
    const end = new Date(at.getTime() + 3 * DAY_MS);
    const plan = planChange(sub({ status: 'active', period: 2, periodEnd: end }), { planId: 'daily' }, at);
    expect(plan).toMatchObject({
      kind: 'upgrade',
      toPlanId: 'daily',
      period: 3,
      previousPeriod: 'kept',
      previousPeriodEnd: end,
      newPeriodStart: end,
      newPeriodEnd: new Date(end.getTime() + 28 * DAY_MS),
    });
    expect('refused' in plan ? [] : plan.jobs.map((j) => [j.kind, j.period])).toEqual([
      ['renewal', 4],
      ['reminder', 4],
    ]);
  });

  test.each([
    [{ status: 'active' as const, period: 1 }, { planId: 'weekly' as const, skipTrial: true }, 'no-trial'],
    [{ status: 'past_due' as const, period: 1 }, { planId: 'daily' as const }, 'not-changeable'],
    [{ status: 'cancelled' as const, period: 1 }, { planId: 'daily' as const }, 'already-subscribed'],
    [{}, { planId: 'monthly' as const }, 'already-subscribed'],
    [
      { planId: 'daily' as const, status: 'active' as const },
      { planId: 'daily' as const },
      'already-subscribed',
    ],
  ])('%j asking %j is refused: %s', (over, asked, refused) => {
    expect(planChange(sub(over), asked, at)).toEqual({ refused });
  });
});
