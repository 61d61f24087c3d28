// Issue 41 on the admin page: a build's health against the live build's, the remote's canary
// analysis, and starting or stopping one; fetch mocked at the edge as in admin-page.test.tsx.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  failure,
  loadEnglish,
  mockApi,
  ok,
  renderAt,
  type Answer,
} from '@iq/api/src/testing/screen-test-kit';
import type {
  AnalysisConfig,
  AnalysisState,
  AnalysisView,
  BuildHealthView,
  HealthFigures,
  HealthPoint,
} from '@iq/contracts';
import AdminPage from './admin-page';

beforeAll(() => loadEnglish('admin'));
afterEach(() => jest.restoreAllMocks());

const API = '/admin/api';
const MANAGER = { email: 'campaigns@example.com', role: 'campaign-manager' };
const VIEWER = { email: 'watcher@example.com', role: 'viewer' };

const build = (version: string, extra: Record<string, unknown> = {}) => ({
  remote: 'landing',
  version,
  contentHash: `sha256-${version}`,
  entry: `/remotes/landing/${version}/mf-manifest.json`,
  shared: { react: '^19.0.0' },
  publishedAt: '2026-11-20T10:00:00.000Z',
  publishedBy: 'ci:e2e',
  live: false,
  canaryShare: null,
  variants: [],
  refusal: null,
  pagesAgainstLive: extra.live ? null : { dropped: [], added: [] },
  ...extra,
});

const CANARY_BUILDS = [build('v3'), build('v2', { canaryShare: 5 }), build('v1', { live: true })];
const PLAIN_BUILDS = [build('v3'), build('v2'), build('v1', { live: true })];

interface Shape {
  views: number;
  errorViews: number;
  lcp: number | null;
  cls: number;
  inp: number;
  ttfb: number;
  reached: number;
  of: number;
}

/** One window's figures from a few numbers (each vital from fewer values than views, as in life). */
function figures(shape: Shape): HealthFigures {
  const { views, errorViews, lcp, cls, inp, ttfb, reached, of } = shape;
  return {
    views,
    errorViews,
    errorRate: views ? errorViews / views : null,
    loadFailures: Math.floor(views / 100),
    vitals: {
      lcp: { p75: lcp, count: lcp === null ? 0 : Math.max(0, views - 3) },
      cls: { p75: views ? cls : null, count: Math.max(0, views - 5) },
      inp: { p75: views ? inp : null, count: Math.max(0, views - 40) },
      ttfb: { p75: views ? ttfb : null, count: views },
    },
    conversion: { from: 'landing', to: 'test-started', reached, of, rate: of ? reached / of : null },
  };
}

const START = Date.UTC(2026, 10, 30, 8, 0);

/** 60 minutes of a build: every seventh minute without visits (no values, a gap in the line). */
function healthOf(version: string, totals: Shape, wobble: number): BuildHealthView {
  const points: HealthPoint[] = Array.from({ length: 60 }, (_, minute) => {
    const quiet = minute % 7 === 3;
    const views = quiet ? 0 : 8 + (minute % 4);
    return {
      at: new Date(START + minute * 60_000).toISOString(),
      ...figures({
        views,
        errorViews: quiet ? 0 : (minute + wobble) % 3,
        lcp: quiet ? null : 1800 + ((minute * wobble) % 900),
        cls: 0.05,
        inp: 150,
        ttfb: 300,
        reached: quiet ? 0 : 2,
        of: quiet ? 0 : views,
      }),
    };
  });
  return {
    remote: 'landing',
    version,
    bucketMinutes: 1,
    windowMinutes: 60,
    totals: figures(totals),
    points,
  };
}

const CANARY_HEALTH = healthOf(
  'v2',
  { views: 480, errorViews: 14, lcp: 2345.6, cls: 0.083, inp: 212, ttfb: 388, reached: 97, of: 401 },
  5,
);
const LIVE_HEALTH = healthOf(
  'v1',
  { views: 9120, errorViews: 61, lcp: 2101, cls: 0.061, inp: 188, ttfb: 402, reached: 2210, of: 8020 },
  3,
);

