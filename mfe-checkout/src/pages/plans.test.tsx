import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import PlansPage from './plans';
import { formatDay } from '../features/plans/plan-terms';
import {
  ORDER_NUMBER,
  failure,
  loadEnglish,
  mockApi,
  ok,
  planList,
  renderAt,
  subscriptionView,
} from '../testing/checkout-test-kit';

const PATTERN = '/paying/scheme/:codeExam';
const page = <PlansPage code="web" examId={1} />;
const url = `/paying/scheme/web-1?orderNumber=${ORDER_NUMBER}`;
const PLANS = 'GET /api/secondPhase/plan/sku/list/1/US';
const START = 'POST /api/pay/secondPhase/pay/planSku';
const TERMS_MESSAGE = 'Please check "I have read and agree to the terms" to proceed';
const DAY = 24 * 60 * 60 * 1000;

beforeAll(loadEnglish);
beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

function plansApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ [PLANS]: ok(planList()), [START]: ok(subscriptionView()), ...extra });
}

const chooseMonthly = () => fireEvent.click(screen.getByRole('radio', { name: /Monthly plan/ }));
const tickTerms = () =>
  fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to the terms' }));
const subscribeButton = () => screen.getByTestId('subscribe');

test('shows the plans the server sends: price per unit, what is billed, trial, features', async () => {
  plansApi();
  renderAt(url, PATTERN, page);
  const options = await screen.findByTestId('plan-options');
  const weekly = within(screen.getByTestId('plan-weekly'));
  expect(weekly.getByTestId('plan-price')).toHaveTextContent('$19.99 / week');
  expect(weekly.getByText('3-day free trial')).toBeInTheDocument();
  expect(within(screen.getByTestId('plan-monthly')).getByTestId('plan-price')).toHaveTextContent(
    '$49.99 / month',
  );
  const daily = within(screen.getByTestId('plan-daily'));
  expect(daily.getByTestId('plan-price')).toHaveTextContent('$0.71 / day');
  // spec §9: 0.71 a day is a rate; the charge is 19.99 every 4 weeks, and the screen says so.
  expect(daily.getByText('Billed $19.99 every 4 weeks')).toBeInTheDocument();
  expect(daily.getByText('Limited-time offer')).toBeInTheDocument();
  expect(options).toHaveTextContent('Cancel online in one step, at any time');
  // The weekly plan (with its trial) is chosen first; every plan is a labelled radio.
  expect(screen.getByRole('radio', { name: /Weekly plan/ })).toBeChecked();
  expect(screen.getAllByRole('radio')).toHaveLength(3);
});

test('before subscribing it states the trial, the first charge date, amount and period, and how to cancel', async () => {
  plansApi();
  renderAt(`${url}&hl=en-US`, PATTERN, page);
  const statement = await screen.findByTestId('subscription-statement');
  const firstCharge = formatDay(new Date(Date.now() + 3 * DAY), 'en-US');
  expect(statement).toHaveTextContent('Your 3-day free trial starts today and nothing is charged today.');
  expect(statement).toHaveTextContent(
    `On ${firstCharge} the card you paid with is charged $19.99, then $19.99 every week, until you cancel.`,
  );
  expect(statement).toHaveTextContent('enter your e-mail address on the cancellation page');
  expect(within(statement).getByRole('link', { name: 'Cancellation page' })).toHaveAttribute(
    'href',
    '/cancel/subscription/web-1?hl=en-US',
  );
  // Issue 35: the centre cancels in one step; the terms of use open beside the offer.
  expect(statement).toHaveTextContent('sign in to your personal centre and cancel there in one step');
  expect(within(statement).getByRole('link', { name: 'Personal centre' })).toHaveAttribute(
    'href',
    '/user/info/web-1?hl=en-US',
  );
  const agreement = screen.getByRole('link', { name: 'Read the terms of use' });
  expect(agreement).toHaveAttribute('href', '/agreement/web-1?hl=en-US');
  expect(agreement).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('button', { name: 'Start my 3-day free trial' })).toBeInTheDocument();

  chooseMonthly();
  const today = formatDay(new Date(), 'en-US');
  expect(screen.getByTestId('subscription-statement')).toHaveTextContent(
    `There is no free trial. The card you paid with is charged $49.99 today (${today}), then $49.99 every month, until you cancel.`,
  );
  expect(screen.getByRole('button', { name: 'Subscribe and pay $49.99 today' })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('radio', { name: /4-week plan/ }));
  expect(screen.getByTestId('subscription-statement')).toHaveTextContent('charged $19.99 today');
  expect(screen.getByTestId('subscription-statement')).toHaveTextContent('then $19.99 every 4 weeks');
});

