// The admin page against the registry's admin API, fetch mocked at the edge (issue 14).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  failure,
  loadEnglish,
  mockApi,
  ok,
  renderAt,
  type Answer,
} from '@iq/api/src/testing/screen-test-kit';
import AdminPage from './admin-page';

beforeAll(() => loadEnglish('admin'));
afterEach(() => jest.restoreAllMocks());

const API = '/admin/api';
const MANAGER = { email: 'campaigns@example.com', role: 'campaign-manager' };
const VIEWER = { email: 'watcher@example.com', role: 'viewer' };

const build = (version: string, extra: Record<string, unknown> = {}) => ({
  remote: 'landing',
  version,
  contentHash: `sha256-${version}`,
  entry: `/remotes/landing/${version}/mf-manifest.json`,
  shared: { react: '^19.0.0' },
  publishedAt: '2026-11-20T10:00:00.000Z',
  publishedBy: 'ci:e2e',
  live: false,
  canaryShare: null,
  variants: [],
  refusal: null,
  pagesAgainstLive: extra.live ? null : { dropped: [], added: [] },
  ...extra,
});

const LANDING = [build('v2'), build('v1', { live: true, variants: ['girl'] })];
const ENTRY = {
  id: 7,
  at: '2026-11-21T09:30:00.000Z',
  actor: 'campaigns@example.com',
  action: 'promote',
  remote: 'landing',
  target: 'live:landing',
  before: null,
  after: null,
  reason: 'the winter campaign',
};

/** The registry's lists: landing's builds, the other remotes empty, and the history. */
function registry(me: Answer, extra: Record<string, Answer | Answer[]> = {}) {
  return mockApi({
    [`GET ${API}/me`]: me,
    [`GET ${API}/remotes/landing/builds`]: ok({ remote: 'landing', builds: LANDING }),
    ...Object.fromEntries(
      ['exam', 'checkout', 'report', 'account'].map((remote) => [
        `GET ${API}/remotes/${remote}/builds`,
        ok({ remote, builds: [] }),
      ]),
    ),
    [`GET ${API}/history`]: ok({ entries: [ENTRY] }),
    ...extra,
  });
}

const renderPage = () => renderAt('/admin', '/admin', <AdminPage />);
const landingTable = () => screen.findByRole('table', { name: 'Builds of landing' });
const rowOf = async (version: string) => {
  const table = await landingTable();
  return within(table).getByText(version).closest('tr')!;
};

