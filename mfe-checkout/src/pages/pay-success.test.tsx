import { act, cleanup, screen } from '@testing-library/react';
import { startTracking } from '@iq/api';
import PaySuccessPage from './pay-success';
import {
  ORDER_NUMBER,
  currentLocation,
  mockApi,
  ok,
  orderStatus,
  renderAt,
  loadEnglish,
} from '../testing/checkout-test-kit';
import { rememberOrderEmail } from '../features/payment/order-email';

const PATTERN = '/paying/success/:codeExam';
const page = <PaySuccessPage code="web" examId={1} />;
const url = `/paying/success/web-1?orderNumber=${ORDER_NUMBER}`;
const STATUS = 'POST /api/pay/pay/check/status';

beforeAll(loadEnglish);
beforeEach(() => {
  sessionStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});
// Node's fetch answers on the real event loop, and the store tells React on a 10 ms timer
// (RTK's auto-batching): settling lets both happen, so the fake clock moves 10 ms each time.
const realSetTimeout = globalThis.setTimeout;
async function settle() {
  await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 5)));
  await act(() => jest.advanceTimersByTimeAsync(10));
}
async function wait(ms: number) {
  await settle();
  await act(() => jest.advanceTimersByTimeAsync(ms));
  await settle();
}

test('an order that is not paid gets the status check, never "Payment successful"', async () => {
  const api = mockApi({ [STATUS]: ok(orderStatus('pending')) });
  renderAt(url, PATTERN, page);
  await wait(0);
  expect(api.callsTo(STATUS)).toHaveLength(1);
  expect(screen.getByTestId('payment-status-check')).toBeInTheDocument();
  expect(screen.getByText('If payment was successful, please wait')).toBeInTheDocument();
  expect(screen.queryByText('Payment successful')).toBeNull();
  await wait(10_000);
  expect(screen.queryByText('Payment successful')).toBeNull();
});

test('without an order number it shows no success either', async () => {
  mockApi({});
  renderAt('/paying/success/web-1', PATTERN, page);
  await wait(0);
  expect(screen.queryByText('Payment successful')).toBeNull();
  expect(
    screen.getByText('This link has no order number, so there is nothing to check.'),
  ).toBeInTheDocument();
});

test('a paid order: what was paid, a countdown, then the report the server names', async () => {
  rememberOrderEmail(ORDER_NUMBER, 'buyer@example.com');
  mockApi({ [STATUS]: ok(orderStatus('paid', { amountMinor: 298000, currency: 'JPY' })) });
  renderAt(url, PATTERN, page);
  await wait(0);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment successful');
  expect(screen.getByText('Thank you! Your payment of ¥2,980 has been received.')).toBeInTheDocument();
  expect(screen.getByTestId('report-countdown')).toHaveTextContent('Opening your report in 5 s…');
  expect(screen.getByText('E-mail address on your order: buyer@example.com')).toBeInTheDocument();
  for (let left = 4; left >= 1; left--) {
    await wait(1000);
    expect(screen.getByTestId('report-countdown')).toHaveTextContent(`Opening your report in ${left} s…`);
  }
  await wait(1000);
  expect(currentLocation()).toBe(`/report/result/web-1?orderNumber=${ORDER_NUMBER}`);
});

test('a pending order that becomes paid turns into the success page', async () => {
  mockApi({ [STATUS]: [ok(orderStatus('pending')), ok(orderStatus('paid'))] });
  renderAt(url, PATTERN, page);
  await wait(0);
  expect(screen.queryByText('Payment successful')).toBeNull();
  await wait(1000);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment successful');
});

test('a paid card order offers the membership plans for that order', async () => {
  mockApi({ [STATUS]: ok(orderStatus('paid')) });
  renderAt(`${url}&hl=en-US`, PATTERN, page);
  await wait(0);
  expect(screen.getByTestId('plans-offer')).toHaveAttribute(
    'href',
    `/paying/scheme/web-1?orderNumber=${ORDER_NUMBER}&hl=en-US`,
  );
  expect(screen.getByText('See the membership plans')).toBeInTheDocument();
});

