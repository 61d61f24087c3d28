import { fireEvent, screen, within } from '@testing-library/react';
import ResultPage from './result';
import {
  ORDER_NUMBER,
  currentLocation,
  failure,
  loadEnglish,
  mockApi,
  ok,
  questionsOf,
  renderAt,
  reportOf,
} from '../testing/report-test-kit';

const PATTERN = '/report/result/:codeExam';
const URL = `/report/result/web-1?orderNumber=${ORDER_NUMBER}&hl=en-US`;
const page = <ResultPage code="web" examId={1} />;
const INFO = `GET /api/exam/order/info/${ORDER_NUMBER}`;
const QUESTIONS = `GET /api/exam/order/questions/${ORDER_NUMBER}`;

beforeAll(loadEnglish);
afterEach(() => jest.restoreAllMocks());

test('a completed report shows the score with its 90 % interval, band and percentile', async () => {
  mockApi({ [INFO]: ok(reportOf('sku3')), [QUESTIONS]: ok(questionsOf()) });
  renderAt(URL, PATTERN, page);
  expect(await screen.findByTestId('score-value')).toHaveTextContent('112');
  expect(screen.getByTestId('score-interval')).toHaveTextContent('90% interval: 104–120');
  expect(screen.getByTestId('score-band')).toHaveTextContent('Average (85–114)');
  expect(screen.getByTestId('score-percentile')).toHaveTextContent('Higher than 79% of people');
  expect(screen.getByTestId('score-answers')).toHaveTextContent('8 wrong answers (29 questions answered)');
  expect(screen.getByText('Package: Premium · Completed on November 20, 2026')).toBeInTheDocument();
  // Nothing of a Premium report is locked but the VIP-only gifts.
  expect(screen.queryByTestId('locked-score')).toBeNull();
  expect(screen.getByTestId('locked-trainingGuide')).toHaveTextContent('Included from VIP');
});

test('the population curve and the comparison charts say whose figures they are and mark seed figures', async () => {
  mockApi({ [INFO]: ok(reportOf('sku3')), [QUESTIONS]: ok(questionsOf()) });
  renderAt(URL, PATTERN, page);
  const ranking = await screen.findByTestId('ranking');
  expect(
    within(ranking).getByRole('img', { name: /Where you stand on the IQ scale\. You: 112/ }),
  ).toBeInTheDocument();
  expect(ranking).toHaveTextContent('Average IQ by country: top 10 among our test-takers');
  expect(ranking).toHaveTextContent('Average IQ by age among our test-takers');
  const countries = screen.getByTestId('country-chart');
  expect(within(countries).getByRole('table')).toHaveTextContent('Japan1061,520');
  expect(within(countries).getByRole('table')).toHaveTextContent('Germany101seed figure');
  expect(within(countries).getByTestId('bar-DE')).toHaveAttribute('data-seed', 'true');
  expect(screen.getByTestId('ranking-source')).toHaveTextContent('seed figures elsewhere');
  expect(screen.getByTestId('ranking-source')).toHaveTextContent('* Seed figure');
});

test('locked parts say what unlocks them, link to the upgrade and show none of their content', async () => {
  const api = mockApi({ [INFO]: ok(reportOf('sku1')) });
  renderAt(URL, PATTERN, page);
  const analysis = await screen.findByTestId('locked-analysis');
  expect(analysis).toHaveTextContent('Wrong-answer analysis');
  expect(analysis).toHaveTextContent('Included from Standard');
  expect(screen.getByTestId('locked-certificate')).toHaveTextContent('Included from Premium');
  expect(screen.queryByTestId('answer-analysis')).toBeNull();
  expect(screen.queryByTestId('question-picker')).toBeNull();
  expect(screen.queryByTestId('certificate-name-form')).toBeNull();
  expect(screen.queryByText(/Verification code/)).toBeNull();
  // The analysis of a tier without it is never asked for.
  expect(api.callsTo(QUESTIONS)).toHaveLength(0);

  fireEvent.click(screen.getByTestId('upgrade-analysis'));
  expect(currentLocation()).toBe(`/paying/payment/web-1?hl=en-US&sku=sku2&upgradeFrom=${ORDER_NUMBER}`);
});