async function signIn(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

test("a refused sign-in shows the server's message, and signs nobody in", async () => {
  const api = registry(failure(401), {
    [`POST ${API}/login`]: [
      failure(401, 'Wrong e-mail or password'),
      failure(429, 'Too many failed sign-ins; try again later'),
    ],
  });
  renderPage();
  await signIn('campaigns@example.com', 'wrong');
  expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
  expect(api.callsTo(`POST ${API}/login`)[0]!.body).toEqual({
    email: 'campaigns@example.com',
    password: 'wrong',
  });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Too many failed sign-ins; try again later')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  expect(api.callsTo(`GET ${API}/remotes/landing/builds`)).toHaveLength(0);
});

test('signing in shows who you are and each remote’s builds, and the history', async () => {
  const api = registry(failure(401, 'Sign in first'), { [`POST ${API}/login`]: ok(MANAGER) });
  renderPage();
  await signIn('campaigns@example.com', 'e2e campaign manager pass');
  expect(await screen.findByText('Signed in as campaigns@example.com')).toBeInTheDocument();
  expect(screen.getByText('Role: campaign manager')).toBeInTheDocument();

  const rows = within(await landingTable()).getAllByRole('row');
  expect(rows).toHaveLength(3); // header + two builds
  expect(rows[1]).toHaveTextContent('v2');
  expect(rows[1]).toHaveTextContent('Not live');
  expect(rows[2]).toHaveTextContent('v1');
  expect(rows[2]).toHaveTextContent('Live');
  expect(rows[2]).toHaveTextContent('girl');
  expect(rows[2]).toHaveTextContent('by ci:e2e');
  expect(screen.getByText('No build of exam has been published yet.')).toBeInTheDocument();

  const history = screen.getByRole('region', { name: 'History' });
  expect(within(history).getByText('promoted')).toBeInTheDocument();
  expect(within(history).getByText('live:landing')).toBeInTheDocument();
  expect(within(history).getByText('Reason: the winter campaign')).toBeInTheDocument();
  const request = api.callsTo(`GET ${API}/me`)[0]!;
  expect(request.headers.get('accept')).toBe('application/json');
});

test("a promote sends the version with its reason and shows the server's answer only when it has arrived", async () => {
  const api = registry(ok(MANAGER), {
    [`POST ${API}/promote`]: [
      ok({ remote: 'landing', live: { version: 'v2' } }),
      failure(409, 'landing v2 is already live'),
    ],
  });
  // The promote's answer waits until the test lets it through.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const answer = api.spy.getMockImplementation()!;
  api.spy.mockImplementation(async (input, init) => {
    const response = await answer(input, init); // recorded now, answered when released
    if ((input as Request).url.endsWith('/promote')) await held;
    return response;
  });
  renderPage();

  fireEvent.click(within(await rowOf('v2')).getByRole('button', { name: 'Promote' }));
  const form = screen.getByRole('form', { name: 'Promote landing v2 to live' });
  expect(within(form).getByLabelText('Reason')).toHaveFocus();

  // No reason: nothing is sent.
  fireEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
  expect(await within(form).findByText('A reason is required.')).toBeInTheDocument();
  expect(api.callsTo(`POST ${API}/promote`)).toHaveLength(0);

  fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: '  spring campaign ' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(api.callsTo(`POST ${API}/promote`)).toHaveLength(1));
  const sent = api.callsTo(`POST ${API}/promote`)[0]!;
  expect(sent.body).toEqual({ remote: 'landing', version: 'v2', reason: 'spring campaign' });
  expect(sent.headers.get('content-type')).toBe('application/json');
  expect(screen.getByText('Waiting for the server…')).toBeInTheDocument();
  expect(screen.queryByText(/^Done:/)).toBeNull();
  const loadsBefore = api.callsTo(`GET ${API}/remotes/landing/builds`).length;

  await act(async () => release());
  expect(await screen.findByText('Done: landing v2 is live.')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Promote landing v2 to live' })).toBeNull();
  await waitFor(() =>
    expect(api.callsTo(`GET ${API}/remotes/landing/builds`).length).toBeGreaterThan(loadsBefore),
  );
  expect(api.callsTo(`GET ${API}/history`).length).toBeGreaterThan(1);

  // A refusal: the server's message, and the form stays to try again.
  fireEvent.click(within(await rowOf('v2')).getByRole('button', { name: 'Promote' }));
  const again = screen.getByRole('form', { name: 'Promote landing v2 to live' });
  fireEvent.change(within(again).getByLabelText('Reason'), { target: { value: 'once more' } });
  fireEvent.click(within(again).getByRole('button', { name: 'Confirm' }));
  expect(
    await screen.findByText('The server refused the change: landing v2 is already live'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/^Done:/)).toBeNull();
  expect(screen.getByRole('form', { name: 'Promote landing v2 to live' })).toBeInTheDocument();
});

test('a canary, an assignment, its removal and a rollback send what the API expects', async () => {
  const api = registry(ok(MANAGER), {
    [`POST ${API}/canary`]: ok({}),
    [`POST ${API}/assign`]: ok({}),
    [`POST ${API}/rollback`]: ok({}),
  });
  renderPage();
  const send = async (button: HTMLElement, fields: Record<string, string>) => {
    fireEvent.click(button);
    const form = screen.getByRole('form');
    for (const [label, value] of Object.entries(fields))
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  };
  await send(within(await rowOf('v2')).getByRole('button', { name: 'Canary…' }), {
    'Share of visitors (%)': '25',
    Reason: 'a quarter',
  });
  expect(screen.getByText('Done: landing v2 is the canary for 25 % of visitors.')).toBeInTheDocument();
  await send(within(await rowOf('v2')).getByRole('button', { name: 'Assign to variant…' }), {
    Variant: 'matrix',
    Reason: 'matrix tries v2',
  });
  await send(screen.getByRole('button', { name: 'Remove the assignment of variant girl' }), {
    Reason: 'girl back to live',
  });
  await send(screen.getByRole('button', { name: 'Roll back landing…' }), {
    'Variant (optional)': '',
    Reason: 'bad build',
  });
  expect(api.callsTo(`POST ${API}/canary`).map((c) => c.body)).toEqual([
    { remote: 'landing', version: 'v2', share: 25, reason: 'a quarter' },
  ]);
  expect(api.callsTo(`POST ${API}/assign`).map((c) => c.body)).toEqual([
    { variant: 'matrix', remote: 'landing', version: 'v2', reason: 'matrix tries v2' },
    { variant: 'girl', remote: 'landing', version: null, reason: 'girl back to live' },
  ]);
  expect(api.callsTo(`POST ${API}/rollback`).map((c) => c.body)).toEqual([
    { remote: 'landing', reason: 'bad build' },
  ]);
});

test('a viewer sees the builds and the history but no control that changes them', async () => {
  registry(ok(VIEWER));
  renderPage();
  await landingTable();
  expect(screen.getByText('Role: viewer')).toBeInTheDocument();
  expect(screen.getByText('History')).toBeInTheDocument();
  // Besides signing out, only the health chart of the build that is not live (it changes nothing).
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Sign out', 'Health']);
  expect(screen.getByRole('button', { name: 'Health of landing v2' })).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).toBeNull();
});

