// The question screen's first view waits for one call: the start (direct visit) or the list
// (after the instructions), each carrying what the screen needs; the state call only follows a
// list that does not carry it.
import { screen } from '@testing-library/react';
import { EXAM_SESSION_STORAGE_KEY } from '@iq/api';
import { loadEnglish, mockApi, ok, renderAt } from '@iq/api/src/testing/screen-test-kit';
import type { ExamSessionState, QuestionList } from '@iq/contracts';
import { NS } from '../../i18n';
import QuestionPage from '../../pages/question';

const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
const questions: QuestionList['questions'] = Array.from({ length: 3 }, (_, q) => ({
  id: `q${q + 1}`,
  number: q + 1,
  matrixSvg: svg,
  options: Array.from({ length: 6 }, (_, o) => ({ id: `q${q + 1}o${o + 1}`, svg })),
}));
const state: ExamSessionState = {
  answers: { q2: 'q2o3' },
  confirmed: false,
  outcome: null,
  startedAt: '2030-01-01T00:00:00.000Z',
  elapsedSeconds: 65,
  timeLimitSeconds: 1200,
  remainingSeconds: 1135,
  email: null,
};
const listWithState: QuestionList = { examId: 1, hl: 'en-US', questions, state };

const renderQuestionPage = (runtime: { examSession?: string } = {}) =>
  renderAt(
    '/answer_question/standard/web-1',
    '/answer_question/standard/:codeExam',
    <QuestionPage code="web" examId={1} />,
    runtime,
  );

beforeAll(() => loadEnglish(NS));
beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

test('a direct visit: one start that brings the list and state, nothing else before the question', async () => {
  const api = mockApi({
    'POST /api/exam/session/start': ok({
      sessionId: 'S1',
      questionCount: 3,
      timeLimitSeconds: 1200,
      questionList: listWithState,
    }),
  });
  renderQuestionPage();
  expect(await screen.findByTestId('question-matrix')).toBeInTheDocument();
  expect(screen.getByTestId('exam-timer')).toHaveTextContent(/^00:18:5[45]$/); // the state's 1135 s, counting since it arrived
  expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/exam/session/start']);
  expect(api.calls[0]!.body).toEqual({ examId: 1, code: 'web', hl: 'en-US' });
  expect(sessionStorage.getItem(EXAM_SESSION_STORAGE_KEY)).toBe('S1');
});

test('with a session already: the list alone, its state restores the answers', async () => {
  const api = mockApi({ 'GET /api/exam/question/list/1/en-US': ok(listWithState) });
  renderQuestionPage({ examSession: 'S1' });
  expect(await screen.findByTestId('question-matrix')).toBeInTheDocument();
  expect(screen.getByTestId('exam-timer')).toHaveTextContent(/^00:18:5[45]$/);
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1'); // q2 answered
  expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/exam/question/list/1/en-US']);
  expect(api.calls[0]!.headers.get('Exam-Session')).toBe('S1');
});

test('a list without the state (an older service): the state is fetched after it', async () => {
  const api = mockApi({
    'GET /api/exam/question/list/1/en-US': ok({ examId: 1, hl: 'en-US', questions }),
    'GET /api/exam/session/state': ok({ ...state, remainingSeconds: 600 }),
  });
  renderQuestionPage({ examSession: 'S1' });
  expect(await screen.findByTestId('question-matrix')).toBeInTheDocument();
  expect(screen.getByTestId('exam-timer')).toHaveTextContent(/^00:(10:00|09:59)$/);
  expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
    'GET /api/exam/question/list/1/en-US',
    'GET /api/exam/session/state',
  ]);
});
