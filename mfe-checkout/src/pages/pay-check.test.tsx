import { act, fireEvent, screen } from '@testing-library/react';
import PayCheckPage from './pay-check';
import {
  ORDER_NUMBER,
  currentLocation,
  failure,
  mockApi,
  ok,
  orderStatus,
  renderAt,
  loadEnglish,
} from '../testing/checkout-test-kit';

const PATTERN = '/paying/check/:codeExam';
const page = <PayCheckPage code="web" examId={1} />;
const url = `/paying/check/web-1?orderNumber=${ORDER_NUMBER}&hl=en`;
const STATUS = 'POST /api/pay/pay/check/status';

beforeAll(loadEnglish);
beforeEach(() => jest.useFakeTimers());
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

test('asks again with back-off while pending, then opens the success page when paid', async () => {
  const api = mockApi({
    [STATUS]: [
      ok(orderStatus('created')),
      ok(orderStatus('pending')),
      ok(orderStatus('pending')),
      ok(orderStatus('paid')),
    ],
  });
  renderAt(url, PATTERN, page);
  await wait(0);
  expect(screen.getByTestId('status-pending')).toHaveTextContent('If payment was successful, please wait');
  expect(api.callsTo(STATUS)).toHaveLength(1);
  expect(api.callsTo(STATUS)[0]!.body).toEqual({ orderNumber: ORDER_NUMBER });
  await wait(900);
  expect(api.callsTo(STATUS)).toHaveLength(1);
  await wait(100); // 1 s after the first answer
  expect(api.callsTo(STATUS)).toHaveLength(2);
  await wait(1900);
  expect(api.callsTo(STATUS)).toHaveLength(2);
  await wait(100); // then 2 s
  expect(api.callsTo(STATUS)).toHaveLength(3);
  await wait(3900);
  expect(api.callsTo(STATUS)).toHaveLength(3);
  await wait(100); // then 4 s: paid
  expect(api.callsTo(STATUS)).toHaveLength(4);
  expect(currentLocation()).toBe(`/paying/success/web-1?orderNumber=${ORDER_NUMBER}&hl=en`);
});

test('a failed payment leads to the failed page', async () => {
  mockApi({ [STATUS]: ok(orderStatus('failed', { failureReason: 'declined' })) });
  renderAt(`${url}&cancelled=1`, PATTERN, page);
  await wait(0);
  expect(currentLocation()).toBe(`/paying/failed/web-1?orderNumber=${ORDER_NUMBER}&hl=en`);
});

test('keeps asking through failed calls, stops after about two minutes and offers "check again"', async () => {
  const api = mockApi({ [STATUS]: [failure(503), ok(orderStatus('pending'))] });
  renderAt(url, PATTERN, page);
  await wait(0);
  expect(screen.getByRole('alert')).toHaveTextContent('Connection failed. Please try again.');
  await wait(1000);
  expect(screen.queryByRole('alert')).toBeNull();
  await wait(125_000);
  const checks = api.callsTo(STATUS).length;
  expect(checks).toBe(15);
  expect(screen.getByText(/We have no answer about your payment yet/)).toBeInTheDocument();
  await wait(60_000);
  expect(api.callsTo(STATUS)).toHaveLength(checks);
  fireEvent.click(screen.getByTestId('check-again'));
  await wait(0);
  expect(api.callsTo(STATUS)).toHaveLength(checks + 1);
  await wait(1000);
  expect(api.callsTo(STATUS)).toHaveLength(checks + 2);
});

test('without an order number there is nothing to check, and it says so', async () => {
  const api = mockApi({});
  renderAt('/paying/check/web-1', PATTERN, page);
  await wait(0);
  expect(
    screen.getByText('This link has no order number, so there is nothing to check.'),
  ).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});