test('the API answering 404 means the registry is off: no sign-in form', async () => {
  const api = mockApi({});
  renderPage();
  expect(await screen.findByText('The registry is off')).toBeInTheDocument();
  expect(screen.queryByLabelText('E-mail')).toBeNull();
  expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET ${API}/me`]);
});

test('issue 40: a build the server would refuse is offered disabled with why; a build that drops pages needs them confirmed', async () => {
  const builds = [
    build('v4', { refusal: 'react ^18.3.1 needed, the shell provides 19.3.1' }),
    build('v3', { pagesAgainstLive: { dropped: ['/', '/privacy'], added: [] } }),
    build('v1', { live: true }),
  ];
  const api = registry(ok(MANAGER), {
    [`GET ${API}/remotes/landing/builds`]: ok({ remote: 'landing', builds }),
    [`POST ${API}/promote`]: ok({ remote: 'landing', live: { buildId: 3, version: 'v3' } }),
  });
  renderPage();
  const refusedRow = await rowOf('v4');
  expect(refusedRow).toHaveTextContent(
    'Refused by the shell: react ^18.3.1 needed, the shell provides 19.3.1',
  );
  for (const name of ['Promote', 'Canary…', 'Assign to variant…'])
    expect(within(refusedRow).getByRole('button', { name })).toBeDisabled();
  expect(within(refusedRow).getByRole('button', { name: 'Promote' })).toHaveAccessibleDescription(
    /Refused by the shell/,
  );

  const dropping = await rowOf('v3');
  expect(dropping).toHaveTextContent('Drops 2 pages: /, /privacy');
  fireEvent.click(within(dropping).getByRole('button', { name: 'Promote' }));
  const form = await screen.findByRole('form');
  expect(within(form).getByRole('group')).toHaveTextContent(
    'This build stops serving 2 pages the live build serves:',
  );
  fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: 'variant pages only' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
  // Not ticked: nothing is sent, and the form says what to do.
  expect(
    await within(form).findByText('Tick the box to take these pages away, or cancel.'),
  ).toBeInTheDocument();
  expect(api.callsTo(`POST ${API}/promote`)).toHaveLength(0);
  fireEvent.click(within(form).getByRole('checkbox', { name: 'Take these pages away from visitors' }));
  fireEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(api.callsTo(`POST ${API}/promote`)).toHaveLength(1));
  expect(api.callsTo(`POST ${API}/promote`)[0]!.body).toEqual({
    remote: 'landing',
    version: 'v3',
    reason: 'variant pages only',
    dropPages: ['/', '/privacy'],
  });
  expect(await screen.findByText('Done: landing v3 is live.')).toBeInTheDocument();
  expect(await rowOf('v1')).toHaveTextContent('—');
});
