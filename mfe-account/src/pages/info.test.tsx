import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import InfoPage from './info';
import {
  currentLocation,
  failure,
  FREE_TESTS,
  GET_USER,
  IS_VIP,
  loadEnglish,
  mockApi,
  ok,
  order,
  PURCHASES,
  purchasesOf,
  renderAt,
  user,
  vipStatus,
} from '../testing/account-test-kit';

const PATTERN = '/user/info/:codeExam?';
const page = <InfoPage code="web" examId={1} />;
const ORDERS = 'GET /api/user/order/list/7';
const LOGOUT = 'POST /api/user/logout';

beforeAll(loadEnglish);
afterEach(() => jest.restoreAllMocks());

test('greeting, member status and the three report statuses with their actions', async () => {
  const completed = order('completed');
  const pending = order('pending');
  const incomplete = order('incomplete', { examId: 2, amountMinor: 2999, currency: 'EUR' });
  mockApi({
    [FREE_TESTS]: ok({ tests: [] }),
    [GET_USER]: ok(user({ nickname: 'Ada' })),
    [IS_VIP]: ok(vipStatus({ vip: true, permanent: true, discountPercent: 20, sources: ['sku4'] })),
    [PURCHASES]: ok(purchasesOf()),
    [ORDERS]: ok({ orders: [completed, pending, incomplete] }),
  });
  renderAt('/user/info', PATTERN, page);
  expect(await screen.findByTestId('greeting')).toHaveTextContent('Hello, Ada');
  expect(await screen.findByTestId('member-status')).toHaveTextContent(
    'You are a VIP member for life. You get 20% off later report upgrades and packages (not plans, nor the first report of a new test).',
  );
  const list = await screen.findByTestId('report-list');
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);

  const done = screen.getByTestId('report-completed');
  expect(done).toHaveTextContent('IQ test');
  expect(done).toHaveTextContent('Completed');
  expect(within(done).getByRole('link', { name: 'Open the report' })).toHaveAttribute('href', completed.href);
  expect(within(done).queryByRole('link', { name: 'Pay now' })).toBeNull();

  const waiting = screen.getByTestId('report-pending');
  expect(waiting).toHaveTextContent('Pending payment');
  expect(within(waiting).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', pending.href);

  const failed = screen.getByTestId('report-incomplete');
  expect(failed).toHaveTextContent('Personality test');
  expect(failed).toHaveTextContent('Incomplete');
  expect(failed).toHaveTextContent('€29,99'); // spec §9: EUR with a decimal comma
  expect(within(failed).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', incomplete.href);

  expect(screen.getByRole('link', { name: 'Edit personal information' })).toHaveAttribute(
    'href',
    '/user/setting',
  );
  expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute(
    'href',
    '/user/edit-password',
  );
});

test('free tests: a taken test shows its result and a link to it, the others offer to start (issue 38)', async () => {
  const eq = {
    examId: 3,
    kind: 'eq',
    via: 'free',
    takenAt: '2026-11-29T10:00:00.000Z',
    result: {
      kind: 'eq',
      scales: [{ key: 'empathy', percent: 62, margin: 4 }],
      overall: { percent: 57 },
    },
  };
  mockApi({
    [FREE_TESTS]: ok({ tests: [eq] }),
    [GET_USER]: ok(user()),
    [IS_VIP]: ok(vipStatus()),
    [PURCHASES]: ok(purchasesOf()),
    [ORDERS]: ok({ orders: [] }),
  });
  renderAt('/user/info/web-1', PATTERN, page);
  // The rows hold their place while the list loads; the list is there once the server answered.
  await screen.findByTestId('free-test-list');
  const row = screen.getByTestId('account-free-test-eq');
  expect(row).toHaveTextContent('Emotional intelligence test');
  expect(within(row).getByTestId('account-free-test-result')).toHaveTextContent('Overall 57% · Nov 29, 2026');
  expect(within(row).getByRole('link', { name: 'See the result' })).toHaveAttribute(
    'href',
    '/report/result-free-test/web-1',
  );
  expect(within(row).queryByRole('link', { name: 'Start' })).toBeNull();
  const brain = screen.getByTestId('account-free-test-brainDominance');
  expect(within(brain).queryByTestId('account-free-test-result')).toBeNull();
  expect(within(brain).getByRole('link', { name: 'Start' })).toHaveAttribute(
    'href',
    '/answer_question/start_loading/web-4',
  );
});

test('an order link that leaves the site is not shown', async () => {
  mockApi({
    [FREE_TESTS]: ok({ tests: [] }),
    [GET_USER]: ok(user()),
    [IS_VIP]: ok(vipStatus()),
    [PURCHASES]: ok(purchasesOf()),
    [ORDERS]: ok({ orders: [order('pending', { href: '//evil.example/pay' })] }),
  });
  renderAt('/user/info', PATTERN, page);
  const row = await screen.findByTestId('report-pending');
  expect(within(row).queryByRole('link')).toBeNull();
});

test('no reports: the empty-list message and a way to take the test', async () => {
  mockApi({
    [FREE_TESTS]: ok({ tests: [] }),
    [GET_USER]: ok(user()),
    [IS_VIP]: ok(vipStatus()),
    [PURCHASES]: ok(purchasesOf()),
    [ORDERS]: ok({ orders: [] }),
  });
  renderAt('/user/info/web-1', PATTERN, page);
  expect(await screen.findByTestId('report-list-empty')).toHaveTextContent('You have no reports yet.');
  expect(screen.getByRole('link', { name: 'Take the IQ test' })).toHaveAttribute(
    'href',
    '/answer_question/start_loading/web-1',
  );
  expect(screen.getByTestId('member-status')).toHaveTextContent('You are not a VIP member yet.');
  expect(screen.getByTestId('greeting')).toHaveTextContent('Hello, Ada Lovelace');
});

test('not signed in (401): to the login page with this page as the redirect', async () => {
  const api = mockApi({ [GET_USER]: failure(401, 'Not signed in') });
  renderAt('/user/info?hl=en-US', PATTERN, page);
  await waitFor(() =>
    expect(currentLocation()).toBe('/user/login?hl=en-US&redirect=%2Fuser%2Finfo%3Fhl%3Den-US'),
  );
  expect(api.callsTo(ORDERS)).toHaveLength(0);
});

test('the report list failing says so and can be retried', async () => {
  mockApi({
    [FREE_TESTS]: ok({ tests: [] }),
    [GET_USER]: ok(user()),
    [IS_VIP]: ok(vipStatus()),
    [PURCHASES]: ok(purchasesOf()),
    [ORDERS]: [failure(502, 'bad gateway'), ok({ orders: [order('completed')] })],
  });
  renderAt('/user/info', PATTERN, page);
  expect(await screen.findByTestId('account-error')).toHaveTextContent(
    'Connection failed. Please try again.',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('report-completed')).toBeInTheDocument();
});

test('log out: to the login page once the server has ended the session', async () => {
  const api = mockApi({
    [FREE_TESTS]: ok({ tests: [] }),
    [GET_USER]: [ok(user()), failure(401, 'Not signed in')],
    [IS_VIP]: ok(vipStatus()),
    [PURCHASES]: ok(purchasesOf()),
    [ORDERS]: ok({ orders: [] }),
    [LOGOUT]: ok({}),
  });
  renderAt('/user/info/web-1', PATTERN, page);
  fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(currentLocation()).toBe('/user/login/web-1'));
  expect(api.callsTo(LOGOUT)).toHaveLength(1);
});

test('a failed logout stays here and says so', async () => {
  mockApi({
    [FREE_TESTS]: ok({ tests: [] }),
    [GET_USER]: ok(user()),
    [IS_VIP]: ok(vipStatus()),
    [PURCHASES]: ok(purchasesOf()),
    [ORDERS]: ok({ orders: [] }),
    [LOGOUT]: failure(500, 'boom'),
  });
  renderAt('/user/info', PATTERN, page);
  fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
  expect(await screen.findByTestId('account-error')).toHaveTextContent(
    'Connection failed. Please try again.',
  );
  expect(currentLocation()).toBe('/user/info');
});
