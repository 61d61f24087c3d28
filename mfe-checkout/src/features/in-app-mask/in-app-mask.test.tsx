import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import PaymentPage from '../../pages/payment';
import { browserLocation } from '../../components/safe-assign';
import {
  failure,
  loadEnglish,
  mockApi,
  ok,
  renderAt,
  skuInfo,
  scoredSessionState,
} from '../../testing/checkout-test-kit';

// The mask on the payment page as a visitor meets it: the user agent and the clipboard are the
// browser's (set per test); the page, the store and the API layer are real, fetch is mocked.
const INSTAGRAM_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 307.0.0.34.111 (iPhone15,2; iOS 17_1_1; en_US; en; scale=3.00; 1179x2556; 531201342)';
const FACEBOOK_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/442.0.0.33.113;]';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1.2 Mobile/15E148 Safari/604.1';
const PAGE_URL = '/paying/payment/web-1?sku=sku2';
const COPIED = "Link copied. Paste it into your browser's address bar.";
// A hand-over code as the exam service issues one (32 random bytes, base64url).
const CODE = 'Hand0ver_c0de-0f-f0rty-thr33-charact3rs_xyz';
const COPIED_URL = `http://localhost/paying/payment/web-1?sku=sku2&handoff=${CODE}`;
const LINK_FAILED =
  "We couldn't prepare your link. Check your connection and tap “Copy link” again, or continue here.";

function setUserAgent(userAgent: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
}
function setClipboard(
  clipboard:
    { writeText: (text: string) => Promise<void>; write?: (items: unknown[]) => Promise<void> } | undefined,
) {
  Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true });
}

