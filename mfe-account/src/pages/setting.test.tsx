import { fireEvent, screen, waitFor } from '@testing-library/react';
import SettingPage from './setting';
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

const PATTERN = '/user/setting/:codeExam?';
const page = <SettingPage code="web" examId={1} />;
const UPDATE = 'POST /api/user/update';

beforeAll(loadEnglish);
afterEach(() => jest.restoreAllMocks());

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

test('the form starts from the account, and saves only after the server answered', async () => {
  const api = mockApi({
    [GET_USER]: ok(
      user({ nickname: 'Ada', phone: '+44 20 7946 0000', birthday: '1990-05-31', sex: 'female' }),
    ),
    [UPDATE]: ok(user()),
  });
  renderAt('/user/setting', PATTERN, page);
  expect(screen.getByTestId('account-loading')).toHaveTextContent('Loading your account…');
  expect(await screen.findByLabelText('Nickname')).toHaveValue('Ada');
  expect(screen.getByLabelText('Phone')).toHaveValue('+44 20 7946 0000');
  expect(screen.getByLabelText('Birthday')).toHaveValue('1990-05-31');
  expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
  expect(screen.getByRole('group', { name: 'Gender' })).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: '  ' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Prefer not to say' }));
  save();
  expect(screen.queryByText('Saved successfully')).toBeNull();
  expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
  expect(api.callsTo(UPDATE)[0]!.body).toEqual({
    nickname: null,
    phone: '+44 20 7946 0000',
    birthday: '1990-05-31',
    sex: 'confidential',
  });
});

test.each(['31-05-1990', '1990-02-30', '1990-5-31'])(
  "birthday %j: 'Invalid date', nothing sent",
  async (value) => {
    const api = mockApi({ [GET_USER]: ok(user()) });
    renderAt('/user/setting', PATTERN, page);
    fireEvent.change(await screen.findByLabelText('Birthday'), { target: { value } });
    save();
    expect(await screen.findByText('Invalid date')).toBeInTheDocument();
    expect(screen.getByLabelText('Birthday')).toHaveFocus();
    expect(screen.getByLabelText('Birthday')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(UPDATE)).toHaveLength(0);
  },
);

test("the server's 400 on the date: 'Invalid date' on the field, not 'Saved successfully'", async () => {
  mockApi({ [GET_USER]: ok(user()), [UPDATE]: failure(400, 'birthday: Invalid date') });
  renderAt('/user/setting', PATTERN, page);
  fireEvent.change(await screen.findByLabelText('Birthday'), { target: { value: '2999-01-01' } });
  save();
  expect(await screen.findByText('Invalid date')).toBeInTheDocument();
  expect(screen.getByLabelText('Birthday')).toHaveFocus();
  expect(screen.queryByText('Saved successfully')).toBeNull();
});

test('a failed save says so and is not a success', async () => {
  mockApi({ [GET_USER]: ok(user()), [UPDATE]: failure(503, 'unavailable') });
  renderAt('/user/setting', PATTERN, page);
  fireEvent.change(await screen.findByLabelText('Nickname'), { target: { value: 'Ada' } });
  save();
  expect(await screen.findByTestId('account-error')).toHaveTextContent(
    'Connection failed. Please try again.',
  );
  expect(screen.queryByText('Saved successfully')).toBeNull();
});

test('not signed in: to the login page, which comes back here', async () => {
  mockApi({ [GET_USER]: failure(401, 'Not signed in') });
  renderAt('/user/setting/web-1', PATTERN, page);
  await waitFor(() => expect(currentLocation()).toBe('/user/login/web-1?redirect=%2Fuser%2Fsetting%2Fweb-1'));
});
