import type { RemoteManifest } from '@iq/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadedPage, preloadRoutePage } from './load-page';
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
});

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
