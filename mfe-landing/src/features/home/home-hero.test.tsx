import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders, createAppStore } from '@iq/api';
import { i18n, initI18n } from '@iq/i18n';
import { NS } from '../../i18n';
import { HomeHero } from './home-hero';
import { TestCategories } from './test-categories';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sku = (skuId: string, priceMinor: number) => ({
  skuId,
  name: skuId,
  items: [],
  priceMinor,
  currency: 'EUR',
  discountTenths: null,
  listPriceMinor: priceMinor,
});

function answer(routes: Record<string, Response>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const { pathname } = new URL((input as Request).url);
    return routes[pathname]?.clone() ?? json(404, { result: 404, message: 'Not found' });
  });
}

function renderAt(url: string, element: React.ReactElement, hl = 'en-US') {
  render(
    <AppProviders store={createAppStore({ hl })}>
      <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
    </AppProviders>,
  );
}

beforeAll(async () => {
  await initI18n('en-US');
  await i18n.loadNamespaces(NS);
});
afterEach(() => jest.restoreAllMocks());

test('says before the start that taking the test is free and the score and report are paid, from the lowest price for the visitor country', async () => {
  const fetch = answer({
    '/api/exam/sku/list/1/DE/de-DE': json(200, {
      result: 200,
      data: { examId: 1, country: 'DE', currency: 'EUR', skus: [sku('sku2', 1999), sku('sku1', 999)] },
    }),
  });
  renderAt('/', <HomeHero code="web" examId={1} />, 'de-DE');
  expect(screen.getByTestId('paid-report-fact')).toHaveTextContent(
    'Free to take · your score and report are paid, price shown before you pay',
  );
  expect(await screen.findByText('Free to take · your score and report from 9,99 €')).toBeInTheDocument();
  expect(fetch).toHaveBeenCalledTimes(1);
});

test('the ?country= query wins over the locale', async () => {
  const fetch = answer({});
  renderAt('/landing_page/girl/web-1?country=jp', <HomeHero code="web" examId={1} />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect((fetch.mock.calls[0]![0] as Request).url).toMatch(/\/api\/exam\/sku\/list\/1\/JP\/en-US$/);
});

test('without the price list it names no price', async () => {
  const fetch = answer({ '/api/exam/sku/list/1/US/en-US': json(503, { result: 503, message: 'down' }) });
  renderAt('/', <HomeHero code="web" examId={1} />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(fetch).toHaveBeenCalled();
  expect(screen.getByTestId('paid-report-fact')).toHaveTextContent(
    'Free to take · your score and report are paid, price shown before you pay',
  );
  expect(screen.getByTestId('paid-report-fact')).not.toHaveTextContent(/\d/);
});

test('a questionnaire (exam 2) says its result is free, before and after the order service answers', async () => {
  const fetch = answer({
    '/api/exam/sku/list/2/DE/de-DE': json(200, {
      result: 200,
      data: { examId: 2, country: 'DE', currency: 'EUR', skus: [], freeWithAccount: true },
    }),
  });
  renderAt('/landing_page/home/web-2', <HomeHero code="web" examId={2} />, 'de-DE');
  expect(screen.getByTestId('free-result-fact')).toHaveTextContent('Your result: free with a free account');
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('free-result-fact')).toHaveTextContent('Your result: free with a free account');
  expect(screen.queryByTestId('paid-report-fact')).toBeNull();
});

test('a free answer for an exam is believed: no paid sentence, no price', async () => {
  answer({
    '/api/exam/sku/list/1/US/en-US': json(200, {
      result: 200,
      data: { examId: 1, country: 'US', currency: 'USD', skus: [], freeWithAccount: true },
    }),
  });
  renderAt('/', <HomeHero code="web" examId={1} />);
  expect(await screen.findByTestId('free-result-fact')).toBeInTheDocument();
  expect(screen.queryByTestId('paid-report-fact')).toBeNull();
});

test('every live test is a link to its instructions; an exam this build does not know says "Coming soon"', async () => {
  answer({
    '/api/exam/category/list': json(200, {
      result: 200,
      data: [1, 2, 3, 4, 99].map((id) => ({ id, nameKey: `exam${id}`, name: `Exam ${id}` })),
    }),
  });
  renderAt('/', <TestCategories code="web" />);
  const cards = within(await screen.findByTestId('test-categories')).getAllByRole('listitem');
  expect(cards).toHaveLength(5);
  for (const [i, id] of [1, 2, 3, 4].entries())
    expect(within(cards[i]!).getByRole('link', { name: 'Start' })).toHaveAttribute(
      'href',
      `/answer_question/start_loading/web-${id}`,
    );
  expect(within(cards[4]!).queryByRole('link')).toBeNull();
  expect(cards[4]).toHaveTextContent('Coming soon');
});