/** The page's formats, from the input numbers (Intl in English, as the page writes them). */
const english = {
  count: (n: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(n),
  share: (n: number | null) =>
    new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 }).format(n!),
  ms: (n: number | null) =>
    new Intl.NumberFormat('en-US', {
      style: 'unit',
      unit: 'millisecond',
      unitDisplay: 'short',
      maximumFractionDigits: 0,
    }).format(n!),
  score: (n: number | null) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }).format(n!),
};
const values = (count: number) => `from ${english.count(count)} value${count === 1 ? '' : 's'}`;

function analysis(state: AnalysisState, extra: Partial<AnalysisView> = {}): AnalysisView {
  const ended = state !== 'running';
  return {
    remote: 'landing',
    version: 'v2',
    liveVersion: 'v1',
    config: {
      gates: { errorRate: 1, lcpP75: 0.2, conversion: 5 },
      minSample: 200,
      steps: [5, 25, 50, 100],
      alpha: 0.01,
    },
    state,
    stepIndex: 2,
    share: 50,
    startedAt: '2026-11-30T07:00:00.000Z',
    stepStartedAt: '2026-11-30T07:40:00.000Z',
    decidedAt: ended ? '2026-11-30T08:05:00.000Z' : null,
    gates: [
      {
        gate: 'errorRate',
        outcome: state === 'rolled-back' ? 'fail' : 'pass',
        canary: { value: 0.0291, count: 412 },
        live: { value: 0.0067, count: 8730 },
        p: state === 'rolled-back' ? 0.000012 : 0.42,
        summary: 'error rate 2.91 % (412 views) against 0.67 % (8730 views)',
      },
      {
        gate: 'lcpP75',
        outcome: 'wait',
        canary: { value: 2345.6, count: 120 },
        live: { value: 2101, count: 5000 },
        p: null,
        summary: 'LCP p75 waits for 200 values (120)',
      },
    ],
    reason: ended ? `ended: ${state}, error rate 2.91 % against 0.67 %` : null,
    ...extra,
  };
}

/** The gateway's default analysis as GET /remotes/:remote/analysis gives it (not the form's own). */
const DEFAULTS: AnalysisConfig = {
  gates: { errorRate: 2, lcpP75: 0.3, clsP75: 0.25, inpP75: 0.4, conversion: 5 },
  minSample: 300,
  steps: [10, 50, 100],
  alpha: 0.02,
};

function registry(me: Answer, routes: Record<string, Answer | Answer[]> = {}) {
  return mockApi({
    [`GET ${API}/me`]: me,
    [`GET ${API}/remotes/landing/builds`]: ok({ remote: 'landing', builds: CANARY_BUILDS }),
    ...Object.fromEntries(
      ['exam', 'checkout', 'report', 'account'].map((remote) => [
        `GET ${API}/remotes/${remote}/builds`,
        ok({ remote, builds: [] }),
      ]),
    ),
    [`GET ${API}/history`]: ok({ entries: [] }),
    [`GET ${API}/remotes/landing/analysis`]: ok({ analysis: null, defaults: DEFAULTS }),
    [`GET ${API}/remotes/landing/builds/v2/health`]: ok(CANARY_HEALTH),
    [`GET ${API}/remotes/landing/builds/v1/health`]: ok(LIVE_HEALTH),
    ...routes,
  });
}

const renderPage = () => renderAt('/admin', '/admin', <AdminPage />);
const landing = () => screen.findByRole('region', { name: 'Builds of landing' });
const rowOf = async (version: string) =>
  within(await screen.findByRole('table', { name: 'Builds of landing' }))
    .getByText(version)
    .closest('tr')!;
const cellsOf = (table: HTMLElement, figure: string) =>
  [...table.querySelectorAll(`tr[data-figure="${figure}"] td`)].map((cell) => cell.textContent);

