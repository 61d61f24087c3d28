import { fireEvent, screen } from '@testing-library/react';
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
