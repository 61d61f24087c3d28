// The account screens together, as the shell routes them: a signed-out visit, logging in and
// back, logging out and in as someone else. Only fetch is mocked.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import InfoPage from './info';
import LoginPage from './login';
import {
  currentLocation,
  failure,
  GET_USER,
  IS_VIP,
  loadEnglish,
  mockApi,
  ok,
  renderAt,
  user,
  vipStatus,
} from '../testing/account-test-kit';

const pages = (
  <Routes>
    <Route path="login/:codeExam?" element={<LoginPage code="web" examId={1} />} />
    <Route path="info/:codeExam?" element={<InfoPage code="web" examId={1} />} />
  </Routes>
);
const ada = user();
const grace = user({ userId: 8, name: 'Grace Hopper', email: 'grace@example.com' });

beforeAll(loadEnglish);
afterEach(() => jest.restoreAllMocks());

function logIn(email: string) {
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

test('signed out on the personal centre: log in, come back, see the account', async () => {
  mockApi({
    [GET_USER]: [failure(401, 'Not signed in'), ok(ada)],
    'POST /api/user/login': ok({ user: ada }),
    [IS_VIP]: ok(vipStatus()),
    'GET /api/user/order/list/7': ok({ orders: [] }),
  });
  renderAt('/user/info', '/user/*', pages);
  await screen.findByLabelText('E-mail address');
  expect(currentLocation()).toBe('/user/login?redirect=%2Fuser%2Finfo');
  expect(screen.queryByTestId('login-success')).toBeNull();
  logIn('ada@example.com');
  expect(await screen.findByTestId('greeting')).toHaveTextContent('Hello, Ada Lovelace');
  expect(currentLocation()).toBe('/user/info');
  // spec §5 'Login successful', once the server has signed the visitor in.
  expect(screen.getByTestId('login-success')).toHaveTextContent('Login successful');
});

test('log out, then in as someone else: the personal centre shows the new account only', async () => {
  const api = mockApi({
    [GET_USER]: [ok(ada), failure(401, 'Not signed in'), ok(grace)],
    'POST /api/user/logout': ok({}),
    'POST /api/user/login': ok({ user: grace }),
    [IS_VIP]: ok(vipStatus()),
    'GET /api/user/order/list/7': ok({ orders: [] }),
    'GET /api/user/order/list/8': ok({ orders: [] }),
  });
  renderAt('/user/info', '/user/*', pages);
  expect(await screen.findByTestId('greeting')).toHaveTextContent('Hello, Ada Lovelace');
  fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
  await screen.findByLabelText('E-mail address');
  expect(currentLocation()).toBe('/user/login');
  logIn('grace@example.com');
  expect(await screen.findByTestId('greeting')).toHaveTextContent('Hello, Grace Hopper');
  expect(screen.queryByText(/Ada/)).toBeNull();
  await waitFor(() => expect(api.callsTo('GET /api/user/order/list/8')).toHaveLength(1));
});
