// Screen tests render a page at a URL with the real providers and mock only fetch (the edge).
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders, createAppStore, type RuntimeState } from '@iq/api';
import type { OrderStatusResponse, Sku, SkuInfoResponse, SkuListResponse } from '@iq/contracts';
import { i18n, initI18n } from '@iq/i18n';
import { NS } from '../i18n';

/** English with this remote's strings loaded up front, so no screen suspends (fake timers too). */
export async function loadEnglish() {
  await initI18n('en-US');
  await i18n.loadNamespaces(NS);
}

export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Answer =
  { status?: number; body: unknown } | ((call: RecordedCall) => { status?: number; body: unknown });

/** fetch answers by 'METHOD /api/path' (a function answers per call); everything else is a 404. */
export function mockApi(routes: Record<string, Answer | Answer[]>) {
  const calls: RecordedCall[] = [];
  const counters = new Map<string, number>();
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = await request.text();
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    const route = routes[key];
    let answer: Answer | undefined;
    if (Array.isArray(route)) {
      const index = counters.get(key) ?? 0;
      counters.set(key, index + 1);
      answer = route[Math.min(index, route.length - 1)];
    } else answer = route;
    const { status = 200, body } =
      typeof answer === 'function'
        ? answer(call)
        : (answer ?? { status: 404, body: { result: 404, message: 'Not found' } });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { calls, spy, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

export const ok = (data: unknown) => ({ status: 200, body: { result: 200, data } });
export const failure = (status: number, message = 'failed') => ({
  status,
  body: { result: status, message },
});

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Render `element` at `url` inside the shell's providers; other paths render an empty page. */
export function renderAt(
  url: string,
  pattern: string,
  element: ReactElement,
  runtime: Partial<RuntimeState> = {},
) {
  const store = createAppStore({ hl: 'en-US', examSession: 'session-1', ...runtime });
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
  return store;
}

export const currentLocation = () => screen.getByTestId('location').textContent;

export const ORDER_NUMBER = 'Ord3rNumb3r_abcdefghijklm';

const items = (count: number) =>
  [
    ['iqScore', 'IQ score', 'Your score'],
    ['iqRank', 'IQ rank', 'Where you stand'],
    ['report21', '21-page report', 'Everything in detail'],
    ['wrongAnalysis', 'Wrong-answer analysis', 'Why an answer was wrong'],
    ['brainTest', 'Brain dominance test', 'Left or right'],
    ['certificate', 'Certificate', 'With your name'],
    ['eqTest', 'EQ test', 'Emotional intelligence'],
  ]
    .slice(0, count)
    .map(([key, name, content]) => ({
      key,
      name,
      content,
      logo: 'data:image/svg+xml,%3Csvg/%3E',
    })) as Sku['items'];

export function sku(skuId: Sku['skuId'], priceMinor: number, currency = 'USD'): Sku {
  const count = { sku1: 3, sku2: 5, sku3: 7, sku4: 7 }[skuId];
  return {
    skuId,
    name: { sku1: 'Basic', sku2: 'Standard', sku3: 'Premium', sku4: 'Ultimate' }[skuId],
    items: items(count),
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
    ...extra,
  };
}