test('without the terms ticked: the spec message, focus on the box, and nothing is sent', async () => {
  const api = plansApi();
  renderAt(url, PATTERN, page);
  await screen.findByTestId('subscribe-form');
  fireEvent.click(subscribeButton());
  expect(await screen.findByTestId('terms-error')).toHaveTextContent(TERMS_MESSAGE);
  const box = screen.getByRole('checkbox', { name: 'I have read and agree to the terms' });
  expect(box).toHaveFocus();
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(api.callsTo(START)).toHaveLength(0);
  expect(screen.queryByTestId('subscription-started')).toBeNull();
  // Ticking it clears the message.
  tickTerms();
  expect(screen.queryByTestId('terms-error')).toBeNull();
});

test('ticked: one call with the order, plan, terms and keys; "started" only from the server answer', async () => {
  const api = plansApi();
  renderAt(url, PATTERN, page);
  await screen.findByTestId('subscribe-form');
  tickTerms();
  fireEvent.click(subscribeButton());
  fireEvent.click(subscribeButton()); // a double click sends nothing more
  const started = await screen.findByTestId('subscription-started');
  const [call, ...more] = api.callsTo(START);
  expect(more).toHaveLength(0);
  expect(call!.body).toEqual({ orderNumber: ORDER_NUMBER, planId: 'weekly', termsAccepted: true });
  expect(call!.headers.get('Exam-Session')).toBe('session-1');
  expect(call!.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{8,128}$/);

  const ends = formatDay('2026-11-26T18:00:00.000Z', 'en-US');
  expect(started).toHaveTextContent('Your subscription has started');
  expect(started).toHaveTextContent(`Your free trial runs until ${ends}. Nothing has been charged yet.`);
  expect(within(started).getByTestId('next-charge')).toHaveTextContent(
    `Next charge: $19.99 on ${ends}, then every week until you cancel.`,
  );
  expect(within(started).getByRole('link', { name: 'Cancellation page' })).toHaveAttribute(
    'href',
    '/cancel/subscription/web-1',
  );
  expect(within(started).getByRole('link', { name: 'Open my report' })).toHaveAttribute(
    'href',
    `/report/result/web-1?orderNumber=${ORDER_NUMBER}`,
  );
  // The offer leads on to the first upsell step of the order.
  expect(within(started).getByRole('link', { name: 'Continue' })).toHaveAttribute(
    'href',
    `/payinsider/web-1?orderNumber=${ORDER_NUMBER}`,
  );
  expect(screen.queryByTestId('subscribe-form')).toBeNull();
});

test('skipping the trial says it charges today and sends skipTrial', async () => {
  const api = plansApi({
    [START]: ok(
      subscriptionView({ status: 'active', trialEndsAt: null, nextChargeAt: '2026-11-30T18:00:00.000Z' }),
    ),
  });
  renderAt(url, PATTERN, page);
  await screen.findByTestId('subscribe-form');
  fireEvent.click(screen.getByTestId('skip-trial'));
  expect(screen.getByTestId('subscription-statement')).toHaveTextContent(
    'There is no free trial. The card you paid with is charged $19.99 today',
  );
  tickTerms();
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe and pay $19.99 today' }));
  const started = await screen.findByTestId('subscription-started');
  expect(api.callsTo(START)[0]!.body).toEqual({
    orderNumber: ORDER_NUMBER,
    planId: 'weekly',
    skipTrial: true,
    termsAccepted: true,
  });
  expect(started).toHaveTextContent('$19.99 has been charged to the card you paid with.');
  expect(started).toHaveTextContent(
    `Next charge: $19.99 on ${formatDay('2026-11-30T18:00:00.000Z', 'en-US')}`,
  );
});

