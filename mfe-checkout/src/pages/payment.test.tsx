import { fireEvent, screen, waitFor } from '@testing-library/react';
import PaymentPage from './payment';
import { browserLocation } from '../components/safe-assign';
import {
  ORDER_NUMBER,
  failure,
  mockApi,
  ok,
  orderStatus,
  renderAt,
  skuInfo,
  loadEnglish,
  scoredSessionState,
} from '../testing/checkout-test-kit';

const PATTERN = '/paying/payment/:codeExam';
const page = <PaymentPage code="web" examId={1} />;
const methods = ok([
  { id: 'card', name: 'Card' },
  { id: 'paypal', name: 'PayPal' },
]);
const sessionState = ok(scoredSessionState());
const created = ok({
  orderNumber: ORDER_NUMBER,
  payUrl: '/pay/checkout/abc',
  amountMinor: 1999,
  currency: 'USD',
  status: 'created',
});

beforeAll(loadEnglish);
let assign: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function newOrderApi(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /api/exam/sku/info/1/sku2/US/en-US': ok(skuInfo('sku2', 1999)),
    'GET /api/app/payment/list/1/US': methods,
    'GET /api/exam/session/state': sessionState,
    'POST /api/pay/pay/order/create': created,
    ...extra,
  });
}

test('states the price, what is bought and that it is paid once before any charge', async () => {
  newOrderApi();
  renderAt('/paying/payment/web-1?sku=sku2', PATTERN, page);
  const statement = await screen.findByTestId('one-time-statement');
  expect(statement).toHaveTextContent('You will be charged $19.99 once for Standard.');
  expect(statement).toHaveTextContent('one-time payment, not a subscription');
  expect(screen.getByTestId('order-summary')).toHaveTextContent('Wrong-answer analysis');
  expect(screen.getByRole('button', { name: 'Pay $19.99' })).toBeInTheDocument();
  // The exam session's e-mail prefills the form.
  expect(screen.getByLabelText('E-mail address')).toHaveValue('buyer@example.com');
});

