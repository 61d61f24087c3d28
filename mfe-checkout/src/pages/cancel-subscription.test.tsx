import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import CancelSubscriptionPage from './cancel-subscription';
import CancelSuccessPage from './cancel-success';
import { formatDay } from '../features/plans/plan-terms';
import {
  currentLocation,
  failure,
  loadEnglish,
  mockApi,
  ok,
  renderAt,
  subscriptionView,
} from '../testing/checkout-test-kit';

// Both cancellation routes, so the flow can be followed from the e-mail to 'Cancellation successful'.
const PATTERN = '/cancel/*';
const pages = (
  <Routes>
    <Route path="subscription/:codeExam" element={<CancelSubscriptionPage code="web" examId={1} />} />
    <Route path="success/:codeExam" element={<CancelSuccessPage code="web" examId={1} />} />
  </Routes>
);
const CHECK = 'POST /api/pay/unsubscribe/check/email';
const CANCEL = 'POST /api/pay/unsubscribe/cancel';
const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const ENDS = '2026-11-26T18:00:00.000Z';
const cancelled = ok({
  message: 'Cancellation successful',
  subscriptions: [subscriptionView({ status: 'cancelled', nextChargeAt: null, currentPeriodEnd: ENDS })],
});

beforeAll(loadEnglish);
afterEach(() => jest.restoreAllMocks());

async function askCode(email: string) {
  fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send me the code' }));
}
async function enterCode(code: string) {
  fireEvent.change(await screen.findByLabelText('Code from the e-mail'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Cancel my subscription' }));
}

test('says what cancelling does, and checks the address before sending anything', async () => {
  const api = mockApi({});
  renderAt('/cancel/subscription/web-1', PATTERN, pages);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cancel a subscription');
  expect(screen.getByText(/Cancelling stops every further charge/)).toBeInTheDocument();
  await askCode('');
  expect(await screen.findByText('Please input email address')).toBeInTheDocument();
  await askCode('not-an-address');
  expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail address')).toHaveFocus();
  expect(api.calls).toHaveLength(0);
});

test("an address without a subscription: 'Email not found Please re-enter', on the field", async () => {
  mockApi({ [CHECK]: failure(404, 'Email not found Please re-enter') });
  renderAt('/cancel/subscription/web-1', PATTERN, pages);
  await askCode('nobody@example.com');
  expect(await screen.findByText('Email not found Please re-enter')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail address')).toHaveFocus();
  expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByLabelText('Code from the e-mail')).toBeNull();
});

test('e-mail, then the mailed code (a wrong one is refused), then "Cancellation successful" with the end of access', async () => {
  const api = mockApi({
    [CHECK]: ok({ sent: true, expiresInSeconds: 1800 }),
    [CANCEL]: [failure(400, 'This code is not valid or has expired. Ask for a new one.'), cancelled],
  });
  renderAt('/cancel/subscription/web-1?hl=en-US', PATTERN, pages);
  await askCode(' buyer@example.com ');
  expect(await screen.findByTestId('code-sent')).toHaveTextContent(
    'We have sent an e-mail to buyer@example.com. If a subscription uses this address, it holds a 6-digit code, valid for 30 minutes; if none does, the e-mail says so.',
  );
  expect(screen.getByLabelText('Code from the e-mail')).toHaveFocus();
  expect(api.callsTo(CHECK)[0]!.body).toEqual({ email: 'buyer@example.com', hl: 'en-US' });

  await enterCode('12345');
  expect(await screen.findByText('Enter the 6-digit code from the e-mail.')).toBeInTheDocument();
  expect(api.callsTo(CANCEL)).toHaveLength(0);

  await enterCode('000000');
  expect(
    await screen.findByText('This code is not valid or has expired. Ask for a new one.'),
  ).toBeInTheDocument();
  expect(screen.queryByText('Cancellation successful')).toBeNull();

  await enterCode('123 456');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Cancellation successful' }),
  ).toBeInTheDocument();
  expect(api.callsTo(CANCEL)[1]!.body).toEqual({ email: 'buyer@example.com', code: '123456', hl: 'en-US' });
  expect(currentLocation()).toBe('/cancel/success/web-1?hl=en-US');
  expect(screen.getByTestId('cancellation-result')).toHaveTextContent(
    `Weekly plan: nothing more will be charged. You keep access until ${formatDay(ENDS, 'en-US')}.`,
  );
});

test('429 when asking for a code: a polite wait with the time the server named', async () => {
  mockApi({
    [CHECK]: [
      { ...failure(429, 'Too many attempts. Please try again later.'), headers: { 'Retry-After': '125' } },
      failure(429, 'Too many attempts. Please try again later.'),
    ],
  });
  renderAt('/cancel/subscription/web-1', PATTERN, pages);
  await askCode('buyer@example.com');
  expect(await screen.findByTestId('cancel-wait')).toHaveTextContent(
    'Too many attempts in a short time. Please wait 2 min 5 s and try again.',
  );
  await askCode('buyer@example.com');
  await waitFor(() =>
    expect(screen.getByTestId('cancel-wait')).toHaveTextContent('Please wait a little and try again.'),
  );
});

test('too many wrong codes: asks for a new code, and "Send a new code" sends one', async () => {
  const api = mockApi({
    [CHECK]: ok({ sent: true, expiresInSeconds: 1800 }),
    [CANCEL]: failure(429, 'Too many attempts. Please try again later.'),
  });
  renderAt('/cancel/subscription/web-1', PATTERN, pages);
  await askCode('buyer@example.com');
  await enterCode('111111');
  expect(await screen.findByTestId('cancel-error')).toHaveTextContent(
    'Too many wrong codes. Ask for a new code.',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
  expect(await screen.findByTestId('code-resent')).toHaveTextContent('We have sent a new e-mail.');
  expect(api.callsTo(CHECK)).toHaveLength(2);
  expect(screen.queryByText('Cancellation successful')).toBeNull();
});

test('another address goes back to the first step', async () => {
  mockApi({ [CHECK]: ok({ sent: true, expiresInSeconds: 1800 }) });
  renderAt('/cancel/subscription/web-1', PATTERN, pages);
  await askCode('buyer@example.com');
  fireEvent.click(await screen.findByRole('button', { name: 'Use another e-mail address' }));
  expect(await screen.findByLabelText('E-mail address')).toHaveValue('');
});

test.each([
  ['a server error', failure(500, 'boom'), 'Connection failed. Please try again.'],
  ['no answer', null, 'Network disconnected, try again later.'],
])('%s while cancelling is never a success', async (_name, reply, text) => {
  mockApi({ [CHECK]: ok({ sent: true, expiresInSeconds: 1800 }), ...(reply ? { [CANCEL]: reply } : {}) });
  renderAt('/cancel/subscription/web-1', PATTERN, pages);
  await askCode('buyer@example.com');
  await screen.findByLabelText('Code from the e-mail');
  if (!reply) jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  await enterCode('123456');
  expect(await screen.findByTestId('cancel-error')).toHaveTextContent(text);
  expect(screen.queryByText('Cancellation successful')).toBeNull();
  expect(currentLocation()).toBe('/cancel/subscription/web-1');
});

test("a reminder mail's link cancels in one step, and the token is not kept in the URL", async () => {
  const api = mockApi({ [CANCEL]: cancelled });
  renderAt(`/cancel/subscription/web-1?token=${TOKEN}`, PATTERN, pages);
  expect(screen.getByText(/You opened the cancel link/)).toBeInTheDocument();
  expect(screen.queryByLabelText('E-mail address')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel my subscription' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Cancellation successful' }),
  ).toBeInTheDocument();
  expect(api.callsTo(CANCEL)[0]!.body).toEqual({ token: TOKEN, hl: 'en-US' });
  expect(currentLocation()).toBe('/cancel/success/web-1');
});

