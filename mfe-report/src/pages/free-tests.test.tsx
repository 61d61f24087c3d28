import { fireEvent, screen, within } from '@testing-library/react';
import { EQ_SCALE_COPY, TYPE_DESCRIPTIONS } from '@iq/report-copy/src/questionnaires';
import FreeTestsPage from './free-tests';
import {
  ORDER_NUMBER,
  currentLocation,
  failure,
  loadEnglish,
  mockApi,
  ok,
  renderAt,
} from '../testing/report-test-kit';
import { eqTaken, personalityTaken } from '../testing/questionnaire-fixtures';

const PATTERN = '/report/result-free-test/:codeExam';
const page = <FreeTestsPage code="web" examId={1} />;
const LIST = 'GET /api/exam/order/info/free';
const QUERY = '?hl=en-US&utm_source=mail';

beforeAll(loadEnglish);
afterEach(() => jest.restoreAllMocks());

const card = (test: 'personality' | 'eq' | 'brain') => screen.getByTestId(`free-test-${test}`);

test('nobody signed in (401): the login page, which comes back here with the whole query', async () => {
  mockApi({ [LIST]: failure(401, 'Please log in to take the free tests') });
  renderAt(`/report/result-free-test/web-1${QUERY}`, PATTERN, page);
  await screen.findByText('elsewhere');
  expect(currentLocation()).toBe(
    `/user/login?redirect=${encodeURIComponent(`/report/result-free-test/web-1${QUERY}`)}`,
  );
});

test('the three tests with a link each; a taken EQ test shows its five scales, its date and "Take again"', async () => {
  const api = mockApi({ [LIST]: ok({ tests: [eqTaken()] }) });
  // Arriving from a report: the free tests are the account's, so no order number goes along.
  renderAt(`/report/result-free-test/web-1${QUERY}&orderNumber=${ORDER_NUMBER}`, PATTERN, page);
  const eq = await screen.findByTestId('free-test-eq');

  const start = (test: 'personality' | 'brain', examId: number) => {
    const link = within(card(test)).getByRole('link', { name: 'Start' });
    expect(link).toHaveAttribute('href', `/answer_question/start_loading/web-${examId}${QUERY}`);
    expect(screen.queryByTestId(`free-test-result-${test}`)).toBeNull();
  };
  start('personality', 2);
  start('brain', 4);
  expect(within(card('personality')).getByRole('link', { name: 'Start' })).toHaveAccessibleDescription(
    'Personality test (16 types)',
  );

  expect(within(eq).getByRole('heading', { name: 'Emotional intelligence (EQ) test' })).toBeInTheDocument();
  expect(within(eq).getByRole('link', { name: 'Take again' })).toHaveAttribute(
    'href',
    `/answer_question/start_loading/web-3${QUERY}`,
  );
  expect(within(eq).getByTestId('free-test-taken-eq')).toHaveTextContent('Taken on November 20, 2026');
  const result = within(eq).getByTestId('free-test-result-eq');
  expect(within(result).getAllByRole('progressbar')).toHaveLength(5);
  for (const [key, label, percent, band] of [
    ['self-awareness', 'Self-awareness', 75, 'high'],
    ['self-regulation', 'Self-regulation', 55, 'middle'],
    ['self-motivation', 'Motivation', 30, 'low'],
    ['empathy', 'Empathy', 80, 'high'],
    ['social-skill', 'Social skill', 45, 'middle'],
  ] as const) {
    const scale = within(result).getByTestId(`eq-${key}`);
    expect(within(scale).getByRole('progressbar', { name: label })).toHaveAttribute(
      'aria-valuenow',
      String(percent),
    );
    expect(scale).toHaveTextContent(`${percent}%`);
    expect(scale).toHaveTextContent(EQ_SCALE_COPY[key]['en-US'].bands[band]);
  }
  expect(within(result).getByTestId('eq-overall')).toHaveTextContent('57%');
  // The account's list: no order number asked for.
  expect(api.callsTo(LIST)).toHaveLength(1);
  expect(new URL((api.spy.mock.calls[0]![0] as Request).url).search).toBe('');
  // Still the way back to the report and on to the other tests.
  expect(screen.getByRole('link', { name: 'Back to the report' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Testing hall' })).toBeInTheDocument();
});

test('a taken personality test shows the type with its full description', async () => {
  mockApi({ [LIST]: ok({ tests: [personalityTaken()] }) });
  renderAt('/report/result-free-test/web-1', PATTERN, page);
  const result = await screen.findByTestId('free-test-result-personality');
  expect(within(result).getByTestId('type-code')).toHaveTextContent('INTJ');
  const intj = TYPE_DESCRIPTIONS.INTJ['en-US'];
  expect(within(result).getByTestId('type-name')).toHaveTextContent(intj.name);
  for (const [section, heading] of [
    ['strengths', 'Strengths'],
    ['work', 'At work'],
    ['relationships', 'In relationships'],
    ['growth', 'Room to grow'],
  ] as const) {
    expect(within(result).getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(within(result).getByTestId(`type-${section}`)).toHaveTextContent(intj[section]);
  }
  expect(within(result).getByTestId('axis-JP')).not.toHaveTextContent('Balanced');
  expect(within(card('personality')).getByRole('link', { name: 'Take again' })).toBeInTheDocument();
});

test('back from a questionnaire (web-3), "Start a new test" is still the IQ test', async () => {
  mockApi({ [LIST]: ok({ tests: [eqTaken()] }) });
  renderAt(`/report/result-free-test/web-3${QUERY}`, PATTERN, <FreeTestsPage code="web" examId={3} />);
  await screen.findByTestId('free-test-result-eq');
  expect(screen.getByRole('link', { name: 'Start a new test' })).toHaveAttribute(
    'href',
    `/answer_question/start_loading/web-1${QUERY}`,
  );
  expect(within(card('eq')).getByRole('link', { name: 'Take again' })).toHaveAttribute(
    'href',
    `/answer_question/start_loading/web-3${QUERY}`,
  );
});

test('a failed call says so and tries again on request', async () => {
  const api = mockApi({ [LIST]: [failure(500, 'boom'), ok({ tests: [] })] });
  renderAt('/report/result-free-test/web-1', PATTERN, page);
  expect(await screen.findByText('Connection failed. Please try again.')).toBeInTheDocument();
  expect(screen.queryByTestId('free-test-eq')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('free-test-eq')).toBeInTheDocument();
  expect(screen.queryByText('Connection failed. Please try again.')).toBeNull();
  expect(api.callsTo(LIST)).toHaveLength(2);
  expect(currentLocation()).toBe('/report/result-free-test/web-1');
});

test("an answer that is not the contract's shape is a failed call too, never a broken page", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  mockApi({ [LIST]: ok({ tests: [{ examId: 3 }] }) });
  renderAt('/report/result-free-test/web-1', PATTERN, page);
  expect(await screen.findByText('Connection failed. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
