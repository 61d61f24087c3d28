import type { PlanId } from '@iq/contracts';
import { planList } from '../../testing/checkout-test-kit';
import { canSkipTrial, everyKey, formatDay, termsOf } from './plan-terms';

const NOW = new Date('2026-11-23T18:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const plan = (planId: PlanId) => planList().plans.find((p) => p.planId === planId)!;

test.each([
  // plan, skip trial, trial days, first charge after, charged today, amount, every
  ['weekly', false, 3, 3 * DAY, false, 1999, 1, 'WEEK'],
  ['weekly', true, 0, 0, true, 1999, 1, 'WEEK'],
  ['monthly', false, 0, 0, true, 4999, 1, 'MONTH'],
  ['monthly', true, 0, 0, true, 4999, 1, 'MONTH'],
  // spec §9: the daily-rate plan is charged 19.99 every 4 weeks, not 0.71 a day.
  ['daily', false, 0, 0, true, 1999, 4, 'WEEK'],
] as const)(
  '%s, skip trial %s: %s trial days, first charge +%s ms, today %s, %s every %s %s',
  (id, skip, trialDays, after, today, amount, count, unit) => {
    const terms = termsOf(plan(id), skip, NOW);
    expect(terms).toEqual({
      trialDays,
      firstChargeAt: new Date(NOW.getTime() + after),
      chargedToday: today,
      amountMinor: amount,
      currency: 'USD',
      intervalCount: count,
      intervalUnit: unit,
    });
  },
);

test('only a plan with a trial offers to skip it', () => {
  expect(canSkipTrial(plan('weekly'))).toBe(true);
  expect(canSkipTrial(plan('monthly'))).toBe(false);
  expect(canSkipTrial(plan('daily'))).toBe(false);
});

test('a period of one unit and of several units take different keys', () => {
  expect(everyKey('WEEK', 1)).toEqual({ key: 'plans.every.WEEK', count: 1 });
  expect(everyKey('WEEK', 4)).toEqual({ key: 'plans.everyN.WEEK', count: 4 });
  expect(everyKey('MONTH', 1)).toEqual({ key: 'plans.every.MONTH', count: 1 });
});

test('days are written out in the page locale, and an unknown locale falls back to English', () => {
  const at = new Date('2026-11-26T12:00:00Z');
  expect(formatDay(at, 'en-US')).toBe('November 26, 2026');
  expect(formatDay(at.toISOString(), 'zh-CN')).toBe('2026年11月26日');
  expect(formatDay(at, 'not a locale!')).toBe('November 26, 2026');
});
