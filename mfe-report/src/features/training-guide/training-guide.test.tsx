// The brain training guide (issue 35) is delivered content: the report shows it when the report
// API says the item is unlocked, and shows the lock (what unlocks it) otherwise.
import fs from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { LOCALE_TAGS, type OrderReport } from '@iq/contracts';
import ResultPage from '../../pages/result';
import {
  ORDER_NUMBER,
  loadEnglish,
  mockApi,
  ok,
  questionsOf,
  renderAt,
  reportOf,
} from '../../testing/report-test-kit';
import { GUIDE_SECTIONS, guideKeys } from './guide-sections';

const PATTERN = '/report/result/:codeExam';
const PAGE_URL = `/report/result/web-1?orderNumber=${ORDER_NUMBER}&hl=en-US`;
const INFO = `GET /api/exam/order/info/${ORDER_NUMBER}`;
const QUESTIONS = `GET /api/exam/order/questions/${ORDER_NUMBER}`;
const LIST = 'GET /api/exam/order/info/free';

beforeAll(loadEnglish);
afterEach(() => jest.restoreAllMocks());

function renderReport(report: OrderReport) {
  mockApi({ [INFO]: ok(report), [QUESTIONS]: ok(questionsOf()), [LIST]: ok({ tests: [] }) });
  renderAt(PAGE_URL, PATTERN, <ResultPage code="web" examId={1} />);
}

test('unlocked (sku4): the whole guide, with its honest note and the 4-week plan', async () => {
  renderReport(reportOf('sku4'));
  const guide = await screen.findByTestId('training-guide', {}, { timeout: 3000 });
  expect(
    within(guide).getByRole('heading', { level: 3, name: 'Your brain training guide' }),
  ).toBeInTheDocument();
  expect(within(guide).getAllByRole('heading', { level: 4 })).toHaveLength(GUIDE_SECTIONS.length);
  expect(within(guide).getByTestId('guide-how')).toHaveTextContent(
    'Research has not established that brain training raises IQ or general intelligence',
  );
  const plan = within(guide).getByTestId('guide-plan');
  expect(within(plan).getAllByRole('listitem')).toHaveLength(8); // the daily schedule, then 4 weeks
  expect(plan).toHaveTextContent('Week 4:');
  expect(screen.getByTestId('extra-trainingGuide')).not.toHaveTextContent(/coming soon/i);
  expect(screen.queryByTestId('locked-trainingGuide')).toBeNull();
});

test('locked (sku3): the lock names VIP, and nothing of the guide is shown', async () => {
  renderReport(reportOf('sku3'));
  const lock = await screen.findByTestId('locked-trainingGuide', {}, { timeout: 3000 });
  expect(lock).toHaveAttribute('data-unlocked-by', 'sku4');
  expect(screen.queryByTestId('training-guide')).toBeNull();
  expect(screen.queryByText(/Working memory/)).toBeNull();
});

test('the server decides: a report that says the guide is locked does not show it, whatever its tier', async () => {
  const sku4 = reportOf('sku4');
  renderReport({
    ...sku4,
    items: sku4.items.map((item) =>
      item.key === 'trainingGuide' ? { ...item, locked: true, unlockedBy: 'sku4' as const } : item,
    ),
  });
  expect(await screen.findByTestId('locked-trainingGuide', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.queryByTestId('training-guide')).toBeNull();
});

describe('every locale has every guide key', () => {
  const flatten = (value: unknown, prefix = ''): [string, unknown][] =>
    value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => flatten(inner, `${prefix}${key}.`))
      : [[prefix.slice(0, -1), value]];

  test.each(LOCALE_TAGS)('%s', (locale) => {
    const file = path.join(__dirname, 'locales', `${locale}.json`);
    const strings = flatten(JSON.parse(fs.readFileSync(file, 'utf8')));
    expect(strings.map(([key]) => key).sort()).toEqual(guideKeys().sort());
    for (const [key, text] of strings)
      expect([key, typeof text === 'string' && text.trim() !== '']).toEqual([key, true]);
    // No invented figures: the spec's "up to 43 %" gain is not repeated in any language.
    expect(strings.map(([, text]) => text).join(' ')).not.toMatch(/43/);
  });
});
