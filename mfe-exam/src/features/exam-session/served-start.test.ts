import { EXAM_SESSION_STORAGE_KEY, FIRST_QUESTION } from '@iq/contracts';
import { resetServedSessionForTests, takeServedSession } from './served-start';

const state = {
  answers: {},
  confirmed: false,
  outcome: null,
  startedAt: '2026-11-29T14:00:00.000Z',
  elapsedSeconds: 0,
  timeLimitSeconds: 1200,
  remainingSeconds: 1200,
  email: null,
};
const question = (i: number) => ({
  id: `q${i}`,
  number: i + 1,
  matrixSvg: '<svg/>',
  options: Array.from({ length: 6 }, (_, o) => ({ id: `q${i}o${o}`, svg: '<svg/>' })),
});
const started = {
  sessionId: 'served',
  questionCount: 30,
  timeLimitSeconds: 1200,
  questionList: {
    examId: 1,
    hl: 'en-US',
    questions: Array.from({ length: 30 }, (_, i) => question(i)),
    state,
  },
};

function serve(content: unknown) {
  document.getElementById(FIRST_QUESTION.dataId)?.remove();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_QUESTION.dataId;
  block.textContent = typeof content === 'string' ? content : JSON.stringify(content);
  document.body.append(block);
}

beforeEach(() => {
  resetServedSessionForTests();
  sessionStorage.clear();
});

test("a fresh tab takes the served session of its page's exam and code", () => {
  serve({ request: { examId: 1, code: 'web', hl: 'en-US' }, started });
  expect(takeServedSession(1, 'web')).toMatchObject({ sessionId: 'served', state });
  // Read once per page load: the same answer until the tab holds the session …
  expect(takeServedSession(1, 'web')?.sessionId).toBe('served');
  // … and none once it does.
  sessionStorage.setItem(EXAM_SESSION_STORAGE_KEY, 'served');
  expect(takeServedSession(1, 'web')).toBeNull();
});

test("a reload (the tab's own session), another exam or code, or a broken block: none", () => {
  serve({ request: { examId: 1, code: 'web', hl: 'en-US' }, started });
  sessionStorage.setItem(EXAM_SESSION_STORAGE_KEY, 'own');
  expect(takeServedSession(1, 'web')).toBeNull();
  sessionStorage.clear();
  expect(takeServedSession(1, 'fb')).toBeNull();
  for (const content of [
    '{',
    { request: { examId: 1, code: 'web' }, started: { ...started, questionList: undefined } },
    { request: { examId: 1, code: 'web' }, started: { ...started, sessionId: 5 } },
  ]) {
    resetServedSessionForTests();
    serve(content);
    expect(takeServedSession(1, 'web')).toBeNull();
  }
});
