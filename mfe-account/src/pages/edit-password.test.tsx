import { fireEvent, screen, waitFor } from '@testing-library/react';
import EditPasswordPage from './edit-password';
import {
  currentLocation,
  failure,
  GET_USER,
  loadEnglish,
  mockApi,
  ok,
  renderAt,
  user,
} from '../testing/account-test-kit';

const PATTERN = '/user/edit-password/:codeExam?';
const page = <EditPasswordPage code="web" examId={1} />;
const UPDATE = 'POST /api/user/password/update';

beforeAll(loadEnglish);
afterEach(() => jest.restoreAllMocks());

async function change(old: string, next: string, repeat: string) {
  fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: old } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Change my password' }));
}

test('old, new, repeat: a mismatch is caught here, the success said after the server answered', async () => {
  const api = mockApi({
    [GET_USER]: ok(user()),
    [UPDATE]: [failure(400, 'Incorrect password'), ok({ user: user() })],
  });
  renderAt('/user/edit-password', PATTERN, page);
  await change('old password', 'new password 1', 'new password 2');
  expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  expect(api.callsTo(UPDATE)).toHaveLength(0);

  await change('not my password', 'new password 1', 'new password 1');
  expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
  expect(screen.getByLabelText('Current password')).toHaveFocus();
  expect(screen.queryByTestId('password-changed')).toBeNull();

  await change('old password', 'new password 1', 'new password 1');
  expect(await screen.findByTestId('password-changed')).toHaveTextContent('Your password has been changed.');
  expect(api.callsTo(UPDATE)[1]!.body).toEqual({
    oldPassword: 'old password',
    newPassword: 'new password 1',
    newPasswordRepeat: 'new password 1',
  });
  expect(screen.getByLabelText('Current password')).toHaveValue('');
});

test('an account made by a purchase has no password yet: offers to set one', async () => {
  mockApi({ [GET_USER]: ok(user({ hasPassword: false })) });
  renderAt('/user/edit-password', PATTERN, page);
  expect(await screen.findByTestId('no-password-yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Set a password' })).toHaveAttribute(
    'href',
    '/user/forgot-password',
  );
  expect(screen.queryByLabelText('Current password')).toBeNull();
});

test('not signed in: to the login page and back', async () => {
  mockApi({ [GET_USER]: failure(401, 'Not signed in') });
  renderAt('/user/edit-password', PATTERN, page);
  await waitFor(() => expect(currentLocation()).toBe('/user/login?redirect=%2Fuser%2Fedit-password'));
});
