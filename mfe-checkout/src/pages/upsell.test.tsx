import { fireEvent, screen, within } from '@testing-library/react';
import type {
  PackageListResponse,
  RecurringTerms,
  SecondPhaseOrderResponse,
  SecondPhasePackage,
} from '@iq/contracts';
import UpsellPage from './upsell';
import {
  ORDER_NUMBER,
  currentLocation,
  failure,
  loadEnglish,
  mockApi,
  ok,
  renderAt,
  subscriptionView,
} from '../testing/checkout-test-kit';

const PATTERN = '/payinsider/:codeExam';
const page = <UpsellPage code="web" examId={1} />;
const url = (step: string) => `/payinsider/web-1?orderNumber=${ORDER_NUMBER}&step=${step}`;
const PACKAGES = (step: string) => `GET /api/secondPhase/sku/package/1/${step}/US`;
const ORDER = `GET /api/secondPhase/order/${ORDER_NUMBER}`;

beforeAll(loadEnglish);
beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

function pkg(extra: Partial<SecondPhasePackage> = {}): SecondPhasePackage {
  return {
    packageId: 'answer-analysis',
    step: 'answer-analysis',
    call: 'wrongQuestion',
    name: 'Answer analysis',
    description: 'Why each wrong answer was wrong',
    items: ['wrongAnalysis'],
    planId: null,
    priceMinor: 499,
    listPriceMinor: 499,
    discountPercent: 0,
    currency: 'USD',
    recurring: false,
    recurringTerms: null,
    unavailable: null,
    ...extra,
  };
}

function stepList(extra: Partial<PackageListResponse> = {}, packages = [pkg()]): PackageListResponse {
  return {
    examId: 1,
    region: 'US',
    step: 'answer-analysis',
    position: 2,
    nextStep: 'share-evaluation',
    title: 'See why each answer was wrong',
    currency: 'USD',
    packages,
    ...extra,
  };
}

const purchase = {
  purchaseId: 'p1',
  orderNumber: ORDER_NUMBER,
  kind: 'wrongQuestion' as const,
  packageId: 'answer-analysis' as const,
  step: 'answer-analysis' as const,
  items: ['wrongAnalysis' as const],
  amountMinor: 399,
  listPriceMinor: 499,
  discountPercent: 20,
  currency: 'USD',
  chargedAt: '2026-11-23T18:00:00.000Z',
};

test('shows the package, its price and that it is charged once; Accept charges the card of the order', async () => {
  const api = mockApi({
    [PACKAGES('answer-analysis')]: ok(stepList()),
    'POST /api/pay/secondPhase/pay/wrongQuestion': ok({ purchase: { ...purchase, amountMinor: 499 } }),
  });
  renderAt(url('answer-analysis'), PATTERN, page);
  const card = await screen.findByTestId('package-answer-analysis');
  expect(screen.getByTestId('upsell-progress')).toHaveTextContent('Step 2 of 6');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('See why each answer was wrong');
  expect(within(card).getByTestId('package-price')).toHaveTextContent('$4.99');
  expect(within(card).getByTestId('package-terms')).toHaveTextContent('One-time charge of $4.99');
  fireEvent.click(within(card).getByRole('button', { name: 'Accept – pay $4.99' }));
  // What was charged comes from the server's answer.
  expect(await screen.findByTestId('upsell-outcome')).toHaveTextContent(
    'Charged $4.99 to the card you paid with.',
  );
  const call = api.calls.find((c) => c.method === 'POST')!;
  expect(call.body).toEqual({ orderNumber: ORDER_NUMBER, amountMinor: 499, currency: 'USD' });
  expect(call.headers.get('Idempotency-Key')).toBeTruthy();
  expect(call.headers.get('Exam-Session')).toBe('session-1');
  fireEvent.click(screen.getByTestId('upsell-continue'));
  expect(currentLocation()).toBe(`/payinsider/web-1?orderNumber=${ORDER_NUMBER}&step=share-evaluation`);
});