test('a part the service locks shows only the lock, whatever the tier', async () => {
  const report = reportOf('sku1', {
    iq: { locked: true, unlockedBy: 'sku1', upgradable: false },
    ranking: { locked: true, unlockedBy: 'sku1', upgradable: false },
    dimensions: { locked: true, unlockedBy: 'sku1', upgradable: false },
    wrongCount: { locked: true, unlockedBy: 'sku1', upgradable: false },
  });
  mockApi({ [INFO]: ok(report) });
  renderAt(URL, PATTERN, page);
  // A lock naming the report's own tier would be a contradiction: it says only what is missing.
  expect(await screen.findByTestId('locked-score')).toHaveTextContent('Not included in your report');
  expect(screen.getByTestId('locked-ranking')).toHaveTextContent('Not included in your report');
  expect(screen.getByTestId('locked-score')).not.toHaveAttribute('data-unlocked-by');
  expect(screen.queryByTestId('upgrade-score')).toBeNull();
  expect(screen.queryByTestId('score-value')).toBeNull();
  expect(screen.queryByTestId('bell-curve')).toBeNull();
  expect(screen.queryByTestId('score-answers')).toBeNull();
  fireEvent.click(screen.getByRole('tab', { name: 'Dimensions' }));
  expect(screen.getByTestId('locked-dimensions')).toBeVisible();
  expect(screen.queryByTestId('dimension-table')).toBeNull();
});

test('a tier not sold to this buyer is named without an upgrade link; the upsell sells the part on its own', async () => {
  const report = reportOf('sku1');
  report.items = report.items.map((item) => (item.locked ? { ...item, upgradable: false } : item));
  report.certificate = { locked: true, unlockedBy: 'sku3', upgradable: false };
  mockApi({ [INFO]: ok(report) });
  // This tab holds the test: the upsell's one-click purchase can charge the order's card.
  renderAt(URL, PATTERN, page, { examSession: 'session-1' });
  const analysis = await screen.findByTestId('locked-analysis');
  expect(analysis).toHaveTextContent('Included from Standard');
  expect(screen.queryByTestId('upgrade-analysis')).toBeNull();
  expect(screen.queryByText(/Upgrade to/)).toBeNull();
  expect(within(analysis).getByRole('link', { name: 'Add it on its own' })).toHaveAttribute(
    'href',
    `/payinsider/web-1?orderNumber=${ORDER_NUMBER}&hl=en-US&step=answer-analysis`,
  );
  expect(within(screen.getByTestId('locked-certificate')).getByRole('link')).toHaveAttribute(
    'href',
    `/payinsider/web-1?orderNumber=${ORDER_NUMBER}&hl=en-US&step=share-evaluation`,
  );
  expect(within(screen.getByTestId('extra-trainingGuide')).getByRole('link')).toHaveAttribute(
    'href',
    `/payinsider/web-1?orderNumber=${ORDER_NUMBER}&hl=en-US&step=premium-bundle`,
  );
});

test('without this tab’s test (the mailed link), a part not upgradable offers nothing to click', async () => {
  const report = reportOf('sku1');
  report.items = report.items.map((item) => (item.locked ? { ...item, upgradable: false } : item));
  mockApi({ [INFO]: ok(report) });
  renderAt(URL, PATTERN, page);
  const analysis = await screen.findByTestId('locked-analysis');
  expect(analysis).toHaveTextContent('Included from Standard');
  expect(within(analysis).queryByRole('link')).toBeNull();
});

test('a VIP (sku4) report never shows a lock naming a cheaper tier', async () => {
  const report = reportOf('sku4');
  // Even were the service to send one, the page would not name Premium to a VIP.
  report.certificate = { locked: true, unlockedBy: 'sku3', upgradable: true };
  mockApi({ [INFO]: ok(report), [QUESTIONS]: ok(questionsOf()) });
  renderAt(URL, PATTERN, page, { examSession: 'session-1' });
  const lock = await screen.findByTestId('locked-certificate');
  expect(lock).toHaveTextContent('Not included in your report');
  expect(lock).not.toHaveTextContent('Premium');
  expect(within(lock).queryByRole('link')).toBeNull();
  for (const tier of ['sku1', 'sku2', 'sku3'])
    expect(document.querySelector(`[data-unlocked-by="${tier}"]`)).toBeNull();
  expect(screen.queryByText(/Upgrade to/)).toBeNull();
});