test('a paid PayPal order gets no subscription offer (a subscription is charged to a card)', async () => {
  mockApi({ [STATUS]: ok(orderStatus('paid', { payMethod: 'paypal' })) });
  renderAt(url, PATTERN, page);
  await wait(0);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment successful');
  expect(screen.queryByTestId('plans-offer')).toBeNull();
});

const VIP = `GET /api/vip/pay/status/${ORDER_NUMBER}`;
const vipStatus = (vip: boolean, permanent = vip) => ({
  vip,
  permanent,
  sources: permanent ? ['sku4'] : vip ? ['subscription'] : [],
  since: vip ? '2026-11-25T10:00:00.000Z' : null,
  discountPercent: permanent ? 20 : 0,
  examOrderNumber: ORDER_NUMBER,
});

test('a paid sku4 order: the member congratulation, once the server says the mailbox is a permanent VIP', async () => {
  const api = mockApi({
    [STATUS]: ok(orderStatus('paid', { skuId: 'sku4' })),
    [VIP]: ok(vipStatus(true)),
  });
  renderAt(url, PATTERN, page);
  await wait(0);
  await wait(0); // the VIP question follows the status answer
  expect(api.callsTo(VIP)).toHaveLength(1);
  expect(screen.getByTestId('vip-congratulation')).toHaveTextContent(
    'Congratulations, you are now a VIP member! From now on, for life, you get 20 % off later report upgrades and packages (not plans, nor the first report of a new test).',
  );
});

test('no congratulation when the server does not confirm a permanent membership, nor for other tiers', async () => {
  mockApi({
    [STATUS]: ok(orderStatus('paid', { skuId: 'sku4' })),
    [VIP]: ok(vipStatus(true, false)),
  });
  renderAt(url, PATTERN, page);
  await wait(0);
  await wait(0); // the VIP question follows the status answer
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment successful');
  expect(screen.queryByTestId('vip-congratulation')).toBeNull();
});

test('a paid sku2 order does not ask about VIP and says nothing of it', async () => {
  const api = mockApi({ [STATUS]: ok(orderStatus('paid', { skuId: 'sku2' })), [VIP]: ok(vipStatus(true)) });
  renderAt(url, PATTERN, page);
  await wait(0);
  await wait(0); // the VIP question follows the status answer
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment successful');
  expect(api.callsTo(VIP)).toHaveLength(0);
  expect(screen.queryByTestId('vip-congratulation')).toBeNull();
});

test('a paid order is one purchase in the data layer, with its price and the log id; a reload adds none', async () => {
  startTracking({ logid: 'log-purchase-1', countryCode: 'EN', mode: 'web', config: null });
  const purchases = () =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'purchase',
    );
  const before = purchases().length;
  mockApi({ [STATUS]: ok(orderStatus('paid', { amountMinor: 298000, currency: 'JPY' })) });
  renderAt(url, PATTERN, page);
  await wait(0);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment successful');
  expect(purchases().slice(before)).toEqual([
    {
      event: 'purchase',
      event_id: 'log-purchase-1',
      value: 2980,
      currency: 'JPY',
      content_id: orderStatus('paid').skuId,
    },
  ]);
  cleanup();
  renderAt(url, PATTERN, page); // the same tab opens the page again
  await wait(0);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment successful');
  expect(purchases().slice(before)).toHaveLength(1);
});

test('an order that is not paid is no purchase', async () => {
  startTracking({ logid: 'log-purchase-2', countryCode: 'EN', mode: 'web', config: null });
  const dataLayer = () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];
  const before = dataLayer().length;
  mockApi({ [STATUS]: ok(orderStatus('pending')) });
  renderAt(url, PATTERN, page);
  await wait(0);
  expect(screen.getByTestId('payment-status-check')).toBeInTheDocument();
  expect(
    dataLayer()
      .slice(before)
      .filter((entry) => entry.event === 'purchase'),
  ).toEqual([]);
});