test('a discount is shown beside the list price; a recurring package says so; an owned one cannot be bought', async () => {
  mockApi({
    [PACKAGES('product-access')]: ok(
      stepList({ step: 'product-access', position: 6, nextStep: null }, [
        pkg({
          packageId: 'daily-plan',
          step: 'product-access',
          call: 'planSku',
          planId: 'daily',
          priceMinor: 1599,
          listPriceMinor: 1999,
          discountPercent: 20,
          recurring: true,
        }),
        pkg({ unavailable: 'owned' }),
      ]),
    ),
  });
  renderAt(url('product-access'), PATTERN, page);
  const plan = await screen.findByTestId('package-daily-plan');
  expect(within(plan).getByTestId('package-price')).toHaveTextContent('$15.99 $19.99 20% off');
  expect(within(plan).getByTestId('package-terms')).toHaveTextContent(
    'Recurring: $15.99 is charged now, then at every renewal until you cancel.',
  );
  const owned = screen.getByTestId('package-answer-analysis');
  expect(within(owned).queryByRole('button')).toBeNull();
  expect(owned).toHaveTextContent('Already included in your report.');
  // Skipping the last step leads to the summary.
  expect(screen.getByTestId('upsell-skip')).toHaveAttribute(
    'href',
    `/payinsider/web-1?orderNumber=${ORDER_NUMBER}&step=done`,
  );
});

test('a changed price is refused by the server: the screen says so and shows the new price', async () => {
  mockApi({
    [PACKAGES('answer-analysis')]: [ok(stepList()), ok(stepList({}, [pkg({ priceMinor: 599 })]))],
    'POST /api/pay/secondPhase/pay/wrongQuestion': failure(
      409,
      'The price has changed; please review it and try again',
    ),
  });
  renderAt(url('answer-analysis'), PATTERN, page);
  fireEvent.click(await screen.findByTestId('upsell-accept'));
  expect(await screen.findByTestId('upsell-error')).toHaveTextContent(
    'The price has changed. Please review it and try again.',
  );
  expect(await screen.findByRole('button', { name: 'Accept – pay $5.99' })).toBeInTheDocument();
  expect(screen.queryByTestId('upsell-outcome')).toBeNull();
});

test('a failed load offers a retry', async () => {
  mockApi({ [PACKAGES('skip-trial')]: [failure(500, 'Server error'), ok(stepList({ step: 'skip-trial' }))] });
  renderAt(`/payinsider/web-1?orderNumber=${ORDER_NUMBER}`, PATTERN, page);
  fireEvent.click(await screen.findByTestId('upsell-retry'));
  expect(await screen.findByTestId('package-answer-analysis')).toBeInTheDocument();
});

test('after the last step the summary lists what the order was charged, from the order service', async () => {
  const order: SecondPhaseOrderResponse = {
    orderNumber: ORDER_NUMBER,
    purchases: [purchase],
    subscription: null,
    subscriptionCharges: [],
    items: [],
  };
  mockApi({ [ORDER]: ok(order) });
  renderAt(url('done'), PATTERN, page);
  const charges = await screen.findAllByTestId('upsell-charge');
  expect(charges).toHaveLength(1);
  expect(charges[0]).toHaveTextContent('Answer analysis');
  expect(charges[0]).toHaveTextContent('$3.99');
  expect(screen.getByTestId('open-report')).toHaveAttribute(
    'href',
    `/report/result/web-1?orderNumber=${ORDER_NUMBER}`,
  );
});

test('members only: after the server charges the VIP purchase, the member congratulation from the VIP state', async () => {
  const vipPkg = pkg({
    packageId: 'vip-membership',
    step: 'members-only',
    call: 'vip',
    name: 'VIP membership',
    items: ['discount20'],
    priceMinor: 999,
    listPriceMinor: 999,
  });
  const VIP = `GET /api/vip/pay/status/${ORDER_NUMBER}`;
  const api = mockApi({
    [PACKAGES('members-only')]: ok(
      stepList({ step: 'members-only', position: 5, nextStep: 'product-access' }, [vipPkg]),
    ),
    'POST /api/pay/vip/pay/create': ok({
      purchase: {
        ...purchase,
        kind: 'vip',
        packageId: 'vip-membership',
        step: 'members-only',
        amountMinor: 999,
      },
    }),
    [VIP]: ok({
      vip: true,
      permanent: true,
      sources: ['vip-purchase'],
      since: '2026-11-25T10:00:00.000Z',
      discountPercent: 20,
      examOrderNumber: ORDER_NUMBER,
    }),
  });
  renderAt(url('members-only'), PATTERN, page);
  await screen.findByTestId('package-vip-membership');
  expect(screen.queryByTestId('vip-congratulation')).toBeNull();
  expect(api.callsTo(VIP)).toHaveLength(0);
  fireEvent.click(screen.getByTestId('upsell-accept'));
  expect(await screen.findByTestId('upsell-outcome')).toHaveTextContent('$9.99');
  expect(await screen.findByTestId('vip-congratulation')).toHaveTextContent(
    'Congratulations, you are now a VIP member!',
  );
});

