// The health chart's numbers and the analysis form's config (issue 41), table by table.
import type { AnalysisConfig, HealthPoint } from '@iq/contracts';
import { analysisConfigOf, defaultAnalysisForm, toleranceForApi } from './analysis-config';
import { chartGeometry, formatFigure, niceCeiling, parseSteps, CHART_BOX } from './health-series';

test.each([
  [0, 0],
  [-1, 0],
  [0.0042, 0.005],
  [0.02, 0.02],
  [0.021, 0.025],
  [0.03, 0.05],
  [1, 1],
  [1234, 2000],
  [2400, 2500],
  [7000, 10000],
])('niceCeiling(%p) is %p', (value, top) => {
  expect(niceCeiling(value)).toBe(top);
});

test.each([
  ['5, 25, 50, 100', [5, 25, 50, 100]],
  ['5 25 50 100', [5, 25, 50, 100]],
  [' 10,100 ', [10, 100]],
  ['1 2 3 4 5 6 7 8 9 100', [1, 2, 3, 4, 5, 6, 7, 8, 9, 100]],
  ['1 2 3 4 5 6 7 8 9 10 100', null], // more than ten shares
  ['100', null], // promoted unjudged
  ['5, 25, 50', null], // never promoted
  ['', null],
  ['5, 5, 100', null],
  ['25, 5, 100', null],
  ['0, 50, 100', null],
  ['5, 101', null],
  ['5.5, 100', null],
  ['five, 100', null],
])('parseSteps(%p)', (text, steps) => {
  expect(parseSteps(text)).toEqual(steps);
});

test.each([
  [0.0123, 'share', '1.23%'],
  [2340.4, 'ms', '2,340 ms'],
  [0.0512, 'score', '0.051'],
  [null, 'ms', null],
] as const)('formatFigure(%p, %p) in English', (value, unit, text) => {
  expect(formatFigure(value, unit, 'en-US')).toBe(text);
});

const point = (minute: number, errorRate: number | null): HealthPoint => ({
  at: new Date(Date.UTC(2026, 10, 30, 9, minute)).toISOString(),
  views: errorRate === null ? 0 : 100,
  errorViews: errorRate === null ? 0 : errorRate * 100,
  errorRate,
  loadFailures: 0,
  vitals: {
    lcp: { p75: null, count: 0 },
    cls: { p75: null, count: 0 },
    inp: { p75: null, count: 0 },
    ttfb: { p75: null, count: 0 },
  },
  conversion: null,
});

test('a chart spans both series, breaks a line where a minute has no value, and tops out at a round value', () => {
  const build = [point(0, 0.01), point(1, 0.03), point(2, null), point(3, 0.02)];
  const live = [point(0, 0.01), point(3, 0.01)];
  const { lines, valueTicks, timeTicks } = chartGeometry([build, live], 'errorRate');
  const { left, right, top, bottom, width, height } = CHART_BOX;
  // Two runs for this build (minutes 0-1, then 3 alone), one for the live build.
  expect(lines[0]!.path.match(/M/g)).toHaveLength(2);
  expect(lines[0]!.points).toBe(3);
  expect(lines[1]!.path.match(/M/g)).toHaveLength(1);
  expect(valueTicks.map((tick) => tick.value)).toEqual([0, niceCeiling(0.03) / 2, niceCeiling(0.03)]);
  expect(valueTicks[0]!.y).toBe(height - bottom);
  expect(valueTicks[2]!.y).toBe(top);
  expect(timeTicks.map((tick) => tick.x)).toEqual([left, width - right]);
  // The lone minute 3 is at the right edge, at 0.02 of a 0.05 scale.
  const plot = height - top - bottom;
  expect(lines[0]!.path).toContain(
    `M${width - right} ${Math.round((top + plot - (0.02 / 0.05) * plot) * 10) / 10}`,
  );
});

test('a chart with no value at all still has a scale', () => {
  const { lines, valueTicks } = chartGeometry([[point(0, null)]], 'errorRate');
  expect(lines[0]!.path).toBe('');
  expect(valueTicks.at(-1)!.value).toBeGreaterThan(0);
});

/** A gateway's defaults (GET /remotes/:remote/analysis). */
const DEFAULTS: AnalysisConfig = {
  steps: [5, 25, 50, 100],
  minSample: 400,
  alpha: 0.01,
  gates: { errorRate: 1, lcpP75: 0.2, clsP75: 0.25, inpP75: 0.25, conversion: 5 },
};

test('the gateway’s defaults go through the form unchanged; percent tolerances are sent as ratios', () => {
  const parsed = analysisConfigOf(defaultAnalysisForm(DEFAULTS));
  expect(parsed).toEqual({ ok: true, config: DEFAULTS });
  // A gate the defaults leave out starts unticked.
  const { gates } = defaultAnalysisForm({ ...DEFAULTS, gates: { errorRate: 2 } });
  expect(gates.errorRate).toEqual({ on: true, tolerance: '2' });
  expect(gates.lcpP75).toEqual({ on: false, tolerance: '' });
  expect(toleranceForApi('inpP75', 7)).toBe(0.07);
  expect(toleranceForApi('errorRate', 0.5)).toBe(0.5);
});

test('a form with wrong fields says which, and one without a gate is refused', () => {
  const form = defaultAnalysisForm(DEFAULTS);
  const wrong = analysisConfigOf({
    ...form,
    steps: '50, 25',
    minSample: '9',
    alpha: '0.5',
    gates: { ...form.gates, lcpP75: { on: true, tolerance: 'x' } },
  });
  expect(wrong).toEqual({ ok: false, wrong: ['steps', 'minSample', 'alpha', 'lcpP75'] });
  const none = defaultAnalysisForm(DEFAULTS, []);
  expect(analysisConfigOf(none)).toEqual({ ok: false, wrong: ['gates'] });
});
