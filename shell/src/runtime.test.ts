import { EXAM_SESSION_STORAGE_KEY, requestHeaders, runtimeSlice } from '@iq/api';
import { runtimeFromLocation } from './runtime';

afterEach(() => sessionStorage.clear());

test('a reload on a payment page still sends the exam session the exam remote kept', () => {
  sessionStorage.setItem(EXAM_SESSION_STORAGE_KEY, 'session-123');
  window.history.pushState({}, '', '/paying/payment/web-1?sku=sku2');
  const runtime = { ...runtimeSlice.getInitialState(), ...runtimeFromLocation(window, 'en-US') };
  expect(runtime.examSession).toBe('session-123');
  expect(requestHeaders(runtime)['Exam-Session']).toBe('session-123');
});

test('without a kept session no Exam-Session header is sent', () => {
  const runtime = { ...runtimeSlice.getInitialState(), ...runtimeFromLocation(window, 'en-US') };
  expect(runtime.examSession).toBeNull();
  expect(requestHeaders(runtime)).not.toHaveProperty('Exam-Session');
});

describe('the campaign mode (spec §3 runtime config, §4 consent)', () => {
  test("a campaign's ?mode=fb is the runtime mode and stays for the visit's later pages", () => {
    window.history.pushState({}, '', '/landing_page/matrix/fbad-1?mode=fb&fbclid=x');
    expect(runtimeFromLocation(window, 'de-DE').mode).toBe('fb');
    window.history.pushState({}, '', '/answer_question/standard/fbad-1');
    expect(runtimeFromLocation(window, 'de-DE').mode).toBe('fb');
    expect(sessionStorage.getItem('IQ-mode')).toBe('"fb"');
  });

  test('without a mode the default stays; a malformed one is ignored', () => {
    window.history.pushState({}, '', '/?mode=');
    expect(runtimeFromLocation(window, 'en-US')).not.toHaveProperty('mode');
    window.history.pushState({}, '', `/?mode=${encodeURIComponent('<script>')}`);
    expect(runtimeFromLocation(window, 'en-US')).not.toHaveProperty('mode');
    expect(sessionStorage.getItem('IQ-mode')).toBeNull();
  });

  test('the logid is kept for the visit', () => {
    window.history.pushState({}, '', '/?logid=LOG-1');
    expect(runtimeFromLocation(window, 'en-US').logid).toBe('LOG-1');
    window.history.pushState({}, '', '/report/retrieve');
    expect(runtimeFromLocation(window, 'en-US').logid).toBe('LOG-1');
  });
});
