// Screen tests render a page at a URL with the real providers and mock only fetch (the edge):
// the shared screen kit, with this remote's strings, a started exam session and tier fixtures.
import type { ReactElement } from 'react';
import type { RuntimeState } from '@iq/api';
import {
  loadEnglish as loadNamespace,
  ORDER_NUMBER,
  renderAt as renderWithProviders,
} from '@iq/api/src/testing/screen-test-kit';
import {
  TIER_SOLD_ITEMS,
  type OrderStatusResponse,
  type Plan,
  type PlanListResponse,
  type Sku,
  type SkuInfoResponse,
  type SkuListResponse,
  type SubscriptionView,
} from '@iq/contracts';
import { NS } from '../i18n';

export {
  currentLocation,
  failure,
  mockApi,
  ok,
  ORDER_NUMBER,
  type RecordedCall,
} from '@iq/api/src/testing/screen-test-kit';

/** English with this remote's strings loaded up front, so no screen suspends (fake timers too). */
export const loadEnglish = () => loadNamespace(NS);

/** Render `element` at `url` inside the shell's providers, in a started exam session. */
export function renderAt(
  url: string,
  pattern: string,
  element: ReactElement,
  runtime: Partial<RuntimeState> = {},
) {
  return renderWithProviders(url, pattern, element, { examSession: 'session-1', ...runtime });
}

/** What a tier sells, as the catalogue lists it (the free tests are never among them). */
const items = (skuId: Sku['skuId']) =>
  TIER_SOLD_ITEMS[skuId].map((key) => ({
    key,
    ...ITEM_WORDS[key],
    logo: 'data:image/svg+xml,%3Csvg/%3E',
  }));

const ITEM_WORDS: Record<Sku['items'][number]['key'], { name: string; content: string }> = {
  iqScore: { name: 'IQ score', content: 'Your score' },
  iqRank: { name: 'IQ rank', content: 'Where you stand' },
  report21: { name: '21-page report', content: 'Everything in detail' },
  wrongAnalysis: { name: 'Wrong-answer analysis', content: 'Why an answer was wrong' },
  certificate: { name: 'Certificate', content: 'With your name' },
  discount20: { name: 'VIP for life', content: '20 % off every later report upgrade and package' },
  trainingGuide: { name: 'Brain training guide', content: 'Exercises and a 4-week plan' },
};

export function sku(skuId: Sku['skuId'], priceMinor: number, currency = 'USD'): Sku {
  return {
    skuId,
    name: { sku1: 'Basic', sku2: 'Standard', sku3: 'Premium', sku4: 'Ultimate' }[skuId],
    items: items(skuId),
    priceMinor,
    currency,
    discountTenths: null,
    listPriceMinor: priceMinor,
  };
}

export function skuList(currency = 'USD', country = 'US'): SkuListResponse {
  return {
    examId: 1,
    country,
    currency,
    skus: [
      sku('sku1', 999, currency),
      sku('sku2', 1999, currency),
      sku('sku3', 2999, currency),
      sku('sku4', 3999, currency),
    ],
  };
}

export function skuInfo(skuId: Sku['skuId'] = 'sku2', priceMinor = 1999, currency = 'USD'): SkuInfoResponse {
  return { ...sku(skuId, priceMinor, currency), examId: 1, country: 'US' };
}

export function orderStatus(
  status: OrderStatusResponse['status'],
  extra: Partial<OrderStatusResponse> = {},
): OrderStatusResponse {
  return {
    orderNumber: ORDER_NUMBER,
    status,
    skuId: 'sku2',
    payMethod: 'card',
    amountMinor: 1999,
    currency: 'USD',
    reportPath: `/report/result/web-1?orderNumber=${ORDER_NUMBER}`,
    failureReason: null,
    charges: [],
    netChargedMinor: 0,
    ...extra,
  };
}

const FEATURES: Plan['features'] = [
  {
    key: 'fullReports',
    text: 'Your reports in full while the plan runs, answer analysis and certificate included',
  },
  { key: 'trainingGuide', text: 'Brain training guide' },
  { key: 'cancelAnytime', text: 'Cancel online in one step, at any time' },
];

/** The plan list as the order service serves it in English (spec §9 prices, 3-day trial). */
export function planList(): PlanListResponse {
  const plan = (
    planId: Plan['planId'],
    title: string,
    priceMinor: number,
    timeUnit: Plan['timeUnit'],
    trialDays: number,
    billing: Plan['billing'],
  ): Plan => ({
    planId,
    title,
    priceMinor,
    currency: 'USD',
    timeUnit,
    features: FEATURES,
    trialDays,
    trialPriceMinor: 0,
    billing,
    limitedTimeOffer: planId === 'daily',
  });
  return {
    examId: 1,
    region: 'US',
    currency: 'USD',
    plans: [
      plan('weekly', 'Weekly plan', 1999, 'WEEK', 3, {
        amountMinor: 1999,
        intervalCount: 1,
        intervalUnit: 'WEEK',
      }),
      plan('monthly', 'Monthly plan', 4999, 'MONTH', 0, {
        amountMinor: 4999,
        intervalCount: 1,
        intervalUnit: 'MONTH',
      }),
      plan('daily', '4-week plan (daily rate)', 71, 'DAY', 0, {
        amountMinor: 1999,
        intervalCount: 4,
        intervalUnit: 'WEEK',
      }),
    ],
  };
}

/** A subscription as the service answers a start or a cancellation. */
export function subscriptionView(extra: Partial<SubscriptionView> = {}): SubscriptionView {
  return {
    subscriptionId: 'sub_1234567890abcdefghij',
    planId: 'weekly',
    status: 'trialing',
    amountMinor: 1999,
    currency: 'USD',
    trialEndsAt: '2026-11-26T18:00:00.000Z',
    nextChargeAt: '2026-11-26T18:00:00.000Z',
    currentPeriodEnd: '2026-11-26T18:00:00.000Z',
    ...extra,
  };
}

/** GET /exam/session/state for a confirmed, scored test with its e-mail: what the payment page needs. */
export function scoredSessionState() {
  return {
    answers: {},
    confirmed: true,
    outcome: 'scored' as const,
    startedAt: null,
    elapsedSeconds: 0,
    timeLimitSeconds: 1200,
    remainingSeconds: 0,
    email: 'buyer@example.com',
  };
}
