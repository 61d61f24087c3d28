import vm from 'node:vm';
import { EARLY_EXAM_START, EXAM_SESSION_STORAGE_KEY, routeTableOf } from '@iq/contracts';
import { EARLY_START_SCRIPT, earlyStartRequest, injectEarlyStart } from './early-start';
import { TEST_PAGES } from '@iq/contracts/src/testing/test-pages';

const table = routeTableOf(TEST_PAGES);

const page =
  '<html><head><script defer src=/main.74c9.js></script><link href=/main.44.css rel=stylesheet></head><body><div id="root"></div></body></html>';

test('only the IQ question page starts early, with its code, exam id and language', () => {
  expect(earlyStartRequest(table, '/answer_question/standard/web-1', 'de-DE')).toEqual({
    examId: 1,
    code: 'web',
    hl: 'de-DE',
  });
  expect(earlyStartRequest(table, '/answer_question/standard/fb_ads-1', 'en-US')).toEqual({
    examId: 1,
    code: 'fb_ads',
    hl: 'en-US',
  });
  // The questionnaires (exams 2–4) start without a list; other pages start nothing.
  expect(earlyStartRequest(table, '/answer_question/standard/web-2', 'en-US')).toBeNull();
  expect(earlyStartRequest(table, '/answer_question/standard/web-4', 'en-US')).toBeNull();
  expect(earlyStartRequest(table, '/answer_question/start_loading/web-1', 'en-US')).toBeNull();
  expect(earlyStartRequest(table, '/', 'en-US')).toBeNull();
  expect(earlyStartRequest(table, '/answer_question/standard/web-1-x', 'en-US')).toBeNull();
  // Only as the live builds declare it: no exam build, no question page.
  expect(
    earlyStartRequest(routeTableOf({ landing: TEST_PAGES.landing }), '/question/web-1', 'en-US'),
  ).toBeNull();
  expect(earlyStartRequest(table, '/question/web-1', 'en-US')).toEqual({
    examId: 1,
    code: 'web',
    hl: 'en-US',
  });
});

test('the request block and the script go just before the entry script, which stays', () => {
  const out = injectEarlyStart(page, { examId: 1, code: 'web', hl: 'en-US' });
  expect(out).toContain(
    `<script type="application/json" id="${EARLY_EXAM_START.dataId}">{"examId":1,"code":"web","hl":"en-US"}</script>` +
      `<script defer src="${EARLY_EXAM_START.scriptPath}"></script><script defer src=/main.74c9.js></script>`,
  );
  // `<` never reaches the block as such (it could close the script element).
  expect(injectEarlyStart(page, { examId: 1, code: 'web', hl: '</script>' })).toContain('\\u003c/script>');
  // No entry script of the expected shape: the page is left as it is.
  const other = '<head><script src="/main.js" type="module"></script></head>';
  expect(injectEarlyStart(other, { examId: 1, code: 'web' })).toBe(other);
});

function runScript({ stored, block }: { stored: string | null; block: string | null }) {
  const sent: { url: string; init: { method: string; body: string; headers: Record<string, string> } }[] = [];
  const window: Record<string, unknown> = {
    sessionStorage: { getItem: (key: string) => (key === EXAM_SESSION_STORAGE_KEY ? stored : null) },
  };
  vm.runInNewContext(EARLY_START_SCRIPT, {
    window,
    document: {
      getElementById: (id: string) =>
        id === EARLY_EXAM_START.dataId && block ? { textContent: block } : null,
    },
    fetch: (url: string, init: (typeof sent)[number]['init']) => {
      sent.push({ url, init });
      return Promise.resolve({
        status: 200,
        json: () => Promise.resolve({ result: 200, data: { sessionId: 's1' } }),
      });
    },
  });
  return { sent, early: window[EARLY_EXAM_START.global] as { request: unknown; response: Promise<unknown> } };
}

test('a tab without a session sends the start once and leaves its answer for the exam remote', async () => {
  const request = { examId: 1, code: 'web', hl: 'ja-JP' };
  const { sent, early } = runScript({ stored: null, block: JSON.stringify(request) });
  expect(sent).toHaveLength(1);
  expect(sent[0]!.url).toBe('/api/exam/session/start');
  expect(sent[0]!.init.method).toBe('POST');
  expect(JSON.parse(sent[0]!.init.body)).toEqual(request);
  expect(sent[0]!.init.headers['Content-Type']).toBe('application/json');
  expect(early.request).toEqual(request);
  await expect(early.response).resolves.toEqual({
    status: 200,
    body: { result: 200, data: { sessionId: 's1' } },
  });
});

test('a tab that holds a session (a reload), no block or a broken block sends nothing', () => {
  for (const setup of [
    { stored: 'existing-session', block: '{"examId":1,"code":"web"}' },
    { stored: null, block: null },
    { stored: null, block: '{not json' },
  ]) {
    const { sent, early } = runScript(setup);
    expect(sent).toHaveLength(0);
    expect(early).toBeUndefined();
  }
});
