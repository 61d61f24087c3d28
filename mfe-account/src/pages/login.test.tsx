import { fireEvent, screen, waitFor } from '@testing-library/react';
import LoginPage from './login';
import {
  currentLocation,
  failure,
  loadEnglish,
  mockApi,
  ok,
  renderAt,
  user,
} from '../testing/account-test-kit';

const PATTERN = '/user/login/:codeExam?';
const page = <LoginPage code="web" examId={1} />;
const LOGIN = 'POST /api/user/login';
const CONFIRM = 'POST /api/user/confirm';
const signedIn = ok({ user: user() });

beforeAll(loadEnglish);
afterEach(() => jest.restoreAllMocks());

function logIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

test("checks the fields before asking the server: 'Incorrect email format', password required, focus on the first", async () => {
  const api = mockApi({});
  renderAt('/user/login', PATTERN, page);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Log in');
  logIn('not-an-address', '');
  expect(await screen.findByText('Incorrect email format')).toBeInTheDocument();
  expect(screen.getByText('Please enter your password')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail address')).toHaveFocus();
  expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  logIn('ada@example.com', '');
  expect(await screen.findByText('Please enter your password')).toBeInTheDocument();
  expect(screen.queryByText('Incorrect email format')).toBeNull();
  expect(screen.getByLabelText('Password')).toHaveFocus();
  expect(api.calls).toHaveLength(0);
});

test('the password can be shown and hidden, and the fields ask for the saved login', () => {
  mockApi({});
  renderAt('/user/login', PATTERN, page);
  const password = screen.getByLabelText('Password');
  expect(password).toHaveAttribute('type', 'password');
  expect(password).toHaveAttribute('autocomplete', 'current-password');
  expect(screen.getByLabelText('E-mail address')).toHaveAttribute('autocomplete', 'username');
  fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password).toHaveAttribute('type', 'password');
});

test("a wrong pair: 'Incorrect email or password', and no navigation", async () => {
  const api = mockApi({ [LOGIN]: failure(401, 'Incorrect email or password') });
  renderAt('/user/login', PATTERN, page);
  logIn(' Ada@Example.com ', 'wrong password');
  expect(await screen.findByTestId('account-error')).toHaveTextContent('Incorrect email or password');
  expect(api.callsTo(LOGIN)[0]!.body).toEqual({ email: 'Ada@Example.com', password: 'wrong password' });
  expect(currentLocation()).toBe('/user/login');
});

test('too many tries: says how long to wait (the Retry-After header)', async () => {
  mockApi({
    [LOGIN]: {
      ...failure(429, 'Too many attempts. Please try again later.'),
      headers: { 'Retry-After': '120' },
    },
  });
  renderAt('/user/login', PATTERN, page);
  logIn('ada@example.com', 'secret-password');
  expect(await screen.findByTestId('account-wait')).toHaveTextContent(
    'Too many attempts in a short time. Please wait 2 minutes and try again.',
  );
});

test('no answer: the network message', async () => {
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  renderAt('/user/login', PATTERN, page);
  logIn('ada@example.com', 'secret-password');
  expect(await screen.findByTestId('account-error')).toHaveTextContent(
    'Network disconnected, try again later.',
  );
});

test('signed in: to the personal centre, keeping the suffix and the language', async () => {
  mockApi({ [LOGIN]: signedIn });
  renderAt('/user/login/web-1?hl=en-US', PATTERN, page);
  logIn('ada@example.com', 'secret-password');
  await waitFor(() => expect(currentLocation()).toBe('/user/info/web-1?hl=en-US'));
});

test('signed in: back to the page that asked, when it is on this site', async () => {
  mockApi({ [LOGIN]: signedIn });
  renderAt(`/user/login?redirect=${encodeURIComponent('/report/result/web-1?orderNumber=x')}`, PATTERN, page);
  logIn('ada@example.com', 'secret-password');
  await waitFor(() => expect(currentLocation()).toBe('/report/result/web-1?orderNumber=x'));
});

test.each(['//evil.example/steal', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
  'a redirect to %j is not followed: the personal centre instead',
  async (target) => {
    mockApi({ [LOGIN]: signedIn });
    renderAt(`/user/login?redirect=${encodeURIComponent(target)}`, PATTERN, page);
    logIn('ada@example.com', 'secret-password');
    await waitFor(() => expect(currentLocation()).toBe('/user/info'));
  },
);

test("the registration mail's link confirms (signs in) and goes on like a login", async () => {
  const token = 'confirm-token-0123456789abcdef';
  const api = mockApi({ [CONFIRM]: signedIn });
  renderAt(`/user/login?confirm=${token}&redirect=%2Fuser%2Fsetting`, PATTERN, page);
  expect(screen.getByTestId('confirming')).toHaveTextContent('Confirming your e-mail address');
  await waitFor(() => expect(currentLocation()).toBe('/user/setting'));
  expect(api.callsTo(CONFIRM)).toHaveLength(1);
  expect(api.callsTo(CONFIRM)[0]!.body).toEqual({ token });
});

test('a used confirmation link says so and offers the login form', async () => {
  mockApi({ [CONFIRM]: failure(400, 'Invalid or expired link') });
  renderAt('/user/login?confirm=confirm-token-0123456789abcdef', PATTERN, page);
  expect(await screen.findByTestId('account-error')).toHaveTextContent(
    'This confirmation link is no longer valid.',
  );
  expect(screen.getByLabelText('E-mail address')).toBeInTheDocument();
  expect(currentLocation()).toBe('/user/login?confirm=confirm-token-0123456789abcdef');
});

test('links to the other account pages keep the suffix', () => {
  mockApi({});
  renderAt('/user/login/web-2', PATTERN, page);
  expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    '/user/forgot-password/web-2',
  );
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/user/register/web-2',
  );
});
