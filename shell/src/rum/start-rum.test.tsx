import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { chooseConsent, createAppStore, startTracking } from '@iq/api';
import { RUM_MAX_BYTES, RUM_PATH, type RumBeacon } from '@iq/contracts';
import { TEST_PAGES } from '@iq/contracts/src/testing/test-pages';
import { parseRemoteManifest, registerManifestRemotes } from '../remotes/remote-manifest';
import { setRouteTable } from '../routing/route-table';
import { bufferEarlyRum, caughtErrorReporter, ReportPages } from './early-rum';
import { startRum } from './start-rum';

jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onCLS: jest.fn(), onINP: jest.fn(), onTTFB: jest.fn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const SITE = 'https://iq.example';
// The landing build is a canary (c2) with its live build (l1) to fall back to.
const manifest = parseRemoteManifest({
  remotes: {
    landing: {
      version: 'c2',
      entry: '/remotes/landing/c2/mf-manifest.json',
      pages: TEST_PAGES.landing,
      fallback: { version: 'l1', entry: '/remotes/landing/l1/mf-manifest.json' },
    },
    exam: { version: 'e7', entry: '/remotes/exam/e7/mf-manifest.json', pages: TEST_PAGES.exam },
  },
});

/** A stack as Chrome prints it for an error thrown in the given build's chunk. */
const thrownIn = (folder: string) =>
  Object.assign(new Error('boom'), {
    stack: `Error: boom\n    at onClick (${SITE}${folder}chunk.1a.js:1:200)\n    at ${SITE}/vendor.9c.js:2:1`,
  });

