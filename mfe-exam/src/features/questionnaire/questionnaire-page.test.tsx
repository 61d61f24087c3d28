// The questionnaire screens of exams 2–4 through the question page (lazily loaded), with only
// fetch stubbed: session start and restore, saving, part messages, the form, and after
// confirmation the claim that unlocks the result (free test or order) and leads to the report.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EXAM_SESSION_STORAGE_KEY } from '@iq/api';
import {
  currentLocation,
  failure,
  loadEnglish,
  mockApi,
  ok,
  ORDER_NUMBER,
  renderAt,
} from '@iq/api/src/testing/screen-test-kit';
import {
  FREE_TEST_MESSAGES,
  type QuestionnaireResult,
  type QuestionnaireState,
  type QuestionnaireView,
  type UnlockedQuestionnaire,
} from '@iq/contracts';
import { i18n } from '@iq/i18n';
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

const renderExam = (
  examId: number,
  runtime: { examSession?: string; countryCode?: string } = {},
  search = '',
) =>
  renderAt(
    `/answer_question/standard/web-${examId}${search}`,
    '/answer_question/standard/:codeExam',
    <QuestionPage code="web" examId={examId} />,
    runtime,
  );

const heading = () => screen.getByRole('heading', { level: 1 });

const CLAIM = 'POST /api/exam/order/info/free';
const confirmed = (examId: number) => ok({ confirmed: true, examId });
const unlocked = (
  examId: number,
  result: QuestionnaireResult,
  via: UnlockedQuestionnaire['via'] = 'free',
): ReturnType<typeof ok> =>
  ok({ examId, kind: result.kind, via, takenAt: '2026-11-25T20:00:00.000Z', result });
const brain: QuestionnaireResult = {
  kind: 'brain-dominance',
  leftPercent: 35,
  rightPercent: 65,
  dominant: 'right',
};
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

test('the personality form shows each field’s message, then saves, confirms and unlocks the result as a free test', async () => {
  const api = mockApi({
    'GET /api/exam/question/questionnaire/2/en-US': ok(viewOf(stateOf(all))),
    'POST /api/exam/session/profile': ok({ saved: true }),
    'POST /api/exam/session/confirm': confirmed(2),
    [CLAIM]: unlocked(2, sixteen),
  });
  renderExam(2, { examSession: 'Q1', countryCode: 'EN' }, '?hl=en-US&utm_source=mail');
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
  // Confirmed, then claimed as a free test: on to the report remote's free tests page, query kept.
  await waitFor(() =>
    expect(currentLocation()).toBe('/report/result-free-test/web-2?hl=en-US&utm_source=mail'),
  );
  expect(api.callsTo('POST /api/exam/session/profile')[0]!.body).toEqual({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    birthYear: 1990,
    gender: 'female',
    country: 'GB',
  });
  expect(api.calls.map((c) => `${c.method} ${c.path}`).slice(-3)).toEqual([
    'POST /api/exam/session/profile',
    'POST /api/exam/session/confirm',
    CLAIM,
  ]);
  const [claim] = api.callsTo(CLAIM);
  expect(claim!.body).toEqual({});
  expect(claim!.headers.get('Exam-Session')).toBe('Q1');
  expect(api.callsTo('GET /api/exam/session/result')).toHaveLength(0);
});

