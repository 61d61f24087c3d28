import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders, createAppStore } from '@iq/api';
import { i18n, initI18n } from '@iq/i18n';
import { NS } from '../i18n';
import { QUESTIONNAIRE_NS } from '../features/questionnaire/i18n';
import InstructionsPage from './instructions';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const examInfo = {
  id: 1,
  categoryId: 1,
  nameKey: 'iq',
  name: 'IQ test',
  questionCount: 30,
  optionCount: 6,
  minutes: 3,
  timeLimitSeconds: 1200,
};

function answer(routes: Record<string, () => Response>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const { pathname } = new URL((input as Request).url);
    return routes[pathname]?.() ?? json(404, { result: 404, message: 'Not found' });
  });
}

function renderPage() {
  render(
    <AppProviders store={createAppStore({ hl: 'ja-JP' })}>
      <MemoryRouter initialEntries={['/answer_question/start_loading/web-1']}>
        <InstructionsPage code="web" examId={1} />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeAll(async () => {
  await initI18n('en-US');
  await i18n.loadNamespaces([NS, QUESTIONNAIRE_NS]);
});
afterEach(() => jest.restoreAllMocks());

test('before the start: the test is free, the score and report paid from the lowest tier price (JPY, no decimals)', async () => {
  answer({
    '/api/exam/info/1': () => json(200, { result: 200, data: examInfo }),
    '/api/exam/sku/list/1/JP/ja-JP': () =>
      json(200, {
        result: 200,
        data: {
          examId: 1,
          country: 'JP',
          currency: 'JPY',
          skus: [298000, 198000, 498000].map((priceMinor, i) => ({
            skuId: `sku${i + 1}`,
            name: `Tier ${i + 1}`,
            items: [],
            priceMinor,
            currency: 'JPY',
            discountTenths: null,
            listPriceMinor: priceMinor,
          })),
        },
      }),
  });
  renderPage();
  expect(
    await screen.findByText(
      /^Taking the test is free\. Your IQ score and the report are paid, from ￥1,980; you see the exact price before you pay\.$/,
    ),
  ).toBeInTheDocument();
});

test('while the prices cannot be had, the same sentence without a price', async () => {
  answer({
    '/api/exam/info/1': () => json(200, { result: 200, data: examInfo }),
    '/api/exam/sku/list/1/JP/ja-JP': () => json(500, { result: 500, message: 'down' }),
  });
  renderPage();
  await screen.findByText(/The test has 30 questions/);
  expect(screen.getByTestId('paid-report-notice')).toHaveTextContent(
    'Taking the test is free. Your IQ score and the report are paid; you see the price before you pay.',
  );
});

test('a questionnaire (exam 2): scale, no timer and saving explained; no IQ report notice', async () => {
  answer({
    '/api/exam/info/2': () =>
      json(200, { result: 200, data: { ...examInfo, id: 2, nameKey: 'personality', name: 'Personality' } }),
  });
  render(
    <AppProviders store={createAppStore({ hl: 'en-US' })}>
      <MemoryRouter initialEntries={['/answer_question/start_loading/web-2']}>
        <InstructionsPage code="web" examId={2} />
      </MemoryRouter>
    </AppProviders>,
  );
  expect(await screen.findByText(/There is no time limit/)).toBeInTheDocument();
  expect(screen.getByText(/from "Not at all" to "Very much"/)).toBeInTheDocument();
  expect(screen.queryByText(/The test has 30 questions/)).toBeNull();
  expect(screen.queryByTestId('paid-report-notice')).toBeNull();
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

test('Start keeps the query: an order number given for a questionnaire reaches its question page', async () => {
  answer({
    '/api/exam/info/3': () =>
      json(200, { result: 200, data: { ...examInfo, id: 3, nameKey: 'eq', name: 'EQ' } }),
    '/api/exam/session/start': () =>
      json(200, { result: 200, data: { sessionId: 'Q3', questionCount: 30, timeLimitSeconds: 0 } }),
  });
  const search = '?orderNumber=Ord3rNumb3r_abcdefghijklm&hl=en-US';
  render(
    <AppProviders store={createAppStore({ hl: 'en-US' })}>
      <MemoryRouter initialEntries={[`/answer_question/start_loading/web-3${search}`]}>
        <Routes>
          <Route
            path="/answer_question/start_loading/:codeExam"
            element={<InstructionsPage code="web" examId={3} />}
          />
          <Route path="*" element={<p>question page</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
  await screen.findByText(/There is no time limit/);
  fireEvent.click(screen.getByTestId('begin-test'));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(`/answer_question/standard/web-3${search}`),
  );
});