test('a plain VIP report has nothing locked at all', async () => {
  mockApi({ [INFO]: ok(reportOf('sku4')), [QUESTIONS]: ok(questionsOf()) });
  renderAt(URL, PATTERN, page);
  await screen.findByTestId('score-value');
  expect(document.querySelector('[data-testid^="locked-"]')).toBeNull();
});

test('beyond the measurable range the score is a bound with a line that says why', async () => {
  const report = reportOf('sku3');
  report.iq = {
    ...(report.iq as Extract<typeof report.iq, { locked: false }>),
    score: 141,
    band: 'verySuperior',
    percentile: 99.7,
    bound: 'above',
  };
  mockApi({ [INFO]: ok(report), [QUESTIONS]: ok(questionsOf()) });
  renderAt(URL, PATTERN, page);
  expect(await screen.findByTestId('score-value')).toHaveTextContent('above 127');
  expect(screen.getByTestId('score-bound-explain')).toHaveTextContent(
    'Above 127 the 30 questions of this test cannot tell scores apart precisely, so we show a bound instead of a number.',
  );
  expect(screen.getByTestId('score-band')).toHaveTextContent('Superior or higher');
  expect(screen.getByTestId('score-percentile')).toHaveTextContent('Higher than at least 96% of people');
  expect(screen.queryByTestId('score-interval')).toBeNull();
  expect(screen.getByRole('img', { name: /You: above 127/ })).toBeInTheDocument();
  // The number the items cannot support appears nowhere.
  expect(screen.getByTestId('report-view')).not.toHaveTextContent('141');
});

test('a score below the measurable range is a lower bound', async () => {
  const report = reportOf('sku1');
  report.iq = {
    ...(report.iq as Extract<typeof report.iq, { locked: false }>),
    score: 64,
    band: 'deficiency',
    percentile: 0.8,
    bound: 'below',
  };
  mockApi({ [INFO]: ok(report) });
  renderAt(URL, PATTERN, page);
  expect(await screen.findByTestId('score-value')).toHaveTextContent('below 73');
  expect(screen.getByTestId('score-band')).toHaveTextContent('Below average or lower');
  expect(screen.getByTestId('score-percentile')).toHaveTextContent('Higher than at most 4% of people');
});

test('Summary and Dimensions are tabs: arrow keys move between them, the table has five levels', async () => {
  mockApi({ [INFO]: ok(reportOf('sku1')) });
  renderAt(URL, PATTERN, page);
  const summary = await screen.findByRole('tab', { name: 'Summary' });
  expect(summary).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Dimensions' })).toHaveAttribute('tabindex', '-1');
  summary.focus();
  fireEvent.keyDown(summary, { key: 'ArrowRight' });
  const dimensions = screen.getByRole('tab', { name: 'Dimensions' });
  expect(dimensions).toHaveAttribute('aria-selected', 'true');
  expect(dimensions).toHaveFocus();
  const panel = screen.getByRole('tabpanel', { name: 'Dimensions' });
  const logic = within(panel).getByTestId('dimension-logic');
  expect(logic).toHaveTextContent('Logic');
  expect(logic).toHaveTextContent('81/ 100');
  expect(logic).toHaveTextContent('31–69');
  expect(logic).toHaveTextContent('High (4 of 5)');
  expect(logic).toHaveTextContent(
    'On questions where three or more rules change at once, you got more right than an average test-taker would.',
  );
  // Issue 36: how each dimension is computed, under the table.
  expect(within(panel).getByTestId('dimension-definitions')).toHaveTextContent(
    'How each dimension is computed',
  );
  expect(screen.getByTestId('panel-summary')).not.toBeVisible();
  fireEvent.keyDown(dimensions, { key: 'ArrowRight' });
  expect(screen.getByRole('tab', { name: 'Summary' })).toHaveFocus();
  fireEvent.keyDown(screen.getByRole('tab', { name: 'Summary' }), { key: 'End' });
  expect(screen.getByRole('tab', { name: 'Dimensions' })).toHaveAttribute('aria-selected', 'true');
});

test('a report waiting for payment offers to pay that order', async () => {
  mockApi({
    [INFO]: ok(reportOf('sku2', { state: 'pending-payment', status: 'created', completedAt: null })),
  });
  renderAt(URL, PATTERN, page);
  expect(
    await screen.findByRole('heading', { name: 'Your report is waiting for payment' }),
  ).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('pay-now'));
  expect(currentLocation()).toBe(`/paying/payment/web-1?orderNumber=${ORDER_NUMBER}&hl=en-US`);
});

