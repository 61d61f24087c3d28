// Issue 35: the personal centre's subscriptions (one-step cancel) and receipts.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import InfoPage from './info';
import {
  accountSubscription,
  CANCEL_SUBSCRIPTION,
  failure,
  FREE_TESTS,
  GET_USER,
  IS_VIP,
  loadEnglish,
  mockApi,
  ok,
  ORDER_NUMBER,
  PURCHASES,
  purchasesOf,
  receipt,
  renderAt,
  user,
  vipStatus,
} from '../testing/account-test-kit';

const PATTERN = '/user/info/:codeExam?';
const page = <InfoPage code="web" examId={1} />;
const ORDERS = 'GET /api/user/order/list/7';
const SUB = 'sub_1234567890abcdefghij';

beforeAll(loadEnglish);
afterEach(() => jest.restoreAllMocks());

function centre(purchases: Parameters<typeof mockApi>[0][string], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [FREE_TESTS]: ok({ tests: [] }),
    [GET_USER]: ok(user()),
    [IS_VIP]: ok(vipStatus()),
    [ORDERS]: ok({ orders: [] }),
    [PURCHASES]: purchases,
    ...extra,
  });
}

const cancelled = accountSubscription({
  status: 'cancelled',
  nextChargeAt: null,
  nextChargeMinor: null,
  canCancel: false,
});

