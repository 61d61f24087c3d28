// Issue 38: the gateway fills the exam build's first-view template per session. Checked against
// the independent method, React's own render of that session: the filled template must be exactly
// that HTML, and the browser must hydrate it as it is, adopting the served session.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { i18n, initI18n } from '@iq/i18n';
import {
  EXAM_SESSION_STORAGE_KEY,
  FIRST_QUESTION,
  fillFirstQuestion,
  fillPrerendered,
  type Question,
  type ServedFirstQuestion,
} from '@iq/contracts';
import { NS } from '../i18n';
import { resetServedSessionForTests, type ServedSession } from '../features/exam-session/served-start';
import { firstQuestionElement, renderFirstQuestion } from './prerender';

// Pictures with every character React escapes in an attribute, as a hostile generator would draw.
const svg = (label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text>${label} & 'q' "x" <></text></svg>`;

function session(remainingSeconds: number): ServedSession {
  const questions: Question[] = Array.from({ length: 30 }, (_, i) => ({
    id: `item${i + 1}`,
    number: i + 1,
    matrixSvg: svg(`m${i + 1}`),
    options: Array.from({ length: 6 }, (_, o) => ({
      id: `i${i + 1}o${o + 1}`,
      svg: svg(`o${i + 1}.${o + 1}`),
    })),
  }));
  const state = {
    answers: {},
    confirmed: false,
    outcome: null,
    startedAt: '2026-11-29T14:00:00.000Z',
    elapsedSeconds: 1200 - remainingSeconds,
    timeLimitSeconds: 1200,
    remainingSeconds,
    email: null,
  };
  return {
    sessionId: 'served-session',
    list: { examId: 1, hl: 'de-DE', questions, state },
    state,
    loadedAt: 0,
  };
}

const filled = (template: string, served: ServedSession, code: string) =>
  fillPrerendered(fillFirstQuestion(template, served.list.questions[0]!, served.state.remainingSeconds)!, {
    code,
    examId: 1,
    search: '',
  });

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await initI18n('de-DE');
  await i18n.loadNamespaces([NS]);
});
beforeEach(() => {
  resetServedSessionForTests();
  sessionStorage.clear();
  jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
});
afterEach(() => jest.restoreAllMocks());

test("the filled template is React's own HTML of that session", async () => {
  const template = await renderFirstQuestion('de-DE');
  for (const remaining of [1200, 1199, 61]) {
    const served = session(remaining);
    expect(filled(template, served, 'fb_ads')).toBe(
      renderToString(firstQuestionElement(served, 'fb_ads', 'de-DE')),
    );
  }
  // A template without its stand-ins (another build's markup) is not filled.
  const question = session(1200).list.questions[0]!;
  expect(fillFirstQuestion(template.replace(FIRST_QUESTION.matrixToken, ''), question, 1200)).toBeNull();
  expect(fillFirstQuestion(template, { ...question, options: question.options.slice(1) }, 1200)).toBeNull();
});

test('the browser hydrates the served question 1 unchanged and makes its session the tab’s', async () => {
  const served = session(1200);
  const template = await renderFirstQuestion('de-DE');
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_QUESTION.dataId;
  const data: ServedFirstQuestion = {
    request: { examId: 1, code: 'web', hl: 'de-DE' },
    started: {
      sessionId: served.sessionId,
      questionCount: 30,
      timeLimitSeconds: 1200,
      questionList: served.list,
    },
  };
  block.textContent = JSON.stringify(data);
  document.body.append(block);
  const container = document.createElement('div');
  container.innerHTML = filled(template, served, 'web');
  document.body.append(container);
  const matrix = container.querySelector('[data-testid="question-matrix"]');
  const before = container.innerHTML;

  const errors: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  // The page's own tree without the prerender's session: the session comes from the block.
  const root = await act(async () =>
    hydrateRoot(container, firstQuestionElement(null, 'web', 'de-DE'), {
      onRecoverableError: (error) => errors.push(error),
    }),
  );
  consoleError.mockRestore();
  expect(errors).toEqual([]);
  // The same element, the same drawing. What changes: the clock ticks from the server's figure,
  // and the progress bar's ratio is set through the CSSOM (strict CSP: no style in markup).
  expect(container.querySelector('[data-testid="question-matrix"]')).toBe(matrix);
  const settled = (html: string) =>
    html.replace(/(data-testid="exam-timer">)[^<]*</, '$1<').replace(' style="--iq-progress-ratio: 0;"', '');
  expect(settled(container.innerHTML)).toBe(settled(before));
  expect(sessionStorage.getItem(EXAM_SESSION_STORAGE_KEY)).toBe(served.sessionId);
  expect(document.cookie).toContain(`${FIRST_QUESTION.tabCookie}=1`);
  expect(globalThis.fetch).not.toHaveBeenCalled();
  root.unmount();
  container.remove();
  block.remove();
});