// Issue 35: every package that recurs states its terms from the server and needs the terms box.
const PLAN_SKU = 'POST /api/pay/secondPhase/pay/planSku';
const TERMS_MESSAGE = 'Please check "I have read and agree to the terms" to proceed';

function dailyPlan(terms: Partial<RecurringTerms> = {}, extra: Partial<SecondPhasePackage> = {}) {
  return pkg({
    packageId: 'daily-plan',
    step: 'product-access',
    call: 'planSku',
    name: '4-week plan at a daily rate',
    description: 'Charged now for 4 weeks, then every 4 weeks until you cancel.',
    items: [],
    planId: 'daily',
    priceMinor: 1999,
    listPriceMinor: 1999,
    recurring: true,
    recurringTerms: {
      amountMinor: 1999,
      currency: 'USD',
      intervalCount: 4,
      intervalUnit: 'WEEK',
      firstChargeAt: new Date().toISOString(),
      nextChargeAt: '2027-01-22T12:00:00.000Z',
      ...terms,
    },
    ...extra,
  });
}

const lastStep = (packages: SecondPhasePackage[]) =>
  ok(stepList({ step: 'product-access', position: 6, nextStep: null, title: 'Access' }, packages));

test('a recurring package states the server’s terms: amount and period, charged today, next charge, cancel and terms links', async () => {
  mockApi({ [PACKAGES('product-access')]: lastStep([dailyPlan()]) });
  renderAt(`${url('product-access')}&hl=en-US`, PATTERN, page);
  const card = await screen.findByTestId('package-daily-plan');
  expect(within(card).getByTestId('package-terms')).toHaveTextContent(
    '$19.99 every 4 weeks until you cancel.',
  );
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());
  expect(within(card).getByTestId('terms-first-charge')).toHaveTextContent(
    `Charged today, ${today}, to the card you paid with.`,
  );
  expect(within(card).getByTestId('terms-next-charge')).toHaveTextContent(
    'Next charge: $19.99 on January 22, 2027.',
  );
  const statement = within(card).getByTestId('subscription-statement');
  expect(statement).toHaveTextContent('cancel there in one step');
  expect(within(card).getByTestId('cancel-link')).toHaveAttribute(
    'href',
    '/cancel/subscription/web-1?hl=en-US',
  );
  expect(within(card).getByTestId('centre-link')).toHaveAttribute('href', '/user/info/web-1?hl=en-US');
  expect(within(card).getByRole('link', { name: 'Read the terms of use' })).toHaveAttribute(
    'href',
    '/agreement/web-1?hl=en-US',
  );
  expect(
    within(card).getByRole('checkbox', { name: 'I have read and agree to the terms' }),
  ).not.toBeChecked();
});

test('a later first charge is stated with its date, not as today', async () => {
  mockApi({
    [PACKAGES('product-access')]: lastStep([dailyPlan({ firstChargeAt: '2027-02-03T12:00:00.000Z' })]),
  });
  renderAt(url('product-access'), PATTERN, page);
  expect(await screen.findByTestId('terms-first-charge')).toHaveTextContent(
    'First charge on February 3, 2027, to the card you paid with.',
  );
});

test('the terms box is required: unticked, Accept shows the spec’s message and sends nothing; ticked, it sends termsAccepted', async () => {
  const api = mockApi({
    [PACKAGES('product-access')]: lastStep([dailyPlan()]),
    [PLAN_SKU]: ok(subscriptionView({ planId: 'daily', status: 'active', trialEndsAt: null })),
  });
  renderAt(url('product-access'), PATTERN, page);
  const card = await screen.findByTestId('package-daily-plan');
  fireEvent.click(within(card).getByTestId('upsell-accept'));
  expect(await within(card).findByTestId('terms-error')).toHaveTextContent(TERMS_MESSAGE);
  const box = within(card).getByTestId('terms-checkbox');
  expect(box).toHaveFocus();
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(api.callsTo(PLAN_SKU)).toHaveLength(0);
  expect(screen.queryByTestId('upsell-outcome')).toBeNull();

  fireEvent.click(box);
  expect(within(card).queryByTestId('terms-error')).toBeNull();
  fireEvent.click(within(card).getByTestId('upsell-accept'));
  expect(await screen.findByTestId('upsell-outcome')).toHaveTextContent('Charged $19.99');
  const calls = api.callsTo(PLAN_SKU);
  expect(calls).toHaveLength(1);
  expect(calls[0]!.body).toEqual({ orderNumber: ORDER_NUMBER, planId: 'daily', termsAccepted: true });
});