test('a used or expired link says so and offers the e-mail way', async () => {
  mockApi({ [CANCEL]: failure(400, 'This code is not valid or has expired. Ask for a new one.') });
  renderAt(`/cancel/subscription/web-1?token=${TOKEN}`, PATTERN, pages);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel my subscription' }));
  expect(await screen.findByTestId('cancel-notice')).toHaveTextContent('This cancel link is no longer valid');
  expect(screen.getByLabelText('E-mail address')).toBeInTheDocument();
  expect(screen.queryByText('Cancellation successful')).toBeNull();
});

test('nothing still running on the address: success, and it says nothing more is charged', async () => {
  mockApi({ [CANCEL]: ok({ message: 'Cancellation successful', subscriptions: [] }) });
  renderAt(`/cancel/subscription/web-1?token=${TOKEN}`, PATTERN, pages);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel my subscription' }));
  expect(await screen.findByTestId('cancellation-result')).toHaveTextContent(
    'No subscription on this address was still running, so nothing more will be charged.',
  );
});

test('the success page opened directly claims nothing and points to the cancel page', () => {
  mockApi({});
  renderAt('/cancel/success/web-1', PATTERN, pages);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('No cancellation to show');
  expect(screen.queryByText('Cancellation successful')).toBeNull();
  expect(screen.getByRole('link', { name: 'Go to the cancellation page' })).toHaveAttribute(
    'href',
    '/cancel/subscription/web-1',
  );
});
