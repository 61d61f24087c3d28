import { fireEvent, screen, within } from '@testing-library/react';
import { BRAIN_DOMINANCE_DISCLAIMER } from '@iq/report-copy/src/questionnaires';
import ResultPage from './result';
import {
  ORDER_NUMBER,
  failure,
  loadEnglish,
  mockApi,
  ok,
  questionsOf,
  renderAt,
  reportOf,
} from '../testing/report-test-kit';
import { brainTaken } from '../testing/questionnaire-fixtures';

const PATTERN = '/report/result/:codeExam';
const PAGE_URL = `/report/result/web-1?orderNumber=${ORDER_NUMBER}&hl=en-US&utm_source=mail`;
const page = <ResultPage code="web" examId={1} />;
const INFO = `GET /api/exam/order/info/${ORDER_NUMBER}`;
const QUESTIONS = `GET /api/exam/order/questions/${ORDER_NUMBER}`;
const LIST = 'GET /api/exam/order/info/free';

beforeAll(loadEnglish);
afterEach(() => jest.restoreAllMocks());

const listQueries = (spy: jest.SpyInstance) =>
  spy.mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === '/api/exam/order/info/free')
    .map((url) => url.search);

test("an included brain test that was taken shows its result; an untaken EQ test links to it with this order's number", async () => {
  const api = mockApi({
    [INFO]: ok(reportOf('sku3')),
    [QUESTIONS]: ok(questionsOf()),
    [LIST]: ok({ tests: [brainTaken()] }),
  });
  renderAt(PAGE_URL, PATTERN, page);

  // The report first, then its included tests (a second request): a heavy page, so wait longer.
  await screen.findByTestId('extras', {}, { timeout: 3000 });
  const brain = await screen.findByTestId('extra-result-brainTest', {}, { timeout: 3000 });
  expect(
    within(brain).getByRole('heading', { name: 'Your brain dominance (just for fun)' }),
  ).toBeInTheDocument();
  expect(within(brain).getByRole('progressbar', { name: 'Left or right' })).toHaveAttribute(
    'aria-valuenow',
    '65',
  );
  expect(brain).toHaveTextContent('Left: 65%');
  expect(brain).toHaveTextContent('Right: 35%');
  expect(within(brain).getByTestId('brain-disclaimer')).toHaveTextContent(
    BRAIN_DOMINANCE_DISCLAIMER['en-US'],
  );
  expect(screen.getByTestId('extra-taken-brainTest')).toHaveTextContent('Taken on November 20, 2026');
  expect(
    within(screen.getByTestId('extra-brainTest')).queryByRole('link', { name: 'Take the test' }),
  ).toBeNull();

  const eq = screen.getByTestId('extra-eqTest');
  expect(within(eq).getByRole('link', { name: 'Take the test' })).toHaveAttribute(
    'href',
    `/answer_question/start_loading/web-3?orderNumber=${ORDER_NUMBER}&hl=en-US&utm_source=mail`,
  );
  expect(screen.queryByTestId('extra-result-eqTest')).toBeNull();
  expect(eq).not.toHaveTextContent('coming soon');
  // One request for both items, for this order.
  expect(listQueries(api.spy)).toEqual([`?orderNumber=${ORDER_NUMBER}`]);
});

test('locked test items stay locked and ask for no results', async () => {
  // Every paid tier includes the two tests (decision 2026-11-29); the screen still follows the
  // server's flags, whatever the tier says.
  const sku1 = reportOf('sku1');
  const locked = sku1.items.map((item) =>
    item.key === 'eqTest' || item.key === 'brainTest'
      ? { ...item, locked: true, unlockedBy: 'sku1' as const }
      : item,
  );
  const api = mockApi({ [INFO]: ok({ ...sku1, items: locked }), [QUESTIONS]: ok(questionsOf()) });
  renderAt(PAGE_URL, PATTERN, page);
  expect(await screen.findByTestId('locked-eqTest', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.getByTestId('locked-brainTest')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Take the test' })).toBeNull();
  expect(api.callsTo(LIST)).toHaveLength(0);
});

test('a failed call for the included tests says so and tries again on request', async () => {
  mockApi({
    [INFO]: ok(reportOf('sku2')),
    [QUESTIONS]: ok(questionsOf()),
    [LIST]: [failure(500, 'boom'), ok({ tests: [] })],
  });
  renderAt(PAGE_URL, PATTERN, page);
  const brain = await screen.findByTestId('extra-brainTest', {}, { timeout: 3000 });
  expect(
    await within(brain).findByText('Connection failed. Please try again.', {}, { timeout: 3000 }),
  ).toBeInTheDocument();
  fireEvent.click(within(brain).getByRole('button', { name: 'Try again' }));
  expect(await within(brain).findByRole('link', { name: 'Take the test' })).toHaveAttribute(
    'href',
    `/answer_question/start_loading/web-4?orderNumber=${ORDER_NUMBER}&hl=en-US&utm_source=mail`,
  );
});