test("the canary's health is shown beside the live build's: three charts, a legend naming both, and the totals", async () => {
  const api = registry(ok(VIEWER));
  renderPage();
  const chart = await screen.findByTestId('health-chart');
  expect(within(chart).getByRole('heading')).toHaveTextContent(
    'Health of landing v2 against the live build v1',
  );
  const totals = await within(chart).findByTestId('health-totals');

  // Both builds asked for, each for the last 60 minutes.
  const asked = api.spy.mock.calls.map(([input]) => new URL((input as Request).url));
  for (const version of ['v2', 'v1']) {
    const url = asked.find((u) => u.pathname === `${API}/remotes/landing/builds/${version}/health`);
    expect(url?.searchParams.get('minutes')).toBe('60');
  }

  // One chart per figure, each an image with a title and a description naming both builds.
  const images = within(chart).getAllByRole('img');
  expect(images.map((svg) => svg.querySelector('title')!.textContent)).toEqual([
    'Error rate (% of views)',
    'Largest contentful paint, 75th percentile (ms)',
    'Conversion from landing to test-started (%)',
  ]);
  for (const svg of images) {
    expect(svg).toHaveAccessibleDescription(/v2 \(this build\) and v1 \(live\)/);
    const figure = svg.closest('figure')!;
    expect(within(figure).getByRole('list')).toHaveTextContent('v2 (this build)v1 (live)');
    expect(within(figure).getByText('Time, last 60 minutes')).toBeInTheDocument();
  }
  // Each line has a point for every minute with a value: the error rate of every minute with views.
  const withViews = (view: BuildHealthView) => view.points.filter((point) => point.views > 0).length;
  const errorChart = images[0]!;
  const drawn = (line: string) => errorChart.querySelector(`path[data-line="${line}"]`)!.getAttribute('d')!;
  expect(drawn('build').match(/[ML]/g)).toHaveLength(withViews(CANARY_HEALTH));
  expect(drawn('live').match(/[ML]/g)).toHaveLength(withViews(LIVE_HEALTH));
  // The value axis reaches above the highest minute.
  const highest = Math.max(
    ...[CANARY_HEALTH, LIVE_HEALTH].flatMap((v) => v.points.map((p) => p.errorRate ?? 0)),
  );
  const ticks = [...errorChart.querySelectorAll('g text')].map((text) => text.textContent);
  expect(ticks).toContain(english.share(0));
  expect(ticks.some((tick) => Number.parseFloat(tick!) / 100 >= highest)).toBe(true);

  // The totals: both builds, every figure, from the view's totals.
  expect(
    within(totals)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Figure', 'v2 (this build)', 'v1 (live)']);
  const both = [CANARY_HEALTH.totals, LIVE_HEALTH.totals];
  expect(cellsOf(totals, 'views')).toEqual(both.map((t) => english.count(t.views)));
  expect(cellsOf(totals, 'errorViews')).toEqual(both.map((t) => english.count(t.errorViews)));
  expect(cellsOf(totals, 'errorRate')).toEqual(both.map((t) => english.share(t.errorRate)));
  expect(cellsOf(totals, 'loadFailures')).toEqual(both.map((t) => english.count(t.loadFailures)));
  for (const vital of ['lcp', 'inp', 'ttfb'] as const) {
    expect(cellsOf(totals, vital)).toEqual(
      both.map((t) => `${english.ms(t.vitals[vital].p75)} ${values(t.vitals[vital].count)}`),
    );
  }
  expect(cellsOf(totals, 'cls')).toEqual(
    both.map((t) => `${english.score(t.vitals.cls.p75)} ${values(t.vitals.cls.count)}`),
  );
  expect(cellsOf(totals, 'conversion')).toEqual(
    both.map(
      (t) =>
        `${english.share(t.conversion!.rate)} (${english.count(t.conversion!.reached)} of ${english.count(t.conversion!.of)})`,
    ),
  );
  expect(
    within(totals).getByRole('rowheader', { name: 'Conversion from landing to test-started' }),
  ).toBeInTheDocument();
});

test('a build without visits says so; the chart can be closed and another build’s opened with its Health button', async () => {
  const quiet: BuildHealthView = {
    ...healthOf('v3', { views: 0, errorViews: 0, lcp: null, cls: 0, inp: 0, ttfb: 0, reached: 0, of: 0 }, 1),
    points: [],
  };
  let answerV3 = () => {};
  const v3Held = new Promise<void>((resolve) => (answerV3 = resolve));
  const api = registry(ok(VIEWER), { [`GET ${API}/remotes/landing/builds/v3/health`]: ok(quiet) });
  const answer = api.spy.getMockImplementation()!;
  api.spy.mockImplementation(async (input, init) => {
    const response = await answer(input, init);
    if ((input as Request).url.includes('/builds/v3/health')) await v3Held;
    return response;
  });
  renderPage();
  const canaryChart = await screen.findByTestId('health-chart');
  expect(canaryChart).toHaveAttribute('data-version', 'v2');
  // The canary's chart opened by itself: closing it puts the focus on its row's Health button.
  fireEvent.click(within(canaryChart).getByRole('button', { name: 'Close' }));
  expect(screen.queryByTestId('health-chart')).toBeNull();
  expect(within(await rowOf('v2')).getByRole('button', { name: 'Health of landing v2' })).toHaveFocus();

  const v3Button = within(await rowOf('v3')).getByRole('button', { name: 'Health of landing v3' });
  expect(v3Button).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(v3Button);
  const chart = await screen.findByTestId('health-chart');
  expect(chart).toHaveAttribute('data-version', 'v3');
  expect(v3Button).toHaveAttribute('aria-expanded', 'true');
  expect(within(chart).getByLabelText('Loading…')).toBeInTheDocument();
  await act(async () => answerV3());
  expect(
    await within(chart).findByText('No visits recorded for this build in the last 60 minutes.'),
  ).toBeInTheDocument();
  expect(within(chart).queryByTestId('health-totals')).toBeNull();
  expect(within(chart).queryByRole('img')).toBeNull();

  // Closed: no chart, not even the canary's, and the focus back on the button.
  fireEvent.click(within(chart).getByRole('button', { name: 'Close' }));
  expect(screen.queryByTestId('health-chart')).toBeNull();
  expect(v3Button).toHaveFocus();
  expect(v3Button).toHaveAttribute('aria-expanded', 'false');
});

test('a health answer that fails shows the server’s message', async () => {
  registry(ok(VIEWER), {
    [`GET ${API}/remotes/landing/builds`]: ok({ remote: 'landing', builds: PLAIN_BUILDS }),
    [`GET ${API}/remotes/landing/builds/v1/health`]: failure(503, 'metrics store unavailable'),
  });
  renderPage();
  await landing();
  expect(screen.queryByTestId('health-chart')).toBeNull(); // no canary: nothing opened by itself
  fireEvent.click(within(await rowOf('v2')).getByRole('button', { name: 'Health of landing v2' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The health of v2 could not be loaded: metrics store unavailable',
  );
  expect(screen.queryByTestId('health-totals')).toBeNull();
});

describe.each<[AnalysisState, string]>([
  ['running', 'Running'],
  ['promoted', 'Promoted'],
  ['rolled-back', 'Rolled back'],
  ['stopped', 'Stopped'],
])('the analysis panel when %s', (state, label) => {
  test('shows its state, steps, gates and, once ended, why', async () => {
    const view = analysis(state);
    registry(ok(MANAGER), {
      [`GET ${API}/remotes/landing/analysis`]: ok({ analysis: view, defaults: DEFAULTS }),
    });
    renderPage();
    const panel = await screen.findByTestId('analysis-panel');
    expect(panel).toHaveAttribute('data-state', state);
    expect(within(panel).getByRole('heading')).toHaveTextContent(
      `Canary analysis of landing ${view.version}`,
    );
    expect(panel).toHaveTextContent(label);
    expect(panel).toHaveTextContent(`Compared with${view.liveVersion}`);

    const steps = within(panel).getByRole('list', { name: 'Steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(view.config.steps.map((step) => `${step} %`));
    const current = steps.querySelector('[aria-current="step"]')!;
    expect(current).toHaveTextContent(`${view.config.steps[view.stepIndex]} %`);
    expect(current.querySelector('strong')).not.toBeNull();
    expect(panel).toHaveTextContent(
      `At least ${view.config.minSample} views of each build per step; significance level ${view.config.alpha}.`,
    );
    expect(panel).toHaveTextContent('Error rate: at most 1 percentage point above the live build');
    expect(panel).toHaveTextContent('Conversion: at most 5 percentage points below the live build');
    expect(panel).toHaveTextContent('LCP, 75th percentile: at most 20 % above the live build');

    const gates = within(panel).getByRole('table', { name: 'Gates at the last evaluation' });
    for (const gate of view.gates) {
      const row = gates.querySelector(`tr[data-gate="${gate.gate}"]`)!;
      const unit = gate.gate === 'errorRate' ? english.share : english.ms;
      const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent);
      expect(cells[0]).toBe({ pass: 'Holds', fail: 'Fails', wait: 'Waiting for data' }[gate.outcome]);
      expect(cells[1]).toBe(
        `${unit(gate.canary.value)} from ${english.count(gate.canary.count)} measurements`,
      );
      expect(cells[2]).toBe(`${unit(gate.live.value)} from ${english.count(gate.live.count)} measurements`);
      expect(cells[3]).toBe(
        gate.p === null
          ? '—'
          : gate.p < 0.001
            ? gate.p.toExponential(1)
            : new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 }).format(gate.p),
      );
      expect(cells[4]).toBe(gate.summary);
    }

    if (state === 'running') {
      expect(panel).toHaveTextContent(`Share of visitors now${view.share} %`);
      expect(panel).not.toHaveTextContent('Why it ended');
      expect(within(panel).getByRole('button', { name: 'Stop the analysis…' })).toBeEnabled();
    } else {
      expect(panel).toHaveTextContent(`Why it ended: ${view.reason}`);
      expect(within(panel).queryByRole('button')).toBeNull();
    }
  });
});

test('a viewer sees a running analysis but cannot stop it', async () => {
  registry(ok(VIEWER), {
    [`GET ${API}/remotes/landing/analysis`]: ok({ analysis: analysis('running'), defaults: DEFAULTS }),
  });
  renderPage();
  const panel = await screen.findByTestId('analysis-panel');
  expect(within(panel).queryByRole('button')).toBeNull();
});

test('stopping an analysis asks why, sends it, and says so once the server agreed', async () => {
  const api = registry(ok(MANAGER), {
    [`GET ${API}/remotes/landing/analysis`]: [
      ok({ analysis: analysis('running'), defaults: DEFAULTS }),
      ok({
        analysis: analysis('stopped', { reason: 'stopped by campaigns@example.com' }),
        defaults: DEFAULTS,
      }),
    ],
    [`POST ${API}/analysis/stop`]: ok({ analysis: analysis('stopped') }),
  });
  renderPage();
  const panel = await screen.findByTestId('analysis-panel');
  fireEvent.click(within(panel).getByRole('button', { name: 'Stop the analysis…' }));
  const form = screen.getByRole('form', { name: 'Stop the analysis of landing and end its canary' });
  expect(within(form).getByLabelText('Reason')).toHaveFocus();
  fireEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
  expect(await within(form).findByText('A reason is required.')).toBeInTheDocument();
  expect(api.callsTo(`POST ${API}/analysis/stop`)).toHaveLength(0);

  fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: ' LCP looks off ' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
  expect(
    await screen.findByText('Done: the analysis of landing was stopped and its canary ended.'),
  ).toBeInTheDocument();
  expect(api.callsTo(`POST ${API}/analysis/stop`).map((call) => call.body)).toEqual([
    { remote: 'landing', reason: 'LCP looks off' },
  ]);
  await waitFor(() => expect(screen.getByTestId('analysis-panel')).toHaveAttribute('data-state', 'stopped'));
});

async function openStartForm() {
  fireEvent.click(within(await rowOf('v3')).getByRole('button', { name: 'Canary with analysis…' }));
  return screen.getByRole('form', { name: 'Canary of landing v3 with analysis' });
}

test('the start form is prefilled with the defaults and says what will happen', async () => {
  registry(ok(MANAGER));
  renderPage();
  const form = await openStartForm();
  expect(within(form).getByLabelText('Steps (% of visitors)')).toHaveFocus();
  expect(within(form).getByLabelText('Steps (% of visitors)')).toHaveValue(DEFAULTS.steps.join(', '));
  expect(within(form).getByLabelText('Minimum views per step')).toHaveValue(DEFAULTS.minSample);
  expect(within(form).getByLabelText('Significance level')).toHaveValue(String(DEFAULTS.alpha));
  // The rates in percentage points as sent, the p75 ratios in per cent.
  const tolerances = {
    'Error rate': ['percentage points', String(DEFAULTS.gates.errorRate)],
    'LCP, 75th percentile': ['%', String(Math.round(DEFAULTS.gates.lcpP75! * 100))],
    'CLS, 75th percentile': ['%', String(Math.round(DEFAULTS.gates.clsP75! * 100))],
    'INP, 75th percentile': ['%', String(Math.round(DEFAULTS.gates.inpP75! * 100))],
    Conversion: ['percentage points', String(DEFAULTS.gates.conversion)],
  };
  for (const [gate, [unit, value]] of Object.entries(tolerances)) {
    expect(within(form).getByRole('checkbox', { name: gate })).toBeChecked();
    expect(within(form).getByLabelText(`Tolerance for ${gate} (${unit})`)).toHaveValue(value);
  }
  const preview = within(form).getByTestId('analysis-preview');
  expect(preview).toHaveTextContent(
    `Starts at ${DEFAULTS.steps[0]} % of visitors; steps up when every gate holds over at least ${DEFAULTS.minSample} views of each build; rolls back automatically when one fails. After the last step the build becomes live.`,
  );
  expect(within(form).getByRole('button', { name: 'Start the canary' })).toHaveAccessibleDescription(
    preview.textContent!,
  );
  // The preview follows what is typed.
  fireEvent.change(within(form).getByLabelText('Steps (% of visitors)'), {
    target: { value: '10, 30, 100' },
  });
  fireEvent.change(within(form).getByLabelText('Minimum views per step'), { target: { value: '750' } });
  expect(preview).toHaveTextContent(
    'Starts at 10 % of visitors; steps up when every gate holds over at least 750 views of each build; rolls back automatically when one fails. After the last step the build becomes live.',
  );
  // Not what the gateway takes: no preview, so nothing is promised.
  fireEvent.change(within(form).getByLabelText('Steps (% of visitors)'), { target: { value: '10, 30' } });
  expect(within(form).queryByTestId('analysis-preview')).toBeNull();
});

test('the start form sends exactly the config entered, and says it started only once the server agreed', async () => {
  const api = registry(ok(MANAGER), {
    [`POST ${API}/analysis`]: ok({
      analysis: analysis('running', { version: 'v3', stepIndex: 0, share: 10 }),
    }),
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const answer = api.spy.getMockImplementation()!;
  api.spy.mockImplementation(async (input, init) => {
    const response = await answer(input, init);
    if (new URL((input as Request).url).pathname === `${API}/analysis`) await held;
    return response;
  });
  renderPage();
  const form = await openStartForm();
  const type = (label: string, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  type('Steps (% of visitors)', '10, 50, 100');
  type('Minimum views per step', '500');
  type('Significance level', '0.05');
  fireEvent.click(within(form).getByRole('checkbox', { name: 'CLS, 75th percentile' }));
  expect(within(form).getByLabelText('Tolerance for CLS, 75th percentile (%)')).toBeDisabled();
  type('Tolerance for INP, 75th percentile (%)', '30');
  type('Tolerance for Error rate (percentage points)', '0.5');
  type('Reason', 'spring landing, carefully');
  fireEvent.click(within(form).getByRole('button', { name: 'Start the canary' }));

  await waitFor(() => expect(api.callsTo(`POST ${API}/analysis`)).toHaveLength(1));
  expect(api.callsTo(`POST ${API}/analysis`)[0]!.body).toEqual({
    remote: 'landing',
    version: 'v3',
    config: {
      steps: [10, 50, 100],
      minSample: 500,
      alpha: 0.05,
      gates: {
        errorRate: 0.5,
        lcpP75: DEFAULTS.gates.lcpP75,
        inpP75: 0.3,
        conversion: DEFAULTS.gates.conversion,
      },
    },
    reason: 'spring landing, carefully',
  });
  expect(screen.getByText('Waiting for the server…')).toBeInTheDocument();
  expect(screen.queryByText(/^Done:/)).toBeNull();

  await act(async () => release());
  expect(
    await screen.findByText('Done: landing v3 is the canary for 10 % of visitors, under analysis.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('form')).toBeNull();
});

test('a refusal (409) shows the server’s message, keeps the form, and claims nothing', async () => {
  const api = registry(ok(MANAGER), {
    [`GET ${API}/remotes/landing/analysis`]: ok({ analysis: analysis('running'), defaults: DEFAULTS }),
    [`POST ${API}/analysis`]: failure(409, 'An analysis of landing v2 is already running'),
  });
  renderPage();
  const form = await openStartForm();
  fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'try v3' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Start the canary' }));
  expect(
    await screen.findByText('The server refused the change: An analysis of landing v2 is already running'),
  ).toBeInTheDocument();
  expect(api.callsTo(`POST ${API}/analysis`)).toHaveLength(1);
  expect(screen.queryByText(/^Done:/)).toBeNull();
  expect(screen.getByRole('form', { name: 'Canary of landing v3 with analysis' })).toBeInTheDocument();
  expect(screen.getByTestId('analysis-panel')).toHaveAttribute('data-state', 'running');
  expect(screen.getByTestId('analysis-panel')).toHaveTextContent('Canary analysis of landing v2');
});

test('wrong fields are named and nothing is sent', async () => {
  const api = registry(ok(MANAGER), { [`POST ${API}/analysis`]: ok({ analysis: analysis('running') }) });
  renderPage();
  const form = await openStartForm();
  fireEvent.change(within(form).getByLabelText('Steps (% of visitors)'), { target: { value: '50, 20' } });
  fireEvent.change(within(form).getByLabelText('Significance level'), { target: { value: '0.5' } });
  fireEvent.change(within(form).getByLabelText('Minimum views per step'), { target: { value: '9' } });
  for (const gate of [
    'Error rate',
    'LCP, 75th percentile',
    'CLS, 75th percentile',
    'INP, 75th percentile',
    'Conversion',
  ])
    fireEvent.click(within(form).getByRole('checkbox', { name: gate }));
  fireEvent.click(within(form).getByRole('button', { name: 'Start the canary' }));
  expect(
    await within(form).findByText(
      'Enter rising whole numbers from 1 to 100 that end at 100, for example 5, 25, 50, 100.',
    ),
  ).toBeInTheDocument();
  expect(within(form).getByText('Enter a whole number of at least 10.')).toBeInTheDocument();
  expect(within(form).getByText('Enter a number between 0 and 0.5, for example 0.01.')).toBeInTheDocument();
  expect(within(form).getByText('Choose at least one gate.')).toBeInTheDocument();
  expect(within(form).getByText('A reason is required.')).toBeInTheDocument();
  expect(within(form).getByLabelText('Steps (% of visitors)')).toHaveAttribute('aria-invalid', 'true');
  expect(within(form).queryByTestId('analysis-preview')).toBeNull();
  expect(api.callsTo(`POST ${API}/analysis`)).toHaveLength(0);
});

test('a remote without a conversion step offers no conversion gate', async () => {
  registry(ok(MANAGER), {
    [`GET ${API}/remotes/report/builds`]: ok({
      remote: 'report',
      builds: [build('r2', { remote: 'report' }), build('r1', { remote: 'report', live: true })],
    }),
  });
  renderPage();
  const table = await screen.findByRole('table', { name: 'Builds of report' });
  fireEvent.click(
    within(within(table).getByText('r2').closest('tr')!).getByRole('button', {
      name: 'Canary with analysis…',
    }),
  );
  const form = screen.getByRole('form', { name: 'Canary of report r2 with analysis' });
  expect(
    within(form)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')!.textContent!.trim()),
  ).toEqual(['Error rate', 'LCP, 75th percentile', 'CLS, 75th percentile', 'INP, 75th percentile']);
});

test('issue 40: a build that drops pages needs them confirmed before its canary starts, and sends them', async () => {
  const dropping = [
    build('v3', { pagesAgainstLive: { dropped: ['/privacy'], added: [] } }),
    build('v1', { live: true }),
  ];
  const api = registry(ok(MANAGER), {
    [`GET ${API}/remotes/landing/builds`]: ok({ remote: 'landing', builds: dropping }),
    [`POST ${API}/analysis`]: ok({ analysis: analysis('running', { version: 'v3' }) }),
  });
  renderPage();
  const form = await openStartForm();
  fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'no privacy page in v3' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Start the canary' }));
  expect(
    await within(form).findByText('Tick the box to take these pages away, or cancel.'),
  ).toBeInTheDocument();
  expect(api.callsTo(`POST ${API}/analysis`)).toHaveLength(0);
  fireEvent.click(within(form).getByRole('checkbox', { name: 'Take these pages away from visitors' }));
  fireEvent.click(within(form).getByRole('button', { name: 'Start the canary' }));
  await waitFor(() => expect(api.callsTo(`POST ${API}/analysis`)).toHaveLength(1));
  expect(api.callsTo(`POST ${API}/analysis`)[0]!.body).toMatchObject({
    version: 'v3',
    reason: 'no privacy page in v3',
    dropPages: ['/privacy'],
  });
});
