import { fireEvent, screen, waitFor } from '@testing-library/react';
import PayFailedPage from './pay-failed';
import { browserLocation } from '../components/safe-assign';
import {
  ORDER_NUMBER,
  currentLocation,
  mockApi,
  ok,
  orderStatus,
  renderAt,
  loadEnglish,
} from '../testing/checkout-test-kit';

const PATTERN = '/paying/failed/:codeExam';
const page = <PayFailedPage code="web" examId={1} />;
const url = `/paying/failed/web-1?orderNumber=${ORDER_NUMBER}`;
const STATUS = 'POST /api/pay/pay/check/status';
const RETRY = 'POST /api/pay/pay/order/retry';

beforeAll(loadEnglish);
beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

test.each([
  ['declined', 'Your bank declined the payment.'],
  ['insufficient-funds', 'The card does not have enough funds for this payment.'],
  ['authentication-failed', 'Your bank could not confirm the payment (authentication failed).'],
  [null, 'The payment did not go through.'],
])('failure reason %s reads "%s"', async (reason, text) => {
  mockApi({ [STATUS]: ok(orderStatus('failed', { failureReason: reason })) });
  renderAt(url, PATTERN, page);
  expect(await screen.findByTestId('failure-reason')).toHaveTextContent(text);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment failed');
});

test('offers both ways on: retry with the same method, or choose the method again', async () => {
  const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  const api = mockApi({
    [STATUS]: ok(orderStatus('failed', { payMethod: 'paypal', failureReason: 'declined' })),
    [RETRY]: ok({
      orderNumber: ORDER_NUMBER,
      payUrl: '/pay/checkout/retry',
      amountMinor: 1999,
      currency: 'USD',
      status: 'pending',
    }),
  });
  renderAt(url, PATTERN, page);
  const retry = await screen.findByRole('button', { name: 'Try again with PayPal' });
  expect(screen.getByRole('button', { name: 'Select payment method again' })).toBeInTheDocument();
  fireEvent.click(retry);
  fireEvent.click(retry);
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/checkout/retry'));
  expect(api.callsTo(RETRY)).toHaveLength(1);
  expect(api.callsTo(RETRY)[0]!.body).toEqual({ orderNumber: ORDER_NUMBER, payMethod: 'paypal' });
});

test('"Select payment method again" opens the payment page for the same order', async () => {
  mockApi({ [STATUS]: ok(orderStatus('failed')) });
  renderAt(url, PATTERN, page);
  fireEvent.click(await screen.findByRole('button', { name: 'Select payment method again' }));
  expect(currentLocation()).toBe(`/paying/payment/web-1?orderNumber=${ORDER_NUMBER}`);
});

test('a paid order is not shown as failed', async () => {
  mockApi({ [STATUS]: ok(orderStatus('paid')) });
  renderAt(url, PATTERN, page);
  await waitFor(() => expect(currentLocation()).toBe(`/paying/success/web-1?orderNumber=${ORDER_NUMBER}`));
});