test('subscriptions: plan, status, amount and period, next charge date and amount, the period', async () => {
  centre(
    ok(
      purchasesOf({
        subscriptions: [
          accountSubscription({
            status: 'active',
            trialEndsAt: null,
            nextChargeAt: '2026-12-18T10:00:00.000Z',
            currentPeriodEnd: '2026-12-18T10:00:00.000Z',
            title: '4-week plan (daily rate)',
            planId: 'daily',
            intervalCount: 4,
          }),
          accountSubscription({ ...cancelled, subscriptionId: 'sub_ended', title: 'Weekly plan' }),
        ],
      }),
    ),
  );
  renderAt('/user/info', PATTERN, page);
  const live = await screen.findByTestId(`subscription-${SUB}`);
  expect(live).toHaveTextContent('4-week plan (daily rate)');
  expect(within(live).getByTestId('subscription-status')).toHaveTextContent('Active');
  expect(within(live).getByTestId('subscription-billing')).toHaveTextContent('$19.99 every 4 weeks');
  expect(within(live).getByTestId('subscription-next')).toHaveTextContent(
    'Next charge: $19.99 on Dec 18, 2026',
  );
  expect(within(live).getByTestId('subscription-access')).toHaveTextContent(
    'Current period until Dec 18, 2026',
  );
  expect(within(live).getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();

  const ended = screen.getByTestId('subscription-sub_ended');
  expect(within(ended).getByTestId('subscription-status')).toHaveTextContent('Cancelled');
  expect(within(ended).getByTestId('subscription-next')).toHaveTextContent('No further charges');
  expect(within(ended).getByTestId('subscription-access')).toHaveTextContent('Access until Nov 23, 2026');
  expect(within(ended).queryByRole('button')).toBeNull();
});

test('receipts: title, amount, refunded part, method and card, date, and the report', async () => {
  centre(
    ok(
      purchasesOf({
        receipts: [
          receipt({
            receiptId: 'rcpt_up',
            kind: 'upgrade',
            skuId: 'sku2',
            title: 'Upgrade to Standard',
            amountMinor: 1000,
            refundedMinor: 1000,
            chargedAt: '2026-11-21T10:00:00.000Z',
          }),
          receipt({
            receiptId: 'rcpt_pp',
            method: 'paypal',
            cardBrand: null,
            cardLast4: null,
            amountMinor: 2999,
            currency: 'EUR',
            title: 'IQ report: Premium',
          }),
          receipt({ reportPath: '//evil.example/report' }),
        ],
      }),
    ),
  );
  renderAt('/user/info', PATTERN, page);
  const upgrade = await screen.findByTestId('receipt-rcpt_up');
  expect(upgrade).toHaveTextContent('Upgrade to Standard');
  expect(within(upgrade).getByTestId('receipt-amount')).toHaveTextContent('$10.00 · $10.00 refunded');
  expect(within(upgrade).getByTestId('receipt-method')).toHaveTextContent(
    'Visa ending in 4242 · Nov 21, 2026',
  );
  expect(within(upgrade).getByRole('link', { name: 'Open the report' })).toHaveAttribute(
    'href',
    `/report/result/web-1?orderNumber=${ORDER_NUMBER}`,
  );
  const paypal = screen.getByTestId('receipt-rcpt_pp');
  expect(within(paypal).getByTestId('receipt-amount')).toHaveTextContent('€29,99');
  expect(within(paypal).getByTestId('receipt-amount')).not.toHaveTextContent('refunded');
  expect(within(paypal).getByTestId('receipt-method')).toHaveTextContent('PayPal · Nov 20, 2026');
  // A report path that leaves the site is not a link.
  expect(within(screen.getByTestId('receipt-rcpt_1')).queryByRole('link')).toBeNull();
});

test('nothing bought: "No purchases yet" and no subscription list', async () => {
  centre(ok(purchasesOf()));
  renderAt('/user/info', PATTERN, page);
  expect(await screen.findByTestId('purchases-empty')).toHaveTextContent('No purchases yet.');
  expect(screen.queryByTestId('subscription-list')).toBeNull();
});

test('cancel takes one step and shows what the server answered; the list then says cancelled', async () => {
  const api = centre(
    [
      ok(purchasesOf({ subscriptions: [accountSubscription()] })),
      ok(purchasesOf({ subscriptions: [cancelled] })),
    ],
    {
      [CANCEL_SUBSCRIPTION]: ok(cancelled),
    },
  );
  renderAt('/user/info', PATTERN, page);
  const row = await screen.findByTestId(`subscription-${SUB}`);
  expect(row).toHaveTextContent('One step: nothing more is charged');
  fireEvent.click(within(row).getByRole('button', { name: 'Cancel subscription' }));
  expect(await screen.findByTestId('cancel-outcome')).toHaveTextContent(
    'Cancelled. Nothing more will be charged; you keep access until Nov 23, 2026.',
  );
  const calls = api.callsTo(CANCEL_SUBSCRIPTION);
  expect(calls).toHaveLength(1);
  expect(calls[0]!.body).toEqual({ subscriptionId: SUB });
  // The list is asked again and shows the state the service keeps.
  await waitFor(() => expect(within(row).getByTestId('subscription-status')).toHaveTextContent('Cancelled'));
  expect(within(row).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  expect(api.callsTo(PURCHASES)).toHaveLength(2);
});

test('a cancel that fails never says cancelled: the error, and the button to try again', async () => {
  const api = centre(ok(purchasesOf({ subscriptions: [accountSubscription()] })), {
    [CANCEL_SUBSCRIPTION]: [failure(502, 'bad gateway'), ok(cancelled)],
  });
  renderAt('/user/info', PATTERN, page);
  const row = await screen.findByTestId(`subscription-${SUB}`);
  fireEvent.click(within(row).getByRole('button', { name: 'Cancel subscription' }));
  expect(await within(row).findByTestId('account-error')).toHaveTextContent(
    'Connection failed. Please try again.',
  );
  expect(screen.queryByTestId('cancel-outcome')).toBeNull();
  expect(row).not.toHaveTextContent(/Cancelled/);
  fireEvent.click(within(row).getByRole('button', { name: 'Cancel subscription' }));
  expect(await screen.findByTestId('cancel-outcome')).toHaveTextContent('Cancelled.');
  expect(api.callsTo(CANCEL_SUBSCRIPTION)).toHaveLength(2);
});

test('a subscription that ended meanwhile: the service’s refusal in words', async () => {
  centre(ok(purchasesOf({ subscriptions: [accountSubscription()] })), {
    [CANCEL_SUBSCRIPTION]: failure(409, 'This subscription has already ended'),
  });
  renderAt('/user/info', PATTERN, page);
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
  expect(await screen.findByTestId('account-error')).toHaveTextContent(
    'This subscription has already ended.',
  );
});

test('the purchases failing to load say so and can be retried', async () => {
  centre([failure(500, 'boom'), ok(purchasesOf({ receipts: [receipt()] }))]);
  renderAt('/user/info', PATTERN, page);
  expect(await screen.findByTestId('account-error')).toHaveTextContent(
    'Connection failed. Please try again.',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('receipt-rcpt_1')).toHaveTextContent('IQ report: Basic');
});
