// spec §7 new-version detection, with fake timers and a fake fetch: the page's loaded build
// against GET /mf/version; the notice only at a safe moment.
import { act, fireEvent, screen } from '@testing-library/react';
import type { AppStore } from '@iq/api';
import { loadEnglish } from '@iq/api/src/testing/screen-test-kit';
import { SHELL_BUILD_ID, type BuildVersion, type RemoteManifest } from '@iq/contracts';
import { isNewBuild, isSafeMoment, loadedBuild, parseBuildVersion, type WritesState } from './build-version';
import { MAX_BACKOFF_MS, POLL_INTERVAL_MS } from './version-watch';
import { POLL_INTERVAL_KEY, pollIntervalOf, watchForNewVersion } from './watch-for-new-version';
import type { VersionWatch } from './version-watch';
import { setRouteTable } from '../routing/route-table';
import { testManifest } from '@iq/contracts/src/testing/test-pages';

// The route table as the remotes' builds declare it (issue 14): here, the test declarations.
beforeAll(() => void setRouteTable(testManifest()));

const MANIFEST: RemoteManifest = {
  remotes: {
    landing: { version: 'l1', entry: '/remotes/landing/l1/mf-manifest.json' },
    checkout: { version: 'c1', entry: '/remotes/checkout/c1/mf-manifest.json' },
  },
};
const LOADED: BuildVersion = { shell: 'shell-1', remotes: { landing: 'l1', checkout: 'c1' } };
const NEW_SHELL: BuildVersion = { ...LOADED, shell: 'shell-2' };

let live: BuildVersion | 'error';
let fetchMock: jest.Mock;
let visibility: DocumentVisibilityState;
let state: WritesState;
let listeners: Set<() => void>;
let watch: VersionWatch | undefined;
const reload = jest.fn();
const store = {
  getState: () => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
} as unknown as AppStore;

