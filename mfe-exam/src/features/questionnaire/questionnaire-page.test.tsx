// The questionnaire screens of exams 2–4 through the question page (lazily loaded), with only
// fetch stubbed: session start and restore, saving, part messages, the form, the three results.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EXAM_SESSION_STORAGE_KEY } from '@iq/api';
import { failure, loadEnglish, mockApi, ok, renderAt } from '@iq/api/src/testing/screen-test-kit';
import type { QuestionnaireResult, QuestionnaireState, QuestionnaireView } from '@iq/contracts';
import { i18n } from '@iq/i18n';
import { TYPE_DESCRIPTIONS } from '@iq/report-copy/src/questionnaires';
import { NS } from '../../i18n';
import { QUESTIONNAIRE_NS } from './i18n';
import QuestionPage from '../../pages/question';

const LABELS = ['Not at all', 'A little', 'Somewhat', 'Quite a lot', 'Very much'];
const PARTS = [
  { id: 'part-1', progressMessage: 'One third done: keep going.', items: ['ei-01', 'ei-02'] },
  { id: 'part-2', progressMessage: 'Two thirds done.', items: ['sn-01', 'sn-02'] },
];

function stateOf(
  answers: Record<string, number>,
  extra: Partial<QuestionnaireState> = {},
): QuestionnaireState {
  const parts = PARTS.map((part) => {
    const answered = part.items.filter((id) => answers[id] !== undefined).length;
    return { partId: part.id, answered, total: part.items.length, complete: answered === part.items.length };
  });
  return {
    examId: 2,
    kind: 'sixteen-types',
    answers,
    answeredCount: Object.keys(answers).length,
    itemCount: 4,
    parts,
    profileRequired: true,
    profileSaved: false,
    confirmed: false,
    ...extra,
  };
}

function viewOf(state: QuestionnaireState, examId = 2): QuestionnaireView {
  return {
    examId,
    kind: state.kind,
    hl: 'en-US',
    title: 'Personality test',
    description: 'How you like to do things.',
    responseOptions: LABELS.map((label, i) => ({ value: i + 1, label })),
    parts: PARTS.map((part) => ({
      id: part.id,
      progressMessage: part.progressMessage,
      items: part.items.map((id) => ({ id, text: `Item text ${id}` })),
    })),
    state: { ...state, examId },
  };
}

const all = { 'ei-01': 4, 'ei-02': 2, 'sn-01': 5, 'sn-02': 1 };
const saved = (body: unknown) => ok({ answeredCount: 1, parts: stateOf({}).parts, echo: body });
const answerRoute = (call: { body: unknown }) => saved(call.body);

const sixteen: QuestionnaireResult = {
  kind: 'sixteen-types',
  typeCode: 'ENTJ',
  axes: [
    {
      axis: 'EI',
      firstLetter: 'E',
      secondLetter: 'I',
      firstPercent: 62,
      secondPercent: 38,
      letter: 'E',
      tie: false,
    },
    {
      axis: 'SN',
      firstLetter: 'S',
      secondLetter: 'N',
      firstPercent: 30,
      secondPercent: 70,
      letter: 'N',
      tie: false,
    },
    {
      axis: 'TF',
      firstLetter: 'T',
      secondLetter: 'F',
      firstPercent: 55,
      secondPercent: 45,
      letter: 'T',
      tie: false,
    },
    {
      axis: 'JP',
      firstLetter: 'J',
      secondLetter: 'P',
      firstPercent: 50,
      secondPercent: 50,
      letter: 'J',
      tie: true,
    },
  ],
};

const renderExam = (examId: number, runtime: { examSession?: string; countryCode?: string } = {}) =>
  renderAt(
    `/answer_question/standard/web-${examId}`,
    '/answer_question/standard/:codeExam',
    <QuestionPage code="web" examId={examId} />,
    runtime,
  );

