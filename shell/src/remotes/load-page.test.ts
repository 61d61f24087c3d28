import type { RemoteManifest } from '@iq/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadedPage, loadPage, preloadRoutePage, STYLESHEET_WAIT_MS, stylesheetsSettled } from './load-page';
import { TEST_PAGES } from '@iq/contracts/src/testing/test-pages';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

const manifest: RemoteManifest = {
  remotes: { exam: { version: 'v1', entry: '/remotes/exam/v1/mf-manifest.json', pages: TEST_PAGES.exam } },
};
const QuestionPage = () => null;
const QUESTION_PATH = '/answer_question/standard/web-1';

afterEach(() => {
  jest.useRealTimers();
  mockedLoadRemote.mockReset();
  document.head.innerHTML = '';
});

/** A stylesheet link still loading, as the federation runtime adds one (jsdom fetches none). */
function loadingStylesheet(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
  return link;
}

/** Whether `promise` has settled once the queued callbacks have run. */
async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return settled;
}

test("the route's page loads before the first render: resolved once it is in", async () => {
  mockedLoadRemote.mockResolvedValue({ default: QuestionPage });
  await preloadRoutePage(QUESTION_PATH, manifest, 10_000);
  expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_exam/Question');
  expect(loadedPage('exam', './Question')).toBe(QuestionPage);
});

test('no load for an invalid page, an unknown path or a remote the manifest lacks', async () => {
  await preloadRoutePage('/answer_question/standard/web-x', manifest, 10_000);
  await preloadRoutePage('/no/such/page', manifest, 10_000);
  await preloadRoutePage('/', manifest, 10_000); // home: the landing remote is not live here
  expect(mockedLoadRemote).not.toHaveBeenCalled();
});

test('a slow remote holds the shell back no longer than the wait', async () => {
  jest.useFakeTimers();
  mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
  let done = false;
  void preloadRoutePage('/answer_question/start_loading/web-1', manifest, 400).then(() => (done = true));
  await jest.advanceTimersByTimeAsync(399);
  expect(done).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(done).toBe(true);
});

test('a failed load resolves quietly and is not cached: the page load tries again', async () => {
  mockedLoadRemote.mockRejectedValueOnce(new Error('offline'));
  await expect(preloadRoutePage('/answer/submit/web-1', manifest, 10_000)).resolves.toBeUndefined();
  mockedLoadRemote.mockResolvedValue({ default: QuestionPage });
  await preloadRoutePage('/answer/submit/web-1', manifest, 10_000);
  expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
});

test('a page is not given out before the stylesheet links the runtime added have loaded', async () => {
  const StyledPage = () => null;
  mockedLoadRemote.mockResolvedValue({ default: StyledPage });
  const css = loadingStylesheet('/remotes/account/v1/__federation_expose_Login.css');
  const other = loadingStylesheet('/remotes/account/v1/shared.css');
  const loading = loadPage('account', './Login');
  expect(await settledYet(loading)).toBe(false);
  expect(loadedPage('account', './Login')).toBeUndefined();
  css.dispatchEvent(new Event('load'));
  expect(await settledYet(loading)).toBe(false);
  other.dispatchEvent(new Event('error')); // a failed one does not hold the page either
  await expect(loading).resolves.toBe(StyledPage);
  expect(loadedPage('account', './Login')).toBe(StyledPage);
});

test('stylesheets: nothing pending resolves at once; one that never ends, after the wait', async () => {
  await expect(settledYet(stylesheetsSettled())).resolves.toBe(true);
  jest.useFakeTimers();
  loadingStylesheet('/remotes/report/v1/never.css');
  const waiting = stylesheetsSettled();
  await jest.advanceTimersByTimeAsync(STYLESHEET_WAIT_MS - 1);
  expect(await settledYet(waiting)).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(await settledYet(waiting)).toBe(true);
});