beforeAll(() => loadEnglish('common'));
beforeEach(() => {
  jest.useFakeTimers();
  live = LOADED;
  visibility = 'visible';
  state = {};
  listeners = new Set();
  reload.mockClear();
  sessionStorage.clear();
  fetchMock = jest.fn(async () =>
    live === 'error'
      ? new Response('{"result":503}', { status: 503 })
      : new Response(JSON.stringify(live), { status: 200 }),
  );
  window.fetch = fetchMock as unknown as typeof fetch;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  document.body.innerHTML = `<script type="application/json" id="${SHELL_BUILD_ID}">{"shell":"shell-1"}</script>`;
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  act(() => watch?.stop());
  watch = undefined;
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

const start = () => (watch = watchForNewVersion(store, MANIFEST, { reload }));
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const banner = () => screen.queryByTestId('new-version');
const setVisibility = (next: DocumentVisibilityState) => {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
};

test('no notice while the live build is the loaded one; polls every five minutes', async () => {
  start();
  await advance(POLL_INTERVAL_MS - 1);
  expect(fetchMock).not.toHaveBeenCalled();
  await advance(1);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/mf/version');
  await advance(POLL_INTERVAL_MS * 3);
  expect(fetchMock).toHaveBeenCalledTimes(4);
  expect(banner()).toBeNull();
});

test("a landing variant's page (registry, issue 14) polls that variant's versions", async () => {
  watch = watchForNewVersion(store, { ...MANIFEST, variant: 'founder' } as RemoteManifest, { reload });
  await advance(POLL_INTERVAL_MS);
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/mf/version?variant=founder');
});

test('a new shell build: a polite notice; Reload reloads, and polling stops', async () => {
  start();
  live = NEW_SHELL;
  await advance(POLL_INTERVAL_MS);
  await advance(0);
  const notice = banner();
  expect(notice).not.toBeNull();
  expect(notice?.parentElement).toHaveAttribute('role', 'status');
  expect(notice).toHaveTextContent('A new version is available.');
  fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(reload).toHaveBeenCalledTimes(1);
  await advance(POLL_INTERVAL_MS * 3);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('a swapped remote counts as a new version too; the notice can be dismissed (button or Escape)', async () => {
  start();
  live = { ...LOADED, remotes: { ...LOADED.remotes, landing: 'l2' } };
  await advance(POLL_INTERVAL_MS);
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(banner()).toBeNull();
  expect(reload).not.toHaveBeenCalled();
});

test('Escape inside the notice closes it', async () => {
  start();
  live = NEW_SHELL;
  await advance(POLL_INTERVAL_MS);
  const button = screen.getByRole('button', { name: 'Reload' });
  button.focus();
  fireEvent.keyDown(button, { key: 'Escape' });
  expect(banner()).toBeNull();
});

test('never on a payment page: the notice waits until the visitor has left it', async () => {
  window.history.replaceState(null, '', '/paying/payment/web-1');
  start();
  live = NEW_SHELL;
  await advance(POLL_INTERVAL_MS);
  await advance(5_000);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(banner()).toBeNull();
  // A client-side navigation (pushState fires no event) to the report.
  window.history.pushState(null, '', '/report/result/web-1');
  await advance(1_000);
  expect(banner()).not.toBeNull();
  // Into the upsell (a payment page again): hidden; back out: shown.
  window.history.pushState(null, '', '/payinsider/web-1');
  await advance(1_000);
  expect(banner()).toBeNull();
  window.history.pushState(null, '', '/');
  act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
  await advance(0);
  expect(banner()).not.toBeNull();
});

test('not while a write is in flight or failed (a payment being sent, an answer not saved)', async () => {
  window.history.replaceState(null, '', '/answer_question/standard/web-1');
  state = { api: { mutations: { a: { status: 'pending' } } } };
  start();
  live = NEW_SHELL;
  await advance(POLL_INTERVAL_MS);
  expect(banner()).toBeNull();
  state = { api: { mutations: { a: { status: 'fulfilled' } } } };
  act(() => listeners.forEach((listener) => listener()));
  // The question page is safe once its answers are saved: a reload restores them.
  expect(banner()).not.toBeNull();
});

test('no polling while the page is hidden; back in view after a while, it checks at once', async () => {
  start();
  setVisibility('hidden');
  await advance(POLL_INTERVAL_MS * 4);
  expect(fetchMock).not.toHaveBeenCalled();
  live = NEW_SHELL;
  setVisibility('visible');
  await advance(0);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(banner()).not.toBeNull();
});

test('errors back off (doubling, up to an hour); a success returns to the normal pace', async () => {
  start();
  live = 'error';
  await advance(POLL_INTERVAL_MS); // 1st failure
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await advance(POLL_INTERVAL_MS * 2 - 1);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await advance(1); // 2nd failure, after 10 min
  expect(fetchMock).toHaveBeenCalledTimes(2);
  await advance(POLL_INTERVAL_MS * 4); // 3rd, after 20 min
  expect(fetchMock).toHaveBeenCalledTimes(3);
  await advance(POLL_INTERVAL_MS * 8); // 4th, after 40 min
  await advance(MAX_BACKOFF_MS); // 5th, capped at an hour
  expect(fetchMock).toHaveBeenCalledTimes(5);
  // A network error (fetch throws) counts the same.
  fetchMock.mockImplementationOnce(async () => {
    throw new TypeError('Failed to fetch');
  });
  await advance(MAX_BACKOFF_MS);
  expect(fetchMock).toHaveBeenCalledTimes(6);
  live = NEW_SHELL;
  await advance(MAX_BACKOFF_MS);
  expect(fetchMock).toHaveBeenCalledTimes(7);
  expect(banner()).not.toBeNull();
});

test('the test knob shortens the interval, never below 2 s; anything else is the default', () => {
  expect(pollIntervalOf(window)).toBe(POLL_INTERVAL_MS);
  sessionStorage.setItem(POLL_INTERVAL_KEY, '3000');
  expect(pollIntervalOf(window)).toBe(3000);
  sessionStorage.setItem(POLL_INTERVAL_KEY, '10');
  expect(pollIntervalOf(window)).toBe(2000);
  sessionStorage.setItem(POLL_INTERVAL_KEY, 'soon');
  expect(pollIntervalOf(window)).toBe(POLL_INTERVAL_MS);
});

describe('build-version rules', () => {
  test('the loaded build: the page block and the manifest; no block compares the remotes only', () => {
    expect(loadedBuild(document, MANIFEST)).toEqual(LOADED);
    document.body.innerHTML = '';
    const noShell = loadedBuild(document, MANIFEST);
    expect(noShell.shell).toBeNull();
    expect(isNewBuild(noShell, NEW_SHELL)).toBe(false);
    expect(isNewBuild(noShell, { ...LOADED, remotes: { landing: 'l1' } })).toBe(true);
  });

  test.each([
    [
      { shell: 's', remotes: { exam: 'e1' } },
      { shell: 's', remotes: { exam: 'e1' } },
    ],
    [
      { shell: null, remotes: {} },
      { shell: null, remotes: {} },
    ],
    [
      { shell: 's', remotes: { exam: 'e1', other: 'x' } },
      { shell: 's', remotes: { exam: 'e1' } },
    ],
    [{ shell: 1, remotes: {} }, null],
    [{ shell: 's', remotes: { exam: 2 } }, null],
    [{ shell: 's' }, null],
    ['<html>', null],
  ])('parseBuildVersion(%j)', (input, expected) => {
    expect(parseBuildVersion(input)).toEqual(expected);
  });

  test.each([
    ['/', true],
    ['/answer_question/standard/web-1', true],
    ['/report/result/web-1', true],
    ['/nope', true],
    ['/paying/payment/web-1', false],
    ['/payment/web-1', false],
    ['/paying/check/web-1', false],
    ['/payinsider/web-1', false],
    ['/triplePurchase/web-1', false],
    ['/scheme_select/web-1', false],
    ['/cancel/subscription/web-1', false],
  ])('isSafeMoment(%s) with no open write: %s', (pathname, safe) => {
    expect(isSafeMoment(pathname, {})).toBe(safe);
  });
});