test('an incomplete report says why and offers a retake and support', async () => {
  mockApi({ [INFO]: ok(reportOf('sku2', { state: 'incomplete' })) });
  renderAt(URL, PATTERN, page);
  expect(await screen.findByRole('heading', { name: 'Unable to analyze test results' })).toBeInTheDocument();
  expect(
    screen.getByText('The test was not conducted normally, so your answers could not be analysed.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Take the test again' })).toHaveAttribute(
    'href',
    '/answer_question/start_loading/web-1?hl=en-US',
  );
  expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
    'href',
    '/support/web-1?hl=en-US',
  );
  expect(screen.queryByTestId('report-view')).toBeNull();
});

test("an order the service does not know is 'Report not found', with the way to retrieve it", async () => {
  mockApi({ [INFO]: failure(404, 'Order not found') });
  renderAt(URL, PATTERN, page);
  expect(await screen.findByRole('heading', { name: 'Report not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Retrieve my report by e-mail' })).toHaveAttribute(
    'href',
    '/report/retrieve/web-1?hl=en-US',
  );
});

test('a link without an order number asks nothing and points to retrieve', async () => {
  const api = mockApi({});
  renderAt('/report/result/web-1', PATTERN, page);
  expect(await screen.findByText('This link does not name a report')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

test('a failed call says so (spec §8) and tries again on request', async () => {
  mockApi({ [INFO]: [failure(500, 'boom'), ok(reportOf('sku1'))] });
  renderAt(URL, PATTERN, page);
  expect(await screen.findByText('Connection failed. Please try again.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('score-value')).toHaveTextContent('112');
});

test('issue 36: answers that look like guessing are said plainly next to the score, with a free retake', async () => {
  const base = reportOf('sku2');
  const report = {
    ...base,
    iq: { ...(base.iq as Extract<typeof base.iq, { locked: false }>), guessingLikely: true },
    dimensions: {
      locked: false as const,
      rows: (['memory', 'speed', 'reaction', 'concentration', 'logic'] as const).map((id) => ({
        id,
        level: null,
        score: null,
        referenceRange: { low: 31, high: 69 },
        interpretationKey: `report.dimensions.${id}.guessing`,
      })),
    },
  };
  mockApi({ [INFO]: ok(report) });
  renderAt(URL, PATTERN, page);
  const notice = await screen.findByTestId('score-guessing');
  expect(notice).toHaveTextContent('Your answers look like guessing');
  expect(notice).toHaveTextContent('This score cannot be trusted.');
  expect(within(notice).getByRole('link', { name: 'Retake the test for free' })).toHaveAttribute(
    'href',
    '/answer_question/start_loading/web-1?hl=en-US',
  );
  fireEvent.click(screen.getByRole('tab', { name: 'Dimensions' }));
  const speed = screen.getByTestId('dimension-speed');
  expect(speed).toHaveTextContent('Not measured');
  expect(speed).toHaveTextContent('your answers look like guessing');
  expect(speed).not.toHaveTextContent('/ 100');
});

test('issue 36: a dimension the answers cannot measure says so instead of a level', async () => {
  const base = reportOf('sku2');
  const rows = (base.dimensions as Extract<typeof base.dimensions, { locked: false }>).rows;
  const report = {
    ...base,
    dimensions: {
      locked: false as const,
      rows: [
        ...rows,
        {
          id: 'reaction' as const,
          level: null,
          score: null,
          referenceRange: { low: 31, high: 69 },
          interpretationKey: 'report.dimensions.reaction.notMeasured',
        },
      ],
    },
  };
  mockApi({ [INFO]: ok(report) });
  renderAt(URL, PATTERN, page);
  fireEvent.click(await screen.findByRole('tab', { name: 'Dimensions' }));
  const reaction = screen.getByTestId('dimension-reaction');
  expect(within(reaction).getByTestId('dimension-reaction-not-measured')).toHaveTextContent('Not measured');
  expect(reaction).toHaveTextContent(
    'Not measured: fewer than 3 right answers on the six easiest questions.',
  );
  expect(screen.queryByTestId('score-guessing')).toBeNull();
});