const heading = () => screen.getByRole('heading', { level: 1 });
const option = (name: string) => within(screen.getByRole('radiogroup')).getByRole('radio', { name });

beforeAll(async () => {
  await loadEnglish(NS);
  await i18n.loadNamespaces(QUESTIONNAIRE_NS);
});
beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

test('a direct visit starts a questionnaire session; choosing an answer saves it and moves on', async () => {
  const api = mockApi({
    'POST /api/exam/session/start': ok({ sessionId: 'Q1', questionCount: 4, timeLimitSeconds: 1200 }),
    'GET /api/exam/question/questionnaire/2/en-US': ok(viewOf(stateOf({}))),
    'POST /api/exam/session/answer': answerRoute,
  });
  renderExam(2);
  expect(await screen.findByText('Item text ei-01')).toBeInTheDocument();
  expect(heading()).toHaveTextContent('Question 1 of 4');
  expect(screen.getByText('Part 1 of 2')).toBeInTheDocument();
  expect(api.calls[0]!.body).toEqual({ examId: 2, code: 'web' });
  expect(sessionStorage.getItem(EXAM_SESSION_STORAGE_KEY)).toBe('Q1');

  fireEvent.click(option('Quite a lot'));
  expect(heading()).toHaveTextContent('Question 2 of 4');
  expect(heading()).toHaveFocus();
  expect(screen.getByText('Item text ei-02')).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  await waitFor(() => expect(api.callsTo('POST /api/exam/session/answer')).toHaveLength(1));
  const answers = api.callsTo('POST /api/exam/session/answer');
  expect(answers[0]!.body).toEqual({ itemId: 'ei-01', value: 4 });
  expect(answers[0]!.headers.get('Exam-Session')).toBe('Q1');
});

test('a reload restores the answers and lands in the current part', async () => {
  const api = mockApi({
    'GET /api/exam/question/questionnaire/2/en-US': ok(viewOf(stateOf({ 'ei-01': 4, 'ei-02': 2 }))),
  });
  renderExam(2, { examSession: 'Q1' });
  expect(await screen.findByText('Item text sn-01')).toBeInTheDocument();
  expect(heading()).toHaveTextContent('Question 3 of 4');
  expect(screen.getByText('Part 2 of 2')).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(option('A little')).toHaveAttribute('aria-checked', 'true');
  expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
    'GET /api/exam/question/questionnaire/2/en-US',
  ]);
  expect(api.calls[0]!.headers.get('Exam-Session')).toBe('Q1');
});

test("after the last item of a part its progress message shows, and Continue opens the next part's heading", async () => {
  mockApi({
    'GET /api/exam/question/questionnaire/2/en-US': ok(viewOf(stateOf({ 'ei-01': 4 }))),
    'POST /api/exam/session/answer': answerRoute,
  });
  renderExam(2, { examSession: 'Q1' });
  await screen.findByText('Item text ei-02');
  fireEvent.click(option('Somewhat'));
  const message = screen.getByTestId('part-progress-message');
  expect(message).toHaveTextContent('One third done: keep going.');
  expect(heading()).toHaveTextContent('Part 1 of 2 complete');
  expect(heading()).toHaveFocus();
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(heading()).toHaveTextContent('Question 3 of 4');
  expect(heading()).toHaveFocus();
  expect(screen.getByText('Part 2 of 2')).toBeInTheDocument();
});

test('the arrow keys move the selection within the scale and save it, without moving on', async () => {
  const api = mockApi({
    'GET /api/exam/question/questionnaire/2/en-US': ok(viewOf(stateOf({ 'ei-01': 3 }))),
    'POST /api/exam/session/answer': answerRoute,
  });
  renderExam(2, { examSession: 'Q1' });
  await screen.findByText('Item text ei-02');
  fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
  const checked = option('Somewhat');
  expect(checked).toHaveAttribute('tabindex', '0');
  expect(option('Not at all')).toHaveAttribute('tabindex', '-1');
  act(() => checked.focus());
  fireEvent.keyDown(checked, { key: 'ArrowDown' });
  expect(option('Quite a lot')).toHaveAttribute('aria-checked', 'true');
  expect(option('Quite a lot')).toHaveFocus();
  expect(heading()).toHaveTextContent('Question 1 of 4');
  await waitFor(() => expect(api.callsTo('POST /api/exam/session/answer')).toHaveLength(1));
  expect(api.callsTo('POST /api/exam/session/answer')[0]!.body).toEqual({ itemId: 'ei-01', value: 4 });
});

