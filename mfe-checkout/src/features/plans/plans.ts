// spec §9 plans (USD, minor units) and the 3-day trial of the plan copy (docs/decisions.md).
export type TimeUnit = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

export interface Plan {
  id: 'weekly' | 'monthly';
  priceMinor: number;
  currency: 'USD';
  unit: TimeUnit;
  trialDays: number;
  trialPriceMinor: number;
}

export const PLANS: readonly Plan[] = [
  { id: 'weekly', priceMinor: 1999, currency: 'USD', unit: 'WEEK', trialDays: 3, trialPriceMinor: 0 },
  { id: 'monthly', priceMinor: 4999, currency: 'USD', unit: 'MONTH', trialDays: 0, trialPriceMinor: 0 },
];