test('refuses to submit without a payment method, and with a bad e-mail', async () => {
  const api = newOrderApi();
  renderAt('/paying/payment/web-1?sku=sku2', PATTERN, page);
  fireEvent.click(await screen.findByRole('button', { name: 'Pay $19.99' }));
  expect(await screen.findByText('Please select your payment method.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'not-an-address' } });
  fireEvent.click(screen.getByRole('radio', { name: /PayPal/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
  expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
  expect(screen.queryByText('Please select your payment method.')).toBeNull();
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
  expect(await screen.findByText('Please input email address')).toBeInTheDocument();
  expect(api.callsTo('POST /api/pay/pay/order/create')).toHaveLength(0);
  expect(assign).not.toHaveBeenCalled();
});

test('pays: one order with the shown amount, the session and an idempotency key, then the provider page', async () => {
  const api = newOrderApi();
  renderAt('/paying/payment/web-1?sku=sku2', PATTERN, page);
  fireEvent.click(await screen.findByRole('radio', { name: /Card/ }));
  const pay = screen.getByRole('button', { name: 'Pay $19.99' });
  fireEvent.click(pay);
  fireEvent.click(pay); // a double click sends nothing more
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/checkout/abc'));
  const [create, ...more] = api.callsTo('POST /api/pay/pay/order/create');
  expect(more).toHaveLength(0);
  expect(create!.body).toEqual({
    skuId: 'sku2',
    email: 'buyer@example.com',
    payMethod: 'card',
    country: 'US',
    amountMinor: 1999,
    currency: 'USD',
  });
  expect(create!.headers.get('Exam-Session')).toBe('session-1');
  expect(create!.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
});

test('a try after an open outcome (5xx) sends the same key; after a refusal (4xx) a new one', async () => {
  const api = newOrderApi({ 'POST /api/pay/pay/order/create': [failure(503), failure(409), created] });
  renderAt('/paying/payment/web-1?sku=sku2', PATTERN, page);
  fireEvent.click(await screen.findByRole('radio', { name: /Card/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
  expect(await screen.findByText('Order generation failed. Please try again.')).toBeInTheDocument();
  expect(assign).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
  await waitFor(() => expect(api.callsTo('POST /api/pay/pay/order/create')).toHaveLength(2));
  expect(await screen.findByText('Order generation failed. Please try again.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/checkout/abc'));
  const keys = api
    .callsTo('POST /api/pay/pay/order/create')
    .map((call) => call.headers.get('Idempotency-Key'));
  expect(keys).toHaveLength(3);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[1]);
});

test('back from a cancelled PayPal attempt: says nothing was charged and retries the same order', async () => {
  const api = mockApi({
    'POST /api/pay/pay/check/status': ok(
      orderStatus('failed', { payMethod: 'paypal', failureReason: 'cancelled' }),
    ),
    'GET /api/exam/sku/info/1/sku2/US/en-US': ok(skuInfo('sku2', 1999)),
    'GET /api/app/payment/list/1/US': methods,
    'GET /api/exam/session/state': sessionState,
    'POST /api/pay/pay/order/retry': ok({
      orderNumber: ORDER_NUMBER,
      payUrl: '/pay/checkout/again',
      amountMinor: 1999,
      currency: 'USD',
      status: 'pending',
    }),
  });
  renderAt(`/paying/payment/web-1?orderNumber=${ORDER_NUMBER}&cancelled=1`, PATTERN, page);
  expect(await screen.findByText('PayPal payment cancelled — nothing was charged.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: /Card/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/checkout/again'));
  expect(api.callsTo('POST /api/pay/pay/order/create')).toHaveLength(0);
  const [retry] = api.callsTo('POST /api/pay/pay/order/retry');
  expect(retry!.body).toEqual({ orderNumber: ORDER_NUMBER, payMethod: 'card' });
  expect(retry!.headers.get('Idempotency-Key')).toBeTruthy();
});

test('without a test session in this tab it explains instead of offering a payment', async () => {
  const api = newOrderApi();
  renderAt('/paying/payment/web-1?sku=sku2', PATTERN, page, { examSession: null });
  expect(await screen.findByTestId('no-session')).toHaveTextContent('No test found in this browser tab');
  expect(screen.getByRole('link', { name: 'Take the test' })).toHaveAttribute(
    'href',
    '/answer_question/start_loading/web-1',
  );
  expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  expect(api.calls).toHaveLength(0);
});

test('a failed load says so with the spec message and a retry', async () => {
  newOrderApi({ 'GET /api/app/payment/list/1/US': failure(500) });
  renderAt('/paying/payment/web-1?sku=sku2', PATTERN, page);
  expect(await screen.findByText('Connection failed. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

// Issue 35: the report's upgrade link, opened where the tab holds no test (the mail, the centre).
const PAID = 'Pa1dOrd3r_abcdefghijklmn';
const UPGRADE_URL = `/paying/payment/web-1?sku=sku2&upgradeFrom=${PAID}&hl=en-US`;
const QUOTE = `GET /api/exam/order/upgrade/${PAID}/sku2`;
const OWNED_REPORT = `/report/result/web-1?orderNumber=${PAID}`;
const owned = (message: string) => ({
  status: 409,
  body: { result: 409, message, reportPath: OWNED_REPORT },
});

function upgradeApi(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    [QUOTE]: ok({
      upgradeFrom: PAID,
      fromSkuId: 'sku1',
      skuId: 'sku2',
      amountMinor: 1000,
      currency: 'USD',
      country: 'US',
    }),
    'GET /api/exam/sku/info/1/sku2/US/en-US': ok(skuInfo('sku2', 1999)),
    'GET /api/exam/sku/info/1/sku1/US/en-US': ok(skuInfo('sku1', 999)),
    'GET /api/app/payment/list/1/US': methods,
    'POST /api/pay/pay/order/create': created,
    ...extra,
  });
}

async function payUpgrade(email = 'owner@example.com') {
  fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: email } });
  fireEvent.click(screen.getByRole('radio', { name: /Card/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Pay $10.00' }));
}

test('an upgrade without a test in this tab: the difference from the service, then an order named by the paid one', async () => {
  const api = upgradeApi();
  renderAt(UPGRADE_URL, PATTERN, page, { examSession: null });
  expect(await screen.findByTestId('upgrade-note')).toHaveTextContent(
    'You already have Basic. Upgrading to Standard costs only the difference: $10.00, charged once.',
  );
  expect(screen.queryByTestId('no-session')).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to my report' })).toHaveAttribute(
    'href',
    `/report/result/web-1?hl=en-US&orderNumber=${PAID}`,
  );
  await payUpgrade();
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/checkout/abc'));
  const [create] = api.callsTo('POST /api/pay/pay/order/create');
  expect(create!.body).toEqual({
    skuId: 'sku2',
    email: 'owner@example.com',
    payMethod: 'card',
    country: 'US',
    amountMinor: 1000,
    currency: 'USD',
    upgradeFrom: PAID,
  });
  expect(create!.headers.get('Exam-Session')).toBeNull();
  expect(create!.headers.get('Idempotency-Key')).toBeTruthy();
  // Nothing asked about a test this tab does not hold.
  expect(api.callsTo('GET /api/exam/session/state')).toHaveLength(0);
});

test('an upgrade from a tab that holds another test sends no Exam-Session either', async () => {
  const api = upgradeApi({ 'GET /api/exam/session/state': sessionState });
  renderAt(UPGRADE_URL, PATTERN, page, { examSession: 'another-test' });
  await screen.findByTestId('upgrade-note');
  await payUpgrade();
  await waitFor(() => expect(assign).toHaveBeenCalled());
  expect(api.callsTo('POST /api/pay/pay/order/create')[0]!.headers.get('Exam-Session')).toBeNull();
});

test('an upgrade the buyer already owns: the message and a link to their report, no payment form', async () => {
  const api = upgradeApi({
    [QUOTE]: owned('You already own this report (sku2) for this test: open your report.'),
  });
  renderAt(UPGRADE_URL, PATTERN, page, { examSession: null });
  expect(await screen.findByTestId('already-owned')).toHaveTextContent('Already bought for this test');
  expect(screen.getByRole('link', { name: 'Open my report' })).toHaveAttribute('href', OWNED_REPORT);
  expect(screen.queryByTestId('payment-form')).toBeNull();
  expect(api.callsTo('POST /api/pay/pay/order/create')).toHaveLength(0);
});

test('a create refused because it is owned (bought meanwhile in another tab) shows the same message', async () => {
  upgradeApi({
    'POST /api/pay/pay/order/create': owned(
      'You already own this report (sku2) for this test: open your report.',
    ),
  });
  renderAt(UPGRADE_URL, PATTERN, page, { examSession: null });
  await payUpgrade();
  expect(await screen.findByTestId('already-owned')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open my report' })).toHaveAttribute('href', OWNED_REPORT);
  expect(assign).not.toHaveBeenCalled();
});

test('a reportPath that leaves the site is not a link', async () => {
  upgradeApi({
    [QUOTE]: { status: 409, body: { result: 409, message: 'owned', reportPath: '//evil.example/x' } },
  });
  renderAt(UPGRADE_URL, PATTERN, page, { examSession: null });
  expect(
    await screen.findByText(
      'This upgrade is not available for your order: it may already include this package. Go back to your report to see what it includes.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByTestId('already-owned')).toBeNull();
});
