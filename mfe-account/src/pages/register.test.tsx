import { fireEvent, screen, waitFor } from '@testing-library/react';
import RegisterPage from './register';
import { failure, loadEnglish, mockApi, ok, renderAt } from '../testing/account-test-kit';

const PATTERN = '/user/register/:codeExam?';
const page = <RegisterPage code="web" examId={1} />;
const REGISTER = 'POST /api/user/register';

beforeAll(loadEnglish);
afterEach(() => jest.restoreAllMocks());

function fill(values: {
  name?: string;
  email?: string;
  password?: string;
  repeat?: string;
  agree?: boolean;
}) {
  const set = (label: string, value: string | undefined) =>
    value !== undefined && fireEvent.change(screen.getByLabelText(label), { target: { value } });
  set('Name', values.name);
  set('E-mail address', values.email);
  set('Password', values.password);
  set('Repeat the password', values.repeat);
  if (values.agree) fireEvent.click(screen.getByLabelText('I have read and agree to the privacy policy'));
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));

test("'Passwords do not match' and 'Please agree to the privacy policy', before anything is sent", async () => {
  const api = mockApi({});
  renderAt('/user/register', PATTERN, page);
  fill({ name: 'Ada', email: 'ada@example.com', password: 'correct horse', repeat: 'correct h0rse' });
  submit();
  expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  expect(screen.getByText('Please agree to the privacy policy')).toBeInTheDocument();
  expect(screen.getByLabelText('Repeat the password')).toHaveFocus();
  const privacy = screen.getByLabelText('I have read and agree to the privacy policy');
  expect(privacy).toHaveAttribute('aria-invalid', 'true');
  expect(privacy).toHaveAttribute('aria-describedby', 'register-privacy-error');
  expect(api.calls).toHaveLength(0);
});

test('every field is checked: name, e-mail, password length', async () => {
  const api = mockApi({});
  renderAt('/user/register', PATTERN, page);
  fill({ email: 'nope', password: 'short', repeat: 'short', agree: true });
  submit();
  expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
  expect(screen.getByText('Your password needs at least 8 characters.')).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(api.calls).toHaveLength(0);
});

test('accepted: says to open the mailed link, only after the server answered, and never that an account exists', async () => {
  let answer: (() => void) | null = null;
  const api = mockApi({ [REGISTER]: ok({ accepted: true }) });
  const realFetch = api.spy.getMockImplementation()!;
  api.spy.mockImplementation(
    (...args) => new Promise((resolve) => (answer = () => resolve(realFetch(...args)))),
  );
  renderAt('/user/register?hl=en-US', PATTERN, page);
  fill({
    name: ' Ada ',
    email: 'ada@example.com',
    password: 'correct horse',
    repeat: 'correct horse',
    agree: true,
  });
  submit();
  await screen.findByRole('button', { name: 'Create my account', busy: true });
  expect(screen.queryByTestId('register-sent')).toBeNull();
  answer!();
  expect(await screen.findByRole('heading', { level: 2, name: 'Check your inbox' })).toHaveFocus();
  expect(screen.getByTestId('register-sent')).toHaveTextContent(
    'We have sent a message to ada@example.com. Open the confirmation link in it',
  );
  expect(screen.getByTestId('register-sent')).not.toHaveTextContent(/created|logged in|signed in/i);
  expect(api.callsTo(REGISTER)[0]!.body).toEqual({
    name: 'Ada',
    email: 'ada@example.com',
    password: 'correct horse',
    passwordRepeat: 'correct horse',
    privacyAgreed: true,
    hl: 'en-US',
  });
});

test.each([
  ['a refusal', failure(400, 'Invalid request'), 'Some details were not accepted.'],
  ['a server error', failure(500, 'boom'), 'Connection failed. Please try again.'],
])('%s is never a success', async (_name, reply, text) => {
  mockApi({ [REGISTER]: reply });
  renderAt('/user/register', PATTERN, page);
  fill({
    name: 'Ada',
    email: 'ada@example.com',
    password: 'correct horse',
    repeat: 'correct horse',
    agree: true,
  });
  submit();
  expect(await screen.findByTestId('account-error')).toHaveTextContent(text);
  expect(screen.queryByText('Check your inbox')).toBeNull();
});

test('issue 38: the results waiting in this tab go along, and "saved" is said only once the server says so', async () => {
  const session = 'eq-session-0123456789abcdefghijklmnopqrstuvwxyz';
  sessionStorage.setItem('IQ-resultsAwaitingAccount', JSON.stringify([session, 42, 'short']));
  const api = mockApi({
    [REGISTER]: ok({ accepted: true }),
    'GET /api/user/register/result': [ok({ saved: false }), ok({ saved: true })],
    'GET /api/user/get': failure(401, 'Not signed in'),
  });
  renderAt('/user/register?redirect=%2Fanswer_question%2Fstart_loading%2Fweb-3', PATTERN, page);
  fill({
    name: 'Ada',
    email: 'ada@example.com',
    password: 'correct horse',
    repeat: 'correct horse',
    agree: true,
  });
  submit();
  expect(await screen.findByTestId('register-sent')).toHaveTextContent(
    'Your test result is kept with this sign-up',
  );
  expect(api.callsTo(REGISTER)[0]!.body).toMatchObject({ results: [session] });
  // The first answer is "not yet": nothing claims it was saved.
  await waitFor(() => expect(api.callsTo('GET /api/user/register/result')).toHaveLength(1));
  expect(screen.queryByTestId('register-result-saved')).toBeNull();
  fireEvent.focus(window); // back to this tab
  expect(await screen.findByTestId('register-result-saved')).toHaveTextContent(
    'Your e-mail address is confirmed and your test result is saved to your account.',
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Your result is saved' })).toHaveFocus();
  expect(screen.queryByTestId('register-sent')).toBeNull();
  expect(screen.getByRole('link', { name: 'Log in to see my result' })).toHaveAttribute(
    'href',
    '/user/login?redirect=%2Fanswer_question%2Fstart_loading%2Fweb-3',
  );
  sessionStorage.clear();
});

test('issue 38: a result that can no longer be claimed is forgotten and said so; nothing else is claimed', async () => {
  sessionStorage.setItem(
    'IQ-resultsAwaitingAccount',
    JSON.stringify(['another-accounts-session-0123456789']),
  );
  const api = mockApi({
    [REGISTER]: [
      failure(409, 'This test result belongs to another account or order'),
      ok({ accepted: true }),
    ],
  });
  renderAt('/user/register', PATTERN, page);
  fill({
    name: 'Ada',
    email: 'ada@example.com',
    password: 'correct horse',
    repeat: 'correct horse',
    agree: true,
  });
  submit();
  expect(await screen.findByTestId('register-result-refused')).toHaveTextContent(
    'This test result can no longer be saved to a new account',
  );
  expect(screen.queryByTestId('register-sent')).toBeNull();
  expect(sessionStorage.getItem('IQ-resultsAwaitingAccount')).toBeNull();
  submit();
  expect(await screen.findByTestId('register-sent')).not.toHaveTextContent('Your test result is kept');
  expect(api.callsTo(REGISTER)[1]!.body).not.toHaveProperty('results');
});