test.each([
  ['another plan', chooseMonthly],
  ['skipping the trial', () => fireEvent.click(screen.getByTestId('skip-trial'))],
])('%s asks for the terms again (they are other terms)', async (_name, change) => {
  const api = plansApi();
  renderAt(url, PATTERN, page);
  await screen.findByTestId('subscribe-form');
  tickTerms();
  change();
  expect(screen.getByRole('checkbox', { name: 'I have read and agree to the terms' })).not.toBeChecked();
  fireEvent.click(subscribeButton());
  expect(await screen.findByTestId('terms-error')).toHaveTextContent(TERMS_MESSAGE);
  expect(api.callsTo(START)).toHaveLength(0);
});

test.each([
  [
    '402: the first charge declined',
    failure(402, 'Payment failed'),
    'Payment failed. Your bank declined the first charge',
  ],
  [
    '404: not this browser’s order',
    failure(404, 'Order not found'),
    'We could not find your order in this browser.',
  ],
  [
    '409: already subscribed',
    failure(409, 'This order already has a subscription'),
    'This order already has a subscription: nothing was changed.',
  ],
  [
    '409: not a card order',
    failure(409, 'A subscription needs an order paid by card'),
    'this order was not paid by card',
  ],
  ['409: not paid', failure(409, 'Pay the order first'), 'Your order is not paid yet.'],
  ['400: terms refused by the server', failure(400, TERMS_MESSAGE), TERMS_MESSAGE],
  [
    '500: no answer',
    failure(500, 'boom'),
    'We did not get an answer. Try again: you will not be charged twice.',
  ],
])('%s: says so, never "started"', async (_name, reply, text) => {
  plansApi({ [START]: reply });
  renderAt(url, PATTERN, page);
  await screen.findByTestId('subscribe-form');
  tickTerms();
  fireEvent.click(subscribeButton());
  expect(await screen.findByTestId('subscribe-error')).toHaveTextContent(text);
  expect(screen.queryByTestId('subscription-started')).toBeNull();
  expect(screen.queryByText('Your subscription has started')).toBeNull();
});

test('no answer at all is not a success either', async () => {
  plansApi();
  renderAt(url, PATTERN, page);
  await screen.findByTestId('subscribe-form');
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  tickTerms();
  fireEvent.click(subscribeButton());
  expect(await screen.findByTestId('subscribe-error')).toHaveTextContent(
    'Network disconnected, try again later.',
  );
  expect(screen.queryByTestId('subscription-started')).toBeNull();
});

test('a try after an open outcome (5xx) sends the same key; after a refusal (4xx) a new one', async () => {
  const api = plansApi({ [START]: [failure(503), failure(402, 'Payment failed'), ok(subscriptionView())] });
  renderAt(url, PATTERN, page);
  await screen.findByTestId('subscribe-form');
  tickTerms();
  for (let n = 1; n <= 3; n++) {
    fireEvent.click(subscribeButton());
    await waitFor(() => expect(api.callsTo(START)).toHaveLength(n));
    if (n < 3) await screen.findByTestId('subscribe-error');
  }
  await screen.findByTestId('subscription-started');
  const keys = api.callsTo(START).map((call) => call.headers.get('Idempotency-Key'));
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[1]);
});