test('signed in: the form takes name, e-mail, year and gender from the account and asks only the rest', async () => {
  const api = mockApi({
    'GET /api/exam/question/questionnaire/2/en-US': ok(viewOf(stateOf(all))),
    'GET /api/user/get': ok({
      userId: 7,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      nickname: null,
      phone: null,
      birthday: '1990-12-10',
      sex: 'female',
      hasPassword: true,
    }),
    'POST /api/exam/session/profile': ok({ saved: true }),
    'POST /api/exam/session/confirm': confirmed(2),
    [CLAIM]: unlocked(2, sixteen),
  });
  renderExam(2, { examSession: 'Q1', countryCode: 'GB' });
  const summary = await screen.findByTestId('profile-from-account', {}, { timeout: 10_000 });
  expect(summary).toHaveTextContent('First name');
  expect(summary).toHaveTextContent('Ada');
  expect(summary).toHaveTextContent('Lovelace');
  expect(summary).toHaveTextContent('ada@example.com');
  expect(summary).toHaveTextContent('1990');
  expect(summary).toHaveTextContent('Female');
  // Not asked again: only the country, filled from the visitor's region, is a field.
  for (const label of ['First name', 'Last name', 'E-mail address', 'Year of birth'])
    expect(screen.queryByLabelText(label)).toBeNull();
  expect(screen.queryByRole('radio', { name: 'Female' })).toBeNull();
  expect(screen.getByLabelText('Country or region')).toHaveValue('GB');
  expect(api.callsTo('GET /api/user/get')).toHaveLength(1);

  // "Change" shows every field, filled in.
  fireEvent.click(within(summary).getByRole('button', { name: 'Change' }));
  expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ada.l@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Get my result' }));
  await waitFor(() => expect(currentLocation()).toBe('/report/result-free-test/web-2'));
  expect(api.callsTo('POST /api/exam/session/profile')[0]!.body).toEqual({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada.l@example.com',
    birthYear: 1990,
    gender: 'female',
    country: 'GB',
  });
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

test('with ?orderNumber= the claim carries the order and leads to the report it belongs to', async () => {
  const api = mockApi({
    'GET /api/exam/question/questionnaire/4/en-US': ok(
      viewOf(stateOf(all, { kind: 'brain-dominance', profileRequired: false }), 4),
    ),
    'POST /api/exam/session/confirm': confirmed(4),
    [CLAIM]: unlocked(4, brain, 'order'),
  });
  renderExam(4, { examSession: 'Q4' }, `?orderNumber=${ORDER_NUMBER}&hl=en-US`);
  expect(await screen.findByText('All questions answered')).toBeInTheDocument();
  expect(screen.queryByLabelText('First name')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Get my result' }));
  await waitFor(() =>
    expect(currentLocation()).toBe(`/report/result/web-1?orderNumber=${ORDER_NUMBER}&hl=en-US`),
  );
  expect(api.callsTo('POST /api/exam/session/confirm')).toHaveLength(1);
  expect(api.callsTo(CLAIM)[0]!.body).toEqual({ orderNumber: ORDER_NUMBER });
  expect(api.callsTo(CLAIM)[0]!.headers.get('Exam-Session')).toBe('Q4');
});

test('a page opened on a confirmed session claims at once; nobody signed in: log in or register, and back', async () => {
  const api = mockApi({
    'GET /api/exam/question/questionnaire/3/en-US': ok(
      viewOf(stateOf(all, { kind: 'eq', profileRequired: false, confirmed: true }), 3),
    ),
    [CLAIM]: failure(401, FREE_TEST_MESSAGES.signInRequired),
  });
  // The claim waits until the test lets it answer, so the screen in between can be seen.
  const answer = api.spy.getMockImplementation()!;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  api.spy.mockImplementation(async (input, init) => {
    if (new URL((input as Request).url).pathname === '/api/exam/order/info/free') await held;
    return answer(input, init);
  });
  renderExam(3, { examSession: 'Q3' }, '?hl=en-US');
  const unlocking = await screen.findByTestId('questionnaire-unlocking');
  expect(within(unlocking).getByRole('status')).toHaveTextContent('Unlocking your result…');
  expect(screen.queryByRole('radiogroup')).toBeNull();
  act(() => release());

  const signIn = await screen.findByTestId('questionnaire-sign-in');
  expect(heading()).toHaveTextContent('Your answers are saved');
  expect(heading()).toHaveFocus();
  expect(signIn).toHaveTextContent('Log in or register — free — to see your result.');
  const back = encodeURIComponent('/answer_question/standard/web-3?hl=en-US');
  expect(within(signIn).getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    `/user/login?redirect=${back}`,
  );
  expect(within(signIn).getByRole('link', { name: 'Register for free' })).toHaveAttribute(
    'href',
    `/user/register?redirect=${back}`,
  );
  expect(api.callsTo(CLAIM)).toHaveLength(1);
  expect(api.callsTo(CLAIM)[0]!.body).toEqual({});
  expect(api.callsTo(CLAIM)[0]!.headers.get('Exam-Session')).toBe('Q3');
  expect(api.callsTo('GET /api/exam/session/result')).toHaveLength(0);
});

test('signed in meanwhile in another tab: coming back to this tab unlocks the result', async () => {
  const api = mockApi({
    'GET /api/exam/question/questionnaire/4/en-US': ok(
      viewOf(stateOf(all, { kind: 'brain-dominance', profileRequired: false, confirmed: true }), 4),
    ),
    [CLAIM]: [failure(401, FREE_TEST_MESSAGES.signInRequired), unlocked(4, brain)],
  });
  renderExam(4, { examSession: 'Q4' });
  await screen.findByTestId('questionnaire-sign-in');
  expect(api.callsTo(CLAIM)).toHaveLength(1);
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
  await waitFor(() => expect(currentLocation()).toBe('/report/result-free-test/web-4'));
  expect(api.callsTo(CLAIM)).toHaveLength(2);
});

test("a refused claim shows the server's message translated, with a way on to the free tests", async () => {
  mockApi({
    'GET /api/exam/question/questionnaire/3/en-US': ok(
      viewOf(stateOf(all, { kind: 'eq', profileRequired: false, confirmed: true }), 3),
    ),
    [CLAIM]: failure(409, FREE_TEST_MESSAGES.orderNotPaid),
  });
  renderExam(3, { examSession: 'Q3' }, `?orderNumber=${ORDER_NUMBER}&hl=en-US`);
  expect(await screen.findByRole('alert')).toHaveTextContent('The order is not paid');
  expect(heading()).toHaveTextContent('Your result could not be unlocked');
  expect(screen.getByRole('link', { name: 'Go to the free tests' })).toHaveAttribute(
    'href',
    '/report/result-free-test/web-3?hl=en-US',
  );
});

test('a claim that gets no answer offers a retry', async () => {
  const api = mockApi({
    'GET /api/exam/question/questionnaire/4/en-US': ok(
      viewOf(stateOf(all, { kind: 'brain-dominance', profileRequired: false, confirmed: true }), 4),
    ),
    [CLAIM]: [failure(502, 'Bad gateway'), unlocked(4, brain)],
  });
  renderExam(4, { examSession: 'Q4' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Connection failed. Please try again.');
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(currentLocation()).toBe('/report/result-free-test/web-4'));
  expect(api.callsTo(CLAIM)).toHaveLength(2);
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