test('the personality form shows each field’s message, then saves and confirms to the type with four axes', async () => {
  const api = mockApi({
    'GET /api/exam/question/questionnaire/2/en-US': ok(viewOf(stateOf(all))),
    'POST /api/exam/session/profile': ok({ saved: true }),
    'POST /api/exam/session/confirm': ok(sixteen),
  });
  renderExam(2, { examSession: 'Q1', countryCode: 'EN' });
  await screen.findByLabelText('First name');
  fireEvent.click(screen.getByRole('button', { name: 'Get my result' }));
  for (const message of [
    'Please input your first name',
    'Please input your last name',
    'Please input email address',
    'Please select your birth year',
    'Please select your gender',
    'Please select your country or region',
  ])
    expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
  expect(api.callsTo('POST /api/exam/session/profile')).toHaveLength(0);

  fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' Ada ' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ada@example' } });
  fireEvent.change(screen.getByLabelText('Year of birth'), { target: { value: '1990' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
  fireEvent.change(screen.getByLabelText('Country or region'), { target: { value: 'GB' } });
  fireEvent.click(screen.getByRole('button', { name: 'Get my result' }));
  expect(await screen.findByText('Please input correct email address')).toBeInTheDocument();
  expect(screen.queryByText('Please input your first name')).toBeNull();

  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Get my result' }));
  expect(await screen.findByTestId('result-sixteen-types')).toBeInTheDocument();
  expect(api.callsTo('POST /api/exam/session/profile')[0]!.body).toEqual({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    birthYear: 1990,
    gender: 'female',
    country: 'GB',
  });
  expect(screen.getByTestId('type-code')).toHaveTextContent('ENTJ');
  // The name and one-line summary from @iq/report-copy's descriptions.
  expect(screen.getByTestId('type-name')).toHaveTextContent(TYPE_DESCRIPTIONS.ENTJ['en-US'].name);
  expect(screen.getByText(TYPE_DESCRIPTIONS.ENTJ['en-US'].summary)).toBeInTheDocument();
  expect(screen.getByTestId('axis-EI')).toHaveTextContent('62% toward Extraversion');
  expect(screen.getByTestId('axis-EI')).toHaveTextContent('38% toward Introversion');
  expect(screen.getByTestId('axis-SN')).toHaveTextContent('30% toward Sensing');
  expect(screen.getByTestId('axis-SN')).toHaveTextContent('70% toward Intuition');
  expect(screen.getByTestId('axis-TF')).toHaveTextContent('55% toward Thinking45% toward Feeling');
  expect(screen.getByTestId('axis-JP')).toHaveTextContent('50% toward Judging50% toward PerceivingBalanced');
  expect(screen.getAllByRole('progressbar').filter((bar) => bar.closest('li'))).toHaveLength(4);
  expect(heading()).toHaveTextContent('Your personality type');
});

test("the server's form message is shown translated when it refuses the form", async () => {
  mockApi({
    'GET /api/exam/question/questionnaire/2/en-US': ok(viewOf(stateOf(all))),
    'POST /api/exam/session/profile': failure(409, 'Answers are locked after confirmation'),
  });
  renderExam(2, { examSession: 'Q1', countryCode: 'DE' });
  await screen.findByLabelText('First name');
  expect(screen.getByLabelText('Country or region')).toHaveValue('DE');
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Year of birth'), { target: { value: '1990' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Prefer not to say' }));
  fireEvent.click(screen.getByRole('button', { name: 'Get my result' }));
  expect(await screen.findByText('Answers are locked after confirmation')).toBeInTheDocument();
});

