import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import PaymentPage from '../../pages/payment';
import {
  currentLocation,
  loadEnglish,
  mockApi,
  ok,
  renderAt,
  skuInfo,
  scoredSessionState,
} from '../../testing/checkout-test-kit';
import { refreshDelaySeconds, withoutHandoff } from './address-bar-handoff';
import { isOwnHandoff } from './own-handoff-codes';

// Issue 13: while the in-app mask is up, the address bar itself carries a hand-over code, so the
// app's menu ("Open in Safari") continues the same test. The page, the store and the API layer are
// real; fetch is mocked; window.history stands for the address bar the app's menu reads.
const INSTAGRAM_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 307.0.0.34.111 (iPhone15,2; iOS 17_1_1; en_US; en; scale=3.00; 1179x2556; 531201342)';
const PAGE_URL = '/paying/payment/web-1?sku=sku2';
const FIRST = 'F1rst_hand0ver_c0de-f0rty-thr33-characters1';
const SECOND = 'S3cond_hand0ver_c0de-f0rty-thr33-character2';
const THIRD = 'Th1rd_hand0ver_c0de-f0rty-thr33-characters3';
const FOREIGN = 'An0ther_tab5_hand0ver_c0de-f0rty-thr33-char';
const HANDOFF = 'POST /api/exam/session/handoff';
const CLAIM = 'POST /api/exam/session/handoff/claim';

const code = (value: string) => ok({ code: value, expiresInSeconds: 900 });
const inAddressBar = () => new URL(window.location.href).searchParams.get('handoff');

function paymentApi() {
  return mockApi({
    [HANDOFF]: [code(FIRST), code(SECOND), code(THIRD)],
    [CLAIM]: ok({ sessionId: 'should-never-be-claimed' }),
    'GET /api/exam/sku/info/1/sku2/US/en-US': ok(skuInfo('sku2', 1999)),
    'GET /api/app/payment/list/1/US': ok([{ id: 'card', name: 'Card' }]),
    'GET /api/exam/session/state': ok(scoredSessionState()),
  });
}

function renderPayment(url = PAGE_URL) {
  window.history.replaceState({ usr: null, key: 'router-state', idx: 0 }, '', url);
  renderAt(url, '/paying/payment/:codeExam', <PaymentPage code="web" examId={1} />);
}

beforeAll(loadEnglish);
let api: ReturnType<typeof paymentApi>;
beforeEach(() => {
  sessionStorage.clear();
  Object.defineProperty(window.navigator, 'userAgent', { value: INSTAGRAM_IPHONE, configurable: true });
  api = paymentApi();
});
afterEach(() => {
  cleanup();
  jest.useRealTimers();
  jest.restoreAllMocks();
  Reflect.deleteProperty(window.navigator, 'userAgent');
  window.history.replaceState(null, '', '/');
});

test('the mask puts a fresh code into the address bar, other keys and the router state kept', async () => {
  renderPayment();
  await screen.findByRole('dialog');
  await waitFor(() => expect(inAddressBar()).toBe(FIRST));
  expect(window.location.pathname).toBe('/paying/payment/web-1');
  expect(new URL(window.location.href).searchParams.get('sku')).toBe('sku2');
  expect(window.history.state).toEqual({ usr: null, key: 'router-state', idx: 0 });
  const asked = api.callsTo(HANDOFF);
  expect(asked).toHaveLength(1);
  expect(asked[0]!.headers.get('Exam-Session')).toBe('session-1');
  expect(isOwnHandoff(FIRST)).toBe(true);
  expect(api.callsTo(CLAIM)).toHaveLength(0);
});

test('the code is replaced two minutes before it expires, and again after that', async () => {
  jest.useFakeTimers();
  renderPayment();
  await waitFor(() => expect(inAddressBar()).toBe(FIRST));
  await act(() => jest.advanceTimersByTimeAsync(779_000));
  expect(inAddressBar()).toBe(FIRST);
  expect(api.callsTo(HANDOFF)).toHaveLength(1);
  await act(() => jest.advanceTimersByTimeAsync(1_000));
  await waitFor(() => expect(inAddressBar()).toBe(SECOND));
  await act(() => jest.advanceTimersByTimeAsync(780_000));
  await waitFor(() => expect(inAddressBar()).toBe(THIRD));
  expect(api.callsTo(HANDOFF)).toHaveLength(3);
  expect(api.callsTo(CLAIM)).toHaveLength(0);
});

test('back in view (the menu may have spent the code in the system browser), a new one', async () => {
  renderPayment();
  await waitFor(() => expect(inAddressBar()).toBe(FIRST));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  try {
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(inAddressBar()).toBe(SECOND));
  } finally {
    Reflect.deleteProperty(document, 'visibilityState');
  }
});

test('"Continue here anyway" takes the code out of the address bar and asks for no more', async () => {
  jest.useFakeTimers();
  renderPayment();
  await waitFor(() => expect(inAddressBar()).toBe(FIRST));
  fireEvent.click(screen.getByRole('button', { name: 'Continue here anyway' }));
  expect(inAddressBar()).toBeNull();
  expect(new URL(window.location.href).searchParams.get('sku')).toBe('sku2');
  await act(() => jest.advanceTimersByTimeAsync(3_600_000));
  expect(api.callsTo(HANDOFF)).toHaveLength(1);
  expect(inAddressBar()).toBeNull();
});

test('leaving the page takes the code out: unmount and pagehide', async () => {
  renderPayment();
  await waitFor(() => expect(inAddressBar()).toBe(FIRST));
  act(() => void window.dispatchEvent(new Event('pagehide')));
  expect(inAddressBar()).toBeNull();
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
  await waitFor(() => expect(inAddressBar()).toBe(SECOND));
  cleanup();
  expect(inAddressBar()).toBeNull();
});

test('a reload of the in-app page never claims the code it put in its own address bar', async () => {
  renderPayment();
  await waitFor(() => expect(inAddressBar()).toBe(FIRST));
  const reloaded = `${window.location.pathname}${window.location.search}`;
  cleanup(); // the reload: the same tab (its session storage) opens the address with the code
  renderPayment(reloaded);
  await screen.findByRole('dialog');
  await waitFor(() => expect(inAddressBar()).toBe(SECOND));
  expect(currentLocation()).toBe(PAGE_URL);
  expect(api.callsTo(CLAIM)).toHaveLength(0);
});

test('a code from another tab (the copied link) is still claimed', async () => {
  expect(isOwnHandoff(FOREIGN)).toBe(false);
  renderPayment(`${PAGE_URL}&handoff=${FOREIGN}`);
  await waitFor(() => expect(api.callsTo(CLAIM)).toHaveLength(1));
  expect(api.callsTo(CLAIM)[0]!.body).toEqual({ code: FOREIGN });
});

test('refresh timing and address clean-up rules', () => {
  expect(refreshDelaySeconds(900)).toBe(780);
  expect(refreshDelaySeconds(120)).toBe(60); // a short-lived code: half its life, never zero
  const url = `http://localhost/p?sku=sku2&handoff=${FIRST}#top`;
  expect(withoutHandoff(url, FIRST)).toBe('http://localhost/p?sku=sku2#top');
  expect(withoutHandoff(url, SECOND)).toBe(url); // someone else's code is not ours to remove
});