test('a one-off package has no terms box and is bought with one click', async () => {
  mockApi({ [PACKAGES('answer-analysis')]: ok(stepList()) });
  renderAt(url('answer-analysis'), PATTERN, page);
  const card = await screen.findByTestId('package-answer-analysis');
  expect(within(card).queryByTestId('terms-checkbox')).toBeNull();
  expect(within(card).queryByTestId('subscription-statement')).toBeNull();
});

test('the skip-trial step of a buyer without a trial is passed over: straight to the next step, no trial copy', async () => {
  const skipTrial = pkg({
    packageId: 'skip-trial-weekly',
    step: 'skip-trial',
    call: 'planSku',
    name: 'Start the weekly plan now',
    description: 'Your trial ends today and the first week is charged now, with no activation fee.',
    items: [],
    planId: 'weekly',
    priceMinor: 1999,
    listPriceMinor: 1999,
    recurring: true,
    unavailable: 'no-trial',
  });
  const api = mockApi({
    [PACKAGES('skip-trial')]: ok(
      stepList({ step: 'skip-trial', position: 1, nextStep: 'answer-analysis', title: 'Skip the trial' }, [
        skipTrial,
      ]),
    ),
    [PACKAGES('answer-analysis')]: ok(stepList()),
  });
  renderAt(`/payinsider/web-1?orderNumber=${ORDER_NUMBER}`, PATTERN, page);
  expect(await screen.findByTestId('package-answer-analysis')).toBeInTheDocument();
  expect(currentLocation()).toBe(`/payinsider/web-1?orderNumber=${ORDER_NUMBER}&step=answer-analysis`);
  expect(screen.queryByText(/trial/i)).toBeNull();
  expect(api.callsTo(PACKAGES('skip-trial'))).toHaveLength(1);
});

test('the skip-trial step is shown to a buyer whose plan is in its trial', async () => {
  mockApi({
    [PACKAGES('skip-trial')]: ok(
      stepList({ step: 'skip-trial', position: 1, nextStep: 'answer-analysis', title: 'Skip the trial' }, [
        pkg({
          packageId: 'skip-trial-weekly',
          step: 'skip-trial',
          call: 'planSku',
          planId: 'weekly',
          recurring: true,
          recurringTerms: {
            amountMinor: 1999,
            currency: 'USD',
            intervalCount: 1,
            intervalUnit: 'WEEK',
            firstChargeAt: new Date().toISOString(),
            nextChargeAt: '2027-01-01T12:00:00.000Z',
          },
        }),
      ]),
    ),
  });
  renderAt(url('skip-trial'), PATTERN, page);
  const card = await screen.findByTestId('package-skip-trial-weekly');
  expect(within(card).getByTestId('package-terms')).toHaveTextContent('$19.99 every week until you cancel.');
  expect(currentLocation()).toBe(url('skip-trial'));
});

test('without an order there is no trial: the skip-trial step is passed over', async () => {
  mockApi({
    [PACKAGES('skip-trial')]: ok(
      stepList({ step: 'skip-trial', position: 1, nextStep: 'answer-analysis' }, [
        pkg({ packageId: 'skip-trial-weekly', step: 'skip-trial', call: 'planSku', recurring: true }),
      ]),
    ),
    [PACKAGES('answer-analysis')]: ok(stepList()),
  });
  renderAt('/payinsider/web-1?step=skip-trial', PATTERN, page);
  expect(await screen.findByTestId('package-answer-analysis')).toBeInTheDocument();
  expect(currentLocation()).toBe('/payinsider/web-1?step=answer-analysis');
});

test('a package the running plan already shows says so', async () => {
  mockApi({ [PACKAGES('answer-analysis')]: ok(stepList({}, [pkg({ unavailable: 'in-plan' })])) });
  renderAt(url('answer-analysis'), PATTERN, page);
  const card = await screen.findByTestId('package-answer-analysis');
  expect(within(card).getByTestId('package-unavailable')).toHaveTextContent('Included in your plan.');
  expect(within(card).queryByRole('button')).toBeNull();
});
