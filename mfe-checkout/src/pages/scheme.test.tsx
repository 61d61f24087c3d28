import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import SchemePage from './scheme';
import {
  currentLocation,
  failure,
  loadEnglish,
  mockApi,
  ok,
  renderAt,
  scoredSessionState,
  skuList,
} from '../testing/checkout-test-kit';

const PATTERN = '/scheme_select/:codeExam';
const page = <SchemePage code="web" examId={1} />;

beforeAll(loadEnglish);
beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

test('shows the four tiers with their items and the server prices, sku2 chosen, and the total', async () => {
  const api = mockApi({ 'GET /api/exam/sku/list/1/US/en-US': ok(skuList('USD')) });
  renderAt('/scheme_select/web-1', PATTERN, page);
  expect(screen.getByTestId('tier-placeholder')).toBeInTheDocument();
  const options = await screen.findByTestId('tier-options');
  expect(within(options).getAllByRole('radio')).toHaveLength(4);
  expect(within(screen.getByTestId('tier-sku1')).getByTestId('tier-price')).toHaveTextContent('$9.99');
  expect(screen.getByRole('radio', { name: /Standard/ })).toBeChecked();
  expect(screen.getByTestId('tier-sku2')).toHaveAttribute('data-selected', 'true');
  expect(screen.getByTestId('tier-sku3')).toHaveTextContent('Certificate');
  expect(screen.getByTestId('total-price')).toHaveTextContent('$19.99');
  // The free tests are sold by no tier: named once, beside the cards, never on one.
  expect(within(options).queryByText(/EQ|brain dominance/i)).toBeNull();
  expect(screen.getByTestId('tier-free-tests')).toHaveTextContent(
    'The EQ and brain-dominance tests are free, so no package sells them',
  );
  expect(screen.getAllByText(/The EQ and brain-dominance tests are free/)).toHaveLength(1);
  // Reviews and sales are labelled as display text (spec §1), the timer as display only.
  expect(screen.getByText(/Example reviews — display text/)).toBeInTheDocument();
  expect(screen.getByText(/Example figure — display text/)).toBeInTheDocument();
  expect(screen.getByTestId('offer-countdown')).toHaveTextContent('the prices stay the same when it ends');
  expect(api.calls.filter((call) => call.path !== '/api/exam/session/state')).toHaveLength(1);
  expect(screen.queryByTestId('tier-guessing')).toBeNull();
});

test('issue 36: answers that look like guessing are said before payment, with a free retake', async () => {
  mockApi({
    'GET /api/exam/sku/list/1/US/en-US': ok(skuList('USD')),
    'GET /api/exam/session/state': ok({ ...scoredSessionState(), guessingLikely: true }),
  });
  renderAt('/scheme_select/web-1?hl=en-US&sku=sku3', PATTERN, page);
  const notice = await screen.findByTestId('tier-guessing');
  expect(notice).toHaveTextContent('Before you pay: your answers look like guessing');
  expect(notice).toHaveTextContent('The score in this report cannot be trusted');
  expect(within(notice).getByRole('link', { name: 'Retake the test for free' })).toHaveAttribute(
    'href',
    '/answer_question/start_loading/web-1?hl=en-US',
  );
  // Still sold (decision 2026-11-29): the tiers and Continue stay.
  expect(await screen.findByTestId('tier-options')).toBeInTheDocument();
  expect(screen.getByTestId('tier-continue')).toBeEnabled();
});

test('the guessing note and the tiers arrive together: the note never pushes shown tiers down', async () => {
  let stateArrives!: () => void;
  const held = new Promise<void>((resolve) => (stateArrives = resolve));
  const api = mockApi({
    'GET /api/exam/sku/list/1/US/en-US': ok(skuList('USD')),
    'GET /api/exam/session/state': ok({ ...scoredSessionState(), guessingLikely: true }),
  });
  const answer = api.spy.getMockImplementation()!;
  api.spy.mockImplementation(async (input, init) => {
    if (new URL((input as Request).url).pathname === '/api/exam/session/state') await held;
    return answer(input, init);
  });
  renderAt('/scheme_select/web-1', PATTERN, page);
  // The prices are in, the session's state is not: the tiers wait in their placeholder.
  await waitFor(() => expect(api.callsTo('GET /api/exam/sku/list/1/US/en-US')).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByTestId('tier-placeholder')).toBeInTheDocument();
  expect(screen.queryByTestId('tier-options')).toBeNull();
  stateArrives();
  await screen.findByTestId('tier-options');
  expect(screen.getByTestId('tier-guessing')).toBeInTheDocument();
});

test('issue 36: an honest scored test shows no notice', async () => {
  mockApi({
    'GET /api/exam/sku/list/1/US/en-US': ok(skuList('USD')),
    'GET /api/exam/session/state': ok({ ...scoredSessionState(), guessingLikely: false }),
  });
  renderAt('/scheme_select/web-1', PATTERN, page);
  await screen.findByTestId('tier-options');
  expect(screen.queryByTestId('tier-guessing')).toBeNull();
});

test('choosing a tier changes the total and Continue carries it to payment with the query', async () => {
  mockApi({ 'GET /api/exam/sku/list/1/DE/de-DE': ok(skuList('EUR', 'DE')) });
  renderAt('/scheme_select/web-1?hl=de&country=de', PATTERN, page, { hl: 'de-DE' });
  fireEvent.click(await screen.findByRole('radio', { name: /Premium/ }));
  expect(screen.getByTestId('total-price')).toHaveTextContent('29,99 €');
  fireEvent.click(screen.getByTestId('tier-continue'));
  expect(currentLocation()).toBe('/paying/payment/web-1?hl=de&country=de&sku=sku3');
  expect(sessionStorage.getItem('IQ-checkout-sku')).toBe('sku3');
});

test('the ?country= query picks the prices: JPY without decimals', async () => {
  mockApi({
    'GET /api/exam/sku/list/1/JP/en-US': ok({
      ...skuList('JPY', 'JP'),
      skus: skuList('JPY', 'JP').skus.map((sku) => ({ ...sku, priceMinor: sku.priceMinor * 150 })),
    }),
  });
  renderAt('/scheme_select/web-1?country=JP', PATTERN, page);
  await screen.findByTestId('tier-options');
  expect(screen.getByTestId('total-price')).toHaveTextContent(/^¥2,999$/);
});

test('a failed load shows the spec message and a retry, and Continue is off', async () => {
  mockApi({ 'GET /api/exam/sku/list/1/US/en-US': [failure(502), ok(skuList('USD'))] });
  renderAt('/scheme_select/web-1', PATTERN, page);
  expect(await screen.findByText('Connection failed. Please try again.')).toBeInTheDocument();
  expect(screen.getByTestId('tier-continue')).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('tier-options')).toBeInTheDocument();
  expect(screen.getByTestId('tier-continue')).toBeEnabled();
});
