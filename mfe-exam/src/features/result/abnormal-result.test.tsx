// After confirmation the calculating page shows why a result cannot be analysed, with the counts
// the server gives (issue 35: a report needs half the test answered).
import { fireEvent, screen } from '@testing-library/react';
import { loadEnglish, mockApi, ok, renderAt } from '@iq/api/src/testing/screen-test-kit';
import type { AbnormalResult, ExamSessionState, QuestionList } from '@iq/contracts';
import { NS } from '../../i18n';
import CalculatingPage from '../../pages/calculating';

const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
const questions: QuestionList['questions'] = Array.from({ length: 30 }, (_, q) => ({
  id: `q${q + 1}`,
  number: q + 1,
  matrixSvg: svg,
  options: Array.from({ length: 6 }, (_, o) => ({ id: `q${q + 1}o${o + 1}`, svg })),
}));

function confirmedList(abnormal: AbnormalResult | undefined, answered: number): QuestionList {
  const state: ExamSessionState = {
    answers: Object.fromEntries(questions.slice(0, answered).map((q) => [q.id, q.options[0]!.id])),
    confirmed: true,
    outcome: abnormal ? 'abnormal' : 'scored',
    startedAt: '2030-01-01T00:00:00.000Z',
    elapsedSeconds: 65,
    timeLimitSeconds: 1200,
    remainingSeconds: 1135,
    email: null,
    ...(abnormal && { abnormal }),
  };
  return { examId: 1, hl: 'en-US', questions, state };
}

const renderCalculating = (list: QuestionList) => {
  mockApi({ 'GET /api/exam/question/list/1/en-US': ok(list) });
  renderAt('/answer/loading/web-1', '/answer/loading/:codeExam', <CalculatingPage code="web" examId={1} />, {
    examSession: 'S1',
  });
};

beforeAll(() => loadEnglish(NS));
beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

test('too few answers: the counts and the minimum come from the server', async () => {
  // Figures that are not this test's 30 and 15, so none can be written into the screen.
  renderCalculating(
    confirmedList({ reason: 'too-few-answers', answeredCount: 3, questionCount: 24, minAnswered: 12 }, 3),
  );
  expect(await screen.findByTestId('exam-abnormal')).toBeInTheDocument();
  expect(screen.getByTestId('abnormal-reason')).toHaveTextContent(
    'You answered 3 of 24 questions; a report needs at least 12. Take the test again.',
  );
  expect(screen.getByText(/fewer than half of the questions answered/)).toBeInTheDocument();
  expect(screen.queryByText(/every answer is the same option/)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Retake the test' }));
  expect(screen.getByText('elsewhere')).toBeInTheDocument();
});

test('one answer of 30: "You answered 1 of 30 questions; a report needs at least 15"', async () => {
  renderCalculating(
    confirmedList({ reason: 'too-few-answers', answeredCount: 1, questionCount: 30, minAnswered: 15 }, 1),
  );
  expect(await screen.findByTestId('abnormal-reason')).toHaveTextContent(
    'You answered 1 of 30 questions; a report needs at least 15.',
  );
});

test('another reason keeps the general explanation, without counts', async () => {
  renderCalculating(
    confirmedList({ reason: 'one-option', answeredCount: 30, questionCount: 30, minAnswered: 15 }, 30),
  );
  expect(await screen.findByTestId('abnormal-reason')).toHaveTextContent(
    'The test was not conducted normally, so no reliable score can be calculated.',
  );
  expect(screen.getByTestId('abnormal-reason')).toHaveAttribute('data-reason', 'one-option');
  expect(screen.getByText(/every answer is the same option/)).toBeInTheDocument();
  expect(screen.queryByText(/a report needs at least/)).toBeNull();
});
