import { fireEvent, screen, within } from '@testing-library/react';
import type { PackageListResponse, SecondPhaseOrderResponse, SecondPhasePackage } from '@iq/contracts';
import UpsellPage from './upsell';
import {
  ORDER_NUMBER,
  currentLocation,
  failure,
  loadEnglish,
  mockApi,
  ok,
  renderAt,
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
