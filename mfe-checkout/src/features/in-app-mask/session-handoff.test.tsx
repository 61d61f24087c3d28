import { screen, waitFor } from '@testing-library/react';
import PaymentPage from '../../pages/payment';
import {
  currentLocation,
  failure,
  loadEnglish,
  mockApi,
  ok,
  renderAt,
  skuInfo,
  scoredSessionState,
} from '../../testing/checkout-test-kit';

// The payment page opened from a link copied out of an app's browser (issue 13): a fresh tab of
// the system browser, no session of its own, ?handoff=<code> in the address. The page, the store
// and the API layer are real; fetch is mocked.
const CODE = 'Hand0ver_c0de-0f-f0rty-thr33-charact3rs_xyz';
const FROM_APP = 'session-from-the-app-tab';
const PATTERN = '/paying/payment/:codeExam';
const EXPIRED_TITLE = 'This link has expired or was already used';
const EXPIRED_BODY =
  'A copied link works once, for 15 minutes. Go back to the app and tap “Copy link” again, or take the test in this browser.';

function paymentApi(claim: Parameters<typeof mockApi>[0][string]) {
  return mockApi({
    'POST /api/exam/session/handoff/claim': claim,
    'GET /api/exam/sku/info/1/sku2/US/en-US': ok(skuInfo('sku2', 1999)),
    'GET /api/app/payment/list/1/US': ok([{ id: 'card', name: 'Card' }]),
    'GET /api/exam/session/state': ok(scoredSessionState()),
  });
}

const arrive = (url: string, examSession: string | null = null) =>
  renderAt(url, PATTERN, <PaymentPage code="web" examId={1} />, { examSession });

beforeAll(loadEnglish);
beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

test('claims the code before anything else, keeps the session, cleans the address, and sells', async () => {
  const api = paymentApi(ok({ sessionId: FROM_APP }));
  const store = arrive(`/paying/payment/web-1?sku=sku2&handoff=${CODE}&hl=en-US`);
  expect(await screen.findByRole('button', { name: 'Pay $19.99' })).toBeInTheDocument();

  expect(api.calls[0]).toMatchObject({
    method: 'POST',
    path: '/api/exam/session/handoff/claim',
    body: { code: CODE },
  });
  expect(api.callsTo('POST /api/exam/session/handoff/claim')).toHaveLength(1);
  expect(sessionStorage.getItem('IQ-exam-session')).toBe(FROM_APP);
  expect(store.getState().runtime.examSession).toBe(FROM_APP);
  // The other query keys stay, in their order; only the code goes.
  expect(currentLocation()).toBe('/paying/payment/web-1?sku=sku2&hl=en-US');
  // The page's own calls carry the claimed session.
  const [state] = api.callsTo('GET /api/exam/session/state');
  expect(state!.headers.get('Exam-Session')).toBe(FROM_APP);
  expect(screen.queryByText('No test found in this browser tab')).toBeNull();
});

test('a used or expired code: the message says what to do, the code leaves the address', async () => {
  const api = paymentApi(failure(404, 'Hand-over code not found, used or expired'));
  const store = arrive(`/paying/payment/web-1?sku=sku2&handoff=${CODE}`);
  const message = await screen.findByTestId('handoff-failed');
  expect(message).toHaveTextContent(EXPIRED_TITLE);
  expect(message).toHaveTextContent(EXPIRED_BODY);
  expect(screen.getByRole('link', { name: 'Take the test' })).toHaveAttribute(
    'href',
    '/answer_question/start_loading/web-1',
  );
  expect(screen.queryByText('No test found in this browser tab')).toBeNull();
  await waitFor(() => expect(currentLocation()).toBe('/paying/payment/web-1?sku=sku2'));
  expect(sessionStorage.getItem('IQ-exam-session')).toBeNull();
  expect(store.getState().runtime.examSession).toBeNull();
  expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/exam/session/handoff/claim']);
});

test('a mangled code (cut off while pasting) is refused without a request', async () => {
  const api = paymentApi(ok({ sessionId: FROM_APP }));
  arrive(`/paying/payment/web-1?sku=sku2&handoff=${CODE.slice(0, 20)}`);
  expect(await screen.findByTestId('handoff-failed')).toHaveTextContent(EXPIRED_TITLE);
  expect(api.callsTo('POST /api/exam/session/handoff/claim')).toHaveLength(0);
});

test('a tab with a test of its own goes on to pay under the message', async () => {
  paymentApi(failure(404, 'Hand-over code not found, used or expired'));
  arrive(`/paying/payment/web-1?sku=sku2&handoff=${CODE}`, 'session-1');
  expect(await screen.findByTestId('handoff-failed')).toHaveTextContent(EXPIRED_TITLE);
  expect(await screen.findByRole('button', { name: 'Pay $19.99' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Take the test' })).toBeNull();
});

test('without ?handoff= nothing is claimed', async () => {
  const api = paymentApi(ok({ sessionId: FROM_APP }));
  arrive('/paying/payment/web-1?sku=sku2', 'session-1');
  expect(await screen.findByRole('button', { name: 'Pay $19.99' })).toBeInTheDocument();
  expect(api.callsTo('POST /api/exam/session/handoff/claim')).toHaveLength(0);
  expect(screen.queryByTestId('handoff-failed')).toBeNull();
});