test('a load failure shows the error and a retry that works', async () => {
  plansApi({ [PLANS]: [failure(500), ok(planList())] });
  renderAt(url, PATTERN, page);
  expect(await screen.findByText('Connection failed. Please try again.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('plan-options')).toBeInTheDocument();
});

test('while loading: a labelled placeholder, no prices, no button, nothing under it', async () => {
  plansApi({ [PLANS]: () => ({ status: 200, body: { result: 200, data: planList() } }) });
  renderAt(url, PATTERN, page);
  expect(screen.getByTestId('plan-placeholder')).toHaveAttribute('aria-busy', 'true');
  expect(within(screen.getByTestId('plan-placeholder')).getByRole('status')).toHaveTextContent(
    'Loading the plans…',
  );
  expect(screen.queryByTestId('subscribe')).toBeNull();
  // The reviews and questions under the plans come with them: nothing they would push down.
  expect(screen.queryByTestId('plans-faq')).toBeNull();
  await screen.findByTestId('plan-options');
  expect(screen.getByTestId('plans-faq')).toBeInTheDocument();
});

test('an exam without plans says so instead of offering a retry', async () => {
  plansApi({ [PLANS]: failure(404, 'No plans for exam 2') });
  renderAt('/paying/scheme/web-2', PATTERN, <PlansPage code="web" examId={2} />);
  expect(await screen.findByText('There is no membership for this test.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});

test.each([
  ['no order in the URL', '/paying/scheme/web-1', 'session-1'],
  ['no exam session in this tab', url, null],
])('%s: the plans and terms can be read, but nothing can be bought', async (_name, at, examSession) => {
  const api = plansApi();
  renderAt(at, PATTERN, page, { examSession });
  await screen.findByTestId('plan-options');
  expect(screen.getByTestId('needs-order')).toHaveTextContent(
    'A membership starts from a report paid by card',
  );
  expect(screen.getByRole('link', { name: 'Choose a report' })).toHaveAttribute(
    'href',
    '/scheme_select/web-1',
  );
  expect(screen.queryByTestId('subscribe')).toBeNull();
  expect(api.callsTo(START)).toHaveLength(0);
});

test('the offer can be declined in one click, and reviews are labelled as display text', async () => {
  plansApi();
  renderAt(url, PATTERN, page);
  await screen.findByTestId('plan-options');
  // Declining leads on to the first upsell step of the order.
  expect(screen.getByTestId('decline-offer')).toHaveAttribute(
    'href',
    `/payinsider/web-1?orderNumber=${ORDER_NUMBER}`,
  );
  expect(
    screen.getByText('Example reviews — display text, not verified customer reviews.'),
  ).toBeInTheDocument();
  expect(screen.getByTestId('offer-countdown')).toHaveTextContent('the prices stay the same when it ends');
  expect(within(screen.getByTestId('plans-faq')).getByText('How do I cancel?')).toBeInTheDocument();
});

test('an order that already has a subscription: the service changes it, and the screen says "changed", not "started"', async () => {
  plansApi({
    [START]: ok({
      ...subscriptionView({ planId: 'daily', status: 'active', trialEndsAt: null }),
      change: {
        kind: 'upgrade',
        fromPlanId: 'weekly',
        toPlanId: 'daily',
        chargedMinor: 1999,
        currency: 'USD',
        chargedAt: '2026-11-23T18:00:00.000Z',
        previousPeriod: 'trial-ended',
        previousPeriodEnd: '2026-11-23T18:00:00.000Z',
        newPeriodStart: '2026-11-23T18:00:00.000Z',
        newPeriodEnd: '2026-12-21T18:00:00.000Z',
        refundedMinor: 0,
      },
    }),
  });
  renderAt(url, PATTERN, page);
  await screen.findByTestId('subscribe-form');
  fireEvent.click(screen.getByRole('radio', { name: /4-week plan/ }));
  tickTerms();
  fireEvent.click(subscribeButton());
  const changed = await screen.findByTestId('subscription-started');
  expect(changed).toHaveTextContent('Your subscription has changed');
  expect(changed).toHaveTextContent('$19.99 has been charged to the card you paid with.');
  expect(changed).toHaveTextContent('then every 4 weeks until you cancel.');
  expect(screen.queryByText('Your subscription has started')).toBeNull();
});
