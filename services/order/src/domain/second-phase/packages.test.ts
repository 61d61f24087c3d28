// The second phase's pure rules: steps in order, the VIP discount, availability, plan changes.
import { LOCALE_TAGS, PACKAGE_IDS, UPSELL_STEPS } from '@iq/contracts';
import { planChange, type SubscriptionRecord } from '../subscriptions/subscription-state';
import { PACKAGE_COPY } from './package-copy';
import {
  nextStep,
  PACKAGES,
  packagesOfStep,
  priceForBuyer,
  stepPosition,
  unavailableReason,
  type BuyerState,
} from './packages';

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

describe('priceForBuyer', () => {
  test.each([
    ['answer-analysis', false, 499, 0],
    ['answer-analysis', true, 399, 20],
    ['shareable-certificate', true, 559, 20],
    ['premium-bundle', true, 1199, 20],
    // Plans and VIP itself are never discounted.
    ['daily-plan', true, 1999, 0],
    ['vip-membership', true, 999, 0],
  ] as const)('%s, permanent VIP %s → %i (%i %%)', (id, vip, amount, percent) => {
    expect(priceForBuyer(PACKAGES[id], vip)).toEqual({
      amountMinor: amount,
      listPriceMinor: PACKAGES[id].listPriceMinor,
      discountPercent: percent,
      currency: 'USD',
    });
  });
});

describe('unavailableReason', () => {
  const buyer = (over: Partial<BuyerState> = {}): BuyerState => ({
    canChargeCard: true,
    items: new Set(['iqScore', 'iqRank', 'report21']),
    permanentVip: false,
    subscription: null,
    ...over,
  });
  test.each([
    ['answer-analysis', buyer(), null],
    ['answer-analysis', buyer({ canChargeCard: false }), 'card-required'],
    ['answer-analysis', buyer({ items: new Set(['wrongAnalysis']) }), 'owned'],
    ['premium-bundle', buyer({ items: new Set(['eqTest', 'brainTest']) }), null],
    ['vip-membership', buyer({ permanentVip: true }), 'owned'],
    ['skip-trial-weekly', buyer(), null],
    ['skip-trial-weekly', buyer({ subscription: { planId: 'weekly', status: 'trialing' } }), null],
    ['skip-trial-weekly', buyer({ subscription: { planId: 'weekly', status: 'active' } }), 'no-trial'],
    ['daily-plan', buyer({ subscription: { planId: 'weekly', status: 'active' } }), null],
    ['daily-plan', buyer({ subscription: { planId: 'daily', status: 'active' } }), 'owned'],
    ['daily-plan', buyer({ subscription: { planId: 'weekly', status: 'past_due' } }), 'not-changeable'],
  ] as const)('%s for %j → %s', (id, state, reason) => {
    expect(unavailableReason(PACKAGES[id], state)).toBe(reason);
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