/** A window of its own per test (its listeners cannot reach another test's). */
function page(pathname = '/', browser: Record<string, unknown> = {}) {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const sendBeacon = jest.fn((_url: string, _body: string) => true);
  Object.assign(win, {
    location: new URL(pathname, SITE),
    document: doc,
    navigator: { sendBeacon, ...browser },
    setTimeout,
  });
  const early = bufferEarlyRum(win as unknown as Window);
  let takeOver = () => undefined as void;
  const start = (options: { countryCode?: string } = {}) => {
    const store = createAppStore({ countryCode: options.countryCode ?? 'EN', mode: 'web' });
    return startRum({
      early,
      manifest,
      store,
      win: win as unknown as Window,
      whenQueuedTasksRan: (run) => void (takeOver = run),
    });
  };
  return {
    win,
    doc,
    early,
    start,
    takeOver: () => takeOver(),
    throwIn: (folder: string) => win.dispatchEvent(new ErrorEvent('error', { error: thrownIn(folder) })),
    hide() {
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    pagehide: () => win.dispatchEvent(new Event('pagehide')),
    /** The beacons sent, as the gateway reads them. */
    beacons: () =>
      sendBeacon.mock.calls.map(([url, body]) => {
        expect(url).toBe(RUM_PATH);
        return JSON.parse(body) as RumBeacon;
      }),
    /** The views of the beacons sent, in order. */
    views: () =>
      sendBeacon.mock.calls.flatMap(([url, body]) => {
        expect(url).toBe(RUM_PATH);
        return (JSON.parse(body) as RumBeacon).views;
      }),
  };
}

const report = (on: unknown, value: number) =>
  act(() => (on as jest.Mock).mock.calls.at(-1)[0]({ value } as Metric));

beforeAll(() => void setRouteTable(manifest));
beforeEach(() => {
  window.sessionStorage.clear();
  startTracking({ logid: 'LOG-RUM', countryCode: 'EN', mode: 'web', config: null });
});

test('errors from before the chunk arrived count; hidden ends the view, pagehide sends nothing more', () => {
  const tab = page('/');
  tab.throwIn('/remotes/landing/c2/'); // the early buffer holds it
  tab.throwIn('/'); // the shell's own code: not counted
  tab.start();
  for (const [on, value] of [
    [onLCP, 1210],
    [onCLS, 0.04],
    [onINP, 96],
    [onTTFB, 180],
  ] as const)
    report(on, value);
  tab.hide();
  tab.pagehide();
  expect(tab.beacons()).toEqual([
    {
      v: 2,
      views: [
        {
          route: 'home',
          remote: 'landing',
          locale: 'en-US',
          builds: { landing: 'c2', exam: 'e7' },
          step: 'landing',
          vitals: { lcp: 1210, cls: 0.04, inp: 96, ttfb: 180 },
          errors: { landing: 1 },
        },
      ],
    },
  ]);
  expect(onLCP).toHaveBeenLastCalledWith(expect.any(Function), { reportAllChanges: true });
});

test('a render error an error boundary caught counts against the remote whose code threw, before and after the chunk', () => {
  const tab = page('/');
  const caught = caughtErrorReporter(tab.win as unknown as Window);
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  caught(thrownIn('/remotes/landing/c2/')); // before the chunk: the buffer keeps it
  tab.start();
  caught(thrownIn('/remotes/landing/c2/'));
  caught(thrownIn('/remotes/exam/e7/'));
  tab.hide();
  expect(tab.views()).toEqual([expect.objectContaining({ errors: { landing: 2, exam: 1 } })]);
  // Logged as React's own default would.
  expect(logged).toHaveBeenCalledTimes(3);
  logged.mockRestore();
});

test('the router’s next page ends the view; one beacon for the document’s views, errors in the view they happened in', () => {
  const tab = page('/');
  render(
    <MemoryRouter initialEntries={['/']}>
      <ReportPages rum={tab.early} />
      <Link to="/answer_question/standard/web-1">Start the test</Link>
    </MemoryRouter>,
  );
  tab.start();
  tab.takeOver();
  tab.doc.dispatchEvent(new Event('visibilitychange')); // still visible: the view goes on
  tab.throwIn('/remotes/landing/c2/');
  fireEvent.click(screen.getByRole('link', { name: 'Start the test' }));
  tab.throwIn('/remotes/exam/e7/');
  tab.throwIn('/remotes/exam/e7/');
  expect(tab.beacons()).toEqual([]);
  tab.pagehide();
  tab.hide();
  expect(tab.beacons()).toHaveLength(1);
  expect(tab.views().map((b) => [b.route, b.step, b.errors])).toEqual([
    ['home', 'landing', { landing: 1 }],
    ['answer_question-standard', 'test-started', { exam: 2 }],
  ]);
});

test('a first page that ended before the chunk arrived ends at the take-over, with its vitals', () => {
  const tab = page('/');
  tab.early.page('/help/web-1'); // the visitor moved on while the chunk was on its way
  tab.start();
  report(onLCP, 980);
  tab.takeOver();
  report(onLCP, 1500); // later values are the next page's, not the first's
  tab.hide();
  expect(tab.views().map((b) => [b.route, b.vitals])).toEqual([
    ['home', { lcp: 980 }],
    ['help', undefined],
  ]);
});

test('no beacon when the visitor declined in the cookie banner', () => {
  const tab = page('/');
  startTracking({ logid: 'LOG-RUM', countryCode: 'DE', mode: 'web', config: null });
  chooseConsent('declined');
  tab.start({ countryCode: 'DE' });
  tab.throwIn('/remotes/landing/c2/');
  tab.hide();
  tab.pagehide();
  expect(tab.beacons()).toEqual([]);
  expect(window.sessionStorage.getItem('IQ-rum-steps')).toBeNull();
});

test('no beacon when the browser sends Global Privacy Control', () => {
  const tab = page('/', { globalPrivacyControl: true });
  tab.start();
  tab.hide();
  expect(tab.beacons()).toEqual([]);
});

test('a canary that failed to load: the live build is named, the canary as the load failure', async () => {
  const tab = page('/');
  registerManifestRemotes(manifest, (remote) => tab.early.fellBack.add(remote)); // as main.tsx does
  const plugins = (registerPlugins as jest.Mock).mock.calls.at(-1)[0] as {
    name: string;
    errorLoadRemote?: (args: unknown) => Promise<unknown>;
  }[];
  const fallback = plugins.find((plugin) => plugin.name === 'iq-fallback-to-live-build')!;
  await fallback.errorLoadRemote!({
    id: 'mfe_landing/Home',
    lifecycle: 'onLoad',
    origin: { registerRemotes: jest.fn(), loadRemote: jest.fn(async () => ({ default: () => null })) },
  });
  tab.start();
  tab.throwIn('/remotes/landing/l1/'); // the live build's code, serving now
  tab.hide();
  tab.early.page('/answer_question/standard/web-1');
  tab.hide();
  expect(tab.views().map((b) => [b.route, b.builds, b.loadFailures, b.errors])).toEqual([
    ['home', { landing: 'l1', exam: 'e7' }, { landing: 'c2' }, { landing: 1 }],
    ['answer_question-standard', { landing: 'l1', exam: 'e7' }, undefined, undefined],
  ]);
});

test('a view with thousands of errors sends a body under the limit', () => {
  const tab = page('/');
  tab.start();
  tab.takeOver();
  for (let i = 0; i < 5000; i += 1) tab.throwIn(i % 2 ? '/remotes/landing/c2/' : '/remotes/exam/e7/');
  tab.hide();
  const body = tab.beacons()[0]!;
  expect(body.views[0]!.errors).toEqual({ landing: 100, exam: 100 });
  expect(new TextEncoder().encode(JSON.stringify(body)).length).toBeLessThanOrEqual(RUM_MAX_BYTES);
});

test('back from the back/forward cache: a new view of the page, which ends again', () => {
  const tab = page('/help/web-1');
  tab.start();
  tab.pagehide();
  tab.win.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
  tab.pagehide();
  expect(tab.views().map((b) => b.route)).toEqual(['help', 'help']);
});