test('EQ: a confirmed session shows its stored result, five scales with percents', async () => {
  const eq: QuestionnaireResult = {
    kind: 'eq',
    scales: [
      { key: 'self-awareness', percent: 72 },
      { key: 'self-regulation', percent: 41 },
      { key: 'self-motivation', percent: 66 },
      { key: 'empathy', percent: 80 },
      { key: 'social-skill', percent: 35 },
    ],
    overall: { percent: 59 },
  };
  const api = mockApi({
    'GET /api/exam/question/questionnaire/3/en-US': ok(
      viewOf(stateOf(all, { kind: 'eq', profileRequired: false, confirmed: true }), 3),
    ),
    'GET /api/exam/session/result': ok(eq),
  });
  renderExam(3, { examSession: 'Q3' });
  expect(await screen.findByTestId('result-eq')).toBeInTheDocument();
  expect(screen.getByTestId('eq-overall')).toHaveTextContent('Overall: 59%');
  expect(screen.getByTestId('eq-self-awareness')).toHaveTextContent('Self-awareness');
  expect(screen.getByTestId('eq-self-awareness')).toHaveTextContent('72%');
  expect(screen.getByTestId('eq-empathy')).toHaveTextContent('80%');
  expect(screen.getByTestId('eq-social-skill')).toHaveTextContent('35%');
  expect(screen.getAllByRole('progressbar')).toHaveLength(5);
  expect(api.callsTo('GET /api/exam/session/result')[0]!.headers.get('Exam-Session')).toBe('Q3');
});

test('brain dominance: no form, confirm shows left and right percents with the disclaimer', async () => {
  const api = mockApi({
    'GET /api/exam/question/questionnaire/4/en-US': ok(
      viewOf(stateOf(all, { kind: 'brain-dominance', profileRequired: false }), 4),
    ),
    'POST /api/exam/session/confirm': ok({
      kind: 'brain-dominance',
      leftPercent: 35,
      rightPercent: 65,
      dominant: 'right',
    }),
  });
  renderExam(4, { examSession: 'Q4' });
  expect(await screen.findByText('All questions answered')).toBeInTheDocument();
  expect(screen.queryByLabelText('First name')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Get my result' }));
  expect(await screen.findByTestId('result-brain-dominance')).toBeInTheDocument();
  expect(screen.getByText('Left: 35%')).toBeInTheDocument();
  expect(screen.getByText('Right: 65%')).toBeInTheDocument();
  expect(screen.getByTestId('brain-disclaimer')).toHaveTextContent(/not neuroscience/);
  expect(api.callsTo('POST /api/exam/session/confirm')).toHaveLength(1);
});

test('a stored session of another exam is replaced by a new one; a failed load offers a retry', async () => {
  const api = mockApi({
    'GET /api/exam/question/questionnaire/3/en-US': [
      failure(404, 'Exam session not found'),
      failure(500),
      ok(viewOf(stateOf({}, { kind: 'eq', profileRequired: false }), 3)),
    ],
    'POST /api/exam/session/start': ok({ sessionId: 'NEW', questionCount: 4, timeLimitSeconds: 1200 }),
  });
  renderExam(3, { examSession: 'IQ-SESSION' });
  expect(await screen.findByText('Connection failed. Please try again.')).toBeInTheDocument();
  expect(api.callsTo('POST /api/exam/session/start')[0]!.body).toEqual({ examId: 3, code: 'web' });
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Item text ei-01')).toBeInTheDocument();
  const views = api.callsTo('GET /api/exam/question/questionnaire/3/en-US');
  expect(views.map((c) => c.headers.get('Exam-Session'))).toEqual(['IQ-SESSION', 'NEW', 'NEW']);
});