/** A Blob's text (jsdom's Blob has no text()). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

function paymentApi(
  handoff: Parameters<typeof mockApi>[0][string] = ok({ code: CODE, expiresInSeconds: 900 }),
) {
  return mockApi({
    'POST /api/exam/session/handoff': handoff,
    'GET /api/exam/sku/info/1/sku2/US/en-US': ok(skuInfo('sku2', 1999)),
    'GET /api/app/payment/list/1/US': ok([{ id: 'card', name: 'Card' }]),
    'GET /api/exam/session/state': ok(scoredSessionState()),
    'POST /api/pay/pay/order/create': ok({
      orderNumber: 'Ord3rNumb3r_abcdefghijklm',
      payUrl: '/pay/checkout/abc',
      amountMinor: 1999,
      currency: 'USD',
      status: 'created',
    }),
  });
}

function renderPayment(runtime: Parameters<typeof renderAt>[3] = {}) {
  // The address bar the visitor would copy (the router itself is in memory).
  window.history.replaceState(null, '', PAGE_URL);
  renderAt(PAGE_URL, '/paying/payment/:codeExam', <PaymentPage code="web" examId={1} />, runtime);
}

beforeAll(loadEnglish);
let assign: jest.SpyInstance;
let api: ReturnType<typeof paymentApi>;
beforeEach(() => {
  sessionStorage.clear();
  assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  api = paymentApi();
});
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window.navigator, 'userAgent');
  Reflect.deleteProperty(window.navigator, 'clipboard');
  window.history.replaceState(null, '', '/');
});

test('Instagram on an iPhone: the mask, with the iOS steps, covers the payment form', async () => {
  setUserAgent(INSTAGRAM_IPHONE);
  renderPayment();
  const mask = await screen.findByRole('dialog', { name: 'Open this page in your browser to pay' });
  expect(mask).toHaveAttribute('aria-modal', 'true');
  expect(mask).toHaveAccessibleDescription(/Payment works best in your device's own browser/);
  expect(mask).toHaveFocus();
  expect(within(mask).getByTestId('in-app-mask-steps-ios')).toHaveTextContent(
    "Tap ••• or the share button in this app's menu.Choose “Open in Safari”",
  );
  // The form loads under the layer but can be neither reached nor used until the visitor chooses.
  const pay = await screen.findByTestId('pay');
  expect(pay.closest('[inert]')).not.toBeNull();
  expect(screen.queryByRole('button', { name: 'Pay $19.99' })).toBeNull();
});

test('Facebook on Android: the Android steps (⋮ → Open in browser)', async () => {
  setUserAgent(FACEBOOK_ANDROID);
  renderPayment();
  const mask = await screen.findByRole('dialog');
  expect(within(mask).getByTestId('in-app-mask-steps-android')).toHaveTextContent(
    'Tap ⋮ at the top right of the screen.Choose “Open in browser” (or “Open in Chrome”).',
  );
});

test('Safari on an iPhone: no mask, the pay button is there to use', async () => {
  setUserAgent(IPHONE_SAFARI);
  renderPayment();
  const pay = await screen.findByRole('button', { name: 'Pay $19.99' });
  expect(pay.closest('[inert]')).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('no test in this tab (nothing to pay yet): no mask', async () => {
  setUserAgent(INSTAGRAM_IPHONE);
  renderPayment({ examSession: null });
  expect(await screen.findByTestId('no-session')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('"Continue here anyway" closes the mask for this tab, and the visitor pays here', async () => {
  setUserAgent(INSTAGRAM_IPHONE);
  renderPayment();
  fireEvent.click(await screen.findByRole('button', { name: 'Continue here anyway' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.click(await screen.findByRole('radio', { name: /Card/ }));
  const pay = screen.getByRole('button', { name: 'Pay $19.99' });
  expect(pay.closest('[inert]')).toBeNull();
  fireEvent.click(pay);
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/checkout/abc'));
  expect(sessionStorage.getItem('IQ-in-app-mask-dismissed')).toBe('1');
});

test('a dismissed mask stays closed on the next payment page of the tab', async () => {
  setUserAgent(INSTAGRAM_IPHONE);
  sessionStorage.setItem('IQ-in-app-mask-dismissed', '1');
  renderPayment();
  expect(await screen.findByRole('button', { name: 'Pay $19.99' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('Escape is "continue here"', async () => {
  setUserAgent(INSTAGRAM_IPHONE);
  renderPayment();
  const mask = await screen.findByRole('dialog');
  fireEvent.keyDown(mask, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(await screen.findByRole('button', { name: 'Pay $19.99' })).toBeInTheDocument();
});

test('the focus stays in the mask: Tab wraps from the last control to the first and back', async () => {
  setUserAgent(INSTAGRAM_IPHONE);
  renderPayment();
  await screen.findByRole('dialog');
  const copy = screen.getByRole('button', { name: 'Copy link' });
  const stay = screen.getByRole('button', { name: 'Continue here anyway' });
  stay.focus();
  fireEvent.keyDown(stay, { key: 'Tab' });
  expect(copy).toHaveFocus();
  fireEvent.keyDown(copy, { key: 'Tab', shiftKey: true });
  expect(stay).toHaveFocus();
  // Focus that lands outside (a click on the page behind) comes back into the layer.
  const outside = document.createElement('button');
  document.body.append(outside);
  outside.focus();
  expect(screen.getByRole('dialog')).toHaveFocus();
  outside.remove();
});

test('"Copy link" asks the exam service for a hand-over code and copies the link with it', async () => {
  setUserAgent(INSTAGRAM_IPHONE);
  const writeText = jest.fn(() => Promise.resolve());
  setClipboard({ writeText });
  renderPayment();
  // One code is asked for when the mask appears (for the address bar, address-bar-handoff.ts).
  await waitFor(() => expect(api.callsTo('POST /api/exam/session/handoff')).toHaveLength(1));
  fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(COPIED_URL));
  const asked = api.callsTo('POST /api/exam/session/handoff');
  expect(asked).toHaveLength(2);
  expect(asked[1]!.headers.get('Exam-Session')).toBe('session-1');
  expect(await screen.findByText(COPIED)).toBeInTheDocument();
});

test('"Copy link" confirms only once the service has answered and the clipboard has taken the link', async () => {
  setUserAgent(INSTAGRAM_IPHONE);
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  api.spy.mockRestore();
  api = paymentApi();
  const fetchAnswer = api.spy.getMockImplementation()!;
  let asked = false;
  api.spy.mockImplementation(async (input, init) => {
    if ((input as Request).url.endsWith('/session/handoff')) {
      asked = true;
      await answered;
    }
    return fetchAnswer(input, init);
  });
  let taken: () => void = () => undefined;
  const writeText = jest.fn(
    () =>
      new Promise<void>((resolve) => {
        taken = resolve;
      }),
  );
  setClipboard({ writeText });
  renderPayment();
  fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
  const status = within(screen.getByRole('dialog')).getByRole('status');
  await waitFor(() => expect(asked).toBe(true));
  expect(writeText).not.toHaveBeenCalled();
  expect(status).toHaveTextContent('');
  await act(async () => answer());
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(COPIED_URL));
  expect(status).toHaveTextContent('');
  await act(async () => taken());
  expect(status).toHaveTextContent(COPIED);
});

test('where the browser has ClipboardItem (WebKit), the write starts on the tap with the link pending', async () => {
  setUserAgent(INSTAGRAM_IPHONE);
  const items: { type: string; text: Promise<Blob> }[] = [];
  class FakeClipboardItem {
    constructor(data: Record<string, Promise<Blob>>) {
      for (const [type, text] of Object.entries(data)) items.push({ type, text });
    }
  }
  Object.defineProperty(globalThis, 'ClipboardItem', { value: FakeClipboardItem, configurable: true });
  const write = jest.fn(async () => {
    await items[0]!.text;
  });
  const writeText = jest.fn(() => Promise.resolve());
  setClipboard({ write, writeText });
  try {
    renderPayment();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    // Started in the tap itself, before the service has answered.
    expect(write).toHaveBeenCalledTimes(1);
    expect(items.map((item) => item.type)).toEqual(['text/plain']);
    expect(await screen.findByText(COPIED)).toBeInTheDocument();
    expect(await textOf(await items[0]!.text)).toBe(COPIED_URL);
    expect(writeText).not.toHaveBeenCalled();
  } finally {
    Reflect.deleteProperty(globalThis, 'ClipboardItem');
  }
});

test('a failed code request says what to do, copies nothing and confirms nothing', async () => {
  setUserAgent(INSTAGRAM_IPHONE);
  api.spy.mockRestore();
  api = paymentApi(failure(503, 'Service unavailable'));
  const writeText = jest.fn(() => Promise.resolve());
  setClipboard({ writeText });
  renderPayment();
  // The address bar's own request (on the mask's appearance) fails too, quietly.
  await waitFor(() => expect(api.callsTo('POST /api/exam/session/handoff')).toHaveLength(1));
  expect(screen.getByRole('alert').textContent).toBe('');
  fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
  // The (empty) alert region is there from the start: wait for its text, not for the region.
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(LINK_FAILED));
  expect(writeText).not.toHaveBeenCalled();
  expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent('');
  // Pressing again asks again.
  fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
  await waitFor(() => expect(api.callsTo('POST /api/exam/session/handoff')).toHaveLength(3));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(LINK_FAILED));
});

test('a refused clipboard shows the link (with its code) selected instead, and no confirmation', async () => {
  setUserAgent(INSTAGRAM_IPHONE);
  setClipboard({ writeText: () => Promise.reject(new Error('NotAllowedError')) });
  renderPayment();
  fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
  const link = await screen.findByLabelText('Copy this link and paste it into your browser:');
  expect(link).toHaveValue(COPIED_URL);
  expect(screen.queryByText(COPIED)).toBeNull();
});

test('without a clipboard the link is shown, focused and selected for the visitor to copy', async () => {
  setUserAgent(INSTAGRAM_IPHONE);
  setClipboard(undefined);
  renderPayment();
  fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
  const link = await screen.findByLabelText<HTMLInputElement>(
    'Copy this link and paste it into your browser:',
  );
  expect(link).toHaveValue(COPIED_URL);
  expect(link).toHaveFocus();
  expect([link.selectionStart, link.selectionEnd]).toEqual([0, link.value.length]);
  expect(screen.queryByText(COPIED)).toBeNull();
});
