import { fireEvent, screen } from '@testing-library/react';
import ForgotPasswordPage from './forgot-password';
import { failure, loadEnglish, mockApi, ok, renderAt } from '../testing/account-test-kit';

const PATTERN = '/user/forgot-password/:codeExam?';
const page = <ForgotPasswordPage code="web" examId={1} />;
const SEND = 'POST /api/email/captcha/send';
const VERIFY = 'POST /api/user/verify';
const RESET = 'POST /api/user/password/reset';
const RESET_TOKEN = 'reset-token-0123456789abcdef';

beforeAll(loadEnglish);
afterEach(() => jest.restoreAllMocks());

async function askCode(email: string) {
  fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
}
async function enterCode(code: string) {
  fireEvent.change(await screen.findByLabelText('Verification code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Check the code' }));
}
async function choosePassword(password: string, repeat: string) {
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
}

test('e-mail → code → new password → "Password reset successful" and a link to log in', async () => {
  const api = mockApi({
    [SEND]: ok({ sent: true }),
    [VERIFY]: [failure(400, 'Invalid or expired code'), ok({ resetToken: RESET_TOKEN })],
    [RESET]: ok({ message: 'Password reset successful' }),
  });
  renderAt('/user/forgot-password/web-1?hl=en-US', PATTERN, page);
  expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();

  await askCode('');
  expect(await screen.findByText('Please input email address')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);

  await askCode(' ada@example.com ');
  expect(await screen.findByRole('heading', { level: 2, name: 'Enter the verification code' })).toHaveFocus();
  expect(screen.getByTestId('code-sent')).toHaveTextContent('Verification code sent.');
  expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  // POST /email/captcha/send?email= (spec §7), with the page's language for the mail.
  expect(new URL((api.spy.mock.calls[0]![0] as Request).url).search).toBe(
    '?email=ada%40example.com&hl=en-US',
  );
  expect((api.spy.mock.calls[0]![0] as Request).credentials).toBe('same-origin');

  await enterCode('12345');
  expect(
    await screen.findByText('Please enter the 6-digit verification code from the e-mail.'),
  ).toBeInTheDocument();
  expect(api.callsTo(VERIFY)).toHaveLength(0);

  await enterCode('000000');
  expect(
    await screen.findByText('This code is wrong or has expired. Check it, or ask for a new one.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Verification code')).toHaveFocus();

  await enterCode('123 456');
  expect(await screen.findByRole('heading', { level: 2, name: 'Choose a new password' })).toHaveFocus();
  expect(api.callsTo(VERIFY)[1]!.body).toEqual({ email: 'ada@example.com', code: '123456' });

  await choosePassword('new password 1', 'new password 2');
  expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  expect(api.callsTo(RESET)).toHaveLength(0);

  await choosePassword('new password 1', 'new password 1');
  expect(await screen.findByText('Password reset successful')).toBeInTheDocument();
  expect(api.callsTo(RESET)[0]!.body).toEqual({
    resetToken: RESET_TOKEN,
    password: 'new password 1',
    passwordRepeat: 'new password 1',
  });
  expect(screen.getByRole('link', { name: 'Log in with your new password' })).toHaveAttribute(
    'href',
    '/user/login/web-1?hl=en-US',
  );
});

test("'Verification code sent' only after the server's { sent: true }", async () => {
  mockApi({ [SEND]: failure(500, 'boom') });
  renderAt('/user/forgot-password', PATTERN, page);
  await askCode('ada@example.com');
  expect(await screen.findByTestId('account-error')).toHaveTextContent(
    'Connection failed. Please try again.',
  );
  expect(screen.queryByText(/Verification code sent/)).toBeNull();
  expect(screen.queryByLabelText('Verification code')).toBeNull();
});

test('asking for codes too often: says how long to wait', async () => {
  mockApi({ [SEND]: { ...failure(429, 'Too many attempts'), headers: { 'Retry-After': '45' } } });
  renderAt('/user/forgot-password', PATTERN, page);
  await askCode('ada@example.com');
  expect(await screen.findByTestId('account-wait')).toHaveTextContent(
    'Please wait 45 seconds and try again.',
  );
});

test('too many wrong codes: ask for a new one, which is sent again', async () => {
  const api = mockApi({ [SEND]: ok({ sent: true }), [VERIFY]: failure(429, 'Too many attempts') });
  renderAt('/user/forgot-password', PATTERN, page);
  await askCode('ada@example.com');
  await enterCode('111111');
  expect(await screen.findByTestId('account-wait')).toHaveTextContent(
    'Too many wrong codes. Ask for a new code.',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
  expect(await screen.findByTestId('code-resent')).toHaveTextContent('We have sent a new code.');
  expect(api.callsTo(SEND)).toHaveLength(2);
});

test('a set-password link (?token=) starts at the new password with that token', async () => {
  const api = mockApi({ [RESET]: ok({ message: 'Password reset successful' }) });
  renderAt(`/user/forgot-password?token=${RESET_TOKEN}`, PATTERN, page);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Set your password');
  expect(screen.queryByLabelText('E-mail address')).toBeNull();
  await choosePassword('a new password', 'a new password');
  expect(await screen.findByText('Password reset successful')).toBeInTheDocument();
  expect(api.callsTo(RESET)[0]!.body).toEqual({
    resetToken: RESET_TOKEN,
    password: 'a new password',
    passwordRepeat: 'a new password',
  });
});

test('an expired set-password link says so and starts again from the e-mail', async () => {
  mockApi({ [RESET]: failure(400, 'Invalid or expired token') });
  renderAt(`/user/forgot-password?token=${RESET_TOKEN}`, PATTERN, page);
  await choosePassword('a new password', 'a new password');
  expect(await screen.findByTestId('forgot-notice')).toHaveTextContent(
    'This link has expired or was already used.',
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Your e-mail address' })).toHaveFocus();
  expect(screen.queryByText('Password reset successful')).toBeNull();
});
