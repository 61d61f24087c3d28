import { testManifest } from '@iq/contracts/src/testing/test-pages';
import { RUM_MAX_VIEWS, type RemoteName, type RumBeacon } from '@iq/contracts';
import { setRouteTable } from '../routing/route-table';
import { createPageViews, type PageViewDeps } from './page-views';
import { reportedSteps } from './reported-steps';
import { rumPageOf } from './rum-page';

beforeAll(() => void setRouteTable(testManifest('t1')));
beforeEach(() => window.sessionStorage.clear());

/** A recorder over the test pages; errors name the remote in their type (`error:exam`). */
function setup(overrides: Partial<PageViewDeps> = {}) {
  const sent: RumBeacon[] = [];
  const steps = reportedSteps();
  const views = createPageViews({
    pageOf: rumPageOf,
    locale: () => 'de-DE',
    builds: () => ({ landing: 't1', exam: 't1' }),
    loadFailures: () => ({}),
    remoteOfError: (event) => (event.type.split(':')[1] as RemoteName | undefined) ?? null,
    vitals: () => ({ lcp: 812.5, cls: 0.02, ttfb: 95 }),
    mayMeasure: () => true,
    stepSent: steps.has,
    rememberStep: steps.add,
    send: (body) => sent.push(JSON.parse(body) as RumBeacon),
    ...overrides,
  });
  return { views, sent };
}
const error = (remote: string) => new Event(`error:${remote}`);
/** The views of the beacons sent, in the order sent. */
const viewsOf = (sent: RumBeacon[]) => sent.flatMap((beacon) => beacon.views);

test('a view ends at the next page and waits: the document’s views go in one beacon when it is hidden', () => {
  const { views, sent } = setup();
  views.page('/');
  expect(sent).toEqual([]);
  views.page('/answer_question/standard/web-1');
  expect(sent).toEqual([]);
  views.end();
  expect(sent).toEqual([
    {
      v: 2,
      views: [
        {
          route: 'home',
          remote: 'landing',
          locale: 'de-DE',
          builds: { landing: 't1', exam: 't1' },
          step: 'landing',
          vitals: { lcp: 812.5, cls: 0.02, ttfb: 95 },
        },
        {
          route: 'answer_question-standard',
          remote: 'exam',
          locale: 'de-DE',
          builds: { landing: 't1', exam: 't1' },
          step: 'test-started',
        },
      ],
    },
  ]);
});

test(`a document that shows ${RUM_MAX_VIEWS} pages sends them without waiting to be hidden`, () => {
  const { views, sent } = setup();
  const pages = ['/', '/help/web-1'];
  for (let i = 0; i <= RUM_MAX_VIEWS; i++) views.page(pages[i % 2]!);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.views).toHaveLength(RUM_MAX_VIEWS);
  views.end();
  expect(sent.map((beacon) => beacon.views.length)).toEqual([RUM_MAX_VIEWS, 1]);
});

test('the same pathname again (a re-render, StrictMode) is the same view', () => {
  const { views, sent } = setup();
  views.page('/help/web-1');
  views.page('/help/web-1');
  views.end();
  expect(viewsOf(sent)).toHaveLength(1);
});

test('hidden, then pagehide, then the next page: never twice for one view', () => {
  const { views, sent } = setup();
  views.page('/help/web-1');
  views.end(); // visibilitychange → hidden
  views.end(); // pagehide
  views.page('/answer_question/standard/web-1'); // back to the tab, on to the test
  expect(viewsOf(sent).map((b) => b.route)).toEqual(['help']);
  views.end();
  expect(viewsOf(sent).map((b) => b.route)).toEqual(['help', 'answer_question-standard']);
});

test('vitals ride on the first page only; a page of no remote sends nothing', () => {
  const { views, sent } = setup();
  views.page('/nowhere');
  views.page('/help/web-1');
  views.page('/');
  views.end();
  expect(viewsOf(sent).map((b) => [b.route, b.vitals])).toEqual([
    ['help', undefined],
    ['home', undefined],
  ]);
});

test('vitals web-vitals has not given yet are left out; none at all, no vitals field', () => {
  const partial = setup({ vitals: () => ({ lcp: 640, inp: Number.NaN }) });
  partial.views.page('/');
  partial.views.end();
  expect(partial.sent[0]?.views[0]?.vitals).toEqual({ lcp: 640 });
  const none = setup({ vitals: () => ({}) });
  none.views.page('/');
  none.views.end();
  expect(none.sent[0]?.views[0]).not.toHaveProperty('vitals');
});

test('each funnel step is sent once per tab, however often its page is viewed', () => {
  const { views, sent } = setup();
  for (const path of ['/', '/help/web-1', '/', '/answer_question/standard/web-1', '/']) views.page(path);
  views.end();
  expect(viewsOf(sent).map((b) => [b.route, b.step])).toEqual([
    ['home', 'landing'],
    ['help', undefined],
    ['home', undefined],
    ['answer_question-standard', 'test-started'],
    ['home', undefined],
  ]);
  // A reload of the tab (a new recorder, the same client session) keeps them counted.
  const again = setup();
  again.views.page('/');
  again.views.end();
  expect(again.sent[0]?.views[0]).not.toHaveProperty('step');
  expect(window.sessionStorage.getItem('IQ-rum-steps')).toBe('["landing","test-started"]');
});

test('errors are counted by remote, in the view they happened in', () => {
  const { views, sent } = setup();
  views.page('/');
  views.error(error('landing'));
  views.error(error('landing'));
  views.error(error('exam'));
  views.error(new Event('error')); // nobody's code: not counted
  views.page('/help/web-1');
  views.end();
  views.error(error('landing')); // after the view ended: no view to count it in
  expect(viewsOf(sent).map((b) => b.errors)).toEqual([{ landing: 2, exam: 1 }, undefined]);
});

test('a declined visitor (or GPC) is not measured: no beacon, no step kept', () => {
  const { views, sent } = setup({ mayMeasure: () => false });
  views.page('/');
  views.page('/answer_question/standard/web-1');
  views.end();
  expect(sent).toEqual([]);
  expect(window.sessionStorage.getItem('IQ-rum-steps')).toBeNull();
});

test('a decline after views ended, before the document is hidden: none of them is sent', () => {
  let measured = true;
  const { views, sent } = setup({ mayMeasure: () => measured });
  views.page('/');
  views.page('/help/web-1');
  measured = false; // the visitor declines in the banner on the second page
  views.end();
  expect(sent).toEqual([]);
  expect(window.sessionStorage.getItem('IQ-rum-steps')).toBeNull();
});

test('a build that failed to load is reported once, in the view that ended after it', () => {
  let failures = {};
  const { views, sent } = setup({ loadFailures: () => failures });
  views.page('/');
  failures = { exam: 'c9' };
  views.page('/answer_question/standard/web-1');
  views.end();
  expect(viewsOf(sent).map((b) => b.loadFailures)).toEqual([{ exam: 'c9' }, undefined]);
});

test('back from the back/forward cache: a new view of the same page, without vitals', () => {
  const { views, sent } = setup();
  views.page('/');
  views.end(); // pagehide (persisted)
  views.restored('/');
  views.end();
  expect(viewsOf(sent).map((b) => [b.route, b.vitals !== undefined])).toEqual([
    ['home', true],
    ['home', false],
  ]);
});
